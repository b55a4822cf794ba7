// What the chat view shows, read from the machine's snapshot: the messages with the streaming
// answer as far as the typewriter has revealed it, whether an answer is under way, and its sources.
import type { SearchResult } from "../../api/schemas/ai";
import type { ChatEntry, ChatMachineContext } from "./chat.machine";

export interface ChatEntryView extends ChatEntry {
  /** Sources known so far: the stored answer's, or those the stream has sent. */
  readonly sources: ReadonlyArray<SearchResult>;
  /** The reasoning the provider shared, if any. */
  readonly reasoning: string | null;
}

const sourcesFrom = (citations: ReadonlyArray<string>, results: ReadonlyArray<SearchResult>): SearchResult[] =>
  citations.map((url) => results.find((result) => result.url === url) ?? { url, title: url, content: "" });

export function chatEntriesToShow(context: ChatMachineContext): ChatEntryView[] {
  const progress = context.progress;
  return context.entries.map((entry) => {
    if ((entry.isLoading || entry.isStreaming) && progress) {
      return {
        ...entry,
        content: entry.isLoading ? entry.content : progress.text.slice(0, progress.shown),
        sources: sourcesFrom(progress.citations, progress.searchResults),
        reasoning: progress.thinking || null,
      };
    }
    const response = entry.assistantResponse;
    return {
      ...entry,
      sources: response ? sourcesFrom(response.citations, response.search_results) : [],
      reasoning: response?.reasoning_summary ?? null,
    };
  });
}

type ChatStateValue = { conversation: string | Record<string, string>; title: string };

const conversationState = (value: unknown) => {
  const state = (value as ChatStateValue).conversation;
  return typeof state === "string" ? state : Object.keys(state)[0];
};

/** A message is being saved, answered or revealed: sending waits. */
export const isChatBusy = (value: unknown) => !["idle", "loading"].includes(conversationState(value) ?? "idle");
/** Stop is offered while the answer streams or is being revealed. */
export const canStopAnswer = (value: unknown) => ["streaming", "revealing"].includes(conversationState(value) ?? "");
export const isConversationLoading = (value: unknown) => conversationState(value) === "loading";

/** For each entry, the last user message before it ("" where none): the question an answer replies to. */
export function precedingQuestions(
  entries: ReadonlyArray<{ readonly role: string; readonly content: string }>,
): string[] {
  let last = "";
  return entries.map((entry) => {
    const question = last;
    if (entry.role === "user") last = entry.content;
    return question;
  });
}
