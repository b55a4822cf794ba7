// The figures a right answer must contain, computed from the bundled sample data set when the
// benchmark runs (never typed as literals), so a change to the data cannot silently stale it.
import type { BalanceSheet, CashFlowStatement, IncomeStatement, PriceBar } from "@moatwise/core";
import { samplePriceBars } from "../../areas/market/sample/samplePrices";
import { SAMPLE_PRICE_ANCHORS } from "../../areas/market/sample/samplePrices.data";
import { SAMPLE_PROFILES, type SampleProfile } from "../../areas/market/sample/sampleProfiles.data";
import { sampleStatements } from "../../areas/market/sample/sampleStatements";

/** How a figure is written: dollars, a percentage (45.6 is 45.6 %), a multiple, dollars per share, a head count, shares. */
export type Unit = "usd" | "percent" | "ratio" | "perShare" | "count" | "shares";

/** A scale the question asks the figure in ("in billions"). */
export type Scale = "trillion" | "billion" | "million";

export type Figure =
  | {
      readonly kind: "number";
      readonly label: string;
      readonly value: number;
      readonly unit: Unit;
      /** Decimals the question asks for, in `scale` when given. */
      readonly decimals?: number;
      readonly scale?: Scale;
    }
  | { readonly kind: "text"; readonly label: string; readonly text: string }
  | { readonly kind: "anyOf"; readonly label: string; readonly options: ReadonlyArray<Figure> };

export const SAMPLE_SYMBOLS: ReadonlyArray<string> = SAMPLE_PROFILES.map((company) => company.symbol);

export function profileOf(symbol: string): SampleProfile {
  const company = SAMPLE_PROFILES.find((candidate) => candidate.symbol === symbol);
  if (!company) throw new Error(`${symbol} is not a sample company`);
  return company;
}

interface PeriodRows {
  readonly fiscalYear: string;
  readonly period: string;
  readonly income: IncomeStatement;
  readonly balance: BalanceSheet;
  readonly cash: CashFlowStatement;
}

function rowsOf(symbol: string, kind: "annual" | "quarter"): PeriodRows[] {
  const set = sampleStatements(symbol, profileOf(symbol).cik, kind);
  if (!set) throw new Error(`no ${kind} statements for ${symbol}`);
  // Oldest first, as questions read periods.
  return set.income
    .map((income, index) => {
      const balance = set.balance[index];
      const cash = set.cashFlow[index];
      if (!balance || !cash) throw new Error(`${symbol}: statements of unequal length`);
      return { fiscalYear: income.fiscalYear, period: income.period, income, balance, cash };
    })
    .reverse();
}

/** The fiscal years the data holds for a company, oldest first ("2020" ... "2024"). */
export const fiscalYears = (symbol: string): string[] => rowsOf(symbol, "annual").map((row) => row.fiscalYear);
export const latestYear = (symbol: string): string => fiscalYears(symbol).at(-1) ?? "";
export const lastYears = (symbol: string, count: number): string[] => fiscalYears(symbol).slice(-count);
export const yearsFrom = (symbol: string, first: string, last = latestYear(symbol)): string[] =>
  fiscalYears(symbol).filter((year) => year >= first && year <= last);

type Value = number | null;
const ratioOf = (top: Value, bottom: Value): Value =>
  top === null || bottom === null || bottom === 0 ? null : top / bottom;
const percentOf = (top: Value, bottom: Value): Value => {
  const ratio = ratioOf(top, bottom);
  return ratio === null ? null : ratio * 100;
};
const sumOf = (...values: Value[]): Value =>
  values.some((value) => value === null) ? null : values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
const positive = (value: Value): Value => (value === null ? null : Math.abs(value));
/** The average of a balance at the start and the end of a period, when both are known. */
const averageOf = (end: Value, start: Value | undefined): Value =>
  end === null || start === null || start === undefined ? null : (end + start) / 2;

interface Measure {
  readonly name: string;
  readonly unit: Unit;
  /** The value in a period, and in the period before (for averages); null when the data lacks it. */
  readonly of: (row: PeriodRows, before: PeriodRows | undefined) => Value | Value[];
}

const ebitdaOf = (row: PeriodRows) => sumOf(row.income.operatingIncome, row.income.depreciationAndAmortization);
const fcfOf = (row: PeriodRows) => row.cash.freeCashFlow;

