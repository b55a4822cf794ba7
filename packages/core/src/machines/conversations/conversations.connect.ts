// The conversation list's view-model (zag's `connect`, without DOM props): the conversations,
// the search words, whether the list is still coming, what it says when it has none, which one is
// being deleted, and one function per thing a person does. The history, the inline chat's list
// and the home page render it; none reads the machine's context or writes its events by hand.
import type { SnapshotFrom } from "xstate";
import type { ConversationSummary } from "../../domain/schemas/chat";
import type { ConversationsEvent, conversationsMachine } from "./conversations.machine";

export interface ConversationsView {
  readonly items: ReadonlyArray<ConversationSummary>;
  /** The list could not be had (its Try again reloads it). */
  readonly error: string | null;
  readonly query: string;
  /** The list, or a search of it, is on its way. */
  readonly loading: boolean;
  /** What an empty list says (loading, searching, nothing found, nothing yet); null when it has some. */
  readonly emptyNote: string | null;
  /** Someone who has no conversation yet: the list came back empty. */
  readonly newcomer: boolean;
  /** The conversation whose delete the server has not confirmed yet. */
  readonly isDeleting: (id: string) => boolean;
  readonly search: (query: string) => void;
  readonly reload: () => void;
  readonly rename: (id: string, title: string) => void;
  readonly remove: (id: string) => void;
}

function emptyNoteOf(query: string, loading: boolean): string {
  const words = query.trim();
  if (loading) return words === "" ? "Loading conversations…" : "Searching…";
  return words === "" ? "Your conversations will appear here." : `No conversation mentions “${words}”.`;
}

export function connectConversations(
  snapshot: SnapshotFrom<typeof conversationsMachine>,
  send: (event: ConversationsEvent) => void,
): ConversationsView {
  const { items, error, query, change } = snapshot.context;
  const loading = snapshot.hasTag("loading");
  return {
    items,
    error,
    query,
    loading,
    emptyNote: items.length === 0 && error === null ? emptyNoteOf(query, loading) : null,
    newcomer: snapshot.matches("ready") && items.length === 0,
    isDeleting: (id) => snapshot.matches("deleting") && change?.id === id,
    search: (words) => send({ type: "conversations.search", query: words }),
    reload: () => send({ type: "conversations.load" }),
    rename: (id, title) => send({ type: "conversation.rename", id, title }),
    remove: (id) => send({ type: "conversation.delete", id }),
  };
}
