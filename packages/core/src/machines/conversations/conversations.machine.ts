// The conversation list (spec §4): loaded from the server, newest update first, at most 20; a
// conversation the chat touched moves to the top with its new preview, a new title shows in place.
// The list can be searched (the server finds words in titles and messages, 350 ms after the last
// key), and a conversation renamed or deleted: shown at once, put back with a notice if the server
// refuses, and announced to the chat once done; words typed meanwhile are searched for after.
import { assertEvent, assign, enqueueActions, setup } from "xstate";
import { labelOrNetworkWording } from "../../api/failureMessage";
import { requiredActor } from "../../api/requiredActor";
import { sortedSummaries, withSummaryOnTop, withTitle } from "../../domain/chat/conversationList";
import { CONVERSATION_SEARCH_DEBOUNCE_MS } from "../../domain/constants";
import type { ConversationSummary } from "../../domain/schemas/chat";
import { texts } from "../../domain/texts";

export interface ConversationsContext {
  readonly items: ReadonlyArray<ConversationSummary>;
  readonly error: string | null;
  /** The history's search words; "" lists the latest. */
  readonly query: string;
  /** The words the list shown was found with. */
  readonly listedQuery: string;
  /** The list before a rename or delete the server has not confirmed. */
  readonly before: ReadonlyArray<ConversationSummary> | null;
  /** The rename or delete under way. */
  readonly change: { readonly id: string; readonly title?: string } | null;
}

export interface ListInput {
  readonly query: string;
}
export interface RenameInput {
  readonly id: string;
  readonly title: string;
}
export interface RemoveInput {
  readonly id: string;
}

export type ConversationsEvent =
  | { type: "conversations.load" }
  | { type: "conversations.search"; query: string }
  | { type: "conversation.rename"; id: string; title: string }
  | { type: "conversation.delete"; id: string }
  | { type: "conversation.touched"; id: string; title: string; preview: string; updatedAt: string }
  | { type: "conversation.titled"; id: string; title: string };

export type ConversationsEmitted =
  | { type: "conversation.renamed"; id: string; title: string }
  | { type: "conversation.removed"; id: string };

const outputOf = <T>(event: unknown) => (event as { output: T }).output;

