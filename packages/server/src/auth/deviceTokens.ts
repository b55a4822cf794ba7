// Device tokens, OWASP's "device cookies": a browser that has signed in to an account keeps a
// token that lets its own sign-in attempts be counted apart from everyone else's, so an attacker
// on the same address cannot lock the owner out. A token is a random nonce and an HMAC of it bound
// to the account (the e-mail, lowercased): it names the account through its signature only, so a
// copied cookie does not tell whose it is, and no token can be made for an account without the key.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export interface DeviceTokens {
  mint(account: string): string;
  /** The token's device id (its nonce) when it is genuine and bound to `account`; else null. */
  deviceOf(token: string | undefined, account: string): string | null;
}

export function deviceTokens(key: Uint8Array): DeviceTokens {
  // "device:" keeps these signatures apart from the CSRF tokens' ("csrf:") made with the same key.
  const sign = (account: string, nonce: string) =>
    createHmac("sha256", key).update(`device:${account}:${nonce}`).digest("base64url");

  return {
    mint(account) {
      const nonce = randomBytes(18).toString("base64url");
      return `${nonce}.${sign(account, nonce)}`;
    },
    deviceOf(token, account) {
      const [nonce, signature, ...rest] = (token ?? "").split(".");
      if (!nonce || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(account, nonce));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
    },
  };
}