/** Every measure the benchmark asks about; an array value means any of those conventions is right. */
export const MEASURES = {
  revenue: { name: "revenue", unit: "usd", of: (row) => row.income.revenue },
  costOfRevenue: { name: "cost of revenue", unit: "usd", of: (row) => row.income.costOfRevenue },
  grossProfit: { name: "gross profit", unit: "usd", of: (row) => row.income.grossProfit },
  researchAndDevelopment: { name: "R&D", unit: "usd", of: (row) => row.income.researchAndDevelopmentExpenses },
  sga: { name: "SG&A", unit: "usd", of: (row) => row.income.sellingGeneralAndAdministrativeExpenses },
  operatingIncome: { name: "operating income", unit: "usd", of: (row) => row.income.operatingIncome },
  interestExpense: { name: "interest expense", unit: "usd", of: (row) => row.income.interestExpense },
  pretaxIncome: { name: "pre-tax income", unit: "usd", of: (row) => row.income.incomeBeforeTax },
  incomeTax: { name: "income tax", unit: "usd", of: (row) => row.income.incomeTaxExpense },
  netIncome: { name: "net income", unit: "usd", of: (row) => row.income.netIncome },
  depreciation: { name: "D&A", unit: "usd", of: (row) => row.income.depreciationAndAmortization },
  ebitda: { name: "EBITDA", unit: "usd", of: ebitdaOf },
  dilutedShares: { name: "diluted shares", unit: "shares", of: (row) => row.income.weightedAverageShsOutDil },
  eps: {
    name: "diluted EPS",
    unit: "perShare",
    of: (row) => ratioOf(row.income.netIncome, row.income.weightedAverageShsOutDil),
  },
  cash: { name: "cash", unit: "usd", of: (row) => row.balance.cashAndCashEquivalents },
  inventory: { name: "inventory", unit: "usd", of: (row) => row.balance.inventory },
  totalAssets: { name: "total assets", unit: "usd", of: (row) => row.balance.totalAssets },
  totalDebt: { name: "total debt", unit: "usd", of: (row) => row.balance.totalDebt },
  equity: { name: "shareholders' equity", unit: "usd", of: (row) => row.balance.totalEquity },
  netDebt: {
    name: "net debt",
    unit: "usd",
    of: (row) => [
      row.balance.netDebt,
      sumOf(row.balance.totalDebt, -(row.balance.cashAndShortTermInvestments ?? Number.NaN)),
    ],
  },
  netCash: {
    name: "net cash (cash + short-term investments − debt)",
    unit: "usd",
    of: (row) => sumOf(row.balance.cashAndShortTermInvestments, -(row.balance.totalDebt ?? Number.NaN)),
  },
  workingCapital: {
    name: "working capital",
    unit: "usd",
    of: (row) => sumOf(row.balance.totalCurrentAssets, -(row.balance.totalCurrentLiabilities ?? Number.NaN)),
  },
  operatingCashFlow: { name: "operating cash flow", unit: "usd", of: (row) => row.cash.operatingCashFlow },
  capex: { name: "capital expenditure", unit: "usd", of: (row) => positive(row.cash.capitalExpenditure) },
  freeCashFlow: { name: "free cash flow", unit: "usd", of: fcfOf },
  buybacks: { name: "buybacks", unit: "usd", of: (row) => positive(row.cash.commonStockRepurchased) },
  dividends: { name: "dividends paid", unit: "usd", of: (row) => positive(row.cash.commonDividendsPaid) },
  stockCompensation: { name: "stock-based compensation", unit: "usd", of: (row) => row.cash.stockBasedCompensation },
  ownerEarnings: {
    name: "owner earnings (OCF − capex − SBC)",
    unit: "usd",
    of: (row) => sumOf(fcfOf(row), -(row.cash.stockBasedCompensation ?? Number.NaN)),
  },
  grossMargin: {
    name: "gross margin",
    unit: "percent",
    of: (row) => percentOf(row.income.grossProfit, row.income.revenue),
  },
  operatingMargin: {
    name: "operating margin",
    unit: "percent",
    of: (row) => percentOf(row.income.operatingIncome, row.income.revenue),
  },
  netMargin: { name: "net margin", unit: "percent", of: (row) => percentOf(row.income.netIncome, row.income.revenue) },
  fcfMargin: { name: "FCF margin", unit: "percent", of: (row) => percentOf(fcfOf(row), row.income.revenue) },
  researchShare: {
    name: "R&D as a share of revenue",
    unit: "percent",
    of: (row) => percentOf(row.income.researchAndDevelopmentExpenses, row.income.revenue),
  },
  capexShare: {
    name: "capex as a share of revenue",
    unit: "percent",
    of: (row) => percentOf(positive(row.cash.capitalExpenditure), row.income.revenue),
  },
  capexToCashFlow: {
    name: "capex as a share of operating cash flow",
    unit: "percent",
    of: (row) => percentOf(positive(row.cash.capitalExpenditure), row.cash.operatingCashFlow),
  },
  buybacksToCashFlow: {
    name: "buybacks as a share of operating cash flow",
    unit: "percent",
    of: (row) => percentOf(positive(row.cash.commonStockRepurchased), row.cash.operatingCashFlow),
  },
  stockCompensationShare: {
    name: "SBC as a share of revenue",
    unit: "percent",
    of: (row) => percentOf(row.cash.stockBasedCompensation, row.income.revenue),
  },
  taxRate: {
    name: "effective tax rate",
    unit: "percent",
    of: (row) => percentOf(row.income.incomeTaxExpense, row.income.incomeBeforeTax),
  },
  roe: {
    name: "return on equity",
    unit: "percent",
    of: (row, before) => [
      percentOf(row.income.netIncome, row.balance.totalEquity),
      percentOf(row.income.netIncome, averageOf(row.balance.totalEquity, before?.balance.totalEquity)),
    ],
  },
  roa: {
    name: "return on assets",
    unit: "percent",
    of: (row, before) => [
      percentOf(row.income.netIncome, row.balance.totalAssets),
      percentOf(row.income.netIncome, averageOf(row.balance.totalAssets, before?.balance.totalAssets)),
    ],
  },
  debtToEquity: {
    name: "debt-to-equity",
    unit: "ratio",
    of: (row) => ratioOf(row.balance.totalDebt, row.balance.totalEquity),
  },
  debtToEbitda: { name: "debt / EBITDA", unit: "ratio", of: (row) => ratioOf(row.balance.totalDebt, ebitdaOf(row)) },
  currentRatio: {
    name: "current ratio",
    unit: "ratio",
    of: (row) => ratioOf(row.balance.totalCurrentAssets, row.balance.totalCurrentLiabilities),
  },
  interestCoverage: {
    name: "interest coverage (operating income / interest expense)",
    unit: "ratio",
    of: (row) => ratioOf(row.income.operatingIncome, row.income.interestExpense),
  },
  fcfConversion: {
    name: "FCF conversion (FCF / net income)",
    unit: "percent",
    of: (row) => percentOf(fcfOf(row), row.income.netIncome),
  },
  cashConversion: {
    name: "cash conversion (OCF / net income)",
    unit: "percent",
    of: (row) => percentOf(row.cash.operatingCashFlow, row.income.netIncome),
  },
  payoutRatio: {
    name: "payout ratio (dividends / net income)",
    unit: "percent",
    of: (row) => percentOf(positive(row.cash.commonDividendsPaid), row.income.netIncome),
  },
  totalPayout: {
    name: "total payout ((dividends + buybacks) / net income)",
    unit: "percent",
    of: (row) =>
      percentOf(
        sumOf(positive(row.cash.commonDividendsPaid), positive(row.cash.commonStockRepurchased)),
        row.income.netIncome,
      ),
  },
} satisfies Record<string, Measure>;

