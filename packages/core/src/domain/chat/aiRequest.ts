// The AI request (spec §3) and how chat input becomes one (spec §5): mentions choose the mode,
// @x and @substack narrow the search to a domain, user preferences shape the message and options.
import { Schema } from "effect";
import {
  AI_MESSAGE_MAX_CHARS,
  CHAT_HISTORY_ITEM_MAX_CHARS,
  CHAT_HISTORY_MAX_ITEMS,
  PAGE_CONTEXT_MAX_CHARS,
} from "../constants";

/** Text of at most `max` characters, empty allowed. */
const textUpTo = (max: number) =>
  Schema.String.check(Schema.isMaxLength(max, { message: `must be at most ${max} characters` }));

export const ChatMode = Schema.Literals(["chat", "chat_ticker", "news", "research", "explain"]);
export type ChatMode = typeof ChatMode.Type;

export const SearchRecency = Schema.Literals(["hour", "day", "week", "month", "year"]);
export const SearchContextSize = Schema.Literals(["low", "medium", "high"]);
export const Verbosity = Schema.Literals(["concise", "balanced", "detailed"]);
export type Verbosity = typeof Verbosity.Type;

export const AiRequestOptions = Schema.Struct({
  domain_filters: Schema.optionalKey(
    Schema.Array(textUpTo(253)).check(Schema.isMaxLength(20, { message: "must list at most 20 domains" })),
  ),
  symbol: Schema.optionalKey(textUpTo(20)),
  company_name: Schema.optionalKey(textUpTo(200)),
  user_timezone: Schema.optionalKey(textUpTo(64)),
  search_recency_filter: Schema.optionalKey(SearchRecency),
  search_context_size: Schema.optionalKey(SearchContextSize),
  /** Ours: how long the answer should be. */
  verbosity: Schema.optionalKey(Verbosity),
  /** Ours: text of the page the user is on, cut to 8000 characters. */
  page_context: Schema.optionalKey(textUpTo(PAGE_CONTEXT_MAX_CHARS)),
});
export type AiRequestOptions = typeof AiRequestOptions.Type;

export const ChatHistoryItem = Schema.Struct({
  role: Schema.Literals(["user", "assistant"]),
  content: textUpTo(CHAT_HISTORY_ITEM_MAX_CHARS),
});
export type ChatHistoryItem = typeof ChatHistoryItem.Type;

export const AiRequest = Schema.Struct({
  message: textUpTo(AI_MESSAGE_MAX_CHARS),
  mode: ChatMode,
  options: AiRequestOptions,
  chat_history: Schema.optionalKey(
    Schema.Array(ChatHistoryItem).check(
      Schema.isMaxLength(CHAT_HISTORY_MAX_ITEMS, { message: `must hold at most ${CHAT_HISTORY_MAX_ITEMS} turns` }),
    ),
  ),
});

/** Whether the request's question is longer than the assistant takes (with any complexity prefix). */
export const isMessageTooLong = (request: AiRequest) => request.message.length > AI_MESSAGE_MAX_CHARS;

/** The last turns of a conversation, each cut, as an AI request may carry them. */
export function recentHistory(history: ReadonlyArray<ChatHistoryItem>): ChatHistoryItem[] {
  return history
    .slice(-CHAT_HISTORY_MAX_ITEMS)
    .map((item) => ({ role: item.role, content: item.content.slice(0, CHAT_HISTORY_ITEM_MAX_CHARS) }));
}
export type AiRequest = typeof AiRequest.Type;

/** The mentions the chat input offers after @ or /. */
export const MENTION_TRIGGERS = ["news", "deepdive", "onepager", "substack", "x", "explain"] as const;

const MODE_MENTIONS: Record<string, ChatMode> = { news: "news", research: "research", explain: "explain" };
const DOMAIN_MENTIONS: Record<string, string> = { x: "x.com", substack: "substack.com" };
const MENTION = /^@([a-z]+)([.,!?;:]*)$/i;
const TICKER_MENTION = /(?:^|\s)\$([A-Za-z]{1,5}(?:\.[A-Za-z])?)\b/;

export interface ChatContext {
  readonly symbol?: string;
  readonly companyName?: string;
}

