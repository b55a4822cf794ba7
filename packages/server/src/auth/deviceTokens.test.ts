// A device token is good for the account it was made for, with the key it was made with, only.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deviceTokens } from "./deviceTokens";

const tokens = deviceTokens(new TextEncoder().encode("the signing key"));

describe("deviceTokens", () => {
  it("names a device for the account it was made for, and no other account, key or alteration", () => {
    const otherKey = deviceTokens(new TextEncoder().encode("another key"));
    fc.assert(
      fc.property(fc.emailAddress(), fc.emailAddress(), (account, other) => {
        const token = tokens.mint(account);
        const device = tokens.deviceOf(token, account);
        expect(device).toBe(token.split(".")[0]);
        if (other !== account) expect(tokens.deviceOf(token, other)).toBeNull();
        expect(otherKey.deviceOf(token, account)).toBeNull();
        expect(tokens.deviceOf(`${token}x`, account)).toBeNull();
        expect(tokens.deviceOf(`x${token}`, account)).toBeNull();
      }),
    );
  });

  it("gives every sign-in a device of its own, and nothing for no token or a malformed one", () => {
    expect(tokens.mint("ada@example.com")).not.toBe(tokens.mint("ada@example.com"));
    for (const malformed of [undefined, "", ".", "a.b.c", "nodot"]) {
      expect(tokens.deviceOf(malformed, "ada@example.com")).toBeNull();
    }
  });
});
