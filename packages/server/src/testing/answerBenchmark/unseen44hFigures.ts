// Figures issue 44's tenth unseen set asks that the other figure files do not hold: price to book
// on the market value or on book value per share, a balance line of the latest quarter beside the
// latest fiscal year's, the years a measure rose in every one of, and the one share-price change
// of a span that every covered company is ranked by. All computed from the sample data when the
// benchmark runs, never typed.
import type { BalanceSheet } from "@moatwise/core";
import { sampleStatements } from "../../areas/market/sample/sampleStatements";
import { mainValue } from "./freshFigures";
import { yearEndLine } from "./heldOut44Figures";
import { derived } from "./heldOutFigures";
import {
  annual,
  type Figure,
  fiscalYears,
  lastClose,
  latestYear,
  type MeasureKey,
  marketCap,
  priceChange,
  profileOf,
} from "./sampleFigures";

/**
 * Price over book at the last close: the market value over a fiscal year's shareholders' equity,
 * or the last close over book value per diluted share of that year; either is right.
 */
export const priceToBook = (symbol: string, year: string): Figure => ({
  kind: "anyOf",
  label: `${symbol} price to book on FY${year} equity`,
  options: [
    derived(
      `${symbol} market cap / equity FY${year}`,
      "ratio",
      [marketCap(symbol), annual(symbol, "equity", year)],
      (market, equity) => market / equity,
    ),
    derived(
      `${symbol} last close / (equity / diluted shares) FY${year}`,
      "ratio",
      [lastClose(symbol), annual(symbol, "equity", year), annual(symbol, "dilutedShares", year)],
      (close, equity, shares) => close / (equity / shares),
    ),
  ],
});

/**
 * A balance-sheet line "now": at the latest fiscal year's end, or on the latest quarter's balance
 * sheet when the data holds one; either is right.
 */
export function latestBalance(symbol: string, line: keyof BalanceSheet): Figure {
  const year = latestYear(symbol);
  const options: Figure[] = [
    {
      kind: "number",
      label: `${symbol} ${String(line)} FY${year}`,
      value: yearEndLine(symbol, line, year),
      unit: "usd",
    },
  ];
  const quarter = sampleStatements(symbol, profileOf(symbol).cik, "quarter")?.balance[0];
  const value = quarter?.[line];
  if (quarter && typeof value === "number")
    options.push({
      kind: "number",
      label: `${symbol} ${String(line)} ${quarter.period} FY${quarter.fiscalYear}`,
      value,
      unit: "usd",
    });
  return { kind: "anyOf", label: `${symbol} latest ${String(line)}`, options };
}

/** Whether a measure rose in every fiscal year from `from` through `to`. */
export function roseEveryYearThrough(symbol: string, measure: MeasureKey, from: string, to: string): boolean {
  const values = fiscalYears(symbol)
    .filter((year) => year >= from && year <= to)
    .map((year) => mainValue(annual(symbol, measure, year)));
  return values.length > 1 && values.every((value, index) => index === 0 || value > (values[index - 1] ?? value));
}

/** The share-price change between two dates, as a number: what a ranking over the coverage sorts by. */
export const priceMove = (symbol: string, from: string, to: string): number => mainValue(priceChange(symbol, from, to));
