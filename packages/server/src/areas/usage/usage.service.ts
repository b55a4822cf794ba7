// Counts each user's requests per day (UTC) and kind, and reads back the last days for the usage
// page, every day present (a quiet day counts zeros).
import { type UsageKind, UsageKind as UsageKinds, type UsageResponse } from "@moatwise/core";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { usageDaily } from "../../db/schema";

/** How many days the usage page shows, today included. */
export const USAGE_DAYS = 30;

const KINDS: ReadonlyArray<UsageKind> = UsageKinds.literals;

/** `YYYY-MM-DD` of a moment, in UTC. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

function daysEndingAt(today: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(today);
    day.setUTCDate(day.getUTCDate() - (count - 1 - i));
    return utcDay(day);
  });
}

const zeroCounts = () => Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<UsageKind, number>;

export function usageService(db: Database, now: () => Date = () => new Date()) {
  return {
    async count(userId: string, kind: UsageKind): Promise<void> {
      await db
        .insert(usageDaily)
        .values({ userId, day: utcDay(now()), kind, count: 1 })
        .onConflictDoUpdate({
          target: [usageDaily.userId, usageDaily.day, usageDaily.kind],
          set: { count: sql`${usageDaily.count} + 1` },
        });
    },

    async daily(userId: string, days = USAGE_DAYS): Promise<UsageResponse> {
      const dates = daysEndingAt(now(), days);
      const rows = await db
        .select()
        .from(usageDaily)
        .where(and(eq(usageDaily.userId, userId), gte(usageDaily.day, dates[0] ?? utcDay(now()))));
      const byDay = new Map(dates.map((date) => [date, zeroCounts()]));
      for (const row of rows) {
        const counts = byDay.get(row.day);
        if (counts) counts[row.kind] = row.count;
      }
      return { days: dates.map((date) => ({ date, counts: byDay.get(date) ?? zeroCounts() })) };
    },
  };
}

export type UsageService = ReturnType<typeof usageService>;
