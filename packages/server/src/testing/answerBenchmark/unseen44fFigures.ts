// Figures issue 44's eighth unseen set asks that the other figure files do not hold: any measure
// per employee, the lowest close and the largest peak-to-trough fall of a span of dates, a change
// of a percentage measure in points (the grader reads basis points too), one company's percentage
// less another's, several lines added over a base, working capital without its cash, a figure
// carried forward at its own compound growth rate, and a ranking's laggard. All computed from the
// sample data when the benchmark runs, never typed.
import { samplePriceBars } from "../../areas/market/sample/samplePrices";
import { mainValue } from "./freshFigures";
import { yearEndLine } from "./heldOut44Figures";
import { derived } from "./heldOutFigures";
import {
  annual,
  cagr,
  type Figure,
  fiscalYears,
  MEASURES,
  type MeasureKey,
  profileOf,
  type Scale,
} from "./sampleFigures";

interface Asked {
  readonly decimals?: number;
  readonly scale?: Scale;
}

/** A fiscal year's dollar measure over the head count the profile gives, in dollars per employee. */
export const perEmployee = (symbol: string, measure: MeasureKey, year: string): Figure =>
  derived(
    `${symbol} ${MEASURES[measure].name} per employee FY${year}`,
    "usd",
    [annual(symbol, measure, year)],
    (value) => value / profileOf(symbol).fullTimeEmployees,
  );

/** The daily closes between two dates, both included, oldest first. */
function closesBetween(symbol: string, from: string, to: string): number[] {
  const closes = (samplePriceBars(symbol) ?? [])
    .filter((bar) => bar.date >= from && bar.date <= to)
    .map((bar) => bar.close);
  if (closes.length === 0) throw new Error(`no prices for ${symbol} from ${from} to ${to}`);
  return closes;
}

/** The lowest daily close between two dates, both included. */
export const lowestClose = (symbol: string, from: string, to: string): Figure => ({
  kind: "number",
  label: `${symbol} lowest close ${from}–${to}`,
  value: Math.min(...closesBetween(symbol, from, to)),
  unit: "perShare",
});

/**
 * The largest fall from a close to any later close within the span, in percent (negative): the
 * peak and the trough both fall between the two dates.
 */
export function maxDrawdown(symbol: string, from: string, to: string): Figure {
  let peak = Number.NEGATIVE_INFINITY;
  let worst = 0;
  for (const close of closesBetween(symbol, from, to)) {
    peak = Math.max(peak, close);
    worst = Math.min(worst, (close / peak - 1) * 100);
  }
  return { kind: "number", label: `${symbol} largest drawdown on closes ${from}–${to}`, value: worst, unit: "percent" };
}

/** A percentage measure's change between two fiscal years, in percentage points (100 basis points each). */
export const pointsChange = (symbol: string, measure: MeasureKey, from: string, to: string): Figure =>
  derived(
    `${symbol} ${MEASURES[measure].name} change FY${from}→FY${to}, in points`,
    "percent",
    [annual(symbol, measure, from), annual(symbol, measure, to)],
    (start, end) => end - start,
  );

/** One company's percentage measure less another's, each in its own fiscal year, in percentage points. */
export const pointsGap = (
  higher: readonly [string, string],
  lower: readonly [string, string],
  measure: MeasureKey,
): Figure =>
  derived(
    `${higher[0]} FY${higher[1]} − ${lower[0]} FY${lower[1]} ${MEASURES[measure].name}, in points`,
    "percent",
    [annual(higher[0], measure, higher[1]), annual(lower[0], measure, lower[1])],
    (minuend, subtrahend) => minuend - subtrahend,
  );