export type MeasureKey = keyof typeof MEASURES;

interface Asked {
  readonly decimals?: number;
  readonly scale?: Scale;
}

function numberFigure(label: string, values: Value | Value[], unit: Unit, asked: Asked = {}): Figure {
  const known = (Array.isArray(values) ? values : [values]).filter(
    (value): value is number => value !== null && Number.isFinite(value),
  );
  const [first] = known;
  if (first === undefined) throw new Error(`the sample data has no ${label}`);
  const figures = known.map((value): Figure => ({ kind: "number", label, value, unit, ...asked }));
  return figures.length === 1 && figures[0] ? figures[0] : { kind: "anyOf", label, options: figures };
}

function rowAt(symbol: string, fiscalYear: string) {
  const rows = rowsOf(symbol, "annual");
  const index = rows.findIndex((row) => row.fiscalYear === fiscalYear);
  const row = rows[index];
  if (!row) throw new Error(`${symbol} has no fiscal ${fiscalYear} in the sample data`);
  return { row, before: rows[index - 1] };
}

function valueIn(symbol: string, measure: MeasureKey, fiscalYear: string): Value | Value[] {
  const { row, before } = rowAt(symbol, fiscalYear);
  return (MEASURES[measure] as Measure).of(row, before);
}

function single(symbol: string, measure: MeasureKey, fiscalYear: string): number {
  const value = valueIn(symbol, measure, fiscalYear);
  const first = Array.isArray(value) ? value[0] : value;
  if (first === null || first === undefined || !Number.isFinite(first)) {
    throw new Error(`the sample data has no ${MEASURES[measure].name} for ${symbol} FY${fiscalYear}`);
  }
  return first;
}

