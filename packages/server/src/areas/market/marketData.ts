// The market data the routers use: each call asks the configured providers in order, falls back
// past those that lack the call, do not know the symbol or are unavailable, stamps the answer
// with its provenance, and keeps it for the call's lifetime (data-areas §9).
import {
  CACHE_LIFETIME_MS,
  type CompanyProfile,
  type CompanyQuote,
  type Filing,
  type NewsItem,
  type PriceBar,
  type Provenance,
  ResponseCache,
  type StatementPeriod,
} from "@moatwise/core";
import { HttpError } from "../../http/errors";
import {
  type FilingDocument,
  type MarketDataProvider,
  ProviderUnavailable,
  type Sourced,
  type StatementKind,
  type StatementRows,
} from "./marketDataProvider";

type Lifetime = keyof typeof CACHE_LIFETIME_MS;

/** An answer with where it came from. */
export interface Provenanced<T> {
  readonly data: T;
  readonly provenance: Provenance;
}

export interface MarketData {
  profile(symbol: string): Promise<CompanyProfile>;
  quote(symbol: string): Promise<CompanyQuote>;
  historicalPrices(symbol: string): Promise<Provenanced<ReadonlyArray<PriceBar>>>;
  statements<Kind extends StatementKind>(
    symbol: string,
    kind: Kind,
    period: StatementPeriod,
  ): Promise<Provenanced<ReadonlyArray<StatementRows[Kind]>>>;
  filings(symbol: string): Promise<Provenanced<ReadonlyArray<Filing>>>;
  filingDocument(url: string): Promise<Provenanced<FilingDocument>>;
  news(symbol: string): Promise<Provenanced<ReadonlyArray<NewsItem>>>;
}

const unknownSymbol = (symbol: string) =>
  new HttpError(404, "unknown_symbol", `No company data for ${symbol}. Check the ticker symbol.`);

/** How long answers without a lifetime of their own (filings, news, documents) are kept. */
const FILINGS_LIFETIME: Lifetime = "statements";
const NEWS_LIFETIME: Lifetime = "generalNews";

export function marketData(providers: ReadonlyArray<MarketDataProvider>, now: () => number = Date.now): MarketData {
  const cache = new ResponseCache(now);

  /** Asks each provider in turn; `call` is undefined for a provider that lacks the call. */
  async function ask<T>(
    key: string,
    lifetime: Lifetime,
    call: (provider: MarketDataProvider) => Promise<Sourced<T> | null> | undefined,
    notFound: () => HttpError,
  ): Promise<Provenanced<T>> {
    const cached = cache.read(key);
    if (cached) return cached.value as Provenanced<T>;
    let unavailable = false;
    for (const provider of providers) {
      try {
        const answer = await call(provider);
        if (!answer) continue;
        const stamped = {
          data: answer.data,
          provenance: { provider: provider.name, asOf: answer.asOf, live: provider.live },
        };
        cache.write(key, stamped, CACHE_LIFETIME_MS[lifetime]);
        return stamped;
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        unavailable = true;
      }
    }
    if (unavailable) {
      throw new HttpError(503, "provider_unavailable", "Company data is unavailable right now. Please try again.");
    }
    throw notFound();
  }

  const flat = <T extends object>({ data, provenance }: Provenanced<T>) => ({ ...data, provenance });

  return {
    profile: async (symbol) => {
      const upper = symbol.toUpperCase();
      return flat(
        await ask(
          `profile:${upper}`,
          "profile",
          (p) => p.profile?.(upper),
          () => unknownSymbol(upper),
        ),
      );
    },
    quote: async (symbol) => {
      const upper = symbol.toUpperCase();
      return flat(
        await ask(
          `quote:${upper}`,
          "quote",
          (p) => p.quote?.(upper),
          () => unknownSymbol(upper),
        ),
      );
    },
    historicalPrices: (symbol) => {
      const upper = symbol.toUpperCase();
      return ask(
        `prices:${upper}`,
        "historicalPrices",
        (p) => p.historicalPrices?.(upper),
        () => unknownSymbol(upper),
      );
    },
    statements: (symbol, kind, period) => {
      const upper = symbol.toUpperCase();
      return ask(
        `statements:${kind}:${period}:${upper}`,
        "statements",
        (p) => p.statements?.(upper, kind, period),
        () => unknownSymbol(upper),
      );
    },
    filings: (symbol) => {
      const upper = symbol.toUpperCase();
      return ask(
        `filings:${upper}`,
        FILINGS_LIFETIME,
        (p) => p.filings?.(upper),
        () => unknownSymbol(upper),
      );
    },
    filingDocument: (url) =>
      ask(
        `filing:${url}`,
        FILINGS_LIFETIME,
        (p) => p.filingDocument?.(url),
        () => new HttpError(404, "unknown_filing", "This filing could not be found. Check the address."),
      ),
    news: (symbol) => {
      const upper = symbol.toUpperCase();
      return ask(
        `news:${upper}`,
        NEWS_LIFETIME,
        (p) => p.news?.(upper),
        () => unknownSymbol(upper),
      );
    },
  };
}
