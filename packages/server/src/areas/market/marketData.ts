// The market data the routers use: each call asks the configured providers in order, falls back
// past those that lack the call, do not know the symbol or are unavailable, stamps the answer
// with its provenance, and keeps it for the call's lifetime (data-areas §9).
import {
  CACHE_LIFETIME_MS,
  type CompanySuggestion,
  type CoveredCompanies,
  type Filing,
  type NewsItem,
  type Provenance,
  ResponseCache,
} from "@moatwise/core";
import type { MarketFacts, Provenanced } from "../../answers/ports";
import { AreaFailure } from "../areaFailure";
import {
  type FilingDocument,
  type MarketDataProvider,
  ProviderUnavailable,
  type Sourced,
  type TtmRatios,
} from "./marketDataProvider";

type Lifetime = keyof typeof CACHE_LIFETIME_MS;

export type { Provenanced };

/** Every call of the market data; the answer engine reads the MarketFacts part of it. */
export interface MarketData extends MarketFacts {
  filings(symbol: string): Promise<Provenanced<ReadonlyArray<Filing>>>;
  filingDocument(url: string): Promise<Provenanced<FilingDocument>>;
  news(symbol: string): Promise<Provenanced<ReadonlyArray<NewsItem>>>;
  generalNews(): Promise<Provenanced<ReadonlyArray<NewsItem>>>;
  /** The companies a provider can search: 404 when none lists them (the bundled universe serves then). */
  listings(): Promise<Provenanced<ReadonlyArray<CompanySuggestion>>>;
  /** A provider's own TTM ratios: 404 when none offers them. */
  ratiosTtm(symbol: string): Promise<Provenanced<TtmRatios>>;
  /** The companies the providers name as covered, and whether a live one answers for any listed company. */
  covered(): Promise<CoveredCompanies>;
}

/** A company no provider has data on, said plainly: it is not the user's mistake. */
const unknownSymbol = (symbol: string, offline: boolean) =>
  new AreaFailure(
    "notFound",
    "unknown_symbol",
    offline
      ? `Moatwise has no company data for ${symbol}: offline, it covers a sample set of large US companies.`
      : `Moatwise has no company data for ${symbol} from its data providers.`,
  );

/** How long answers without a lifetime of their own (filings, news, documents) are kept. */
const FILINGS_LIFETIME: Lifetime = "statements";
const NEWS_LIFETIME: Lifetime = "generalNews";
const LISTINGS_LIFETIME: Lifetime = "profile";

export function marketData(providers: ReadonlyArray<MarketDataProvider>, now: () => number = Date.now): MarketData {
  const cache = new ResponseCache(now);
  const offline = providers.every((provider) => !provider.live);

  /** Asks each provider in turn; `call` is undefined for a provider that lacks the call. */
  async function ask<T>(
    key: string,
    lifetime: Lifetime,
    call: (provider: MarketDataProvider) => Promise<Sourced<T> | null> | undefined,
    notFound: () => AreaFailure,
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
      throw new AreaFailure(
        "unavailable",
        "provider_unavailable",
        "Company data is unavailable right now. Please try again.",
      );
    }
    throw notFound();
  }

  /** A cached answer as one object with its provenance, made once per cached answer. */
  const flattened = new WeakMap<object, object>();
  const flat = <T extends object>(answer: Provenanced<T>): T & { provenance: Provenance } => {
    const known = flattened.get(answer);
    if (known) return known as T & { provenance: Provenance };
    const made = { ...answer.data, provenance: answer.provenance };
    flattened.set(answer, made);
    return made;
  };

  /** A call about one company: keyed by its upper-case symbol, 404 unknown_symbol when nobody knows it. */
  const aboutSymbol = <T>(
    call: string,
    lifetime: Lifetime,
    symbol: string,
    answer: (provider: MarketDataProvider, upper: string) => Promise<Sourced<T> | null> | undefined,
  ) => {
    const upper = symbol.toUpperCase();
    return ask(
      `${call}:${upper}`,
      lifetime,
      (provider) => answer(provider, upper),
      () => unknownSymbol(upper, offline),
    );
  };

  return {
    covers: (symbol) => providers.some((provider) => provider.covers?.(symbol) ?? true),
    covered: async () => {
      const everyListedCompany = providers.some((provider) => !provider.covers);
      try {
        const { data, provenance } = await ask(
          "covered",
          LISTINGS_LIFETIME,
          (p) => p.coveredCompanies?.(),
          () => new AreaFailure("notFound", "no_covered_list", "No provider names the companies it covers."),
        );
        return { companies: data, everyListedCompany, provenance };
      } catch (error) {
        // A live provider alone covers every listed company and names none ahead: an empty list says so.
        if (!(error instanceof AreaFailure) || !everyListedCompany) throw error;
        const first = providers[0];
        return {
          companies: [],
          everyListedCompany,
          provenance: {
            provider: first?.name ?? "none",
            asOf: new Date(now()).toISOString(),
            live: first?.live ?? false,
          },
        };
      }
    },
    profile: async (symbol) => flat(await aboutSymbol("profile", "profile", symbol, (p, s) => p.profile?.(s))),
    quote: async (symbol) => flat(await aboutSymbol("quote", "quote", symbol, (p, s) => p.quote?.(s))),
    historicalPrices: (symbol) => aboutSymbol("prices", "historicalPrices", symbol, (p, s) => p.historicalPrices?.(s)),
    statements: (symbol, kind, period) =>
      aboutSymbol(`statements:${kind}:${period}`, "statements", symbol, (p, s) => p.statements?.(s, kind, period)),
    filings: (symbol) => aboutSymbol("filings", FILINGS_LIFETIME, symbol, (p, s) => p.filings?.(s)),
    news: (symbol) => aboutSymbol("news", NEWS_LIFETIME, symbol, (p, s) => p.news?.(s)),
    ratiosTtm: (symbol) => aboutSymbol("ratiosTtm", "metrics", symbol, (p, s) => p.ratiosTtm?.(s)),
    generalNews: () =>
      ask(
        "generalNews",
        NEWS_LIFETIME,
        (p) => p.generalNews?.(),
        () => new AreaFailure("notFound", "no_news", "No provider offers market news."),
      ),
    listings: () =>
      ask(
        "listings",
        LISTINGS_LIFETIME,
        (p) => p.listings?.(),
        () => new AreaFailure("notFound", "no_listings", "No provider lists companies."),
      ),
    filingDocument: (url) =>
      ask(
        `filing:${url}`,
        FILINGS_LIFETIME,
        (p) => p.filingDocument?.(url),
        () => new AreaFailure("notFound", "unknown_filing", "This filing could not be found. Check the address."),
      ),
  };
}
