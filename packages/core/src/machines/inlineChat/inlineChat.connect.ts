// The inline chat pane's view-model (zag's `connect`, without DOM props): whether it shows the
// history or the conversation, and one function per thing a person does there.
import type { SnapshotFrom } from "xstate";
import type { InlineChatEvent, inlineChatMachine } from "./inlineChat.machine";

export interface InlineChatView {
  readonly showingHistory: boolean;
  readonly toggleHistory: () => void;
  readonly startNew: () => void;
  /** A conversation chosen in the history; `activeId` is the one open now. */
  readonly choose: (id: string, activeId: string | null) => void;
}

export function connectInlineChat(
  snapshot: SnapshotFrom<typeof inlineChatMachine>,
  send: (event: InlineChatEvent) => void,
): InlineChatView {
  return {
    showingHistory: snapshot.matches("history"),
    toggleHistory: () => send({ type: "history.toggle" }),
    startNew: () => send({ type: "chat.new" }),
    choose: (id, activeId) => send({ type: "history.choose", id, activeId }),
  };
}
