// The conversation list (spec §4): loaded from the server, newest update first, at most 20; a
// conversation the chat touched moves to the top with its new preview, a new title shows in place.
import { assign, setup } from "xstate";
import { requiredActor } from "../../api/requiredActor";
import type { ConversationSummary } from "../../api/schemas/chat";
import { sortedSummaries, withSummaryOnTop, withTitle } from "../../domain/chat/conversationList";
import { texts } from "../../domain/texts";

export interface ConversationsContext {
  readonly items: ReadonlyArray<ConversationSummary>;
  readonly error: string | null;
}

export type ConversationsEvent =
  | { type: "conversations.load" }
  | { type: "conversation.touched"; id: string; title: string; preview: string; updatedAt: string }
  | { type: "conversation.titled"; id: string; title: string };

export const conversationsMachine = setup({
  types: {
    context: {} as ConversationsContext,
    events: {} as ConversationsEvent,
    tags: {} as "loading",
  },
  actors: {
    listConversations: requiredActor<ReadonlyArray<ConversationSummary>, void>("conversations", "listConversations"),
  },
  actions: {
    showList: assign(({ event }) => ({
      items: sortedSummaries((event as unknown as { output: ReadonlyArray<ConversationSummary> }).output),
      error: null,
    })),
    showFailure: assign({ error: texts.failedToLoadConversation }),
    moveToTop: assign(({ context, event }) => {
      if (event.type !== "conversation.touched") return {};
      const known = context.items.find((item) => item.id === event.id);
      const { type: _type, ...change } = event;
      return { items: withSummaryOnTop(context.items, { createdAt: known?.createdAt ?? event.updatedAt, ...change }) };
    }),
    rename: assign(({ context, event }) =>
      event.type === "conversation.titled" ? { items: withTitle(context.items, event.id, event.title) } : {},
    ),
  },
}).createMachine({
  id: "conversations",
  context: { items: [], error: null },
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
        onDone: { target: "ready", actions: "showList" },
        onError: { target: "failed", actions: "showFailure" },
      },
    },
    ready: { on: { "conversations.load": "loading" } },
    failed: { on: { "conversations.load": "loading" } },
  },
});

export type ConversationsMachine = typeof conversationsMachine;
