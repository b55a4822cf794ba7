// CSRF tokens: signed double-submit. A token is a random nonce and an HMAC of it bound to the
// session's subject (the user id, or "anonymous" before sign-in); it travels in an HttpOnly cookie
// and, from the client, in the X-CSRF-Token header. A request passes only when both agree and the
// signature holds for the requester's subject.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const ANONYMOUS_SUBJECT = "anonymous";

export interface CsrfTokens {
  mint(subject: string): string;
  verify(token: string, subject: string): boolean;
}

export function csrfTokens(key: Uint8Array): CsrfTokens {
  const sign = (subject: string, nonce: string) =>
    createHmac("sha256", key).update(`csrf:${subject}:${nonce}`).digest("base64url");

  return {
    mint(subject) {
      const nonce = randomBytes(18).toString("base64url");
      return `${nonce}.${sign(subject, nonce)}`;
    },
    verify(token, subject) {
      const [nonce, signature, ...rest] = token.split(".");
      if (!nonce || !signature || rest.length > 0) return false;
      const expected = Buffer.from(sign(subject, nonce));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
