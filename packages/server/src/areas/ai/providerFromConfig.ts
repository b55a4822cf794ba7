// The AI provider the configuration names (see `config.ts`): a live model when a key or address
// is set, else the offline assistant over the bundled company material and the user's own.
import type { ServerConfig } from "../../config";
import { companyInsightsService } from "../company/companyInsights.service";
import { financialsService } from "../financials/financials.service";
import { annualFacts } from "../financials/statementFacts";
import { marketData } from "../market/marketData";
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

/** What the offline assistant computes its answers from: the bundled set's statements, evidence and ratios. */
export function bundledCompanyData(): CompanyData {
  const market = marketData([sampleProvider]);
  const insights = companyInsightsService(market);
  const financials = financialsService(market);
  return {
    facts: (symbol) => annualFacts(market, symbol),
    powers: (symbol) => insights.sevenPowers(symbol),
    ratios: (symbol) => financials.ratiosTtm(symbol),
  };
}

export function aiProviderFor(config: AiConfig, fetchFn: typeof fetch = fetch, ownPassages?: OwnPassages): AiProvider {
  if (config.aiProvider === "perplexity" && config.perplexityApiKey) {
    return perplexityProvider({ apiKey: config.perplexityApiKey, model: config.perplexityModel, fetch: fetchFn });
  }
  if (config.aiProvider === "openai") {
    return openAiProvider({
      baseUrl: config.openaiBaseUrl,
      apiKey: config.openaiApiKey,
      model: config.openaiModel,
      fetch: fetchFn,
    });
  }
  return offlineProvider({
    // The local material is the bundled set, whatever live providers answer the data pages.
    passages: bundledPassages,
    companyData: bundledCompanyData(),
    ...(ownPassages ? { ownPassages } : {}),
    deltaDelayMs: config.aiOfflineDeltaMs,
  });
}
