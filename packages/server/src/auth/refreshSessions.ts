// Refresh sessions: opaque tokens stored only as SHA-256 hashes, rotated on every use. Each
// sign-in starts a family (a device); presenting an already-rotated token revokes the whole family,
// except within a grace window of 10 s, when the family's current token is handed back instead, so
// tabs refreshing at once never sign the user out. A child token is an HMAC of its parent under a
// server key: the current token can be found again from an old one without storing any token.
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, min } from "drizzle-orm";
import type { Database } from "../db/database";
import { isRowId } from "../db/ids";
import { refreshTokens } from "../db/schema";

/** A rotated token presented again this soon after its rotation is a race between tabs, not theft. */
export const REUSE_GRACE_MS = 10_000;
/** How far down a family the grace lookup walks (rotations within 10 s are few). */
const MAX_GRACE_STEPS = 20;

export type RotateResult =
  | { readonly ok: true; readonly userId: string; readonly familyId: string; readonly token: string }
  | { readonly ok: false; readonly reason: "unknown" | "expired" | "revoked" | "reused" };

export interface DeviceSession {
  readonly id: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date;
  readonly userAgent: string | null;
  /** Roughly where it signed in (coarseNetwork). */
  readonly network: string | null;
}

/** Where a new session comes from: its browser, and its network (never the address). */
export interface SessionOrigin {
  readonly userAgent?: string | null;
  readonly network?: string | null;
}

export interface RefreshSessions {
  /** A new device's first refresh token, and its family (which access tokens name). */
  start(userId: string, origin?: SessionOrigin): Promise<{ token: string; familyId: string }>;
  rotate(token: string): Promise<RotateResult>;
  /** The live session a token belongs to, without rotating it. */
  peek(token: string): Promise<{ userId: string; familyId: string } | null>;
  /** Whose token this is, live or not (for binding CSRF tokens to the browser's session). */
  ownerOf(token: string): Promise<string | null>;
  revokeFamilyOf(token: string): Promise<void>;
  /** The user's signed-in devices: one per live family. */
  listFor(userId: string): Promise<DeviceSession[]>;
  /** Revokes one of the user's families; false when the user has no such family. */
  revokeFor(userId: string, familyId: string): Promise<boolean>;
  /** Revokes every family of the user but `keep` (this device's); answers how many. */
  revokeAllBut(userId: string, keep: string | null): Promise<number>;
  /** Whether `familyId` is the user's first session: no other family began before it. */
  isFirstSession(userId: string, familyId: string): Promise<boolean>;
}

type Row = typeof refreshTokens.$inferSelect;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function refreshSessions(
  db: Database,
  ttlSeconds: number,
  key: Uint8Array,
  now: () => number = Date.now,
  /** Told of every revoked family, so that access tokens issued to it stop working at once. */
  onRevoked: (familyId: string) => Promise<void> = async () => {},
): RefreshSessions {
  const expiry = () => new Date(now() + ttlSeconds * 1000);
  const childOf = (token: string) => createHmac("sha256", key).update(`refresh-child:${token}`).digest("base64url");

  const byToken = async (token: string): Promise<Row | undefined> =>
    (
      await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
    )[0];

  const isLive = (row: Row) => row.revokedAt === null && row.expiresAt.getTime() > now();

  async function store(
    token: string,
    parent: { userId: string; familyId: string; userAgent: string | null; network: string | null },
  ) {
    await db
      .insert(refreshTokens)
      .values({
        userId: parent.userId,
        familyId: parent.familyId,
        userAgent: parent.userAgent,
        network: parent.network,
        tokenHash: hashToken(token),
        expiresAt: expiry(),
      })
      .onConflictDoNothing();
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date(now()) })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    await onRevoked(familyId);
  }

  /** Walks from a recently rotated token to the family's current one, within the grace window. */
  async function currentDescendantOf(token: string): Promise<string | null> {
    let candidate = token;
    for (let step = 0; step < MAX_GRACE_STEPS; step++) {
      candidate = childOf(candidate);
      const row = await byToken(candidate);
      if (!row || !isLive(row)) return null;
      if (row.rotatedAt === null) return candidate;
      if (now() - row.rotatedAt.getTime() > REUSE_GRACE_MS) return null;
    }
    return null;
  }

  /** The user's live families, one per device, most recently used first. */
  async function listFor(userId: string): Promise<DeviceSession[]> {
    const current = await db
      .select()
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          isNull(refreshTokens.rotatedAt),
          gt(refreshTokens.expiresAt, new Date(now())),
        ),
      );
    const starts = await db
      .select({ familyId: refreshTokens.familyId, startedAt: min(refreshTokens.createdAt) })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .groupBy(refreshTokens.familyId);
    const startOf = new Map(starts.map((s) => [s.familyId, s.startedAt]));
    return current
      .map((row) => ({
        id: row.familyId,
        createdAt: startOf.get(row.familyId) ?? row.createdAt,
        lastUsedAt: row.createdAt,
        userAgent: row.userAgent,
        network: row.network,
      }))
      .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime());
  }

  async function isFirstSession(userId: string, familyId: string): Promise<boolean> {
    const starts = await db
      .select({ familyId: refreshTokens.familyId, startedAt: min(refreshTokens.createdAt) })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .groupBy(refreshTokens.familyId);
    const own = starts.find((start) => start.familyId === familyId)?.startedAt;
    if (!own) return false;
    return starts.every((start) => start.familyId === familyId || (start.startedAt ?? own) > own);
  }

  return {
    isFirstSession,
    async start(userId, origin = {}) {
      const token = randomBytes(32).toString("base64url");
      const familyId = randomUUID();
      await store(token, { userId, familyId, userAgent: origin.userAgent ?? null, network: origin.network ?? null });
      return { token, familyId };
    },

    async rotate(token) {
      const row = await byToken(token);
      if (!row) return { ok: false, reason: "unknown" };
      if (row.revokedAt) return { ok: false, reason: "revoked" };
      if (row.expiresAt.getTime() <= now()) return { ok: false, reason: "expired" };
      // The child is stored before the claim: whoever wins the claim, the child already exists
      // for a racing presenter of the same token to find.
      const child = childOf(token);
      await store(child, row);
      const claimed = await db
        .update(refreshTokens)
        .set({ rotatedAt: new Date(now()) })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 1) return { ok: true, userId: row.userId, familyId: row.familyId, token: child };

      const rotatedAt = (await byToken(token))?.rotatedAt;
      const current =
        rotatedAt && now() - rotatedAt.getTime() <= REUSE_GRACE_MS ? await currentDescendantOf(token) : null;
      if (current) return { ok: true, userId: row.userId, familyId: row.familyId, token: current };
      await revokeFamily(row.familyId);
      return { ok: false, reason: "reused" };
    },

    async peek(token) {
      const row = await byToken(token);
      return row && isLive(row) && row.rotatedAt === null ? { userId: row.userId, familyId: row.familyId } : null;
    },

    async ownerOf(token) {
      return (await byToken(token))?.userId ?? null;
    },

    async revokeFamilyOf(token) {
      const row = await byToken(token);
      if (row) await revokeFamily(row.familyId);
    },

    listFor,

    async revokeFor(userId, familyId) {
      if (!isRowId(familyId)) return false;
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date(now()) })
        .where(
          and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id });
      if (revoked.length > 0) await onRevoked(familyId);
      return revoked.length > 0;
    },

    async revokeAllBut(userId, keep) {
      const others = (await listFor(userId)).filter((device) => device.id !== keep);
      for (const device of others) await revokeFamily(device.id);
      return others.length;
    },
  };
}
