// Company search (spec §2, issue 5 and 6): over a live provider's listings when one is configured
// (`sec`: EDGAR's company_tickers.json), else over the bundled universe of US-listed companies.
// A live list is indexed once per copy; the bundled universe lends it the names and exchanges it
// knows (EDGAR names no exchange and writes names in capitals). When the live list cannot be had,
// the last copy answers (with its own date), or the bundled universe before there was one; the
// live list is then not asked again for a while. Each result says whether the configured
// providers have data on it.
import type { CompanySuggestion, Provenance } from "@moatwise/core";
import type { MarketData } from "../market/marketData";
import { type CompanyIndex, companyIndex } from "./companySearch";
import { COMPANY_UNIVERSE_AS_OF, companyUniverse } from "./companyUniverse";

/** After a live list failed, searches use the bundled universe this long before asking again. */
export const LISTINGS_RETRY_MS = 5 * 60_000;

export interface CompanySearchAnswer {
  readonly results: CompanySuggestion[];
  readonly provenance: Provenance;
}

const bundledIndex = companyIndex(companyUniverse);
const bundledProvenance: Provenance = { provider: "bundled listings", asOf: COMPANY_UNIVERSE_AS_OF, live: false };
const bundledBySymbol = new Map(companyUniverse.map((company) => [company.symbol, company]));

/** A listed company as the bundled universe knows it, when it does. */
const withBundledDetails = (company: CompanySuggestion): CompanySuggestion =>
  bundledBySymbol.get(company.symbol) ?? company;

interface LiveIndex {
  readonly listings: ReadonlyArray<CompanySuggestion>;
  readonly symbols: ReadonlySet<string>;
  readonly index: CompanyIndex;
  readonly provenance: Provenance;
}

export function companySearchService(market: MarketData, now: () => number = Date.now) {
  let live: LiveIndex | null = null;
  let liveRetryAt = 0;

  /** The live listings' index; the last one, or null, while the list cannot be had. */
  async function liveIndex(): Promise<LiveIndex | null> {
    if (now() < liveRetryAt) return live;
    try {
      const { data, provenance } = await market.listings();
      if (live?.listings !== data) {
        const symbols = new Set(data.map((company) => company.symbol));
        live = { listings: data, symbols, index: companyIndex(data.map(withBundledDetails)), provenance };
      }
      return live;
    } catch {
      // No provider lists companies, or the list could not be had or read.
      liveRetryAt = now() + LISTINGS_RETRY_MS;
      return live;
    }
  }

  /** Each result says whether the providers have data on it. */
  const marked = (results: CompanySuggestion[]) =>
    results.map((company) => ({ ...company, hasData: market.covers(company.symbol) }));

  return {
    async search(query: string): Promise<CompanySearchAnswer> {
      const index = await liveIndex();
      if (!index) return { results: marked(bundledIndex.search(query)), provenance: bundledProvenance };
      return { results: marked(index.index.search(query)), provenance: index.provenance };
    },

    /** Whether `symbol` (as exchanges write it) is a listed company, or one a provider has data on. */
    async knows(symbol: string): Promise<boolean> {
      if (market.covers(symbol) || bundledBySymbol.has(symbol)) return true;
      return (await liveIndex())?.symbols.has(symbol) ?? false;
    },
  };
}

export type CompanySearch = ReturnType<typeof companySearchService>;
