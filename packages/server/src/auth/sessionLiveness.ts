// Whether a signed-in device (a refresh-token family) is still live, asked on every request that
// carries an access token, so that signing out, revoking a device or a detected token theft ends
// its access tokens at once. Live answers are remembered briefly per process; a revocation is
// announced on the database (LISTEN/NOTIFY), so every process forgets it at once.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database, Notifications } from "../db/database";
import { refreshTokens } from "../db/schema";

export const SESSION_REVOKED_CHANNEL = "moatwise_session_revoked";
/** A live answer is trusted this long without asking the database again (revocations arrive sooner). */
export const LIVE_SESSION_CACHE_MS = 5_000;
/** Families remembered at most, per kind of answer; the oldest is forgotten first. */
const REMEMBERED_FAMILIES = 10_000;

export interface SessionLiveness {
  /** Starts hearing revocations from other processes. */
  start(): Promise<void>;
  isLive(familyId: string): Promise<boolean>;
  /** Tells every process that this family was revoked. */
  revoked(familyId: string): Promise<void>;
}

function boundedMap<V>() {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    delete: (key: string) => entries.delete(key),
    clear: () => entries.clear(),
    set(key: string, value: V) {
      if (entries.size >= REMEMBERED_FAMILIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
    },
  };
}

export function sessionLiveness(db: Database, notifications: Notifications, now: () => number): SessionLiveness {
  const liveSince = boundedMap<number>();
  const revokedFamilies = boundedMap<true>();

  const forget = (familyId: string) => {
    liveSince.delete(familyId);
    revokedFamilies.set(familyId, true);
  };

  async function askDatabase(familyId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, familyId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date(now())),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  return {
    // A revocation missed while not listening must not be trusted away: live answers are asked again.
    start: () => notifications.listen(SESSION_REVOKED_CHANNEL, { onPayload: forget, onLost: liveSince.clear }),

    async isLive(familyId) {
      if (revokedFamilies.get(familyId)) return false;
      const checkedAt = liveSince.get(familyId);
      if (checkedAt !== undefined && now() - checkedAt < LIVE_SESSION_CACHE_MS) return true;
      const live = await askDatabase(familyId);
      if (live) liveSince.set(familyId, now());
      else liveSince.delete(familyId);
      return live;
    },

    async revoked(familyId) {
      forget(familyId);
      await notifications.notify(SESSION_REVOKED_CHANNEL, familyId);
    },
  };
}
