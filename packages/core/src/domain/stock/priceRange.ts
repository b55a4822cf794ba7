// The price chart's ranges (issue 6: 1M / 6M / 1Y / 5Y; issue 23: YTD and MAX): the bars within
// that much calendar time of the last bar, so a range reads the same whatever the holidays; YTD
// from the last bar's new year, MAX every bar there is. And the time axis's labels, which never
// show a bare day number.

import { RANGE_GRACE_DAYS } from "../constants";
import type { PriceBar } from "../schemas/company";

export const PRICE_RANGES = ["1M", "6M", "YTD", "1Y", "5Y", "MAX"] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

const MONTHS: Record<Exclude<PriceRange, "YTD" | "MAX">, number> = { "1M": 1, "6M": 6, "1Y": 12, "5Y": 60 };

/** Trading days to ask the server for: the most it gives (about twenty years), for MAX. */
export const PRICE_HISTORY_TRADING_DAYS = 5000;

export const DEFAULT_PRICE_RANGE: PriceRange = "1Y";

/** The same day `months` earlier, held to the month's last day (31 March − 1 month = 28 February). */
function monthsBefore(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The bars of a range, oldest first; `bars` come oldest first. */
export function barsInRange(bars: ReadonlyArray<PriceBar>, range: PriceRange): ReadonlyArray<PriceBar> {
  const last = bars.at(-1);
  if (!last) return [];
  if (range === "MAX") return bars;
  if (range === "YTD") return bars.filter((bar) => bar.date >= `${last.date.slice(0, 4)}-01-01`);
  const from = monthsBefore(last.date, MONTHS[range]);
  return bars.filter((bar) => bar.date > from);
}

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Where on the time axis a label falls: a new year, a new month, or a day within a month. */
export type TickKind = "year" | "month" | "day";

/** A time axis label: "2024" for a new year, "Mar" for a new month, "Mar 15" for a day, never "15". */
export function timeTickLabel(date: string, kind: TickKind): string {
  const [year = "", month = "1", day = "1"] = date.split("-");
  const monthName = MONTH_NAMES[Number(month) - 1] ?? "";
  if (kind === "year") return year;
  if (kind === "month") return monthName;
  return `${monthName} ${Number(day)}`;
}

const RANGE_WORDS: Record<Exclude<PriceRange, "YTD" | "MAX">, string> = {
  "1M": "one month",
  "6M": "six months",
  "1Y": "one year",
  "5Y": "five years",
};

/** "Nov 25, 2024": a calendar day written `YYYY-MM-DD`, the same day wherever the reader is. */
function calendarDate(day: string): string {
  const [year = "", month = "1", date = "1"] = day.split("-");
  return `${MONTH_NAMES[Number(month) - 1] ?? ""} ${Number(date)}, ${year}`;
}

/** How much time the bars span, in words: "23 days", "11 months", "2.0 years". */
export function spanInWords(first: string, last: string): string {
  const days = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000);
  if (days < 60) return `${days} ${days === 1 ? "day" : "days"}`;
  const months = Math.round(days / 30.44);
  if (months < 24) return `${months} months`;
  return `${(days / 365.25).toFixed(1)} years`;
}

/**
 * What a range shows, honestly: the words for the time the bars span, and, when the data starts
 * after the range would (a 5Y chart over two years of prices), a sentence saying where it starts.
 */
export interface RangeCoverage {
  /** "5Y, 2.0 years shown": the range's label with the time the chart really spans. */
  readonly label: string;
  /** "Prices from Nov 25, 2024; five years not available", or null when the range is full. */
  readonly shortfall: string | null;
}

export function rangeCoverage(bars: ReadonlyArray<PriceBar>, range: PriceRange): RangeCoverage | null {
  const shown = barsInRange(bars, range);
  const first = shown[0];
  const last = shown.at(-1);
  if (!first || !last) return null;
  const label = `${range}, ${spanInWords(first.date, last.date)} shown`;
  if (range === "YTD" || range === "MAX") return { label, shortfall: null };
  // Short when the earliest bar there is comes after the range's start by more than a week
  // (a range that starts on a weekend or a holiday is full).
  const start = monthsBefore(last.date, MONTHS[range]);
  const earliest = bars[0]?.date ?? first.date;
  const lateByDays = (Date.parse(`${earliest}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
  if (lateByDays <= RANGE_GRACE_DAYS) return { label, shortfall: null };
  return { label, shortfall: `Prices from ${calendarDate(earliest)}; ${RANGE_WORDS[range]} not available` };
}

/** The change over the bars shown: from the first close to the last, in percent. */
export function rangeChangePercent(bars: ReadonlyArray<PriceBar>): number | null {
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last || first.close <= 0) return null;
  return (last.close / first.close - 1) * 100;
}
