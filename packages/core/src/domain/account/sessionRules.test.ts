import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_TOKEN_LIFE_SECONDS, TOKEN_EXPIRING_SOON_MS } from "../constants";
import { initialTheme, refreshDelayMs, refreshInMs, tokenExpiresAt } from "./sessionRules";

describe("token refresh timing", () => {
  it("takes expires_in, and 3600 s when it is missing or unusable", () => {
    expect(tokenExpiresAt(1000, 60)).toBe(61_000);
    for (const life of [undefined, 0, -5, Number.NaN]) {
      expect(tokenExpiresAt(1000, life)).toBe(1000 + DEFAULT_TOKEN_LIFE_SECONDS * 1000);
    }
  });

  it("refreshes 5 minutes before expiry, and at once when it expires sooner", () => {
    const receivedAt = 0;
    expect(refreshDelayMs(tokenExpiresAt(receivedAt, 3600), receivedAt)).toBe(3600_000 - 300_000);
    expect(refreshDelayMs(tokenExpiresAt(receivedAt, 240), receivedAt)).toBe(0);
  });

  it("never waits past the 5-minute mark, and never a negative time", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (expiresAt, now) => {
        const delay = refreshDelayMs(expiresAt, now);
        expect(delay).toBeGreaterThanOrEqual(0);
        if (delay > 0) expect(now + delay).toBe(expiresAt - TOKEN_EXPIRING_SOON_MS);
      }),
    );
  });
});

describe("refreshInMs (a token just received)", () => {
  it("refreshes an hour-long token 5 minutes before it expires", () => {
    expect(refreshInMs(3600)).toBe(55 * 60_000);
    expect(refreshInMs(undefined)).toBe(55 * 60_000);
  });

  it("refreshes a token shorter than 10 minutes at half its life, never at once", () => {
    expect(refreshInMs(4)).toBe(2000);
    expect(refreshInMs(240)).toBe(120_000);
  });

  it("always refreshes before expiry and after at least half the life", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 86_400 * 30 }), (seconds) => {
        const delay = refreshInMs(seconds);
        expect(delay).toBeLessThan(seconds * 1000);
        expect(delay).toBeGreaterThanOrEqual(Math.round((seconds * 1000) / 2));
        if (seconds * 1000 > 2 * TOKEN_EXPIRING_SOON_MS) expect(delay).toBe(seconds * 1000 - TOKEN_EXPIRING_SOON_MS);
      }),
    );
  });
});

describe("initialTheme", () => {
  it.each([
    [null, false, "light"],
    [null, true, "dark"],
    ["light", true, "light"],
    ["dark", false, "dark"],
    [undefined, true, "dark"],
  ] as const)("saved %s, system dark %s → %s", (saved, prefersDark, expected) => {
    expect(initialTheme(saved, prefersDark)).toBe(expected);
  });
});
