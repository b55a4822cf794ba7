// The per-minute counter itself, on a real database (PGlite in memory, or PostgreSQL with
// DATABASE_URL): calls made at once, and through two instances as two server processes would
// hold, never pass the limit; the refusal says when the next window opens; old windows are pruned.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenDatabase, openDatabase } from "../../db/database";
import { rateLimitWindows } from "../../db/schema";
import { testConfig } from "../../testing/testServer";
import { AreaFailure } from "../areaFailure";
import { CALL_LIMIT_WINDOW_MS, type CallsPerMinute, callLimits, NO_CALL_LIMITS } from "./callLimits";

let database: OpenDatabase;
beforeAll(async () => {
  database = await openDatabase(testConfig());
});
afterAll(() => database.close());

const LIMITS: CallsPerMinute = { ...NO_CALL_LIMITS, reportGeneration: 7, promptPosting: 3 };
/**
 * A minute's window ten minutes ago: pruning from there never touches the current windows of
 * other tests sharing a PostgreSQL database.
 */
const windowStart = (Math.floor(Date.now() / CALL_LIMIT_WINDOW_MS) - 10) * CALL_LIMIT_WINDOW_MS;
const userId = () => crypto.randomUUID();

const outcomeOf = (work: Promise<void>) =>
  work.then(
    () => "counted",
    (error: unknown) => error,
  );

describe("callLimits", () => {
  it("counts 50 calls made at once through two instances on one database: exactly the limit pass", async () => {
    const first = callLimits(database.db, LIMITS, () => windowStart + 15_000);
    const second = callLimits(database.db, LIMITS, () => windowStart + 15_000);
    const user = userId();
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        outcomeOf((index % 2 === 0 ? first : second).take(user, "reportGeneration")),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "counted")).toHaveLength(7);
    const refusals = outcomes.filter((outcome) => outcome !== "counted") as AreaFailure[];
    expect(refusals).toHaveLength(43);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(AreaFailure);
      expect(refusal.kind).toBe("quotaExceeded");
      expect(refusal.code).toBe("report_generation_rate_limited");
      expect(refusal.retryAfterSeconds).toBe(45);
      expect(refusal.message).toBe(
        "You have reached the limit of 7 report generations a minute. Try again in 45 seconds.",
      );
    }
    const [row] = await database.db
      .select({ used: rateLimitWindows.used })
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.key, `reportGeneration:${user}`));
    expect(row?.used).toBe(7);
  });

  it("keeps each user's and each kind's count apart, and leaves a kind without a limit uncounted", async () => {
    const limits = callLimits(database.db, LIMITS, () => windowStart + 1_000);
    const [ada, grace] = [userId(), userId()];
    for (let call = 0; call < 3; call++) await limits.take(ada, "promptPosting");
    await expect(limits.take(ada, "promptPosting")).rejects.toMatchObject({ code: "prompt_posting_rate_limited" });
    await expect(limits.take(grace, "promptPosting")).resolves.toBeUndefined();
    await expect(limits.take(ada, "reportGeneration")).resolves.toBeUndefined();
    for (let call = 0; call < 100; call++) await limits.take(ada, "aiAnswer");
    const rows = await database.db
      .select()
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.key, `aiAnswer:${ada}`));
    expect(rows).toEqual([]);
  });

  it("allows the calls again in the next minute's window, and deletes windows older than the one before", async () => {
    let now = windowStart + 59_500;
    const limits = callLimits(database.db, LIMITS, () => now);
    const ada = userId();
    const windowsOf = (user: string) =>
      database.db
        .select({ windowStartedAt: rateLimitWindows.windowStartedAt, used: rateLimitWindows.used })
        .from(rateLimitWindows)
        .where(eq(rateLimitWindows.key, `promptPosting:${user}`))
        .orderBy(rateLimitWindows.windowStartedAt);
    for (let call = 0; call < 3; call++) await limits.take(ada, "promptPosting");
    await expect(limits.take(ada, "promptPosting")).rejects.toMatchObject({ retryAfterSeconds: 1 });
    now = windowStart + CALL_LIMIT_WINDOW_MS;
    await expect(limits.take(ada, "promptPosting")).resolves.toBeUndefined();
    expect(await windowsOf(ada)).toEqual([
      { windowStartedAt: new Date(windowStart), used: 3 },
      { windowStartedAt: new Date(windowStart + CALL_LIMIT_WINDOW_MS), used: 1 },
    ]);
    now = windowStart + 2 * CALL_LIMIT_WINDOW_MS;
    await limits.take(userId(), "promptPosting");
    expect(await windowsOf(ada)).toEqual([{ windowStartedAt: new Date(windowStart + CALL_LIMIT_WINDOW_MS), used: 1 }]);
  });
});
