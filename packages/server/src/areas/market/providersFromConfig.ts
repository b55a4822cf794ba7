// The market-data providers the configuration names, in its order (see `config.ts`).
import type { ServerConfig } from "../../config";
import { fmpProvider } from "./fmp/fmpProvider";
import type { MarketDataProvider } from "./marketDataProvider";
import { sampleProvider } from "./sample/sampleProvider";
import { secProvider } from "./sec/secProvider";

export function marketDataProvidersFor(
  config: Pick<ServerConfig, "marketDataProviders" | "secUserAgent" | "fmpApiKey">,
  fetchFn: typeof fetch = fetch,
): MarketDataProvider[] {
  return config.marketDataProviders.map((name) => {
    if (name === "fmp" && config.fmpApiKey) return fmpProvider({ apiKey: config.fmpApiKey, fetch: fetchFn });
    if (name === "sec" && config.secUserAgent) return secProvider({ userAgent: config.secUserAgent, fetch: fetchFn });
    return sampleProvider;
  });
}
