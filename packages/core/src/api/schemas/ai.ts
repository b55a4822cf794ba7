// The AI assistant's answers: the assistant response (spec §3), the stream's events (§7), and
// what the server says about its AI provider.
import { Schema } from "effect";
import { ChatMode } from "../../domain/chat/aiRequest";

/** A search result behind an answer; PDF ones also carry snippet, publisher and date. */
export const SearchResult = Schema.Struct({
  url: Schema.String,
  title: Schema.String,
  content: Schema.String,
  snippet: Schema.optionalKey(Schema.String),
  publisher: Schema.optionalKey(Schema.String),
  date: Schema.optionalKey(Schema.String),
});
export type SearchResult = typeof SearchResult.Type;

const sources = {
  /** Source URLs, in the order the answer cites them ([1], [2], …). */
  citations: Schema.Array(Schema.String),
  search_results: Schema.Array(SearchResult),
};

/** Everything about an answer except its text: what `done` carries. */
const answerDetails = {
  ...sources,
  reasoning_summary: Schema.NullOr(Schema.String),
  mode: ChatMode,
  provider: Schema.String,
  model: Schema.String,
};

export const AssistantResponse = Schema.Struct({ response: Schema.String, ...answerDetails });
export type AssistantResponse = typeof AssistantResponse.Type;

/** The events of POST /ai/stream, by their SSE event name. */
export const AiStreamEvent = Schema.Union([
  Schema.TaggedStruct("delta", { content: Schema.String }),
  Schema.TaggedStruct("thinking", { content: Schema.String }),
  Schema.TaggedStruct("citations", sources),
  Schema.TaggedStruct("done", answerDetails),
  Schema.TaggedStruct("error", { message: Schema.String }),
]);
export type AiStreamEvent = typeof AiStreamEvent.Type;

/** GET /ai/health: which provider answers, whether it is live, and what it can do. */
export const AiHealth = Schema.Struct({
  status: Schema.Literals(["ok", "degraded", "unavailable"]),
  provider: Schema.String,
  model: Schema.String,
  /** False for the offline provider: it answers from local material only. */
  live: Schema.Boolean,
  webSearch: Schema.Boolean,
  detail: Schema.NullOr(Schema.String),
});
export type AiHealth = typeof AiHealth.Type;

export const AiModes = Schema.Struct({
  modes: Schema.Array(
    Schema.Struct({ id: ChatMode, label: Schema.String, description: Schema.String, available: Schema.Boolean }),
  ),
});
export type AiModes = typeof AiModes.Type;