/** Several dollar lines added and set over a base line in the same year, in percent (SG&A plus R&D over revenue). */
export const percentOfSum = (
  symbol: string,
  tops: ReadonlyArray<MeasureKey>,
  bottom: MeasureKey,
  year: string,
  asked?: Asked,
): Figure =>
  derived(
    `${symbol} (${tops.join(" + ")}) / ${bottom} FY${year}`,
    "percent",
    [annual(symbol, bottom, year), ...tops.map((measure) => annual(symbol, measure, year))],
    (base, ...parts) => (parts.reduce((sum, value) => sum + value, 0) / base) * 100,
    asked,
  );

/** Operating cash flow less capital spending over year-end total assets, in percent. */
export const cashReturnOnAssets = (symbol: string, year: string, asked?: Asked): Figure =>
  derived(
    `${symbol} (operating cash flow − capex) / total assets FY${year}`,
    "percent",
    [annual(symbol, "operatingCashFlow", year), annual(symbol, "capex", year), annual(symbol, "totalAssets", year)],
    (operating, capex, assets) => ((operating - capex) / assets) * 100,
    asked,
  );

/** Current assets without cash and equivalents, less current liabilities, at a fiscal year's end. */
export const nonCashWorkingCapital = (symbol: string, year: string): Figure => ({
  kind: "number",
  label: `${symbol} current assets − cash − current liabilities FY${year}`,
  value:
    yearEndLine(symbol, "totalCurrentAssets", year) -
    yearEndLine(symbol, "cashAndCashEquivalents", year) -
    yearEndLine(symbol, "totalCurrentLiabilities", year),
  unit: "usd",
});

/** A dollar measure carried forward from `to` to `target` at its own compound annual growth from `from` to `to`. */
export function projectedAtCagr(symbol: string, measure: MeasureKey, from: string, to: string, target: string): Figure {
  const rate = mainValue(cagr(symbol, measure, from, to)) / 100;
  const start = mainValue(annual(symbol, measure, to));
  return {
    kind: "number",
    label: `${symbol} ${MEASURES[measure].name} FY${target} at the FY${from}–FY${to} CAGR`,
    value: start * (1 + rate) ** (Number(target) - Number(to)),
    unit: MEASURES[measure].unit,
  };
}

/**
 * Of the companies given, each in its own year, the one a value puts first: the highest, or with
 * `lowest` the lowest. A company the value cannot be computed for is not ranked.
 */
export function firstBy(
  entries: ReadonlyArray<readonly [string, string]>,
  value: (symbol: string, year: string) => number,
  order: "highest" | "lowest" = "highest",
): { readonly symbol: string; readonly year: string; readonly value: number } {
  const known = entries.flatMap(([symbol, year]) => {
    try {
      const computed = value(symbol, year);
      return Number.isFinite(computed) ? [{ symbol, year, value: computed }] : [];
    } catch {
      return [];
    }
  });
  const [best] = known.sort((a, b) => (order === "highest" ? b.value - a.value : a.value - b.value));
  if (!best) throw new Error("no company can be ranked");
  return best;
}

/**
 * The figures that decide "did it fall every year from ... through": the first year it did not
 * fall and the year before it, or the first and the latest year when it fell every year.
 */
export function decidingYearsFalling(symbol: string, measure: MeasureKey, from: string, to: string): Figure[] {
  const years = fiscalYears(symbol).filter((year) => year >= from && year <= to);
  const values = years.map((year) => mainValue(annual(symbol, measure, year)));
  const rise = values.findIndex((value, index) => index > 0 && value >= (values[index - 1] ?? value));
  const picked = rise > 0 ? [years[rise - 1], years[rise]] : [years[0], years.at(-1)];
  return picked.map((year) => annual(symbol, measure, year ?? ""));
}

/** Whether a measure fell in every fiscal year from `from` through `to`. */
export function fellEveryYearThrough(symbol: string, measure: MeasureKey, from: string, to: string): boolean {
  const values = fiscalYears(symbol)
    .filter((year) => year >= from && year <= to)
    .map((year) => mainValue(annual(symbol, measure, year)));
  return values.length > 1 && values.every((value, index) => index === 0 || value < (values[index - 1] ?? value));
}
