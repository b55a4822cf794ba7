import { describe, expect, it } from "vitest";
import { type Clock, throttled } from "./throttle";

/** A clock on virtual time: sleepers wake in order when `runAll` moves time on to them. */
function fakeClock() {
  let time = 1_000;
  const sleepers: Array<{ wake: number; resolve: () => void }> = [];
  const clock: Clock = {
    now: () => time,
    sleep: (ms) => new Promise<void>((resolve) => sleepers.push({ wake: time + ms, resolve })),
  };
  const runAll = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    while (sleepers.length > 0) {
      sleepers.sort((a, b) => a.wake - b.wake);
      const next = sleepers.shift();
      if (!next) break;
      time = next.wake;
      next.resolve();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const advance = (ms: number) => {
    time += ms;
  };
  return { clock, runAll, advance };
}

describe("throttled calls", () => {
  it("start at least the interval apart: fewer than 10 a second at 112 ms", async () => {
    const { clock, runAll } = fakeClock();
    const starts: number[] = [];
    const call = throttled(
      async (n: number) => {
        starts.push(clock.now());
        return n * 2;
      },
      112,
      clock,
    );
    const pending = Promise.all(Array.from({ length: 20 }, (_, n) => call(n)));
    await runAll();
    expect(await pending).toEqual(Array.from({ length: 20 }, (_, n) => n * 2));
    const gaps = starts.slice(1).map((start, i) => start - (starts[i] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(112);
    expect(starts.filter((start) => start < (starts[0] ?? 0) + 1000).length).toBeLessThan(10);
  });

  it("does not wait when calls are already far apart", async () => {
    const { clock, advance } = fakeClock();
    let slept = 0;
    const call = throttled(async () => "ok", 112, {
      now: clock.now,
      sleep: async (ms) => {
        slept += ms;
      },
    });
    await call();
    advance(500);
    await call();
    expect(slept).toBe(0);
  });
});
