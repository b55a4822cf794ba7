// The market data the routers use: each call asks the configured providers in order, falls back
// past those that lack the call, do not know the symbol or are unavailable, stamps the answer
// with its provenance, and keeps it for the call's lifetime (data-areas §9).
import { CACHE_LIFETIME_MS, type CompanyProfile, type CompanyQuote, ResponseCache } from "@moatwise/core";
import { HttpError } from "../../http/errors";
import { type Bare, type MarketDataProvider, ProviderUnavailable, type Sourced } from "./marketDataProvider";

type Call = "profile" | "quote";
type Lifetime = keyof typeof CACHE_LIFETIME_MS;

const LIFETIME_OF: Record<Call, Lifetime> = { profile: "profile", quote: "quote" };

export interface MarketData {
  profile(symbol: string): Promise<CompanyProfile>;
  quote(symbol: string): Promise<CompanyQuote>;
}

const unknownSymbol = (symbol: string) =>
  new HttpError(404, "unknown_symbol", `No company data for ${symbol}. Check the ticker symbol.`);

export function marketData(providers: ReadonlyArray<MarketDataProvider>, now: () => number = Date.now): MarketData {
  const cache = new ResponseCache(now);

  async function ask<T>(call: Call, symbol: string): Promise<T & { provenance: CompanyProfile["provenance"] }> {
    const key = `${call}:${symbol}`;
    const cached = cache.read(key);
    if (cached) return cached.value as T & { provenance: CompanyProfile["provenance"] };
    let unavailable: ProviderUnavailable | null = null;
    for (const provider of providers) {
      const method = provider[call] as ((symbol: string) => Promise<Sourced<Bare<T>> | null>) | undefined;
      if (!method) continue;
      try {
        const answer = await method.call(provider, symbol);
        if (!answer) continue;
        const stamped = {
          ...answer.data,
          provenance: { provider: provider.name, asOf: answer.asOf, live: provider.live },
        } as T & { provenance: CompanyProfile["provenance"] };
        cache.write(key, stamped, CACHE_LIFETIME_MS[LIFETIME_OF[call]]);
        return stamped;
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        unavailable = error;
      }
    }
    if (unavailable) {
      throw new HttpError(503, "provider_unavailable", "Company data is unavailable right now. Please try again.");
    }
    throw unknownSymbol(symbol);
  }

  return {
    profile: (symbol) => ask<CompanyProfile>("profile", symbol.toUpperCase()),
    quote: (symbol) => ask<CompanyQuote>("quote", symbol.toUpperCase()),
  };
}
