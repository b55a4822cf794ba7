import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { retryDelayMs, shouldRetry } from "./retryPolicy";

describe("shouldRetry", () => {
  it.each([
    ["get", { status: 502 }, 1, true],
    ["get", { status: 503 }, 2, true],
    ["get", { status: 504 }, 3, false],
    ["get", { network: true }, 1, true],
    ["get", { status: 500 }, 1, false],
    ["get", { status: 429 }, 1, false],
    ["get", { status: 404 }, 1, false],
    ["none", { status: 503 }, 1, false],
    ["none", { network: true }, 1, false],
    ["structure", { status: 429 }, 4, true],
    ["structure", { status: 429 }, 5, false],
    ["structure", { status: 503 }, 1, false],
  ] as const)("%s after %j on attempt %i → %s", (policy, outcome, attempt, expected) => {
    expect(shouldRetry(policy, outcome, attempt)).toBe(expected);
  });
});

describe("retryDelayMs", () => {
  it("waits 1 s then 2 s for GETs, capped at 4 s", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs("get", attempt, 0.9))).toEqual([1000, 2000, 4000, 4000]);
  });

  it("doubles from 1 s with up to 300 ms of jitter for structure generation, capped at 15 s", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.double({ min: 0, max: 0.999999, noNaN: true }),
        (attempt, random) => {
          const delay = retryDelayMs("structure", attempt, random);
          const base = 1000 * 2 ** (attempt - 1);
          expect(delay).toBeGreaterThanOrEqual(Math.min(base, 15_000));
          expect(delay).toBeLessThanOrEqual(Math.min(base + 299, 15_000));
        },
      ),
    );
  });
});
