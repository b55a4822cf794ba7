// Sign-up throttling (issue 43): at most so many accounts created from one client (an IPv4
// address, an IPv6 /64) per clock hour, so a script cannot mint accounts, each with its own
// per-minute allowances. Counted in rate_limit_windows by one statement that both checks and
// counts (an upsert that adds one only below the limit), so sign-ups made at once, or to several
// server processes, cannot slip past it. A sign-up that creates no account gives its place back.
import { SIGNUP_WINDOW_MS } from "@moatwise/core";
import { and, eq, gt, like, lt, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { rateLimitWindows } from "../db/schema";
import { throttledNetwork } from "./coarseNetwork";

/** The keys of sign-up windows in rate_limit_windows start so (other limits keep out of them). */
export const SIGN_UP_KEY_PREFIX = "signup:";

export type SignUpPlace =
  | { readonly taken: true; readonly giveBack: () => Promise<void> }
  | { readonly taken: false; readonly retryAfterSeconds: number; readonly limit: number };

export interface SignUpThrottle {
  /** Takes one of the client's sign-ups of this hour, or says how long until the next hour's. */
  take(address: string): Promise<SignUpPlace>;
}

const NO_LIMIT: SignUpPlace = { taken: true, giveBack: async () => {} };

export function signUpThrottle(db: Database, perHour: number | null, now: () => number = Date.now): SignUpThrottle {
  /** The hour this process last pruned in; once per new hour, the hours before the previous one go. */
  let prunedIn = 0;

  async function pruneBefore(windowStart: number): Promise<void> {
    if (windowStart <= prunedIn) return;
    prunedIn = windowStart;
    const previous = new Date(windowStart - SIGNUP_WINDOW_MS);
    await db
      .delete(rateLimitWindows)
      .where(and(like(rateLimitWindows.key, `${SIGN_UP_KEY_PREFIX}%`), lt(rateLimitWindows.windowStartedAt, previous)));
  }

  return {
    async take(address) {
      if (perHour === null) return NO_LIMIT;
      const at = now();
      const windowStart = at - (at % SIGNUP_WINDOW_MS);
      await pruneBefore(windowStart);
      const key = `${SIGN_UP_KEY_PREFIX}${throttledNetwork(address)}`;
      const window = new Date(windowStart);
      const taken = await db
        .insert(rateLimitWindows)
        .values({ key, windowStartedAt: window, used: 1 })
        .onConflictDoUpdate({
          target: [rateLimitWindows.key, rateLimitWindows.windowStartedAt],
          set: { used: sql`${rateLimitWindows.used} + 1` },
          setWhere: sql`${rateLimitWindows.used} < ${perHour}`,
        })
        .returning({ used: rateLimitWindows.used });
      if (taken.length === 0) {
        return {
          taken: false,
          retryAfterSeconds: Math.ceil((windowStart + SIGNUP_WINDOW_MS - at) / 1000),
          limit: perHour,
        };
      }
      const giveBack = async () => {
        await db
          .update(rateLimitWindows)
          .set({ used: sql`${rateLimitWindows.used} - 1` })
          .where(
            and(
              eq(rateLimitWindows.key, key),
              eq(rateLimitWindows.windowStartedAt, window),
              gt(rateLimitWindows.used, 0),
            ),
          );
      };
      return { taken: true, giveBack };
    },
  };
}