export interface ParsedChatInput {
  readonly message: string;
  readonly mode: ChatMode;
  readonly options: AiRequestOptions;
}

const collapseWhitespace = (text: string) => text.replace(/\s+/g, " ").trim();

export function parseChatInput(text: string, context: ChatContext = {}): ParsedChatInput {
  let mode: ChatMode | undefined;
  const domains: string[] = [];
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    const mention = MENTION.exec(word);
    const name = mention?.[1]?.toLowerCase() ?? "";
    const modeMention = MODE_MENTIONS[name];
    const domain = DOMAIN_MENTIONS[name];
    if (modeMention) {
      mode ??= modeMention;
    } else if (domain) {
      mode ??= "news";
      if (!domains.includes(domain)) domains.push(domain);
      words.push(`${domain}${mention?.[2] ?? ""}`);
    } else {
      words.push(word);
    }
  }
  const symbol = context.symbol?.trim().toUpperCase() || TICKER_MENTION.exec(text)?.[1]?.toUpperCase();
  const options: AiRequestOptions = {
    ...(domains.length > 0 ? { domain_filters: domains, search_recency_filter: "week" as const } : {}),
    ...(symbol ? { symbol } : {}),
    ...(context.companyName?.trim() ? { company_name: context.companyName.trim() } : {}),
  };
  return { message: collapseWhitespace(words.join(" ")), mode: mode ?? (symbol ? "chat_ticker" : "chat"), options };
}

export const SearchDepth = Schema.Literals(["shallow", "standard", "deep"]);
export type SearchDepth = typeof SearchDepth.Type;
export const Complexity = Schema.Literals(["simplest", "simpler", "default"]);
export type Complexity = typeof Complexity.Type;

/** How a user likes answers (spec §5); the settings page keeps their defaults. */
export const AnswerPreferences = Schema.Struct({
  searchDepth: SearchDepth,
  complexity: Complexity,
  verbosity: Verbosity,
});
export type AnswerPreferences = typeof AnswerPreferences.Type;

export const DEFAULT_ANSWER_PREFERENCES: AnswerPreferences = {
  searchDepth: "standard",
  complexity: "default",
  verbosity: "balanced",
};

const CONTEXT_SIZE_FOR_DEPTH: Record<SearchDepth, "low" | "high" | undefined> = {
  shallow: "low",
  standard: undefined,
  deep: "high",
};

const COMPLEXITY_PREFIX: Record<Complexity, string | undefined> = {
  simplest: "Explain like I'm 10",
  simpler: "Explain like I'm a university undergraduate",
  default: undefined,
};

const MODES_WITH_HISTORY: ReadonlyArray<ChatMode> = ["chat", "chat_ticker"];

export interface AiRequestInput {
  readonly text: string;
  readonly context?: ChatContext;
  readonly history?: ReadonlyArray<ChatHistoryItem>;
  readonly preferences?: AnswerPreferences;
  readonly pageContext?: string;
  readonly timezone?: string;
}

export function buildAiRequest(input: AiRequestInput): AiRequest {
  const parsed = parseChatInput(input.text, input.context);
  const preferences = input.preferences ?? DEFAULT_ANSWER_PREFERENCES;
  const prefix = COMPLEXITY_PREFIX[preferences.complexity];
  const contextSize = CONTEXT_SIZE_FOR_DEPTH[preferences.searchDepth];
  const pageContext = input.pageContext?.slice(0, PAGE_CONTEXT_MAX_CHARS);
  const options: AiRequestOptions = {
    ...parsed.options,
    ...(contextSize ? { search_context_size: contextSize } : {}),
    ...(preferences.verbosity !== "balanced" ? { verbosity: preferences.verbosity } : {}),
    ...(input.timezone ? { user_timezone: input.timezone } : {}),
    ...(pageContext ? { page_context: pageContext } : {}),
  };
  const withHistory = MODES_WITH_HISTORY.includes(parsed.mode) && input.history && input.history.length > 0;
  return {
    message: prefix ? `${prefix}: ${parsed.message}` : parsed.message,
    mode: parsed.mode,
    options,
    ...(withHistory ? { chat_history: recentHistory(input.history ?? []) } : {}),
  };
}
