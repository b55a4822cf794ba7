// Access tokens: short-lived JWTs signed with HS256; only that algorithm is accepted back. Each
// names the signed-in device (refresh-token family) it was issued to, and is accepted only while
// that device's session is live, so revoking a session ends its access tokens at once.
import { jwtVerify, SignJWT } from "jose";

const ALGORITHM = "HS256";
const ISSUER = "moatwise";

export interface AccessTokens {
  readonly ttlSeconds: number;
  issue(userId: string, familyId: string): Promise<string>;
  /** The user id the token was issued to, or null when it is invalid, expired or its session revoked. */
  verify(token: string): Promise<string | null>;
  /** The user id of a token we signed, even an expired one (to bind CSRF tokens); else null. */
  subjectOf(token: string): Promise<string | null>;
}

/** Long enough that no real token's expiry matters when only its signature is in question. */
const IGNORE_EXPIRY = "100 years";
/** Verified tokens remembered at most; the oldest is forgotten first. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Tokens whose signature was checked, with their subject and expiry: checking an HMAC again for
 * every request of a page is most of a cached call's cost. Expiry is still checked every time.
 */
interface VerifiedToken {
  readonly subject: string;
  readonly familyId: string;
  readonly expiresAtMs: number;
}

function verifiedTokens(now: () => number) {
  const known = new Map<string, VerifiedToken>();
  return {
    get(token: string): VerifiedToken | null {
      const entry = known.get(token);
      if (!entry) return null;
      if (entry.expiresAtMs > now()) return entry;
      known.delete(token);
      return null;
    },
    remember(token: string, entry: VerifiedToken) {
      if (known.size >= VERIFIED_TOKENS_KEPT) known.delete(known.keys().next().value as string);
      known.set(token, entry);
    },
  };
}

export interface AccessTokenOptions {
  readonly now?: () => number;
  /** Whether the device (refresh-token family) a token was issued to is still signed in. */
  readonly isSessionLive: (familyId: string) => Promise<boolean>;
}

export function accessTokens(key: Uint8Array, ttlSeconds: number, options: AccessTokenOptions): AccessTokens {
  const now = options.now ?? Date.now;
  const verified = verifiedTokens(now);

  async function checked(token: string): Promise<VerifiedToken | null> {
    const remembered = verified.get(token);
    if (remembered) return remembered;
    const payload = await payloadOf(token, key, { currentDate: new Date(now()) });
    if (!payload || typeof payload.exp !== "number" || typeof payload.sid !== "string") return null;
    const entry = { subject: payload.sub, familyId: payload.sid, expiresAtMs: payload.exp * 1000 };
    verified.remember(token, entry);
    return entry;
  }

  return {
    ttlSeconds,
    issue: (userId, familyId) =>
      new SignJWT({ sid: familyId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      const entry = await checked(token);
      return entry && (await options.isSessionLive(entry.familyId)) ? entry.subject : null;
    },
    subjectOf: (token) => subject(token, key, { clockTolerance: IGNORE_EXPIRY }),
  };
}

async function payloadOf(token: string, key: Uint8Array, extra: { clockTolerance?: string; currentDate?: Date }) {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, ...extra });
    return typeof payload.sub === "string" ? { sub: payload.sub, exp: payload.exp, sid: payload.sid } : null;
  } catch {
    return null;
  }
}

async function subject(token: string, key: Uint8Array, extra: { clockTolerance?: string }): Promise<string | null> {
  return (await payloadOf(token, key, extra))?.sub ?? null;
}
