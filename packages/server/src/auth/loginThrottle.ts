// Login throttling: at most 10 failed sign-ins per account and per client address within 15
// minutes; past that, sign-in answers 429 with Retry-After until the oldest failure ages out.
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;

export type ThrottleVerdict =
  | { readonly blocked: false }
  | { readonly blocked: true; readonly retryAfterSeconds: number };

export interface LoginThrottle {
  check(keys: ReadonlyArray<string>): ThrottleVerdict;
  recordFailure(keys: ReadonlyArray<string>): void;
  /** A successful sign-in clears its account's failures (not its address's). */
  clear(key: string): void;
}

export function loginThrottle(now: () => number = Date.now): LoginThrottle {
  const failures = new Map<string, number[]>();

  /** The failures of `key` still inside the window, oldest first. */
  function recent(key: string): number[] {
    const since = now() - LOGIN_WINDOW_MS;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  return {
    check(keys) {
      let waitMs = 0;
      for (const key of keys) {
        const times = recent(key);
        if (times.length >= LOGIN_MAX_FAILURES) {
          const oldestCounted = times[times.length - LOGIN_MAX_FAILURES] ?? now();
          waitMs = Math.max(waitMs, oldestCounted + LOGIN_WINDOW_MS - now());
        }
      }
      return waitMs > 0 ? { blocked: true, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { blocked: false };
    },
    recordFailure(keys) {
      for (const key of keys) failures.set(key, [...recent(key), now()]);
    },
    clear(key) {
      failures.delete(key);
    },
  };
}
