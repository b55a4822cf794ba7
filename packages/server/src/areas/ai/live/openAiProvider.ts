// The `openai` provider: any server that speaks OpenAI's chat completions (OpenAI itself, Ollama,
// vLLM, LM Studio), chosen with OPENAI_BASE_URL, OPENAI_API_KEY and OPENAI_MODEL. It does not
// search the web, and says so when a question needs current data.
import type { AiProvider } from "../../../languageModel/aiProvider";
import { chatCompletionsProvider } from "./chatCompletions";

export const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";
export const OPENAI_DEFAULT_MODEL = "gpt-4o-mini";

export interface OpenAiOptions {
  readonly baseUrl?: string;
  readonly apiKey?: string;
  readonly model?: string;
  readonly fetch: typeof fetch;
  readonly now?: () => Date;
}

export function openAiProvider(options: OpenAiOptions): AiProvider {
  return chatCompletionsProvider({
    name: "openai",
    baseUrl: options.baseUrl || OPENAI_DEFAULT_BASE_URL,
    apiKey: options.apiKey || undefined,
    model: options.model || OPENAI_DEFAULT_MODEL,
    webSearch: false,
    fetch: options.fetch,
    ...(options.now ? { now: options.now } : {}),
  });
}
