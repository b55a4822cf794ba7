// Figures issue 44's fourth unseen set asks that the other figure files do not hold: a balance
// line the measures list leaves out (goodwill), one measure against another as a verdict, a ranking
// over every covered company each in its own latest fiscal year, and the years that decide an
// "every year since". All computed from the sample data when the benchmark runs, never typed.
import type { BalanceSheet } from "@moatwise/core";
import { mainValue } from "./freshFigures";
import { yearEndLine } from "./heldOut44Figures";
import { annual, type Figure, fiscalYears, latestYear, type MeasureKey, SAMPLE_SYMBOLS } from "./sampleFigures";

/** A balance-sheet line at a fiscal year's end, as a dollar figure. */
export const balanceFigure = (symbol: string, line: keyof BalanceSheet, year: string): Figure => ({
  kind: "number",
  label: `${symbol} ${String(line)} FY${year}`,
  value: yearEndLine(symbol, line, year),
  unit: "usd",
});

/** Whether one measure was larger than another in the same fiscal year (free cash flow above net income). */
export const exceeds = (symbol: string, larger: MeasureKey, smaller: MeasureKey, year: string): boolean =>
  mainValue(annual(symbol, larger, year)) > mainValue(annual(symbol, smaller, year));

/** Every company, each with its latest fiscal year: the entries of a ranking over the whole coverage. */
export const latestOfEach = (symbols: ReadonlyArray<string> = SAMPLE_SYMBOLS): Array<readonly [string, string]> =>
  symbols.map((symbol) => [symbol, latestYear(symbol)] as const);

/**
 * The figures that decide "has it risen every year since": the first year it did not rise and the
 * year before it, or the first and the latest year when it rose every year.
 */
export function decidingYears(symbol: string, measure: MeasureKey, from: string): Figure[] {
  const years = fiscalYears(symbol).filter((year) => year >= from);
  const values = years.map((year) => mainValue(annual(symbol, measure, year)));
  const fall = values.findIndex((value, index) => index > 0 && value <= (values[index - 1] ?? value));
  const picked = fall > 0 ? [years[fall - 1], years[fall]] : [years[0], years.at(-1)];
  return picked.map((year) => annual(symbol, measure, year ?? ""));
}
