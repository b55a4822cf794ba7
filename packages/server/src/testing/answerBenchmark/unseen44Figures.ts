// Figures issue 44's third unseen set asks that the other figure files do not hold: a mean of any
// measure in its own unit, parts of a fiscal year (a half, nine months) summed from its quarters,
// a claim that held every year, the trailing P/E, and what the sample news, filings, risk factors
// and company descriptions say. All computed from the sample data when the benchmark runs, never
// typed.

import { sampleFilings } from "../../areas/market/sample/sampleFilings";
import { sampleNews } from "../../areas/market/sample/sampleNews";
import { risksKnownIn } from "../../areas/market/sample/sampleRisks.data";
import { sampleStatements } from "../../areas/market/sample/sampleStatements";
import type { Expectation } from "./answerGrading";
import { fiscalQuarter, mainValue } from "./freshFigures";
import { derived, valuesOf } from "./heldOutFigures";
import {
  annual,
  type Figure,
  fiscalYears,
  lastClose,
  latestYear,
  MEASURES,
  type MeasureKey,
  priceToEarnings,
  profileOf,
  type Scale,
} from "./sampleFigures";

interface Asked {
  readonly decimals?: number;
  readonly scale?: Scale;
}

/** The simple mean of a measure over several fiscal years, in the measure's own unit. */
export const meanOf = (symbol: string, measure: MeasureKey, years: ReadonlyArray<string>, asked?: Asked): Figure =>
  derived(
    `${symbol} mean ${MEASURES[measure].name} FY${years[0]}–FY${years.at(-1)}`,
    MEASURES[measure].unit,
    years.map((year) => annual(symbol, measure, year)),
    (...values) => values.reduce((sum, value) => sum + value, 0) / values.length,
    asked,
  );

/** One measure over another in the same year, as a multiple, at the rounding asked. */
export const quotient = (symbol: string, top: MeasureKey, bottom: MeasureKey, year: string, asked?: Asked): Figure =>
  derived(
    `${symbol} ${top} / ${bottom} FY${year}`,
    "ratio",
    [annual(symbol, top, year), annual(symbol, bottom, year)],
    (numerator, denominator) => numerator / denominator,
    asked,
  );

/** One measure less another in the same year (net debt on cash and equivalents alone). */
export const difference = (symbol: string, from: MeasureKey, less: MeasureKey, year: string, asked?: Asked): Figure =>
  derived(
    `${symbol} ${from} − ${less} FY${year}`,
    "usd",
    [annual(symbol, from, year), annual(symbol, less, year)],
    (minuend, subtrahend) => minuend - subtrahend,
    asked,
  );

/** A flow summed over the first quarters of a fiscal year: a half is two, nine months three. */
export function fiscalYearToDate(
  symbol: string,
  fiscalYear: string,
  quarters: 2 | 3,
  measure: "revenue" | "netIncome" | "operatingIncome",
): Figure {
  const parts = Array.from({ length: quarters }, (_, index) =>
    fiscalQuarter(symbol, `Q${index + 1}`, fiscalYear, measure),
  );
  return derived(`${symbol} ${measure} first ${quarters} quarters of FY${fiscalYear}`, "usd", parts, (...values) =>
    values.reduce((sum, value) => sum + value, 0),
  );
}

/** Whether a measure rose in every fiscal year from `from` to the latest. */
export function roseEveryYear(symbol: string, measure: MeasureKey, from: string): boolean {
  const values = fiscalYears(symbol)
    .filter((year) => year >= from)
    .map((year) => mainValue(annual(symbol, measure, year)));
  return values.length > 1 && values.every((value, index) => index === 0 || value > (values[index - 1] ?? value));
}

/**
 * The price over earnings at the last close: on the last four quarters' diluted EPS (the trailing
 * P/E a quote page shows) or on the latest fiscal year's.
 */
export function earningsMultiple(symbol: string): Figure {
  const quarters = sampleStatements(symbol, profileOf(symbol).cik, "quarter")?.income.slice(0, 4) ?? [];
  const trailingEps = quarters.reduce((sum, row) => sum + (row.epsDiluted ?? Number.NaN), 0);
  const close = mainValue(lastClose(symbol));
  const onYear = valuesOf(priceToEarnings(symbol, latestYear(symbol)));
  const options = [close / trailingEps, ...onYear]
    .filter((value) => Number.isFinite(value) && quarters.length === 4)
    .map((value): Figure => ({ kind: "number", label: `${symbol} P/E at the last close`, value, unit: "ratio" }));
  if (options.length === 0) throw new Error(`the sample data gives no P/E for ${symbol}`);
  return { kind: "anyOf", label: `${symbol} P/E at the last close`, options };
}

// What the sample news, filings, risk factors and descriptions say.

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A date ("2025-03-31") as answers write it: ISO, "March 31, 2025", "31 March 2025", "Mar 31, 2025". */
export function datePattern(date: string): RegExp {
  const [year, month, day] = date.split("-");
  const monthName = MONTHS[Number(month) - 1] ?? "";
  const name = `(?:${monthName}|${monthName.slice(0, 3)}\\.?)`;
  const dayNumber = String(Number(day));
  return new RegExp(`${date}|${name} 0?${dayNumber},? ${year}|(?<!\\d)0?${dayNumber} ${name},? ${year}`, "i");
}

/**
 * The newest sample filing and what a right answer about it says: its form and its date, and the
 * revenue of the period it reports (its excerpt: "Fiscal 2025 Q1: Revenue was ...").
 */
export function latestFiling(symbol: string): Expectation {
  const [filing] = sampleFilings(symbol) ?? [];
  if (!filing) throw new Error(`${symbol} has no sample filings`);
  const period = /Fiscal (\d{4})(?: Q(\d))?:/.exec(filing.excerpt ?? "");
  if (!period?.[1]) throw new Error(`${symbol}'s latest filing names no period`);
  const revenue = period[2]
    ? fiscalQuarter(symbol, `Q${period[2]}`, period[1], "revenue")
    : annual(symbol, "revenue", period[1]);
  const formWords = filing.formType === "10-Q" ? "quarterly report" : "annual report";
  return {
    figures: [revenue],
    words: [
      {
        label: `the form (${filing.formType})`,
        pattern: new RegExp(`\\b${filing.formType}\\b|\\b${formWords}\\b`, "i"),
      },
      { label: `the date filed (${filing.filingDate})`, pattern: datePattern(filing.filingDate) },
    ],
    citesSourceOf: symbol,
  };
}

/** The newest sample news item about a price move: the move, in percent, as its headline gives it. */
export function latestPriceMove(symbol: string): Figure {
  const [newest] = sampleNews(symbol) ?? [];
  const move = /shares (rise|fall) (\d+\.\d)%/.exec(newest?.title ?? "");
  if (!move?.[2]) throw new Error(`${symbol}'s newest sample news item is not a price move`);
  return { kind: "number", label: `${symbol} move in "${newest?.title}"`, value: Number(move[2]), unit: "percent" };
}

/** The risk factors the latest annual report in the data names. */
export const latestRisks = (symbol: string): ReadonlyArray<string> => risksKnownIn(symbol, Number(latestYear(symbol)));

/** The company's description, in the data's words. */
export const descriptionOf = (symbol: string): string => profileOf(symbol).description;
