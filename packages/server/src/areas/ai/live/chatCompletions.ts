// A live AI provider over the OpenAI chat-completions API, which Perplexity's Sonar and every
// OpenAI-compatible server (OpenAI, Ollama, vLLM, LM Studio) speak. The answer streams as SSE
// chunks; each becomes our events: text deltas, thinking (reasoning deltas, or `<think>` blocks in
// the text), and citations when the server sends sources (Perplexity's `citations` and
// `search_results`). A failed call becomes an AiProviderError with a message a user can act on.
import { type AiRequest, createSseParser, type SearchResult } from "@moatwise/core";
import {
  type AiProvider,
  AiProviderError,
  type AnswerEvent,
  type AskContext,
  type PromptMessage,
} from "../../../languageModel/aiProvider";
import { answerMessages, titleMessages } from "./answerPrompt";
import { createThinkSplitter, type TextPiece } from "./thinkTags";

export interface ChatCompletionsOptions {
  readonly name: string;
  /** Up to and without `/chat/completions`, e.g. `https://api.openai.com/v1`. */
  readonly baseUrl: string;
  /** Sent as a bearer token; local servers such as Ollama need none. */
  readonly apiKey: string | undefined;
  readonly model: string;
  readonly webSearch: boolean;
  readonly fetch: typeof fetch;
  /** Provider-specific request fields (Perplexity's search filters). */
  readonly extraBody?: (request: AiRequest) => Record<string, unknown>;
  readonly now?: () => Date;
}

/** One streamed chunk, as far as we read it. */
interface CompletionChunk {
  model?: string;
  citations?: unknown;
  search_results?: unknown;
  error?: { message?: string };
  choices?: Array<{
    finish_reason?: string | null;
    delta?: { content?: string | null; reasoning_content?: string | null; reasoning?: string | null };
    message?: { content?: string | null };
  }>;
}

const PROVIDER_MESSAGE_MAX_CHARS = 200;
/** Room for a short title, and for a reasoning model's brief thought before it. */
const TITLE_MAX_TOKENS = 40;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** Perplexity's search results in our shape; anything without an address is dropped. */
export function searchResultsOf(value: unknown): SearchResult[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((result) => {
    const url = text(result.url);
    if (!url) return [];
    const snippet = text(result.snippet);
    const date = text(result.date) ?? text(result.last_updated);
    return [
      {
        url,
        title: text(result.title) || url,
        content: snippet ?? "",
        ...(snippet ? { snippet } : {}),
        ...(date ? { date } : {}),
      },
    ];
  });
}

const citationsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((url): url is string => typeof url === "string") : [];

/** The provider's own words from an error body (`{error: {message}}` or plain text), cut short. */
async function providerMessage(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  let message = body;
  try {
    const parsed: unknown = JSON.parse(body);
    if (isRecord(parsed)) {
      const error = parsed.error;
      message = (isRecord(error) ? text(error.message) : text(error)) ?? text(parsed.detail) ?? body;
    }
  } catch {}
  return message.replace(/\s+/g, " ").trim().slice(0, PROVIDER_MESSAGE_MAX_CHARS);
}

async function failureOf(name: string, response: Response): Promise<AiProviderError> {
  const message = await providerMessage(response);
  const said = message ? `: ${message}` : ".";
  if (response.status === 401 || response.status === 403) {
    return new AiProviderError(
      "unavailable",
      `The ${name} provider rejected the API key (HTTP ${response.status})${said}`,
    );
  }
  if (response.status === 429) {
    return new AiProviderError(
      "rateLimited",
      `The ${name} provider is limiting requests; try again in a minute${said}`,
    );
  }
  return new AiProviderError("upstreamFailed", `The ${name} provider answered HTTP ${response.status}${said}`);
}

/** Text and thinking events from one piece of answer text. */
const eventsOf = (pieces: ReadonlyArray<TextPiece>): AnswerEvent[] =>
  pieces.map((piece) => ({ _tag: piece.kind === "answer" ? "delta" : "thinking", content: piece.content }));

