// Access tokens: short-lived JWTs signed with HS256; only that algorithm is accepted back.
import { jwtVerify, SignJWT } from "jose";

const ALGORITHM = "HS256";
const ISSUER = "moatwise";

export interface AccessTokens {
  readonly ttlSeconds: number;
  issue(userId: string): Promise<string>;
  /** The user id the token was issued to, or null when it is invalid or expired. */
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
function verifiedTokens(now: () => number) {
  const known = new Map<string, { subject: string; expiresAtMs: number }>();
  return {
    subjectOf(token: string): string | null {
      const entry = known.get(token);
      if (!entry) return null;
      if (entry.expiresAtMs > now()) return entry.subject;
      known.delete(token);
      return null;
    },
    remember(token: string, subject: string, expiresAtMs: number) {
      if (known.size >= VERIFIED_TOKENS_KEPT) known.delete(known.keys().next().value as string);
      known.set(token, { subject, expiresAtMs });
    },
  };
}

export function accessTokens(key: Uint8Array, ttlSeconds: number, now: () => number = Date.now): AccessTokens {
  const verified = verifiedTokens(now);
  return {
    ttlSeconds,
    issue: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      const remembered = verified.subjectOf(token);
      if (remembered) return remembered;
      const checked = await payloadOf(token, key, { currentDate: new Date(now()) });
      if (!checked || typeof checked.exp !== "number") return null;
      verified.remember(token, checked.sub, checked.exp * 1000);
      return checked.sub;
    },
    subjectOf: (token) => subject(token, key, { clockTolerance: IGNORE_EXPIRY }),
  };
}

async function payloadOf(token: string, key: Uint8Array, extra: { clockTolerance?: string; currentDate?: Date }) {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, ...extra });
    return typeof payload.sub === "string" ? { sub: payload.sub, exp: payload.exp } : null;
  } catch {
    return null;
  }
}

async function subject(token: string, key: Uint8Array, extra: { clockTolerance?: string }): Promise<string | null> {
  return (await payloadOf(token, key, extra))?.sub ?? null;
}
