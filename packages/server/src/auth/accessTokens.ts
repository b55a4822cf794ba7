// Access tokens: short-lived JWTs signed with HS256; only that algorithm is accepted back.
import { jwtVerify, SignJWT } from "jose";

const ALGORITHM = "HS256";
const ISSUER = "moatwise";

export interface AccessTokens {
  readonly ttlSeconds: number;
  issue(userId: string): Promise<string>;
  /** The user id the token was issued to, or null when it is invalid or expired. */
  verify(token: string): Promise<string | null>;
}

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
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        return typeof payload.sub === "string" ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
