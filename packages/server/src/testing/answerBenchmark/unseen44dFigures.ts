// Figures issue 44's sixth unseen set asks that the other figure files do not hold: one balance
// line over another (an equity multiplier, a cash ratio, cash as a share of assets), a balance
// line at an asked rounding, NOPAT and ROIC as the question defines them, a close on a date, one
// company's figure less another's, and the year that decides "stayed above X every year since".
// All computed from the sample data when the benchmark runs, never typed.
import type { BalanceSheet } from "@moatwise/core";
import { samplePriceBars } from "../../areas/market/sample/samplePrices";
import { mainValue } from "./freshFigures";
import { yearEndLine } from "./heldOut44Figures";
import { derived } from "./heldOutFigures";
import { annual, type Figure, fiscalYears, type MeasureKey, type Scale } from "./sampleFigures";

interface Asked {
  readonly decimals?: number;
  readonly scale?: Scale;
}

type BalanceLine = keyof BalanceSheet;

/** A balance-sheet line at a fiscal year's end, in dollars, at the rounding asked. */
export const balanceAmount = (symbol: string, line: BalanceLine, year: string, asked?: Asked): Figure => ({
  kind: "number",
  label: `${symbol} ${String(line)} FY${year}`,
  value: yearEndLine(symbol, line, year),
  unit: "usd",
  ...asked,
});

/** One year-end balance line over another, as a multiple (total assets over equity) or in percent. */
export function balanceRatio(
  symbol: string,
  top: BalanceLine,
  bottom: BalanceLine,
  year: string,
  unit: "ratio" | "percent",
  asked?: Asked,
): Figure {
  const ratio = yearEndLine(symbol, top, year) / yearEndLine(symbol, bottom, year);
  return {
    kind: "number",
    label: `${symbol} ${String(top)} / ${String(bottom)} FY${year}`,
    value: unit === "percent" ? ratio * 100 : ratio,
    unit,
    ...asked,
  };
}

/** Net operating profit after tax: operating income times one minus the effective tax rate. */
export const nopat = (symbol: string, year: string, asked?: Asked): Figure =>
  derived(
    `${symbol} NOPAT (operating income × (1 − tax / pre-tax income)) FY${year}`,
    "usd",
    [annual(symbol, "operatingIncome", year), annual(symbol, "incomeTax", year), annual(symbol, "pretaxIncome", year)],
    (operating, tax, pretax) => operating * (1 - tax / pretax),
    asked,
  );

/** Return on invested capital: NOPAT over year-end total debt plus shareholders' equity, in percent. */
export const returnOnInvestedCapital = (symbol: string, year: string, asked?: Asked): Figure =>
  derived(
    `${symbol} ROIC (NOPAT / (total debt + equity)) FY${year}`,
    "percent",
    [nopat(symbol, year), annual(symbol, "totalDebt", year), annual(symbol, "equity", year)],
    (profit, debt, equity) => (profit / (debt + equity)) * 100,
    asked,
  );

/** The close on the last trading day on or before a date. */
export function closeAt(symbol: string, date: string): Figure {
  const bar = (samplePriceBars(symbol) ?? []).filter((candidate) => candidate.date <= date).at(-1);
  if (!bar) throw new Error(`no price for ${symbol} on or before ${date}`);
  return { kind: "number", label: `${symbol} close on ${bar.date}`, value: bar.close, unit: "perShare" };
}

/** One company's measure less another's, each in its own fiscal year. */
export const companyGap = (
  larger: readonly [string, string],
  smaller: readonly [string, string],
  measure: MeasureKey,
): Figure =>
  derived(
    `${larger[0]} FY${larger[1]} − ${smaller[0]} FY${smaller[1]} ${measure}`,
    "usd",
    [annual(larger[0], measure, larger[1]), annual(smaller[0], measure, smaller[1])],
    (minuend, subtrahend) => minuend - subtrahend,
  );

/** The fiscal years from `from` to the latest, with a measure's value in each. */
const valuesSince = (symbol: string, measure: MeasureKey, from: string) =>
  fiscalYears(symbol)
    .filter((year) => year >= from)
    .map((year) => ({ year, value: mainValue(annual(symbol, measure, year)) }));

/** Whether a measure stayed above a threshold in every fiscal year from `from` to the latest. */
export const aboveEveryYear = (symbol: string, measure: MeasureKey, from: string, threshold: number): boolean =>
  valuesSince(symbol, measure, from).every(({ value }) => value > threshold);

/** The figure that decides "above X every year since": the first year at or below it, else the latest. */
export function decidingYearAbove(symbol: string, measure: MeasureKey, from: string, threshold: number): Figure {
  const values = valuesSince(symbol, measure, from);
  const deciding = values.find(({ value }) => value <= threshold) ?? values.at(-1);
  if (!deciding) throw new Error(`${symbol} has no fiscal year from ${from}`);
  return annual(symbol, measure, deciding.year);
}
