// Refresh sessions: opaque 256-bit tokens stored only as SHA-256 hashes, rotated on every use.
// Each sign-in starts a family; presenting an already-rotated token revokes the whole family.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database";
import { refreshTokens } from "../db/schema";

export type RotateResult =
  | { readonly ok: true; readonly userId: string; readonly token: string }
  | { readonly ok: false; readonly reason: "unknown" | "expired" | "revoked" | "reused" };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

export interface RefreshSessions {
  start(userId: string): Promise<string>;
  rotate(token: string): Promise<RotateResult>;
  revokeFamilyOf(token: string): Promise<void>;
}

export function refreshSessions(db: Database, ttlSeconds: number): RefreshSessions {
  const expiry = () => new Date(Date.now() + ttlSeconds * 1000);

  async function issue(userId: string, familyId: string): Promise<string> {
    const token = newToken();
    await db.insert(refreshTokens).values({ userId, familyId, tokenHash: hashToken(token), expiresAt: expiry() });
    return token;
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    start: (userId) => issue(userId, randomUUID()),

    async rotate(token) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (!row) return { ok: false, reason: "unknown" };
      if (row.revokedAt) return { ok: false, reason: "revoked" };
      if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: "expired" };
      // Only one caller can mark the token rotated; a second presenter of the same token is a re-use.
      const claimed = await db
        .update(refreshTokens)
        .set({ rotatedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        await revokeFamily(row.familyId);
        return { ok: false, reason: "reused" };
      }
      return { ok: true, userId: row.userId, token: await issue(row.userId, row.familyId) };
    },

    async revokeFamilyOf(token) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)));
      if (row) await revokeFamily(row.familyId);
    },
  };
}
