// The AI provider the configuration names (see `config.ts`): a live model when a key or address
// is set, else the offline assistant over the bundled company material and the user's own.
import type { PlannedCompany } from "@moatwise/core";
import { factsOver } from "../../answers/factsOver";
import { liveFactsWriter } from "../../answers/liveWriter";
import type { Passage } from "../../answers/localLibrary";
import { coveredCompanies } from "../../answers/materialScope";
import { annualFacts } from "../../answers/statementFacts";
import { bundledCatalogue, bundledPassages } from "../../bundledMaterial";
import type { ServerConfig } from "../../config";
import type { AiProvider } from "../../languageModel/aiProvider";
import { companyInsightsService } from "../company/companyInsights.service";
import { financialsService } from "../financials/financials.service";
import { type MarketData, marketData } from "../market/marketData";
import { sampleProvider } from "../market/sample/sampleProvider";
import { openAiProvider } from "./live/openAiProvider";
import { perplexityProvider } from "./live/perplexityProvider";
import type { CompanyData } from "./offline/intentAnswer";
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
export type OwnPassages = (
  userId: string,
  words: ReadonlyArray<string>,
  about?: string,
) => Promise<ReadonlyArray<Passage>>;

/** The asking user's material: passages holding a question's words, their notes and highlights on one company. */
export interface OwnMaterial {
  readonly passages: OwnPassages;
  readonly notesOn: (userId: string, symbol: string) => Promise<ReadonlyArray<Passage>>;
  readonly highlightsOn?: (userId: string, company: PlannedCompany) => Promise<ReadonlyArray<Passage>>;
}

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

export function aiProviderFor(
  config: AiConfig,
  fetchFn: typeof fetch = fetch,
  own?: OwnMaterial,
  market: MarketData = marketData([sampleProvider]),
): AiProvider {
  // A live model writes a figures answer from the same facts the offline writer uses.
  const fromFacts = (model: AiProvider) =>
    liveFactsWriter({ model, facts: factsOver(market, bundledCatalogue), passages: bundledPassages });
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
    facts: factsOver(market, bundledCatalogue),
    ...(own ? { ownPassages: own.passages, ownNotesOn: own.notesOn } : {}),
    covered: coveredCompanies(bundledCatalogue),
    ...(own?.highlightsOn ? { ownHighlightsOn: own.highlightsOn } : {}),
    deltaDelayMs: config.aiOfflineDeltaMs,
  });
}
