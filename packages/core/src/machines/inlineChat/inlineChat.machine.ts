// The inline chat pane's own state (spec §2): it shows the conversation or the history list.
// The header's history button toggles between them; choosing the conversation already open just
// closes the history, choosing another opens it (the chat starts over with it), and New chat
// starts an empty one. What the chat must do is emitted for the app to pass on.
import { assertEvent, emit, setup } from "xstate";

export type InlineChatEvent =
  /** The pane was opened again: it shows the conversation, whatever it showed when closed. */
  | { type: "pane.opened" }
  | { type: "history.toggle" }
  | { type: "history.choose"; id: string; activeId: string | null }
  | { type: "chat.new" };

export type InlineChatEmitted = { type: "conversation.open"; id: string } | { type: "conversation.new" };

export const inlineChatMachine = setup({
  types: { events: {} as InlineChatEvent, emitted: {} as InlineChatEmitted },
  actions: {
    openChosen: emit(({ event }) => {
      assertEvent(event, "history.choose");
      return { type: "conversation.open" as const, id: event.id };
    }),
    startNew: emit({ type: "conversation.new" as const }),
  },
  guards: {
    choseActive: ({ event }) => {
      assertEvent(event, "history.choose");
      return event.id === event.activeId;
    },
  },
}).createMachine({
  id: "inlineChat",
  initial: "conversation",
  on: {
    "chat.new": { target: ".conversation", actions: "startNew" },
    "pane.opened": ".conversation",
  },
  states: {
    conversation: { on: { "history.toggle": "history" } },
    history: {
      on: {
        "history.toggle": "conversation",
        "history.choose": [
          { guard: "choseActive", target: "conversation" },
          { target: "conversation", actions: "openChosen" },
        ],
      },
    },
  },
});

export type InlineChatMachine = typeof inlineChatMachine;
