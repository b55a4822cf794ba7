import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deviceName } from "./deviceName";

describe("deviceName", () => {
  it.each([
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      "Chrome on Linux",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
      "Edge on Windows",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox on macOS"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    ["Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36", "Chrome on Android"],
    ["curl/8.5.0", "curl/8.5.0"],
    [null, "Unknown device"],
    ["   ", "Unknown device"],
  ])("%s → %s", (userAgent, expected) => {
    expect(deviceName(userAgent)).toBe(expected);
  });

  it("never answers an empty or overlong name", () => {
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 300 })), (userAgent) => {
        const name = deviceName(userAgent);
        expect(name.length).toBeGreaterThan(0);
        expect(name.length).toBeLessThanOrEqual(60);
      }),
    );
  });
});
