// Figures the held-out questions define that sampleFigures.ts does not hold (net debt / EBITDA,
// year-end returns, sums and averages at an asked rounding), each computed from sampleFigures'
// own figures, so they come from the sample data when the benchmark runs and are never typed.
import { sampleStatements } from "../../areas/market/sample/sampleStatements";
import { annual, type Figure, type MeasureKey, profileOf, type Scale, type Unit } from "./sampleFigures";

/** How the question asks a figure rounded. */
interface Asked {
  readonly decimals?: number;
  readonly scale?: Scale;
}

/** Every value a figure accepts: one, or one per convention. */
export function valuesOf(figure: Figure): number[] {
  switch (figure.kind) {
    case "number":
      return [figure.value];
    case "anyOf":
      return figure.options.flatMap(valuesOf);
    case "text":
      throw new Error(`${figure.label} is a text, not a number`);
  }
}

/** Every way of picking one value from each list (one per convention of each input). */
const combinations = (lists: ReadonlyArray<ReadonlyArray<number>>): number[][] =>
  lists.reduce<number[][]>((picked, list) => picked.flatMap((start) => list.map((value) => [...start, value])), [[]]);

/** A figure computed from others: one value per combination of their conventions, any of them right. */
export function derived(
  label: string,
  unit: Unit,
  inputs: ReadonlyArray<Figure>,
  compute: (...values: number[]) => number,
  asked: Asked = {},
): Figure {
  const values = [...new Set(combinations(inputs.map(valuesOf)).map((picked) => compute(...picked)))].filter((value) =>
    Number.isFinite(value),
  );
  const figures = values.map((value): Figure => ({ kind: "number", label, value, unit, ...asked }));
  if (figures.length === 0) throw new Error(`the sample data gives no ${label}`);
  return figures.length === 1 && figures[0] ? figures[0] : { kind: "anyOf", label, options: figures };
}

const at = (symbol: string, measure: MeasureKey, year: string) => annual(symbol, measure, year);

/** Net debt over EBITDA (operating income + D&A), with either net-debt convention sampleFigures accepts. */
export const netDebtToEbitda = (symbol: string, year: string, asked?: Asked): Figure =>
  derived(
    `${symbol} net debt / EBITDA FY${year}`,
    "ratio",
    [at(symbol, "netDebt", year), at(symbol, "ebitda", year)],
    (netDebt, ebitda) => netDebt / ebitda,
    asked,
  );

/** Cash and equivalents on the latest quarter's balance sheet, when the data holds one. */
function latestQuarterCash(symbol: string): Figure[] {
  const latest = sampleStatements(symbol, profileOf(symbol).cik, "quarter")?.balance[0];
  const value = latest?.cashAndCashEquivalents;
  if (!latest || value === null || value === undefined) return [];
  return [{ kind: "number", label: `${symbol} cash ${latest.period} FY${latest.fiscalYear}`, value, unit: "usd" }];
}

/**
 * Cash a company holds: cash and equivalents, or with short-term investments (net cash + debt), at
 * a fiscal year's end; asked with no year ("how much cash does it sit on"), the latest quarter's too.
 */
export const cashHoldings = (symbol: string, year: string, latest = false): Figure => {
  const withInvestments = derived(
    `${symbol} cash and short-term investments FY${year}`,
    "usd",
    [at(symbol, "netCash", year), at(symbol, "totalDebt", year)],
    (netCash, debt) => netCash + debt,
  );
  return {
    kind: "anyOf",
    label: `${symbol} cash FY${year}`,
    options: [at(symbol, "cash", year), withInvestments, ...(latest ? latestQuarterCash(symbol) : [])],
  };
};

/** One measure over another in the same year, in percent. */
export const percentOfMeasure = (
  symbol: string,
  top: MeasureKey,
  bottom: MeasureKey | ReadonlyArray<MeasureKey>,
  year: string,
  asked?: Asked,
): Figure => {
  const bottoms = typeof bottom === "string" ? [bottom] : bottom;
  return derived(
    `${symbol} ${top} / ${bottoms.join(" + ")} FY${year}`,
    "percent",
    [at(symbol, top, year), ...bottoms.map((measure) => at(symbol, measure, year))],
    (numerator, ...denominators) => (numerator / denominators.reduce((sum, value) => sum + value, 0)) * 100,
    asked,
  );
};

/** Several measures added in one year (opex as SG&A plus R&D). */
export const sumOfMeasures = (
  symbol: string,
  measures: ReadonlyArray<MeasureKey>,
  year: string,
  asked?: Asked,
): Figure =>
  derived(
    `${symbol} ${measures.join(" + ")} FY${year}`,
    "usd",
    measures.map((measure) => at(symbol, measure, year)),
    (...values) => values.reduce((sum, value) => sum + value, 0),
    asked,
  );

/** Several measures summed over several years, at the rounding asked. */
export const sumOverYears = (
  symbol: string,
  measures: ReadonlyArray<MeasureKey>,
  years: ReadonlyArray<string>,
  asked?: Asked,
): Figure =>
  derived(
    `${symbol} ${measures.join(" + ")} total FY${years[0]}–FY${years.at(-1)}`,
    "usd",
    years.flatMap((year) => measures.map((measure) => at(symbol, measure, year))),
    (...values) => values.reduce((sum, value) => sum + value, 0),
    asked,
  );

/** The change of a measure between two years, in its own unit (dollars: "a swing of $33 billion"). */
export const changeBetween = (symbol: string, measure: MeasureKey, from: string, to: string): Figure =>
  derived(
    `${symbol} ${measure} change FY${from}→FY${to}`,
    "usd",
    [at(symbol, measure, from), at(symbol, measure, to)],
    (start, end) => end - start,
  );

/** How many times a measure grew between two years ("7.8x"). */
export const multipleBetween = (symbol: string, measure: MeasureKey, from: string, to: string): Figure =>
  derived(
    `${symbol} ${measure} FY${to} / FY${from}`,
    "ratio",
    [at(symbol, measure, from), at(symbol, measure, to)],
    (start, end) => end / start,
  );

/** The simple mean of a percentage measure over several years, at the rounding asked. */
export const meanOverYears = (
  symbol: string,
  measure: MeasureKey,
  years: ReadonlyArray<string>,
  asked?: Asked,
): Figure =>
  derived(
    `${symbol} mean ${measure} FY${years[0]}–FY${years.at(-1)}`,
    "percent",
    years.map((year) => at(symbol, measure, year)),
    (...values) => values.reduce((sum, value) => sum + value, 0) / values.length,
    asked,
  );
