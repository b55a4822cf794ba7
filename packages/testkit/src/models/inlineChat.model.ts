// The inline chat pane's model: the history toggle, choosing the open conversation or another,
// New chat from either view, and the pane opened again.
import { inlineChatMachine } from "@moatwise/core";
import { defineModel } from "../model";

export const inlineChatModel = defineModel({
  name: "inlineChat",
  machine: inlineChatMachine,
  events: [
    { type: "history.toggle" },
    { type: "history.choose", id: "c-1", activeId: "c-1" },
    { type: "history.choose", id: "c-2", activeId: "c-1" },
    { type: "chat.new" },
    { type: "pane.opened" },
  ],
});
