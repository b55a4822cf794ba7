// A quote and the profile's price figures, read from the sample price history: the last day's
// bar, the 52-week range, the 50- and 200-day averages and the market value at the latest
// diluted share count.
import type { CompanyProfile, CompanyQuote, PriceBar } from "@moatwise/core";
import type { Bare } from "../marketDataProvider";

/** Trading days in a year and a quarter, for the range and the average volume. */
const YEAR_DAYS = 252;
const QUARTER_DAYS = 63;

const cents = (value: number) => Math.round(value * 100) / 100;
const average = (values: ReadonlyArray<number>) => values.reduce((sum, value) => sum + value, 0) / values.length;

export interface QuoteInputs {
  readonly symbol: string;
  readonly name: string;
  readonly exchange: string;
  readonly bars: ReadonlyArray<PriceBar>;
  /** The latest diluted share count, for the market value; null when unknown. */
  readonly shares: number | null;
}

/** Null when there are no bars. */
export function quoteFrom({ symbol, name, exchange, bars, shares }: QuoteInputs): Bare<CompanyQuote> | null {
  const last = bars.at(-1);
  if (!last) return null;
  const previous = bars.at(-2) ?? last;
  const year = bars.slice(-YEAR_DAYS);
  const closes = bars.map((bar) => bar.close);
  return {
    symbol,
    name,
    price: last.close,
    changePercentage: last.changePercent,
    change: last.change,
    volume: last.volume,
    dayLow: last.low,
    dayHigh: last.high,
    yearHigh: Math.max(...year.map((bar) => bar.high)),
    yearLow: Math.min(...year.map((bar) => bar.low)),
    marketCap: shares === null ? null : Math.round(last.close * shares),
    priceAvg50: cents(average(closes.slice(-50))),
    priceAvg200: cents(average(closes.slice(-200))),
    exchange,
    open: last.open,
    previousClose: previous.close,
    // The close of the last day, 16:00 in New York (20:00 UTC in spring and summer).
    timestamp: Date.parse(`${last.date}T20:00:00.000Z`) / 1000,
  };
}

type PriceFields = Pick<
  CompanyProfile,
  "price" | "marketCap" | "beta" | "lastDividend" | "range" | "change" | "changePercentage" | "volume" | "averageVolume"
>;

export function profilePriceFields(
  quote: Bare<CompanyQuote>,
  bars: ReadonlyArray<PriceBar>,
  beta: number,
  dividendPerShare: number,
): PriceFields {
  return {
    price: quote.price,
    marketCap: quote.marketCap,
    beta,
    lastDividend: dividendPerShare,
    range: `${quote.yearLow}-${quote.yearHigh}`,
    change: quote.change,
    changePercentage: quote.changePercentage,
    volume: quote.volume,
    averageVolume: Math.round(average(bars.slice(-QUARTER_DAYS).map((bar) => bar.volume))),
  };
}