/** A measure of one company in one fiscal year. */
export function annual(symbol: string, measure: MeasureKey, fiscalYear: string, asked?: Asked): Figure {
  const { name, unit } = MEASURES[measure];
  return numberFigure(`${symbol} ${name} FY${fiscalYear}`, valueIn(symbol, measure, fiscalYear), unit, asked);
}

/** A measure over several fiscal years: one figure per year. */
export const annuals = (symbol: string, measure: MeasureKey, years: ReadonlyArray<string>, asked?: Asked): Figure[] =>
  years.map((year) => annual(symbol, measure, year, asked));

/** The change of a measure from one fiscal year to another, in percent. */
export function growth(symbol: string, measure: MeasureKey, from: string, to: string, asked?: Asked): Figure {
  const [start, end] = [single(symbol, measure, from), single(symbol, measure, to)];
  return numberFigure(
    `${symbol} ${MEASURES[measure].name} growth FY${from}→FY${to}`,
    ((end - start) / Math.abs(start)) * 100,
    "percent",
    asked,
  );
}

/** Year-on-year growth in a fiscal year. */
export function yearGrowth(symbol: string, measure: MeasureKey, fiscalYear: string, asked?: Asked): Figure {
  const years = fiscalYears(symbol);
  const before = years[years.indexOf(fiscalYear) - 1];
  if (!before) throw new Error(`${symbol} has no year before FY${fiscalYear}`);
  return growth(symbol, measure, before, fiscalYear, asked);
}

/** The compound annual growth rate from one fiscal year to another, in percent. */
export function cagr(symbol: string, measure: MeasureKey, from: string, to: string, asked?: Asked): Figure {
  const [start, end] = [single(symbol, measure, from), single(symbol, measure, to)];
  const years = Number(to) - Number(from);
  if (start <= 0 || end <= 0 || years <= 0) throw new Error(`no CAGR for ${symbol} ${measure} ${from}-${to}`);
  return numberFigure(
    `${symbol} ${MEASURES[measure].name} CAGR FY${from}→FY${to}`,
    ((end / start) ** (1 / years) - 1) * 100,
    "percent",
    asked,
  );
}

/** The sum of a measure over several fiscal years. */
export function total(symbol: string, measure: MeasureKey, years: ReadonlyArray<string>): Figure {
  const sum = years.reduce((running, year) => running + single(symbol, measure, year), 0);
  return numberFigure(
    `${symbol} ${MEASURES[measure].name} total FY${years[0]}–FY${years.at(-1)}`,
    sum,
    MEASURES[measure].unit,
  );
}

/** One company's share of a measure summed over several companies, in percent. */
export function shareOfTotal(
  symbol: string,
  among: ReadonlyArray<string>,
  measure: MeasureKey,
  fiscalYear: string,
): Figure {
  const sum = among.reduce((running, other) => running + single(other, measure, fiscalYear), 0);
  return numberFigure(
    `${symbol} share of ${among.join("+")} ${MEASURES[measure].name} FY${fiscalYear}`,
    (single(symbol, measure, fiscalYear) / sum) * 100,
    "percent",
  );
}

/** The company with the highest value of a measure, each in the fiscal year given. */
export function leaderOf(entries: ReadonlyArray<readonly [string, string]>, measure: MeasureKey): string {
  const ranked = [...entries].sort((a, b) => single(b[0], measure, b[1]) - single(a[0], measure, a[1]));
  return ranked[0]?.[0] ?? "";
}

export function leaderOfGrowth(entries: ReadonlyArray<readonly [string, string, string]>, measure: MeasureKey): string {
  const change = ([symbol, from, to]: readonly [string, string, string]) =>
    single(symbol, measure, to) / single(symbol, measure, from);
  return [...entries].sort((a, b) => change(b) - change(a))[0]?.[0] ?? "";
}

// Quarters.

/** The latest quarters, oldest first. */
const quarterRows = (symbol: string) => rowsOf(symbol, "quarter");

