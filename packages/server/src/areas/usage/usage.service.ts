// Counts each user's requests per day (UTC) and kind, and reads back the last days for the usage
// page, every day present (a quiet day counts zeros). Counts gather in memory and are written in
// one batch a second (and before any read, and at shutdown), so counting costs a request nothing.
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

/** How long counts wait in memory before they are written. */
export const USAGE_FLUSH_MS = 1000;

interface PendingCount {
  readonly userId: string;
  readonly day: string;
  readonly kind: UsageKind;
  count: number;
}

export function usageService(db: Database, now: () => Date = () => new Date()) {
  const pending = new Map<string, PendingCount>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = [...pending.values()];
    pending.clear();
    for (const { userId, day, kind, count } of batch) {
      await db
        .insert(usageDaily)
        .values({ userId, day, kind, count })
        .onConflictDoUpdate({
          target: [usageDaily.userId, usageDaily.day, usageDaily.kind],
          set: { count: sql`${usageDaily.count} + ${count}` },
        });
    }
  }

  return {
    count(userId: string, kind: UsageKind): void {
      const day = utcDay(now());
      const key = `${userId}|${day}|${kind}`;
      const entry = pending.get(key);
      if (entry) entry.count += 1;
      else pending.set(key, { userId, day, kind, count: 1 });
      timer ??= setTimeout(() => void flush().catch(() => {}), USAGE_FLUSH_MS);
      timer.unref?.();
    },

    /** Writes what is waiting; the server calls it before it closes. */
    flush,

    /** Requests of one kind the user made today, including those not yet written. */
    async countToday(userId: string, kind: UsageKind): Promise<number> {
      await flush();
      const [row] = await db
        .select({ count: usageDaily.count })
        .from(usageDaily)
        .where(and(eq(usageDaily.userId, userId), eq(usageDaily.day, utcDay(now())), eq(usageDaily.kind, kind)));
      return row?.count ?? 0;
    },

    async daily(userId: string, days = USAGE_DAYS): Promise<UsageResponse> {
      await flush();
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
