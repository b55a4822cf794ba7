// Per-user allowances for expensive calls (AI answers, question writing, report generation, prompt
// posting): at most so many of a kind per user and minute, so a burst from one user cannot take
// the models and the readers from the others. Each call is counted by one statement that both
// checks and counts (an upsert that adds one only below the limit), in rate_limit_windows, so
// calls made at once, or to several server processes, cannot slip past it. Past the allowance a
// call fails as quotaExceeded (429) with the seconds until the next minute's window opens.
import { counted } from "@moatwise/core";
import { and, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rateLimitWindows } from "../../db/schema";
import { AreaFailure } from "../areaFailure";

export type LimitedCall = "aiAnswer" | "questionWriting" | "reportGeneration" | "promptPosting";

/** Calls of each kind a user may make per minute; null for no limit. */
export type CallsPerMinute = Readonly<Record<LimitedCall, number | null>>;

/**
 * More than a person asks for at work (an AI answer every 2 seconds, a report every 12), few
 * enough to stop a script's burst.
 */
export const DEFAULT_CALLS_PER_MINUTE = {
  aiAnswer: 30,
  questionWriting: 10,
  reportGeneration: 5,
  promptPosting: 10,
} as const satisfies CallsPerMinute;

/** No per-minute limit on any kind: for benchmarks that load one user on purpose. */
export const NO_CALL_LIMITS: CallsPerMinute = {
  aiAnswer: null,
  questionWriting: null,
  reportGeneration: null,
  promptPosting: null,
};

export const CALL_LIMIT_WINDOW_MS = 60_000;

const REFUSALS: Readonly<Record<LimitedCall, { code: string; what: string }>> = {
  aiAnswer: { code: "ai_rate_limited", what: "AI answers" },
  questionWriting: { code: "question_writing_rate_limited", what: "question writings" },
  reportGeneration: { code: "report_generation_rate_limited", what: "report generations" },
  promptPosting: { code: "prompt_posting_rate_limited", what: "shared prompts" },
};

export interface CallLimits {
  /** Counts one call of `kind` for the user, or fails with 429 once this minute's allowance is used. */
  take(userId: string, kind: LimitedCall): Promise<void>;
}

export function callLimits(db: Database, perMinute: CallsPerMinute, now: () => number = Date.now): CallLimits {
  /** The window this process last pruned in; once per new window, windows before the previous one are deleted. */
  let prunedIn = 0;

  /** Keeps the previous window too: another process whose clock is a little behind may still count in it. */
  async function pruneBefore(windowStart: number): Promise<void> {
    if (windowStart <= prunedIn) return;
    prunedIn = windowStart;
    const previous = new Date(windowStart - CALL_LIMIT_WINDOW_MS);
    // Only this limit's windows: other limits keep longer ones in the same table (sign-ups, by the hour).
    const ownKinds = inArray(sql`split_part(${rateLimitWindows.key}, ':', 1)`, Object.keys(REFUSALS));
    await db.delete(rateLimitWindows).where(and(lt(rateLimitWindows.windowStartedAt, previous), ownKinds));
  }

  return {
    async take(userId, kind) {
      const limit = perMinute[kind];
      if (limit === null) return;
      const at = now();
      const windowStart = at - (at % CALL_LIMIT_WINDOW_MS);
      await pruneBefore(windowStart);
      const taken = await db
        .insert(rateLimitWindows)
        .values({ key: `${kind}:${userId}`, windowStartedAt: new Date(windowStart), used: 1 })
        .onConflictDoUpdate({
          target: [rateLimitWindows.key, rateLimitWindows.windowStartedAt],
          set: { used: sql`${rateLimitWindows.used} + 1` },
          setWhere: sql`${rateLimitWindows.used} < ${limit}`,
        })
        .returning({ used: rateLimitWindows.used });
      if (taken.length > 0) return;
      const { code, what } = REFUSALS[kind];
      const retryAfterSeconds = Math.ceil((windowStart + CALL_LIMIT_WINDOW_MS - at) / 1000);
      throw new AreaFailure(
        "quotaExceeded",
        code,
        `You have reached the limit of ${limit} ${what} a minute. Try again in ${counted(retryAfterSeconds, "second")}.`,
        { retryAfterSeconds },
      );
    },
  };
}
