import { describe, expect, it } from "vitest";
import { accessTokens } from "./accessTokens";

const key = new TextEncoder().encode("k".repeat(32));

describe("access tokens", () => {
  it("verifies a token we issued, again from memory, and refuses a tampered one", async () => {
    const tokens = accessTokens(key, 60);
    const token = await tokens.issue("user-1");
    expect(await tokens.verify(token)).toBe("user-1");
    expect(await tokens.verify(token)).toBe("user-1");
    const [head, body, signature = ""] = token.split(".");
    const tampered = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect(await tokens.verify(tampered)).toBeNull();
    const other = accessTokens(new TextEncoder().encode("x".repeat(32)), 60);
    expect(await other.verify(token)).toBeNull();
  });

  it("stops accepting a remembered token once it expires", async () => {
    let time = Date.now();
    const tokens = accessTokens(key, 60, () => time);
    const token = await tokens.issue("user-2");
    expect(await tokens.verify(token)).toBe("user-2");
    time += 61_000;
    expect(await tokens.verify(token)).toBeNull();
  });
});
