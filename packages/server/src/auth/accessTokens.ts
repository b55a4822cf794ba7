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

export function accessTokens(key: Uint8Array, ttlSeconds: number): AccessTokens {
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
    verify: (token) => subject(token, key, {}),
    subjectOf: (token) => subject(token, key, { clockTolerance: IGNORE_EXPIRY }),
  };
}

async function subject(token: string, key: Uint8Array, extra: { clockTolerance?: string }): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER, ...extra });
    return typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}