export const conversationsMachine = setup({
  types: {
    context: {} as ConversationsContext,
    events: {} as ConversationsEvent,
    emitted: {} as ConversationsEmitted,
    tags: {} as "loading",
  },
  actors: {
    listConversations: requiredActor<ReadonlyArray<ConversationSummary>, ListInput>(
      "conversations",
      "listConversations",
    ),
    renameConversation: requiredActor<ConversationSummary, RenameInput>("conversations", "renameConversation"),
    deleteConversation: requiredActor<unknown, RemoveInput>("conversations", "deleteConversation"),
  },
  delays: { searchDebounce: CONVERSATION_SEARCH_DEBOUNCE_MS },
  guards: {
    deletable: ({ context, event }) => {
      assertEvent(event, "conversation.delete");
      return context.items.some((item) => item.id === event.id);
    },
    /** Words typed while a rename or delete was under way: the search still has to run. */
    searchTyped: ({ context }) => context.query !== context.listedQuery,
    /** A new title for a listed conversation: not empty, not what it is called already. */
    renamable: ({ context, event }) => {
      assertEvent(event, "conversation.rename");
      const title = event.title.trim();
      return title !== "" && context.items.some((item) => item.id === event.id && item.title !== title);
    },
  },
  actions: {
    showList: assign(({ context, event }) => ({
      items: sortedSummaries(outputOf<ReadonlyArray<ConversationSummary>>(event)),
      listedQuery: context.query,
      error: null,
    })),
    showFailure: assign(({ event }) => ({
      error: labelOrNetworkWording((event as { error?: unknown }).error, texts.failedToLoadConversation),
    })),
    setQuery: assign(({ event }) => {
      assertEvent(event, "conversations.search");
      return { query: event.query };
    }),
    moveToTop: assign(({ context, event }) => {
      assertEvent(event, "conversation.touched");
      // A search shows what it found; the chat's conversation joins the list when it is cleared.
      if (context.query.trim() !== "") return {};
      const known = context.items.find((item) => item.id === event.id);
      const { type: _type, ...change } = event;
      return { items: withSummaryOnTop(context.items, { createdAt: known?.createdAt ?? event.updatedAt, ...change }) };
    }),
    rename: assign(({ context, event }) => {
      assertEvent(event, "conversation.titled");
      return { items: withTitle(context.items, event.id, event.title) };
    }),
    renameAtOnce: assign(({ context, event }) => {
      assertEvent(event, "conversation.rename");
      const title = event.title.trim();
      return {
        before: context.items,
        change: { id: event.id, title },
        items: withTitle(context.items, event.id, title),
        error: null,
      };
    }),
    removeAtOnce: assign(({ context, event }) => {
      assertEvent(event, "conversation.delete");
      return {
        before: context.items,
        change: { id: event.id },
        items: context.items.filter((item) => item.id !== event.id),
        error: null,
      };
    }),
    confirmRename: enqueueActions(({ context, enqueue, event }) => {
      const saved = outputOf<ConversationSummary>(event);
      enqueue.assign({ items: withTitle(context.items, saved.id, saved.title), before: null, change: null });
      enqueue.emit({ type: "conversation.renamed", id: saved.id, title: saved.title });
    }),
    confirmRemoval: enqueueActions(({ context, enqueue }) => {
      if (context.change) enqueue.emit({ type: "conversation.removed", id: context.change.id });
      enqueue.assign({ before: null, change: null });
    }),
    putBack: assign(({ context }, error: string) => ({
      items: context.before ?? context.items,
      before: null,
      change: null,
      error,
    })),
  },
}).createMachine({
  id: "conversations",
  context: { items: [], error: null, query: "", listedQuery: "", before: null, change: null },
  initial: "idle",
  on: {
    "conversation.touched": { actions: "moveToTop" },
    "conversation.titled": { actions: "rename" },
  },
  states: {
    // Not asked for yet counts as loading: the list is not known.
    idle: { tags: ["loading"], on: { "conversations.load": "loading" } },
    loading: {
      tags: ["loading"],
      invoke: {
        src: "listConversations",
        id: "listConversations",
        input: ({ context }) => ({ query: context.query }),
        onDone: { target: "ready", actions: "showList" },
        onError: { target: "failed", actions: "showFailure" },
      },
      on: { "conversations.search": { target: "waiting", actions: "setQuery" } },
    },
    // The search waits for the last key before it asks the server.
    waiting: {
      tags: ["loading"],
      after: { searchDebounce: "loading" },
      on: { "conversations.search": { target: "waiting", reenter: true, actions: "setQuery" } },
    },
    ready: {
      on: {
        "conversations.load": "loading",
        "conversations.search": { target: "waiting", actions: "setQuery" },
        "conversation.rename": { guard: "renamable", target: "renaming", actions: "renameAtOnce" },
        "conversation.delete": { guard: "deletable", target: "deleting", actions: "removeAtOnce" },
      },
    },
    // Words typed meanwhile are kept, and searched for once the change is done.
    renaming: {
      on: { "conversations.search": { actions: "setQuery" } },
      invoke: {
        src: "renameConversation",
        id: "renameConversation",
        input: ({ context }) => ({ id: context.change?.id ?? "", title: context.change?.title ?? "" }),
        onDone: [
          { guard: "searchTyped", target: "waiting", actions: "confirmRename" },
          { target: "ready", actions: "confirmRename" },
        ],
        onError: [
          {
            guard: "searchTyped",
            target: "waiting",
            actions: { type: "putBack", params: texts.failedToRenameConversation },
          },
          { target: "ready", actions: { type: "putBack", params: texts.failedToRenameConversation } },
        ],
      },
    },
    deleting: {
      on: { "conversations.search": { actions: "setQuery" } },
      invoke: {
        src: "deleteConversation",
        id: "deleteConversation",
        input: ({ context }) => ({ id: context.change?.id ?? "" }),
        onDone: [
          { guard: "searchTyped", target: "waiting", actions: "confirmRemoval" },
          { target: "ready", actions: "confirmRemoval" },
        ],
        onError: [
          {
            guard: "searchTyped",
            target: "waiting",
            actions: { type: "putBack", params: texts.failedToDeleteConversation },
          },
          { target: "ready", actions: { type: "putBack", params: texts.failedToDeleteConversation } },
        ],
      },
    },
    failed: {
      on: {
        "conversations.load": "loading",
        "conversations.search": { target: "waiting", actions: "setQuery" },
      },
    },
  },
});

export type ConversationsMachine = typeof conversationsMachine;
