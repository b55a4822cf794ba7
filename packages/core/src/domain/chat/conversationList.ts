// The conversation list's rules (spec §4): newest update first, at most 20; a conversation whose
// messages changed moves to the top with its preview set to the last user message, else the last
// assistant text.

import { MAX_CONVERSATIONS } from "../constants";
import type { ChatMessage, ConversationSummary } from "../schemas/chat";
import { conversationPreview } from "./textRules";

/** The preview of a conversation with these messages. */
export function previewOf(messages: ReadonlyArray<Pick<ChatMessage, "role" | "content">>): string {
  const lastUser = messages.findLast((message) => message.role === "user");
  return conversationPreview((lastUser ?? messages.at(-1))?.content ?? "");
}

/** Newest update first; the list keeps at most 20. */
export function sortedSummaries(list: ReadonlyArray<ConversationSummary>): ConversationSummary[] {
  return [...list].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, MAX_CONVERSATIONS);
}

/** The list with `summary` in its place at the top (added when new). */
export function withSummaryOnTop(
  list: ReadonlyArray<ConversationSummary>,
  summary: ConversationSummary,
): ConversationSummary[] {
  return [summary, ...list.filter((item) => item.id !== summary.id)].slice(0, MAX_CONVERSATIONS);
}

/** The list with one conversation's title changed, in place. */
export function withTitle(list: ReadonlyArray<ConversationSummary>, id: string, title: string): ConversationSummary[] {
  return list.map((item) => (item.id === id ? { ...item, title } : item));
}
