// The AI provider the configuration names (see `config.ts`): a live model when a key or address
// is set, else the offline assistant over the bundled company material and the user's own.
import type { PlannedCompany } from "@moatwise/core";
import { type AnswerEngine, answerEngine } from "../../answers/answerEngine";
import { liveFactsWriter } from "../../answers/liveWriter";
import type { Passage } from "../../answers/localLibrary";
import { coveredCompanies } from "../../answers/materialScope";
import { bundledCatalogue, bundledPassages } from "../../bundledMaterial";
import type { ServerConfig } from "../../config";
import type { AiProvider } from "../../languageModel/aiProvider";
import { companyInsightsService } from "../company/companyInsights.service";
import { type MarketData, marketData } from "../market/marketData";
import { sampleProvider } from "../market/sample/sampleProvider";
import { openAiProvider } from "./live/openAiProvider";
import { perplexityProvider } from "./live/perplexityProvider";
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
 * The answer engine over the one MarketData the server built (the configured providers), as the
 * data pages and reports read it: its figures, and the bundled material and seven-powers
 * evidence a company's risks, moat, news and filings are quoted from.
 */
export function answerEngineOf(market: MarketData): AnswerEngine {
  const insights = companyInsightsService(market);
  return answerEngine(market, bundledCatalogue, {
    passages: bundledPassages,
    powers: (symbol) => insights.sevenPowers(symbol),
  });
}

export function aiProviderFor(
  config: AiConfig,
  fetchFn: typeof fetch = fetch,
  own?: OwnMaterial,
  market: MarketData = marketData([sampleProvider]),
): AiProvider {
  // A live model writes an answer from the same facts and quotes the offline writer uses.
  const engine = answerEngineOf(market);
  const fromFacts = (model: AiProvider) => liveFactsWriter({ model, facts: engine, passages: bundledPassages });
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
  // The bundled material is read in the background as the server starts, so no first question waits for it.
  bundledPassages().catch(() => undefined);
  return offlineProvider({
    // The local material is the bundled set, whatever live providers answer the data pages.
    passages: bundledPassages,
    facts: engine,
    ...(own ? { ownPassages: own.passages, ownNotesOn: own.notesOn } : {}),
    covered: coveredCompanies(bundledCatalogue),
    ...(own?.highlightsOn ? { ownHighlightsOn: own.highlightsOn } : {}),
    deltaDelayMs: config.aiOfflineDeltaMs,
  });
}
