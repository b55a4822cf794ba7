// Figures issue 44's ninth unseen set asks that the other figure files do not hold: a median over
// years, the spread between a measure's best and worst year, how many years one line beat another,
// one growth rate less another, a company's share of a measure summed over the whole coverage,
// incremental margin and operating leverage between two years, a quarter against the one before
// and against its fiscal year, the last two quarters of a fiscal year, the years a measure takes
// to double at its own compound rate, yields and a sales multiple on the market value, and the
// average close and the days closed above a price over a span of dates. All computed from the
// sample data when the benchmark runs, never typed.
import { samplePriceBars } from "../../areas/market/sample/samplePrices";
import { calendarYearSum, fiscalQuarter, mainValue } from "./freshFigures";
import { derived } from "./heldOutFigures";
import {
  annual,
  cagr,
  type Figure,
  fiscalYears,
  MEASURES,
  type MeasureKey,
  marketCap,
  type Scale,
  yearGrowth,
} from "./sampleFigures";

interface Asked {
  readonly decimals?: number;
  readonly scale?: Scale;
}

const value = (symbol: string, measure: MeasureKey, year: string) => mainValue(annual(symbol, measure, year));

/** The middle value of a measure over several fiscal years (the mean of the middle two for an even count). */
export function medianOf(symbol: string, measure: MeasureKey, years: ReadonlyArray<string>, asked?: Asked): Figure {
  const sorted = years.map((year) => value(symbol, measure, year)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  if (median === undefined) throw new Error(`no years for the median of ${symbol} ${measure}`);
  return {
    kind: "number",
    label: `${symbol} median ${MEASURES[measure].name} FY${years[0]}–FY${years.at(-1)}`,
    value: median,
    unit: MEASURES[measure].unit,
    ...asked,
  };
}

/** A percentage measure's highest year less its lowest over several fiscal years, in points. */
export function spreadOf(symbol: string, measure: MeasureKey, years: ReadonlyArray<string>, asked?: Asked): Figure {
  const values = years.map((year) => value(symbol, measure, year));
  return {
    kind: "number",
    label: `${symbol} ${MEASURES[measure].name} highest − lowest FY${years[0]}–FY${years.at(-1)}, in points`,
    value: Math.max(...values) - Math.min(...values),
    unit: "percent",
    ...asked,
  };
}

/** The fiscal years among those given in which one measure was larger than another. */
export const yearsWhereAbove = (
  symbol: string,
  larger: MeasureKey,
  smaller: MeasureKey,
  years: ReadonlyArray<string>,
): string[] => years.filter((year) => value(symbol, larger, year) > value(symbol, smaller, year));

/** How many of the fiscal years given one measure was larger than another in, as a count. */
export const countOfYearsAbove = (
  symbol: string,
  larger: MeasureKey,
  smaller: MeasureKey,
  years: ReadonlyArray<string>,
): Figure => ({
  kind: "number",
  label: `${symbol} years ${MEASURES[larger].name} > ${MEASURES[smaller].name} FY${years[0]}–FY${years.at(-1)}`,
  value: yearsWhereAbove(symbol, larger, smaller, years).length,
  unit: "count",
});

/** One company's year-on-year growth of a measure less another's, in percentage points. */
export const growthGap = (first: string, second: string, measure: MeasureKey, year: string, asked?: Asked): Figure =>
  derived(
    `${first} − ${second} ${MEASURES[measure].name} growth FY${year}, in points`,
    "percent",
    [yearGrowth(first, measure, year), yearGrowth(second, measure, year)],
    (minuend, subtrahend) => minuend - subtrahend,
    asked,
  );

/** One company's share of a measure summed over every company given, each in its own fiscal year, in percent. */
export function shareOfCoverage(
  symbol: string,
  entries: ReadonlyArray<readonly [string, string]>,
  measure: MeasureKey,
): Figure {
  const year = entries.find(([company]) => company === symbol)?.[1];
  if (!year) throw new Error(`${symbol} is not among the companies summed`);
  const sum = entries.reduce((running, [company, fiscal]) => running + value(company, measure, fiscal), 0);
  return {
    kind: "number",
    label: `${symbol} share of the coverage's ${MEASURES[measure].name}, latest fiscal years`,
    value: (value(symbol, measure, year) / sum) * 100,
    unit: "percent",
  };
}

/** The change in operating income over the change in revenue between two fiscal years, in percent. */
export const incrementalMargin = (symbol: string, from: string, to: string, asked?: Asked): Figure =>
  derived(
    `${symbol} incremental operating margin FY${from}→FY${to}`,
    "percent",
    [
      annual(symbol, "operatingIncome", from),
      annual(symbol, "operatingIncome", to),
      annual(symbol, "revenue", from),
      annual(symbol, "revenue", to),
    ],
    (incomeBefore, incomeAfter, revenueBefore, revenueAfter) =>
      ((incomeAfter - incomeBefore) / (revenueAfter - revenueBefore)) * 100,
    asked,
  );

/** Operating income's growth over revenue's growth in a fiscal year (the degree of operating leverage), as a multiple. */
export const operatingLeverage = (symbol: string, year: string, asked?: Asked): Figure =>
  derived(
    `${symbol} operating leverage (operating income growth / revenue growth) FY${year}`,
    "ratio",
    [yearGrowth(symbol, "operatingIncome", year), yearGrowth(symbol, "revenue", year)],
    (income, revenue) => income / revenue,
    asked,
  );

type QuarterMeasure = "revenue" | "operatingIncome" | "netIncome";

/** A quarter's measure against the quarter before it ("Q4 FY2024" against "Q3 FY2024"), in percent. */
export function sequentialGrowth(
  symbol: string,
  quarter: readonly [string, string],
  before: readonly [string, string],
  measure: QuarterMeasure,
): Figure {
  const [now, then] = [fiscalQuarter(symbol, ...quarter, measure), fiscalQuarter(symbol, ...before, measure)];
  return {
    kind: "number",
    label: `${symbol} ${measure} ${quarter[0]} FY${quarter[1]} vs ${before[0]} FY${before[1]}`,
    value: (mainValue(now) / mainValue(then) - 1) * 100,
    unit: "percent",
  };
}

/** One fiscal quarter's measure as a share of its fiscal year's, in percent. */
export const quarterShareOfYear = (
  symbol: string,
  quarter: string,
  fiscalYear: string,
  measure: QuarterMeasure,
): Figure => ({
  kind: "number",
  label: `${symbol} ${measure} ${quarter} FY${fiscalYear} as a share of FY${fiscalYear}`,
  value: (mainValue(fiscalQuarter(symbol, quarter, fiscalYear, measure)) / value(symbol, measure, fiscalYear)) * 100,
  unit: "percent",
});

/** A flow summed over a fiscal year's last two quarters (its second half). */
export const secondHalf = (symbol: string, fiscalYear: string, measure: QuarterMeasure): Figure =>
  derived(
    `${symbol} ${measure} Q3 + Q4 FY${fiscalYear}`,
    "usd",
    [fiscalQuarter(symbol, "Q3", fiscalYear, measure), fiscalQuarter(symbol, "Q4", fiscalYear, measure)],
    (third, fourth) => third + fourth,
  );

/** The years a measure takes to double at its compound annual growth from `from` to `to`. */
export function doublingYears(symbol: string, measure: MeasureKey, from: string, to: string, asked?: Asked): Figure {
  const rate = mainValue(cagr(symbol, measure, from, to)) / 100;
  return {
    kind: "number",
    label: `${symbol} years to double ${MEASURES[measure].name} at the FY${from}–FY${to} CAGR`,
    value: Math.log(2) / Math.log(1 + rate),
    unit: "ratio",
    ...asked,
  };
}

/** A fiscal year's dollar measure over the market value at the last close, in percent (an FCF or earnings yield). */
export const yieldOnMarketValue = (symbol: string, measure: MeasureKey, year: string, asked?: Asked): Figure =>
  derived(
    `${symbol} ${MEASURES[measure].name} FY${year} / market cap`,
    "percent",
    [annual(symbol, measure, year), marketCap(symbol)],
    (flow, market) => (flow / market) * 100,
    asked,
  );

/** The market value at the last close over a fiscal year's dollar measure, as a multiple (price to sales). */
export const marketValueOver = (symbol: string, measure: MeasureKey, year: string, asked?: Asked): Figure =>
  derived(
    `${symbol} market cap / ${MEASURES[measure].name} FY${year}`,
    "ratio",
    [marketCap(symbol), annual(symbol, measure, year)],
    (market, flow) => market / flow,
    asked,
  );

/** The daily closes between two dates, both included, oldest first. */
export function closesFrom(symbol: string, from: string, to: string): number[] {
  const closes = (samplePriceBars(symbol) ?? [])
    .filter((bar) => bar.date >= from && bar.date <= to)
    .map((bar) => bar.close);
  if (closes.length === 0) throw new Error(`no prices for ${symbol} from ${from} to ${to}`);
  return closes;
}

/** The mean of the daily closes between two dates. */
export const averageClose = (symbol: string, from: string, to: string): Figure => {
  const closes = closesFrom(symbol, from, to);
  return {
    kind: "number",
    label: `${symbol} average close ${from}–${to}`,
    value: closes.reduce((sum, close) => sum + close, 0) / closes.length,
    unit: "perShare",
  };
};

/** How many trading days between two dates closed above a price. */
export const daysClosedAbove = (symbol: string, from: string, to: string, level: number): Figure => ({
  kind: "number",
  label: `${symbol} days closed above ${level} ${from}–${to}`,
  value: closesFrom(symbol, from, to).filter((close) => close > level).length,
  unit: "count",
});

/** The first and the last daily close the data holds, with their dates. */
export function firstAndLastClose(symbol: string): { first: number; last: number } {
  const bars = samplePriceBars(symbol) ?? [];
  const [first, last] = [bars[0], bars.at(-1)];
  if (!first || !last) throw new Error(`no prices for ${symbol}`);
  return { first: first.close, last: last.close };
}

/** The fiscal years a company's data holds from one year through another. */
export const yearsThrough = (symbol: string, from: string, to: string): string[] =>
  fiscalYears(symbol).filter((year) => year >= from && year <= to);

/** The mean quarterly value of a flow over the four quarters that ended in a calendar year. */
export const quarterlyAverage = (symbol: string, year: string, measure: QuarterMeasure): Figure =>
  derived(
    `${symbol} average quarterly ${measure} calendar ${year}`,
    "usd",
    [calendarYearSum(symbol, year, measure)],
    (sum) => sum / 4,
  );

/**
 * Dollars of one measure per dollar of another in the same fiscal year ("$3.64 of revenue per
 * dollar of assets"): right written as a multiple or as a dollar amount.
 */
export function dollarsPerDollar(symbol: string, top: MeasureKey, bottom: MeasureKey, year: string): Figure {
  const ratio = value(symbol, top, year) / value(symbol, bottom, year);
  const label = `${symbol} ${MEASURES[top].name} per dollar of ${MEASURES[bottom].name} FY${year}`;
  return {
    kind: "anyOf",
    label,
    options: [
      { kind: "number", label, value: ratio, unit: "ratio" },
      { kind: "number", label, value: ratio, unit: "perShare" },
    ],
  };
}
