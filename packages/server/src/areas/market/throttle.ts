// Spaces out calls to a service that limits its rate: each call starts at least `intervalMs` after
// the one before, waiting if it must. SEC EDGAR allows 10 requests per second.

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function throttled<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
  intervalMs: number,
  clock: Clock = systemClock,
): (...args: Args) => Promise<Result> {
  let nextStart = Number.NEGATIVE_INFINITY;
  return async (...args) => {
    const now = clock.now();
    const start = Math.max(now, nextStart);
    nextStart = start + intervalMs;
    if (start > now) await clock.sleep(start - now);
    return call(...args);
  };
}
