// One interface for every AI provider (offline, perplexity, openai-compatible): an answer streams as
// the contract's events (delta, thinking, citations) and ends with `done`; a title is one short line.
import type { AiHealth, AiRequest, AiStreamEvent } from "@moatwise/core";
import { AreaFailure, type FailureKind } from "../areas/areaFailure";

export type AnswerEvent = AiStreamEvent;
export type AnswerDone = Extract<AiStreamEvent, { _tag: "done" }>;

/** One message of a prompt, as chat-completions APIs take them. */
export interface PromptMessage {
  readonly role: "system" | "user" | "assistant";
  readonly content: string;
}

/** Who is asking, for providers that read the user's own material (notes, PDFs). */
export interface AskContext {
  readonly userId: string;
  readonly signal: AbortSignal;
}

export interface AiProvider {
  /** Shown in answers and on /ai/health: `offline`, `perplexity`, `openai`. */
  readonly name: string;
  readonly model: string;
  /** False for the offline provider: it answers from local material only. */
  readonly live: boolean;
  readonly webSearch: boolean;
  /** The answer's events in order; the last one is `done`. Throws AiProviderError on failure. */
  answer(request: AiRequest, context: AskContext): AsyncIterable<AnswerEvent>;
  /**
   * The answer's events to a prompt another writer made (the facts writer's); only live models
   * have it. `answer` is this with the provider's own prompt.
   */
  answerTo?(
    messages: ReadonlyArray<PromptMessage>,
    request: AiRequest,
    context: AskContext,
  ): AsyncIterable<AnswerEvent>;
  /**
   * One reply to a prompt, whole, with any thinking left out; only live models have it (the
   * offline provider quotes, it does not write).
   */
  complete?(
    messages: ReadonlyArray<PromptMessage>,
    options: { signal: AbortSignal; maxTokens: number },
  ): Promise<string>;
  /** A short title for a conversation that starts with `message`. */
  title(message: string, signal: AbortSignal): Promise<string>;
  /** Whether the provider can answer now, and why not. */
  health(): Promise<Pick<AiHealth, "status" | "detail">>;
}

/** How to turn on a live model, for every answer or refusal that needs one. */
export const CONFIGURE_A_MODEL = "set PERPLEXITY_API_KEY, or OPENAI_BASE_URL and OPENAI_API_KEY (see the README)";

/** A provider that could not answer; `status` is what the API answers (502, 503, 429, …). */
/** The AI provider failed: it limits requests, failed while answering, or cannot be reached. */
export class AiProviderError extends AreaFailure {
  constructor(kind: Extract<FailureKind, "rateLimited" | "upstreamFailed" | "unavailable">, message: string) {
    super(kind, "ai_unavailable", message);
  }
}
