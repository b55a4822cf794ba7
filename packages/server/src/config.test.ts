import { SIGNUPS_PER_HOUR } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { aiProviderFor } from "./areas/ai/providerFromConfig";
import { marketDataProvidersFor } from "./areas/market/providersFromConfig";
import { DEFAULT_CALLS_PER_MINUTE } from "./areas/usage/callLimits";
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

describe("the AI provider from the environment", () => {
  const aiOf = (env: NodeJS.ProcessEnv) => aiProviderFor(configFromEnv(env));

  it("is the offline assistant with no keys", () => {
    expect(aiOf({})).toMatchObject({ name: "offline", live: false });
  });

  it("streams an offline answer unpaced unless AI_OFFLINE_DELTA_MS asks: the client's typewriter paces it, once (issue 37)", () => {
    expect(configFromEnv({}).aiOfflineDeltaMs).toBe(0);
    expect(configFromEnv({ AI_OFFLINE_DELTA_MS: "40" }).aiOfflineDeltaMs).toBe(40);
  });

  it("is Perplexity with its key, before an OpenAI-compatible server", () => {
    expect(aiOf({ PERPLEXITY_API_KEY: "pplx", OPENAI_API_KEY: "sk" })).toMatchObject({
      name: "perplexity",
      model: "sonar",
      live: true,
      webSearch: true,
    });
    expect(aiOf({ PERPLEXITY_API_KEY: "pplx", PERPLEXITY_MODEL: "sonar-pro" }).model).toBe("sonar-pro");
  });

  it("is an OpenAI-compatible server with a key or an address alone (Ollama needs no key)", () => {
    expect(aiOf({ OPENAI_API_KEY: "sk" })).toMatchObject({ name: "openai", model: "gpt-4o-mini", webSearch: false });
    expect(aiOf({ OPENAI_BASE_URL: "http://localhost:11434/v1", OPENAI_MODEL: "qwen3:8b" })).toMatchObject({
      name: "openai",
      model: "qwen3:8b",
    });
  });

  it("follows AI_PROVIDER, and refuses unknown names or a provider without its settings", () => {
    expect(aiOf({ AI_PROVIDER: "offline", PERPLEXITY_API_KEY: "pplx" }).name).toBe("offline");
    expect(aiOf({ AI_PROVIDER: "openai", PERPLEXITY_API_KEY: "pplx", OPENAI_API_KEY: "sk" }).name).toBe("openai");
    expect(() => configFromEnv({ AI_PROVIDER: "claude" })).toThrow(/unknown provider "claude"/);
    expect(() => configFromEnv({ AI_PROVIDER: "perplexity" })).toThrow(/PERPLEXITY_API_KEY is not set/);
    expect(() => configFromEnv({ AI_PROVIDER: "openai" })).toThrow(/neither OPENAI_API_KEY nor OPENAI_BASE_URL is set/);
  });
});

describe("the per-minute limits of expensive calls from the environment", () => {
  it("are on by default, and each setting changes its kind; 0 turns a limit off", () => {
    expect(configFromEnv({}).callsPerMinute).toEqual(DEFAULT_CALLS_PER_MINUTE);
    expect(Object.values(DEFAULT_CALLS_PER_MINUTE).every((limit) => limit !== null && limit > 0)).toBe(true);
    expect(
      configFromEnv({
        AI_ANSWERS_PER_MINUTE: "120",
        RESEARCH_QUESTIONS_PER_MINUTE: "0",
        RESEARCH_REPORTS_PER_MINUTE: "2",
        PROMPTS_PER_MINUTE: "",
      }).callsPerMinute,
    ).toEqual({
      aiAnswer: 120,
      questionWriting: null,
      reportGeneration: 2,
      promptPosting: DEFAULT_CALLS_PER_MINUTE.promptPosting,
    });
  });

  it("refuses a setting that is not a whole number", () => {
    expect(() => configFromEnv({ AI_ANSWERS_PER_MINUTE: "lots" })).toThrow(
      /AI_ANSWERS_PER_MINUTE must be a whole number/,
    );
    expect(() => configFromEnv({ PROMPTS_PER_MINUTE: "-1" })).toThrow(/PROMPTS_PER_MINUTE/);
  });
});

describe("the sign-up limit from the environment", () => {
  it("is on by default at core's number, SIGNUPS_PER_HOUR changes it, and 0 turns it off", () => {
    expect(configFromEnv({}).signUpsPerHour).toBe(SIGNUPS_PER_HOUR);
    expect(SIGNUPS_PER_HOUR).toBeGreaterThan(0);
    expect(configFromEnv({ SIGNUPS_PER_HOUR: "3" }).signUpsPerHour).toBe(3);
    expect(configFromEnv({ SIGNUPS_PER_HOUR: "0" }).signUpsPerHour).toBeNull();
    expect(() => configFromEnv({ SIGNUPS_PER_HOUR: "many" })).toThrow(/SIGNUPS_PER_HOUR must be a whole number/);
  });
});
