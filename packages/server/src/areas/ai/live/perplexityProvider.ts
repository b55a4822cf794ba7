// The `perplexity` provider (PERPLEXITY_API_KEY): Sonar searches the web as it answers. Our
// request options become its search controls: domain filters (from @x, @substack), recency and
// search depth (`web_search_options.search_context_size`).
import type { AiRequest } from "@moatwise/core";
import type { AiProvider } from "../../../languageModel/aiProvider";
import { chatCompletionsProvider } from "./chatCompletions";

export const PERPLEXITY_BASE_URL = "https://api.perplexity.ai";
export const PERPLEXITY_DEFAULT_MODEL = "sonar";

/** Sonar's search fields for a request; only the ones the request sets. */
export function perplexitySearchFields(request: AiRequest): Record<string, unknown> {
  const { domain_filters, search_recency_filter, search_context_size } = request.options;
  return {
    ...(domain_filters && domain_filters.length > 0 ? { search_domain_filter: [...domain_filters] } : {}),
    ...(search_recency_filter ? { search_recency_filter } : {}),
    ...(search_context_size ? { web_search_options: { search_context_size } } : {}),
  };
}

export interface PerplexityOptions {
  readonly apiKey: string;
  readonly model?: string;
  readonly fetch: typeof fetch;
  readonly now?: () => Date;
}

export function perplexityProvider(options: PerplexityOptions): AiProvider {
  return chatCompletionsProvider({
    name: "perplexity",
    baseUrl: PERPLEXITY_BASE_URL,
    apiKey: options.apiKey,
    model: options.model || PERPLEXITY_DEFAULT_MODEL,
    webSearch: true,
    fetch: options.fetch,
    extraBody: perplexitySearchFields,
    ...(options.now ? { now: options.now } : {}),
  });
}
