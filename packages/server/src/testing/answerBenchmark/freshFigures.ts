// Figures issue 44's fresh questions ask that sampleFigures.ts and heldOutFigures.ts do not hold:
// per-share measures beyond EPS, days inventory and sales outstanding, turnover over average
// balances, quarters named by the month they end, calendar-year sums of quarters, and yes/no
// verdicts whose truth is read from the data. All computed from the sample data when the benchmark
// runs, never typed.
import type { BalanceSheet } from "@moatwise/core";
import { sampleStatements } from "../../areas/market/sample/sampleStatements";
import { derived, valuesOf } from "./heldOutFigures";
import { annual, type Figure, fiscalYears, type MeasureKey, profileOf, type Scale } from "./sampleFigures";

interface Asked {
  readonly decimals?: number;
  readonly scale?: Scale;
}

const DAYS_A_YEAR = 365;

/** A figure's first value (its main convention). */
export const mainValue = (figure: Figure): number => {
  const [first] = valuesOf(figure);
  if (first === undefined) throw new Error(`${figure.label} has no value`);
  return first;
};

/** A measure divided by the year's diluted weighted share count: FCF, book value, dividends per share. */
export const perShare = (symbol: string, measure: MeasureKey, year: string, asked?: Asked): Figure =>
  derived(
    `${symbol} ${measure} per diluted share FY${year}`,
    "perShare",
    [annual(symbol, measure, year), annual(symbol, "dilutedShares", year)],
    (value, shares) => value / shares,
    asked,
  );

/** A balance-sheet line of a fiscal year's end, as the annual statements give it. */
function balanceLine(symbol: string, line: keyof BalanceSheet, year: string): number {
  const set = sampleStatements(symbol, profileOf(symbol).cik, "annual");
  const value = set?.balance.find((row) => row.fiscalYear === year)?.[line];
  if (typeof value !== "number") throw new Error(`the sample data has no ${String(line)} for ${symbol} FY${year}`);
  return value;
}

const yearBefore = (symbol: string, year: string): string => {
  const years = fiscalYears(symbol);
  const before = years[years.indexOf(year) - 1];
  if (!before) throw new Error(`${symbol} has no year before FY${year}`);
  return before;
};

const averageBalance = (symbol: string, line: keyof BalanceSheet, year: string) =>
  (balanceLine(symbol, line, year) + balanceLine(symbol, line, yearBefore(symbol, year))) / 2;

/**
 * Days a balance lasts against a flow: days inventory outstanding (inventory over cost of revenue)
 * or days sales outstanding (receivables over revenue), times 365; on the year-end balance or the
 * average of the opening and closing balances, as the question defines it.
 */
export function daysOutstanding(
  symbol: string,
  kind: "inventory" | "receivables",
  year: string,
  balance: "yearEnd" | "average",
  asked?: Asked,
): Figure {
  const line: keyof BalanceSheet = kind === "inventory" ? "inventory" : "netReceivables";
  const flow = mainValue(annual(symbol, kind === "inventory" ? "costOfRevenue" : "revenue", year));
  const held = balance === "average" ? averageBalance(symbol, line, year) : balanceLine(symbol, line, year);
  return {
    kind: "number",
    label: `${symbol} days ${kind} outstanding (${balance}) FY${year}`,
    value: (held / flow) * DAYS_A_YEAR,
    unit: "count",
    ...asked,
  };
}

/** Turnover: a year's flow over the average of the balance at the year's start and end, as a multiple. */
export function turnover(
  symbol: string,
  flow: "revenue" | "costOfRevenue",
  line: "totalAssets" | "inventory",
  year: string,
  asked?: Asked,
): Figure {
  return {
    kind: "number",
    label: `${symbol} ${flow} / average ${line} FY${year}`,
    value: mainValue(annual(symbol, flow, year)) / averageBalance(symbol, line, year),
    unit: "ratio",
    ...asked,
  };
}

// Quarters.

type QuarterMeasure = "revenue" | "costOfRevenue" | "operatingIncome" | "netIncome";

interface QuarterRow {
  readonly end: string;
  readonly name: string;
  readonly values: Readonly<Record<QuarterMeasure, number | null>>;
}

function quarterRows(symbol: string): QuarterRow[] {
  const set = sampleStatements(symbol, profileOf(symbol).cik, "quarter");
  if (!set) throw new Error(`no quarters for ${symbol}`);
  return set.income.map((row) => ({
    end: row.date,
    name: `${row.period} FY${row.fiscalYear}`,
    values: {
      revenue: row.revenue,
      costOfRevenue: row.costOfRevenue,
      operatingIncome: row.operatingIncome,
      netIncome: row.netIncome,
    },
  }));
}

const quarterValue = (symbol: string, row: QuarterRow, measure: QuarterMeasure): number => {
  const value = row.values[measure];
  if (value === null) throw new Error(`the sample data has no ${measure} for ${symbol} ${row.name}`);
  return value;
};

/** A measure in the quarter that ended in a calendar month ("2024-07": the quarter ending July 2024). */
export function quarterEnding(symbol: string, month: string, measure: QuarterMeasure): Figure {
  const row = quarterRows(symbol).find((candidate) => candidate.end.startsWith(month));
  if (!row) throw new Error(`${symbol} has no quarter ending in ${month}`);
  return {
    kind: "number",
    label: `${symbol} ${measure} ${row.name}`,
    value: quarterValue(symbol, row, measure),
    unit: "usd",
  };
}

/** A measure in a fiscal quarter by name ("Q1", "2025"). */
export function fiscalQuarter(symbol: string, quarter: string, fiscalYear: string, measure: QuarterMeasure): Figure {
  const name = `${quarter} FY${fiscalYear}`;
  const row = quarterRows(symbol).find((candidate) => candidate.name === name);
  if (!row) throw new Error(`${symbol} has no ${name}`);
  return {
    kind: "number",
    label: `${symbol} ${measure} ${name}`,
    value: quarterValue(symbol, row, measure),
    unit: "usd",
  };
}

/** A flow summed over the four quarters that ended in a calendar year (not the fiscal year). */
export function calendarYearSum(symbol: string, year: string, measure: QuarterMeasure, asked?: Asked): Figure {
  const rows = quarterRows(symbol).filter((row) => row.end.startsWith(`${year}-`));
  if (rows.length !== 4) throw new Error(`${symbol} has ${rows.length} quarters ending in ${year}, not 4`);
  return {
    kind: "number",
    label: `${symbol} ${measure} calendar ${year}`,
    value: rows.reduce((sum, row) => sum + quarterValue(symbol, row, measure), 0),
    unit: "usd",
    ...asked,
  };
}

// Verdicts.

/** "yes" when the data says the claim holds. */
export const verdictFor = (holds: boolean): "yes" | "no" => (holds ? "yes" : "no");

/** Whether a measure was higher in one fiscal year than in another. */
export const rose = (symbol: string, measure: MeasureKey, from: string, to: string): boolean =>
  mainValue(annual(symbol, measure, to)) > mainValue(annual(symbol, measure, from));
