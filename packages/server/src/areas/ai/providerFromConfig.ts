// The AI provider the configuration names (see `config.ts`): a live model when a key or address
// is set, else the offline assistant over the bundled company material and the user's own.
import { companyDirectory, type KnownCompany } from "@moatwise/core";
import { runPlan } from "../../answers/factsEngine";
import { liveFactsWriter } from "../../answers/liveWriter";
import type { ServerConfig } from "../../config";
import { companyInsightsService } from "../company/companyInsights.service";
import { companyUniverse } from "../company/companyUniverse";
import { financialsService } from "../financials/financials.service";
import { annualFacts } from "../financials/statementFacts";
import { type MarketData, marketData } from "../market/marketData";
import { SAMPLE_PROFILES } from "../market/sample/sampleProfiles.data";
import { sampleProvider } from "../market/sample/sampleProvider";
import type { AiProvider } from "./aiProvider";
import { openAiProvider } from "./live/openAiProvider";
import { perplexityProvider } from "./live/perplexityProvider";
import type { CompanyData } from "./offline/intentAnswer";
import { type Passage, samplePassages } from "./offline/localLibrary";
import { offlineProvider } from "./offline/offlineProvider";

type AiConfig = Pick<
  ServerConfig,
  | "aiProvider"
  | "aiOfflineDeltaMs"
  | "perplexityApiKey"
  | "perplexityModel"
  | "openaiBaseUrl"
  | "openaiApiKey"
  | "openaiModel"
>;

/** The asking user's own passages (notes, PDF pages) holding any of the words, for the offline assistant to search too. */
export type OwnPassages = (userId: string, words: ReadonlyArray<string>) => Promise<ReadonlyArray<Passage>>;

/** The offline assistant's and the report writer's local material: the bundled set's passages. */
export const bundledPassages = () => samplePassages(companyInsightsService(marketData([sampleProvider])));

/**
 * What the offline assistant computes its answers from: the statements, evidence and ratios of the
 * one MarketData the server built (the configured providers), as the data pages and reports read.
 */
export function companyDataOf(market: MarketData): CompanyData {
  const insights = companyInsightsService(market);
  const financials = financialsService(market);
  return {
    facts: (symbol) => annualFacts(market, symbol),
    powers: (symbol) => insights.sevenPowers(symbol),
    ratios: (symbol) => financials.ratiosTtm(symbol),
  };
}

/** The companies the providers have data on: the bundled set's, and every listed one a live provider covers. */
function coveredCompanies(market: MarketData): KnownCompany[] {
  const sample = SAMPLE_PROFILES.filter((company) => market.covers(company.symbol)).map((company) => ({
    symbol: company.symbol,
    name: company.companyName,
  }));
  const known = new Set(sample.map((company) => company.symbol));
  const listed = companyUniverse.filter((company) => !known.has(company.symbol) && market.covers(company.symbol));
  return [...sample, ...listed];
}

/** The plan reader's directory and the facts engine, over one MarketData. */
export function factsOver(market: MarketData) {
  const covered = coveredCompanies(market);
  const directory = companyDirectory(covered, companyUniverse);
  return { directory, run: (plan: Parameters<typeof runPlan>[0]) => runPlan(plan, market, { covered }) };
}

export function aiProviderFor(
  config: AiConfig,
  fetchFn: typeof fetch = fetch,
  ownPassages?: OwnPassages,
  market: MarketData = marketData([sampleProvider]),
): AiProvider {
  // A live model writes a figures answer from the same facts the offline writer uses.
  const fromFacts = (model: AiProvider) =>
    liveFactsWriter({ model, facts: factsOver(market), passages: bundledPassages });
  if (config.aiProvider === "perplexity" && config.perplexityApiKey) {
    return fromFacts(
      perplexityProvider({ apiKey: config.perplexityApiKey, model: config.perplexityModel, fetch: fetchFn }),
    );
  }
  if (config.aiProvider === "openai") {
    return fromFacts(
      openAiProvider({
        baseUrl: config.openaiBaseUrl,
        apiKey: config.openaiApiKey,
        model: config.openaiModel,
        fetch: fetchFn,
      }),
    );
  }
  return offlineProvider({
    // The local material is the bundled set, whatever live providers answer the data pages.
    passages: bundledPassages,
    companyData: companyDataOf(market),
    facts: factsOver(market),
    ...(ownPassages ? { ownPassages } : {}),
    deltaDelayMs: config.aiOfflineDeltaMs,
  });
}
