// What the chat view shows, read from the machine's snapshot: the messages (each question in the
// version picked) with the streaming answer as far as the typewriter has revealed it, whether an
// answer is under way, and its sources.
import type { SearchResult } from "../../domain/schemas/ai";
import type { ChatEntry, ChatMachineContext } from "./chat.machine";
import { shownIndex, turnsOf } from "./chat.versions";

export interface ChatEntryView extends ChatEntry {
  /** Sources known so far: the stored answer's, or those the stream has sent. */
  readonly sources: ReadonlyArray<SearchResult>;
  /** The reasoning the provider shared, if any. */
  readonly reasoning: string | null;
  /** On the last message of a turn with versions: which is shown, of how many (0-based index). */
  readonly versions: { readonly turn: string; readonly index: number; readonly count: number } | null;
  /** The message belongs to the last turn: its question can be edited, its answer asked again. */
  readonly latest: boolean;
}

const sourcesFrom = (citations: ReadonlyArray<string>, results: ReadonlyArray<SearchResult>): SearchResult[] =>
  citations.map((url) => results.find((result) => result.url === url) ?? { url, title: url, content: "" });

/** The conversation as shown: each turn in the version picked, the streaming answer as far as revealed. */
export function chatEntriesToShow(context: ChatMachineContext): ChatEntryView[] {
  const progress = context.progress;
  const turns = turnsOf(context.entries);
  return turns.flatMap((turn, turnIndex) => {
    const index = shownIndex(turn, context.shownVersions);
    const version = turn.versions[index];
    const entries = version ? [...(version.question ? [version.question] : []), ...version.answers] : [];
    const latest = turnIndex === turns.length - 1;
    return entries.map((entry, position): ChatEntryView => {
      const versions =
        turn.versions.length > 1 && position === entries.length - 1
          ? { turn: turn.key, index, count: turn.versions.length }
          : null;
      if ((entry.isLoading || entry.isStreaming) && progress) {
        return {
          ...entry,
          content: entry.isLoading ? entry.content : progress.text.slice(0, progress.shown),
          sources: sourcesFrom(progress.citations, progress.searchResults),
          reasoning: progress.thinking || null,
          versions,
          latest,
        };
      }
      const response = entry.assistantResponse;
      return {
        ...entry,
        sources: response ? sourcesFrom(response.citations, response.search_results) : [],
        reasoning: response?.reasoning_summary ?? null,
        versions,
        latest,
      };
    });
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
