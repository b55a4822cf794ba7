// Time as a port: the app uses the system clock; tests pass xstate's SimulatedClock (which has
// this shape), so no test waits in real time. The system's time zone travels with AI requests
// (spec §3, `user_timezone`); it comes from Intl, which browsers, Node and React Native share.

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
};

/** The system's IANA time zone ("Europe/Paris"), or undefined where the platform does not say. */
export function systemTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
