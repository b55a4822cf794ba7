// Figures issue 44's second held-out set asks that the other figure files do not hold: tangible
// equity, turnover over any average balance line, one measure over another as a multiple, rankings
// that pass over companies whose statements lack the line, and verdicts over several years. All
// computed from the sample data when the benchmark runs, never typed.
import type { BalanceSheet } from "@moatwise/core";
import { sampleStatements } from "../../areas/market/sample/sampleStatements";
import { mainValue } from "./freshFigures";
import { derived } from "./heldOutFigures";
import { annual, type Figure, fiscalYears, type MeasureKey, profileOf, type Scale } from "./sampleFigures";

interface Asked {
  readonly decimals?: number;
  readonly scale?: Scale;
}

/** A balance-sheet line at a fiscal year's end, from the annual statements. */
export function yearEndLine(symbol: string, line: keyof BalanceSheet, year: string): number {
  const row = sampleStatements(symbol, profileOf(symbol).cik, "annual")?.balance.find(
    (candidate) => candidate.fiscalYear === year,
  );
  const value = row?.[line];
  if (typeof value !== "number") throw new Error(`the sample data has no ${String(line)} for ${symbol} FY${year}`);
  return value;
}

/** Total equity less goodwill and intangibles (the data keeps them as one line, under goodwill). */
export const tangibleEquity = (symbol: string, year: string, asked?: Asked): Figure => ({
  kind: "number",
  label: `${symbol} tangible equity FY${year}`,
  value: yearEndLine(symbol, "totalEquity", year) - yearEndLine(symbol, "goodwill", year),
  unit: "usd",
  ...asked,
});

/** A year's flow over the average of a balance line at the year's start and end, as a multiple. */
export function turnoverOn(
  symbol: string,
  flow: MeasureKey,
  line: keyof BalanceSheet,
  year: string,
  asked?: Asked,
): Figure {
  const years = fiscalYears(symbol);
  const before = years[years.indexOf(year) - 1];
  if (!before) throw new Error(`${symbol} has no year before FY${year}`);
  const average = (yearEndLine(symbol, line, year) + yearEndLine(symbol, line, before)) / 2;
  return {
    kind: "number",
    label: `${symbol} ${flow} / average ${String(line)} FY${year}`,
    value: mainValue(annual(symbol, flow, year)) / average,
    unit: "ratio",
    ...asked,
  };
}

/** One measure over another in the same year, as a multiple (a grader reads "0.85x" or "85 %"). */
export const multipleOf = (symbol: string, top: MeasureKey, bottom: MeasureKey, year: string): Figure =>
  derived(
    `${symbol} ${top} / ${bottom} FY${year}`,
    "ratio",
    [annual(symbol, top, year), annual(symbol, bottom, year)],
    (numerator, denominator) => numerator / denominator,
  );

/** A measure's value, or undefined when the company's statements lack a line it needs. */
function valueOrNothing(symbol: string, measure: MeasureKey, year: string): number | undefined {
  try {
    return mainValue(annual(symbol, measure, year));
  } catch {
    return undefined;
  }
}

/**
 * Of the companies given, each in its own year, the one with the highest value of a measure among
 * those the data gives it for; a company whose statements lack the line is not ranked.
 */
export function leaderWhereKnown(
  entries: ReadonlyArray<readonly [string, string]>,
  measure: MeasureKey,
): { readonly symbol: string; readonly year: string } {
  const known = entries.flatMap(([symbol, year]) => {
    const value = valueOrNothing(symbol, measure, year);
    return value === undefined ? [] : [{ symbol, year, value }];
  });
  const [best] = known.sort((a, b) => b.value - a.value);
  if (!best) throw new Error(`no company has ${measure}`);
  return best;
}

/** Whether a measure fell in every fiscal year from `from` to the latest. */
export function fellEveryYear(symbol: string, measure: MeasureKey, from: string): boolean {
  const years = fiscalYears(symbol).filter((year) => year >= from);
  const values = years.map((year) => mainValue(annual(symbol, measure, year)));
  return values.length > 1 && values.every((value, index) => index === 0 || value < (values[index - 1] ?? value));
}

/** Any of several words, as an answer names a part it holds no figure for. */
export const anyWord = (label: string, words: ReadonlyArray<string>): Figure => ({
  kind: "anyOf",
  label,
  options: words.map((text) => ({ kind: "text", label, text })),
});
