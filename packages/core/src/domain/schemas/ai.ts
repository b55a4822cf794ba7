// The AI assistant's answers: the assistant response (spec §3), the stream's events (§7), and
// what the server says about its AI provider.
import { Schema } from "effect";
import { ChatMode } from "../chat/aiRequest";
import {
  AI_MODEL_NAME_MAX_CHARS,
  AI_PROVIDER_NAME_MAX_CHARS,
  ANSWER_REASONING_MAX_CHARS,
  ANSWER_SOURCES_MAX,
  CHAT_MESSAGE_MAX_CHARS,
  SOURCE_DATE_MAX_CHARS,
  SOURCE_PUBLISHER_MAX_CHARS,
  SOURCE_TEXT_MAX_CHARS,
  SOURCE_TITLE_MAX_CHARS,
  SOURCE_URL_MAX_CHARS,
} from "../constants";
import { listUpTo, textUpTo } from "./common";

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

/** An AI provider's and a model's name, as a caller may store them with a message. */
export const AiProviderName = textUpTo(AI_PROVIDER_NAME_MAX_CHARS);
export const AiModelName = textUpTo(AI_MODEL_NAME_MAX_CHARS);

/** A search result as a client saves it with an answer: each text bounded. */
const SavedSearchResult = Schema.Struct({
  url: textUpTo(SOURCE_URL_MAX_CHARS),
  title: textUpTo(SOURCE_TITLE_MAX_CHARS),
  content: textUpTo(SOURCE_TEXT_MAX_CHARS),
  snippet: Schema.optionalKey(textUpTo(SOURCE_TEXT_MAX_CHARS)),
  publisher: Schema.optionalKey(textUpTo(SOURCE_PUBLISHER_MAX_CHARS)),
  date: Schema.optionalKey(textUpTo(SOURCE_DATE_MAX_CHARS)),
});

/**
 * The answer a client saves with its message (the message append's body): the same shape as
 * `AssistantResponse`, with every text and list bounded (core's `savableAnswer` cuts one to fit).
 */
export const SavedAssistantResponse = Schema.Struct({
  response: textUpTo(CHAT_MESSAGE_MAX_CHARS),
  citations: listUpTo(textUpTo(SOURCE_URL_MAX_CHARS), ANSWER_SOURCES_MAX, "citations"),
  search_results: listUpTo(SavedSearchResult, ANSWER_SOURCES_MAX, "search results"),
  reasoning_summary: Schema.NullOr(textUpTo(ANSWER_REASONING_MAX_CHARS)),
  mode: ChatMode,
  provider: AiProviderName,
  model: AiModelName,
});
export type SavedAssistantResponse = typeof SavedAssistantResponse.Type;

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
