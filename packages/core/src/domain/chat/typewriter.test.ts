import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { typewriterChunk, typewriterStep } from "./typewriter";

describe("typewriterChunk: pending/24 clamped 2 to 48", () => {
  it.each([
    [1, 2],
    [24, 2],
    [48, 2],
    [49, 3],
    [240, 10],
    [1152, 48],
    [100_000, 48],
  ])("%i pending → %i", (pending, chunk) => {
    expect(typewriterChunk(pending)).toBe(chunk);
  });
});

describe("typewriterStep", () => {
  it("shows nothing more when all is shown", () => {
    expect(typewriterStep({ shown: 10, received: 10, done: false })).toBe(10);
  });

  it("flushes a tail of up to 64 characters once the stream is done", () => {
    expect(typewriterStep({ shown: 0, received: 64, done: true })).toBe(64);
    expect(typewriterStep({ shown: 0, received: 64, done: false })).toBe(3);
    expect(typewriterStep({ shown: 0, received: 65, done: true })).toBe(3);
  });

  it("always moves forward, never past what was received, and finishes", () => {
    fc.assert(
      fc.property(fc.nat(20_000), fc.boolean(), (received, done) => {
        let state = { shown: 0, received, done };
        let ticks = 0;
        while (state.shown < received) {
          const next = typewriterStep(state);
          expect(next).toBeGreaterThan(state.shown);
          expect(next).toBeLessThanOrEqual(received);
          state = { ...state, shown: next };
          ticks++;
        }
        expect(ticks).toBeLessThanOrEqual(Math.ceil(received / 2) + 1);
      }),
    );
  });
});