export function chatCompletionsProvider(options: ChatCompletionsOptions): AiProvider {
  const now = options.now ?? (() => new Date());
  let lastFailure: string | undefined;

  async function post(body: Record<string, unknown>, signal: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await options.fetch(`${options.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: body.stream ? "text/event-stream" : "application/json",
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: options.model, ...body }),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw remember(
        new AiProviderError("unavailable", `Could not reach the ${options.name} provider at ${options.baseUrl}.`),
      );
    }
    if (!response.ok) throw remember(await failureOf(options.name, response));
    lastFailure = undefined;
    return response;
  }

  function remember(error: AiProviderError): AiProviderError {
    lastFailure = error.message;
    return error;
  }

  /** One reply, not streamed; a reasoning model's thoughts are left out. */
  async function complete(
    messages: ReadonlyArray<PromptMessage>,
    { signal, maxTokens }: { signal: AbortSignal; maxTokens: number },
  ): Promise<string> {
    const response = await post({ messages, stream: false, max_tokens: maxTokens }, signal);
    const body = (await response.json().catch(() => ({}))) as CompletionChunk;
    const splitter = createThinkSplitter();
    const content = body.choices?.[0]?.message?.content ?? "";
    return [...splitter.push(content), ...splitter.end()]
      .filter((piece) => piece.kind === "answer")
      .map((piece) => piece.content)
      .join("")
      .trim();
  }

  async function* answerTo(
    messages: ReadonlyArray<PromptMessage>,
    request: AiRequest,
    context: AskContext,
  ): AsyncIterable<AnswerEvent> {
    const response = await post({ messages, stream: true, ...(options.extraBody?.(request) ?? {}) }, context.signal);
    if (!response.body)
      throw remember(new AiProviderError("upstreamFailed", `The ${options.name} provider sent no answer.`));

    const thoughts = createThinkSplitter();
    const pending: AnswerEvent[] = [];
    let citations: string[] = [];
    let searchResults: SearchResult[] = [];
    let thinking = "";
    let model = options.model;
    let finished = false;

    const take = (events: ReadonlyArray<AnswerEvent>) => {
      for (const event of events) if (event._tag === "thinking") thinking += event.content;
      pending.push(...events);
    };

    const readChunk = (chunk: CompletionChunk) => {
      if (chunk.error)
        throw remember(
          new AiProviderError("upstreamFailed", chunk.error.message ?? "The model stopped with an error."),
        );
      if (chunk.model) model = chunk.model;
      const chunkCitations = citationsOf(chunk.citations);
      const chunkResults = searchResultsOf(chunk.search_results);
      if (chunkCitations.length > citations.length || chunkResults.length > searchResults.length) {
        citations = chunkCitations.length > 0 ? chunkCitations : chunkResults.map((result) => result.url);
        searchResults = chunkResults.length > 0 ? chunkResults : searchResults;
        pending.push({ _tag: "citations", citations, search_results: searchResults });
      }
      const choice = chunk.choices?.[0];
      const reasoning = choice?.delta?.reasoning_content ?? choice?.delta?.reasoning;
      if (reasoning) take([{ _tag: "thinking", content: reasoning }]);
      const content = choice?.delta?.content;
      if (content) take(eventsOf(thoughts.push(content)));
      if (choice?.finish_reason) finished = true;
    };

    const parser = createSseParser(({ data }) => {
      if (data === "[DONE]") {
        finished = true;
        return;
      }
      let chunk: CompletionChunk;
      try {
        chunk = JSON.parse(data) as CompletionChunk;
      } catch {
        return; // Keep-alive noise some servers send; the answer goes on.
      }
      readChunk(chunk);
    });

    const decoder = new TextDecoder();
    for await (const bytes of response.body) {
      parser.feed(decoder.decode(bytes, { stream: true }));
      yield* pending.splice(0);
    }
    parser.feed(`${decoder.decode()}\n\n`);
    take(eventsOf(thoughts.end()));
    yield* pending.splice(0);
    if (!finished) {
      throw remember(
        new AiProviderError("upstreamFailed", `The ${options.name} provider stopped before finishing its answer.`),
      );
    }
    yield {
      _tag: "done",
      citations,
      search_results: searchResults,
      reasoning_summary: thinking.trim() || null,
      mode: request.mode,
      provider: options.name,
      model,
    };
  }

  const answer = (request: AiRequest, context: AskContext) =>
    answerTo(answerMessages(request, { webSearch: options.webSearch, today: now() }), request, context);

  return {
    name: options.name,
    model: options.model,
    live: true,
    webSearch: options.webSearch,
    answer,
    answerTo,

    complete,

    title: (message, signal) => complete(titleMessages(message), { signal, maxTokens: TITLE_MAX_TOKENS }),

    async health() {
      // No call is spent on a check: the provider is degraded while its last call failed.
      if (lastFailure) return { status: "degraded", detail: lastFailure };
      return { status: "ok", detail: null };
    },
  };
}