type QuarterMeasure = "revenue" | "netIncome" | "operatingIncome" | "grossMargin" | "operatingMargin" | "eps";

function quarterValue(row: PeriodRows, measure: QuarterMeasure): Value {
  switch (measure) {
    case "grossMargin":
      return percentOf(row.income.grossProfit, row.income.revenue);
    case "operatingMargin":
      return percentOf(row.income.operatingIncome, row.income.revenue);
    case "eps":
      return ratioOf(row.income.netIncome, row.income.weightedAverageShsOutDil);
    default:
      return row.income[measure];
  }
}

const QUARTER_UNITS: Record<QuarterMeasure, Unit> = {
  revenue: "usd",
  netIncome: "usd",
  operatingIncome: "usd",
  grossMargin: "percent",
  operatingMargin: "percent",
  eps: "perShare",
};

/** A measure in the latest quarter the data holds. */
export function latestQuarter(symbol: string, measure: QuarterMeasure): Figure {
  const row = quarterRows(symbol).at(-1);
  if (!row) throw new Error(`${symbol} has no quarters`);
  return numberFigure(
    `${symbol} ${measure} ${row.period} FY${row.fiscalYear}`,
    quarterValue(row, measure),
    QUARTER_UNITS[measure],
  );
}

/** The latest quarter's name, e.g. "Q1 FY2025". */
export function latestQuarterName(symbol: string): string {
  const row = quarterRows(symbol).at(-1);
  return row ? `${row.period} FY${row.fiscalYear}` : "";
}

/** The sum of a flow over the last four quarters (trailing twelve months). */
export function trailingTwelveMonths(symbol: string, measure: "revenue" | "netIncome" | "operatingIncome"): Figure {
  const rows = quarterRows(symbol).slice(-4);
  return numberFigure(`${symbol} TTM ${measure}`, sumOf(...rows.map((row) => row.income[measure])), "usd");
}

/** Quarter-on-quarter a year earlier: the latest quarter against the same quarter a year before, in percent. */
export function latestQuarterYearOnYear(symbol: string, measure: "revenue" | "netIncome"): Figure {
  const rows = quarterRows(symbol);
  const [now, yearBefore] = [rows.at(-1), rows.at(-5)];
  if (!now || !yearBefore) throw new Error(`${symbol} has too few quarters`);
  return numberFigure(
    `${symbol} ${measure} ${now.period} FY${now.fiscalYear} vs a year before`,
    percentOf(
      sumOf(now.income[measure], -(yearBefore.income[measure] ?? Number.NaN)),
      positive(yearBefore.income[measure]),
    ),
    "percent",
  );
}

// Prices.

function barsOf(symbol: string): ReadonlyArray<PriceBar> {
  const bars = samplePriceBars(symbol);
  if (!bars || bars.length === 0) throw new Error(`no prices for ${symbol}`);
  return bars;
}

/** The close on the last trading day on or before a date. */
function closeOn(symbol: string, date: string): number {
  const bar = barsOf(symbol)
    .filter((candidate) => candidate.date <= date)
    .at(-1);
  if (!bar) throw new Error(`no price for ${symbol} on or before ${date}`);
  return bar.close;
}

const lastBar = (symbol: string) => barsOf(symbol).at(-1) as PriceBar;

export function lastClose(symbol: string): Figure {
  const bar = lastBar(symbol);
  return numberFigure(`${symbol} close on ${bar.date}`, bar.close, "perShare");
}

/** The price change between the closes on (or just before) two dates, in percent. */
export function priceChange(symbol: string, from: string, to: string): Figure {
  const [start, end] = [closeOn(symbol, from), closeOn(symbol, to)];
  return numberFigure(`${symbol} price change ${from}→${to}`, ((end - start) / start) * 100, "percent");
}

const TRADING_DAYS_A_YEAR = 252;

function yearBack(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() - 1);
  return day.toISOString().slice(0, 10);
}

/** The price change over the past year: from a calendar year before the last close, or 252 trading days before. */
export function pastYearChange(symbol: string): Figure {
  const bars = barsOf(symbol);
  const last = lastBar(symbol);
  const starts = [closeOn(symbol, yearBack(last.date)), bars.at(-1 - TRADING_DAYS_A_YEAR)?.close ?? null];
  return numberFigure(
    `${symbol} price change over the year to ${last.date}`,
    starts.map((start) => (start === null ? null : ((last.close - start) / start) * 100)),
    "percent",
  );
}

