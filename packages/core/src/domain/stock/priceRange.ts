// The price chart's ranges (issue 6: 1M / 6M / 1Y / 5Y; issue 23: YTD and MAX): the bars within
// that much calendar time of the last bar, so a range reads the same whatever the holidays; YTD
// from the last bar's new year, MAX every bar there is. And the time axis's labels, which never
// show a bare day number.
import type { PriceBar } from "../../api/schemas/company";

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

/** The change over the bars shown: from the first close to the last, in percent. */
export function rangeChangePercent(bars: ReadonlyArray<PriceBar>): number | null {
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last || first.close <= 0) return null;
  return (last.close / first.close - 1) * 100;
}
