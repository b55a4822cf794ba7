// An answer as the chat saves it: the message append takes each text and list up to a bound
// (constants.ts), and a live provider may send more (a long reasoning, 80 search results), so
// the saved copy keeps the first of each, cut to fit, rather than failing to save the answer.

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
import type { AssistantResponse, SavedAssistantResponse, SearchResult } from "../schemas/ai";

/** The first `max` characters, never ending in half of a surrogate pair. */
export function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

function savableResult(result: SearchResult): SearchResult {
  return {
    url: cutTo(result.url, SOURCE_URL_MAX_CHARS),
    title: cutTo(result.title, SOURCE_TITLE_MAX_CHARS),
    content: cutTo(result.content, SOURCE_TEXT_MAX_CHARS),
    ...(result.snippet === undefined ? {} : { snippet: cutTo(result.snippet, SOURCE_TEXT_MAX_CHARS) }),
    ...(result.publisher === undefined ? {} : { publisher: cutTo(result.publisher, SOURCE_PUBLISHER_MAX_CHARS) }),
    ...(result.date === undefined ? {} : { date: cutTo(result.date, SOURCE_DATE_MAX_CHARS) }),
  };
}

/** The answer within the bounds the message append takes. */
export function savableAnswer(answer: AssistantResponse): SavedAssistantResponse {
  return {
    response: cutTo(answer.response, CHAT_MESSAGE_MAX_CHARS),
    citations: answer.citations.slice(0, ANSWER_SOURCES_MAX).map((url) => cutTo(url, SOURCE_URL_MAX_CHARS)),
    search_results: answer.search_results.slice(0, ANSWER_SOURCES_MAX).map(savableResult),
    reasoning_summary:
      answer.reasoning_summary === null ? null : cutTo(answer.reasoning_summary, ANSWER_REASONING_MAX_CHARS),
    mode: answer.mode,
    provider: cutTo(answer.provider, AI_PROVIDER_NAME_MAX_CHARS),
    model: cutTo(answer.model, AI_MODEL_NAME_MAX_CHARS),
  };
}
