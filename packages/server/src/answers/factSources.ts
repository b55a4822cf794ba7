// The sources facts name (issue 33): a company's statements and its daily prices, each recorded
// once per company with its provider as publisher.
import type { FactSource } from "@moatwise/core";
import type { MarketFacts } from "./ports";

/** The publisher a source names: the bundled sample data by its name, a live provider as itself. */
export const publisherOf = (provider: string) => (provider === "sample" ? "Moatwise sample data" : provider);

/** The source of a company's financial statements, recorded once; its id. */
export function statementSource(
  sources: Map<string, FactSource>,
  symbol: string,
  name: string,
  provider: string,
): string {
  const id = `statements:${symbol}`;
  if (!sources.has(id)) {
    sources.set(id, {
      id,
      url: `/stock/${encodeURIComponent(symbol)}?section=financials`,
      title: `${name}: financial statements`,
      publisher: publisherOf(provider),
      excerpt: `${name}'s income statement, balance sheet and cash flow statement, annual and quarterly.`,
    });
  }
  return id;
}

/** A company's daily prices with their source recorded, or null when the data has none. */
export async function pricesOf(market: MarketFacts, symbol: string, name: string, sources: Map<string, FactSource>) {
  const prices = await market.historicalPrices(symbol).catch(() => null);
  const last = prices?.data.at(-1);
  if (!prices || !last) return null;
  const sourceId = `prices:${symbol}`;
  sources.set(sourceId, {
    id: sourceId,
    url: `/stock/${encodeURIComponent(symbol)}?section=chart`,
    title: `${name}: daily share prices`,
    publisher: publisherOf(prices.provenance.provider),
    excerpt: `${name}'s daily open, high, low and close to ${last.date}.`,
    date: last.date,
  });
  return { bars: prices.data, last, sourceId };
}

/** The last close of a company's prices, and their source, for a defined measure that uses it. */
export async function lastCloseOf(market: MarketFacts, symbol: string, name: string, sources: Map<string, FactSource>) {
  const prices = await pricesOf(market, symbol, name, sources);
  return prices ? { bar: prices.last, sourceId: prices.sourceId } : null;
}
