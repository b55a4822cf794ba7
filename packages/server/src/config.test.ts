import { describe, expect, it } from "vitest";
import { marketDataProvidersFor } from "./areas/market/providersFromConfig";
import { configFromEnv } from "./config";

const providersOf = (env: NodeJS.ProcessEnv) => configFromEnv(env).marketDataProviders;

describe("the market-data providers from the environment", () => {
  it("is the sample set alone with no keys", () => {
    expect(providersOf({})).toEqual(["sample"]);
  });

  it("puts every keyed provider first, FMP before SEC, and keeps the sample set last", () => {
    expect(providersOf({ SEC_USER_AGENT: "Moatwise admin@example.com" })).toEqual(["sec", "sample"]);
    expect(providersOf({ SEC_USER_AGENT: "Moatwise a@b.co", FMP_API_KEY: "k" })).toEqual(["fmp", "sec", "sample"]);
  });

  it("follows MARKET_DATA_PROVIDERS, and refuses unknown names or a provider without its key", () => {
    expect(providersOf({ MARKET_DATA_PROVIDERS: "sec, fmp", SEC_USER_AGENT: "M a@b.co", FMP_API_KEY: "k" })).toEqual([
      "sec",
      "fmp",
      "sample",
    ]);
    expect(() => providersOf({ MARKET_DATA_PROVIDERS: "yahoo" })).toThrow(/unknown provider "yahoo"/);
    expect(() => providersOf({ MARKET_DATA_PROVIDERS: "fmp" })).toThrow(/FMP_API_KEY is not set/);
  });

  it("builds the providers in that order", () => {
    const config = configFromEnv({ SEC_USER_AGENT: "Moatwise a@b.co", FMP_API_KEY: "k" });
    expect(marketDataProvidersFor(config).map((provider) => provider.name)).toEqual(["fmp", "sec", "sample"]);
  });
});
