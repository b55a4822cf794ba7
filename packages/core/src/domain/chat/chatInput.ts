// The chat input's rules (spec §2): it grows with its text between 10 and 130 px; typing @ or /
// offers the mention triggers, typing $ offers tickers (the ones the user has typed, then the
// covered companies'; ten large companies only where a live provider covers every listed one);
// choosing one puts it in place of what was typed after the trigger.

import { CHAT_INPUT_MAX_HEIGHT_PX, CHAT_INPUT_MIN_HEIGHT_PX } from "../constants";
import { MENTION_TRIGGERS } from "./aiRequest";

/** Ten large companies, offered after `$` when the data names no covered companies (a live provider covers all). */
export const DEFAULT_TICKERS = [
  "AAPL",
  "MSFT",
  "NVDA",
  "AMZN",
  "GOOGL",
  "META",
  "BRK.B",
  "JPM",
  "TSLA",
  "LLY",
] as const;

export const chatInputHeight = (contentHeight: number) =>
  Math.min(CHAT_INPUT_MAX_HEIGHT_PX, Math.max(CHAT_INPUT_MIN_HEIGHT_PX, Math.ceil(contentHeight)));

export interface MentionQuery {
  readonly trigger: "@" | "/" | "$";
  /** What follows the trigger, up to the caret. */
  readonly query: string;
  /** Where the trigger starts in the text. */
  readonly start: number;
}

/** The trigger word the caret is in, if any: `@ne`, `/`, `$AA` at the start or after a space. */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)([@/$])([A-Za-z.]*)$/.exec(before);
  if (!match) return null;
  const trigger = match[2] as MentionQuery["trigger"];
  return { trigger, query: match[3] ?? "", start: before.length - (match[3] ?? "").length - 1 };
}

/** Tickers written as `$XYZ` in the text, each once, uppercased. */
export function typedTickers(text: string): string[] {
  const found = [...text.matchAll(/(?:^|\s)\$([A-Za-z]{1,5}(?:\.[A-Za-z])?)\b/g)].map((m) =>
    (m[1] ?? "").toUpperCase(),
  );
  return [...new Set(found)];
}

/**
 * The choices for a trigger: mentions for @ and /, tickers for $ (those typed, then `covered`,
 * the covered companies' tickers, or ten large ones when there are none), filtered by what follows it.
 */
export function mentionOptions(
  mention: MentionQuery,
  typed: ReadonlyArray<string> = [],
  covered: ReadonlyArray<string> = [],
): string[] {
  const query = mention.query.toLowerCase();
  if (mention.trigger === "$") {
    const tickers = [...new Set([...typed, ...(covered.length > 0 ? covered : DEFAULT_TICKERS)])];
    return tickers.filter((ticker) => ticker.toLowerCase().startsWith(query) && ticker.toLowerCase() !== query);
  }
  return MENTION_TRIGGERS.filter((name) => name.startsWith(query));
}

/** The text with the mention replaced by the choice and a space; the caret goes after it. */
export function applyMention(text: string, mention: MentionQuery, choice: string, caret: number) {
  const prefix = mention.trigger === "$" ? "$" : "@";
  const inserted = `${prefix}${choice} `;
  return { text: text.slice(0, mention.start) + inserted + text.slice(caret), caret: mention.start + inserted.length };
}

/** What the chat input hints at: the question's subject, and on a wide screen how to mention. */
export function chatPlaceholder(about: string | undefined, withMentionHint: boolean): string {
  const ask = about ? `Ask about ${about}…` : "Ask anything…";
  return withMentionHint ? `${ask}  (@ for mentions, $ for tickers)` : ask;
}
