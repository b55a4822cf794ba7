import { describe, expect, it } from "vitest";
import { accessTokens } from "./accessTokens";

const key = new TextEncoder().encode("k".repeat(32));
const everyoneLive = { isSessionLive: async () => true };

describe("access tokens", () => {
  it("verifies a token we issued, again from memory, and refuses a tampered one", async () => {
    const tokens = accessTokens(key, 60, everyoneLive);
    const token = await tokens.issue("user-1", "family-1");
    expect(await tokens.verify(token)).toBe("user-1");
    expect(await tokens.verify(token)).toBe("user-1");
    const [head, body, signature = ""] = token.split(".");
    const tampered = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect(await tokens.verify(tampered)).toBeNull();
    const other = accessTokens(new TextEncoder().encode("x".repeat(32)), 60, everyoneLive);
    expect(await other.verify(token)).toBeNull();
  });

  it("stops accepting a remembered token once it expires", async () => {
    let time = Date.now();
    const tokens = accessTokens(key, 60, { ...everyoneLive, now: () => time });
    const token = await tokens.issue("user-2", "family-2");
    expect(await tokens.verify(token)).toBe("user-2");
    time += 61_000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it("stops accepting a remembered token the moment its device's session is no longer live", async () => {
    const revoked = new Set<string>();
    const tokens = accessTokens(key, 60, { isSessionLive: async (familyId) => !revoked.has(familyId) });
    const token = await tokens.issue("user-3", "family-3");
    const sibling = await tokens.issue("user-3", "family-4");
    expect(await tokens.verify(token)).toBe("user-3");
    revoked.add("family-3");
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(sibling)).toBe("user-3");
    expect(await tokens.subjectOf(token)).toBe("user-3");
  });
});
