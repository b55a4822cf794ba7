// The usage page's figures from GET /usage: totals per kind and overall, the busiest day, and the
// words for each kind of request.
import type { UsageKind, UsageResponse } from "../schemas/auth";

export const USAGE_KIND_LABELS: Readonly<Record<UsageKind, string>> = {
  ai: "AI answers",
  chat: "Chat",
  company: "Company data",
  financials: "Financials",
  research: "Research",
  pdf: "PDF chat",
};

export const USAGE_KINDS = Object.keys(USAGE_KIND_LABELS) as ReadonlyArray<UsageKind>;

export interface UsageSummary {
  readonly total: number;
  readonly byKind: Readonly<Record<UsageKind, number>>;
  /** The day with the most requests (the latest of equals), or null when there were none. */
  readonly busiestDay: { readonly date: string; readonly total: number } | null;
}

export const dayTotal = (counts: Readonly<Record<UsageKind, number>>): number =>
  USAGE_KINDS.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);

export function summariseUsage(usage: UsageResponse): UsageSummary {
  const byKind = Object.fromEntries(USAGE_KINDS.map((kind) => [kind, 0])) as Record<UsageKind, number>;
  let busiestDay: UsageSummary["busiestDay"] = null;
  for (const day of usage.days) {
    for (const kind of USAGE_KINDS) byKind[kind] += day.counts[kind] ?? 0;
    const total = dayTotal(day.counts);
    if (total > 0 && total >= (busiestDay?.total ?? 0)) busiestDay = { date: day.date, total };
  }
  return { total: dayTotal(byKind), byKind, busiestDay };
}