/** The past year's high and low: of daily highs and lows, or of closes, over 252 trading days or a calendar year. */
export function yearRange(symbol: string): Figure[] {
  const bars = barsOf(symbol);
  const last = lastBar(symbol);
  const windows = [bars.slice(-TRADING_DAYS_A_YEAR), bars.filter((bar) => bar.date > yearBack(last.date))];
  const highs = windows.flatMap((window) => [
    Math.max(...window.map((bar) => bar.high)),
    Math.max(...window.map((bar) => bar.close)),
  ]);
  const lows = windows.flatMap((window) => [
    Math.min(...window.map((bar) => bar.low)),
    Math.min(...window.map((bar) => bar.close)),
  ]);
  return [
    numberFigure(`${symbol} 52-week high`, highs, "perShare"),
    numberFigure(`${symbol} 52-week low`, lows, "perShare"),
  ];
}

/** The latest diluted share count (latest quarter, else latest year), in shares. */
function latestShares(symbol: string): number {
  const quarter = quarterRows(symbol).at(-1)?.income.weightedAverageShsOutDil;
  const shares = quarter ?? single(symbol, "dilutedShares", latestYear(symbol));
  if (!shares) throw new Error(`no share count for ${symbol}`);
  return shares;
}

const marketValue = (symbol: string) => lastBar(symbol).close * latestShares(symbol);

/** Market capitalisation at the last close and the latest diluted share count. */
export const marketCap = (symbol: string): Figure => numberFigure(`${symbol} market cap`, marketValue(symbol), "usd");

/** Enterprise value: market cap + total debt − cash, with the latest fiscal year's balance sheet. */
export function enterpriseValue(symbol: string): Figure {
  const year = latestYear(symbol);
  return numberFigure(
    `${symbol} enterprise value`,
    marketValue(symbol) + single(symbol, "totalDebt", year) - single(symbol, "cash", year),
    "usd",
  );
}

/** Price over a fiscal year's diluted EPS, at the last close. */
export function priceToEarnings(symbol: string, fiscalYear: string, asked?: Asked): Figure {
  return numberFigure(
    `${symbol} P/E on FY${fiscalYear} EPS`,
    lastBar(symbol).close / single(symbol, "eps", fiscalYear),
    "ratio",
    asked,
  );
}

/** EV / EBITDA of the latest fiscal year. */
export function evToEbitda(symbol: string): Figure {
  const year = latestYear(symbol);
  const ev = marketValue(symbol) + single(symbol, "totalDebt", year) - single(symbol, "cash", year);
  return numberFigure(`${symbol} EV/EBITDA FY${year}`, ev / single(symbol, "ebitda", year), "ratio");
}

/** Dividends per share of the last twelve months over the last close, in percent. */
export function dividendYield(symbol: string): Figure {
  const anchors = SAMPLE_PRICE_ANCHORS[symbol];
  if (!anchors || anchors.dividendPerShare === 0) throw new Error(`${symbol} pays no dividend in the sample data`);
  return numberFigure(`${symbol} dividend yield`, (anchors.dividendPerShare / lastBar(symbol).close) * 100, "percent");
}

/** Dividends and buybacks of a fiscal year over the market cap, in percent. */
export function shareholderYield(symbol: string, fiscalYear: string): Figure {
  const returned = single(symbol, "dividends", fiscalYear) + single(symbol, "buybacks", fiscalYear);
  return numberFigure(`${symbol} shareholder yield FY${fiscalYear}`, (returned / marketValue(symbol)) * 100, "percent");
}

// Profile facts.

export const ceo = (symbol: string): Figure => ({ kind: "text", label: `${symbol} CEO`, text: profileOf(symbol).ceo });
export const employees = (symbol: string): Figure =>
  numberFigure(`${symbol} employees`, profileOf(symbol).fullTimeEmployees, "count");
export const headquarters = (symbol: string): Figure => ({
  kind: "text",
  label: `${symbol} headquarters`,
  text: profileOf(symbol).city,
});
export const sector = (symbol: string): Figure => ({
  kind: "text",
  label: `${symbol} sector`,
  text: profileOf(symbol).sector,
});
export const industry = (symbol: string): Figure => ({
  kind: "text",
  label: `${symbol} industry`,
  text: profileOf(symbol).industry,
});

/** The sample companies of a sector. */
export const inSector = (name: string): string[] =>
  SAMPLE_PROFILES.filter((company) => company.sector === name).map((company) => company.symbol);
