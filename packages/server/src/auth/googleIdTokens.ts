// Google sign-in: verifies an ID token from Google Identity Services against Google's published
// keys (the JWKS URL is configurable, so tests use a local key set): signature, audience (our
// client id), issuer and expiry. Only verified e-mail addresses are accepted.
import { pictureUrlFor } from "@moatwise/core";
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";

export const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];
export const GOOGLE_JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs";

export interface GoogleIdentity {
  readonly subject: string;
  readonly email: string;
  readonly name: string | null;
  readonly picture: string | null;
}

export interface GoogleIdTokens {
  readonly clientId: string;
  /** The identity in a valid token, or null for a token that fails any check. */
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

export function googleIdTokens(clientId: string, jwksUrl: string = GOOGLE_JWKS_URL): GoogleIdTokens {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(jwksUrl));
  return {
    clientId,
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          audience: clientId,
          issuer: GOOGLE_ISSUERS,
          algorithms: ["RS256"],
        });
        if (typeof payload.sub !== "string" || typeof payload.email !== "string") return null;
        if (payload.email_verified !== true) return null;
        return {
          subject: payload.sub,
          email: payload.email,
          name: typeof payload.name === "string" ? payload.name : null,
          picture: pictureUrlFor(payload),
        };
      } catch {
        return null;
      }
    },
  };
}
