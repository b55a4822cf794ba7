// Figures issue 44's eleventh unseen set asks that the other figure files do not hold: price to
// sales on the market value or on sales per diluted share, cash per share under either cash
// convention and on the year's or its last quarter's share count, a company's market value as the
// number a ranking over the coverage sorts by, and days inventory outstanding read as a number for
// a verdict over several years. All computed from the sample data when the benchmark runs, never
// typed.
import { sampleStatements } from "../../areas/market/sample/sampleStatements";
import { daysOutstanding, mainValue } from "./freshFigures";
import { cashHoldings, derived } from "./heldOutFigures";
import { annual, type Figure, lastClose, marketCap, profileOf, type Scale } from "./sampleFigures";

interface Asked {
  readonly decimals?: number;
  readonly scale?: Scale;
}

/**
 * Price over sales at the last close: the market value over a fiscal year's revenue, or the last
 * close over that year's revenue per diluted share; either is right.
 */
export const priceToSales = (symbol: string, year: string): Figure => ({
  kind: "anyOf",
  label: `${symbol} price to sales on FY${year} revenue`,
  options: [
    derived(
      `${symbol} market cap / revenue FY${year}`,
      "ratio",
      [marketCap(symbol), annual(symbol, "revenue", year)],
      (market, revenue) => market / revenue,
    ),
    derived(
      `${symbol} last close / (revenue / diluted shares) FY${year}`,
      "ratio",
      [lastClose(symbol), annual(symbol, "revenue", year), annual(symbol, "dilutedShares", year)],
      (close, revenue, shares) => close / (revenue / shares),
    ),
  ],
});

/**
 * The diluted share counts a figure per share at a fiscal year's end may be taken on: the year's
 * weighted average, or that of the quarter ending on the same day when the data holds it.
 */
function yearEndShares(symbol: string, year: string): Figure {
  const { cik } = profileOf(symbol);
  const end = sampleStatements(symbol, cik, "annual")?.income.find((row) => row.fiscalYear === year)?.date;
  const quarter = sampleStatements(symbol, cik, "quarter")?.income.find((row) => row.date === end);
  const yearly = annual(symbol, "dilutedShares", year);
  const shares = quarter?.weightedAverageShsOutDil;
  if (!quarter || typeof shares !== "number") return yearly;
  const label = `${symbol} diluted shares at the end of FY${year}`;
  return {
    kind: "anyOf",
    label,
    options: [
      yearly,
      {
        kind: "number",
        label: `${symbol} diluted shares ${quarter.period} FY${quarter.fiscalYear}`,
        value: shares,
        unit: "shares",
      },
    ],
  };
}

/**
 * Cash per diluted share at a fiscal year's end: cash and equivalents, or with short-term
 * investments, over the year's diluted share count or its last quarter's; any is right.
 */
export const cashPerShare = (symbol: string, year: string, asked?: Asked): Figure =>
  derived(
    `${symbol} cash per diluted share FY${year}`,
    "perShare",
    [cashHoldings(symbol, year), yearEndShares(symbol, year)],
    (cash, shares) => cash / shares,
    asked,
  );

/** The market value at the last close, as a number: what a ranking of the coverage by size sorts by. */
export const marketValueOf = (symbol: string): number => mainValue(marketCap(symbol));

/** Days inventory outstanding on year-end inventory, as a number: what a verdict over the years compares. */
export const inventoryDays = (symbol: string, year: string): number =>
  mainValue(daysOutstanding(symbol, "inventory", year, "yearEnd"));
