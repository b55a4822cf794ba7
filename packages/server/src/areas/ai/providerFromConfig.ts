// The AI provider the configuration names (see `config.ts`): a live model when a key or address
// is set, else the offline assistant over the bundled company material.
import type { ServerConfig } from "../../config";
import { companyInsightsService } from "../company/companyInsights.service";
import { marketData } from "../market/marketData";
import { sampleProvider } from "../market/sample/sampleProvider";
import type { AiProvider } from "./aiProvider";
import { openAiProvider } from "./live/openAiProvider";
import { perplexityProvider } from "./live/perplexityProvider";
import { samplePassages } from "./offline/localLibrary";
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

export function aiProviderFor(config: AiConfig, fetchFn: typeof fetch = fetch): AiProvider {
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
    passages: () => samplePassages(companyInsightsService(marketData([sampleProvider]))),
    deltaDelayMs: config.aiOfflineDeltaMs,
  });
}
