// The inline chat pane's view-model: the history shown or not, and what choosing in it opens.
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectInlineChat } from "./inlineChat.connect";
import { type InlineChatEmitted, inlineChatMachine } from "./inlineChat.machine";

function start() {
  const actor = createActor(inlineChatMachine).start();
  const told: InlineChatEmitted[] = [];
  actor.on("*", (event) => told.push(event));
  return { told, view: () => connectInlineChat(actor.getSnapshot(), actor.send) };
}

describe("connectInlineChat", () => {
  it("shows the conversation, then the history while toggled", () => {
    const { view } = start();
    expect(view().showingHistory).toBe(false);
    view().toggleHistory();
    expect(view().showingHistory).toBe(true);
    view().toggleHistory();
    expect(view().showingHistory).toBe(false);
  });

  it("opens another conversation chosen in the history, and only closes it for the open one", () => {
    const { told, view } = start();
    view().toggleHistory();
    view().choose("open-one", "open-one");
    expect(told).toEqual([]);
    expect(view().showingHistory).toBe(false);
    view().toggleHistory();
    view().choose("other", "open-one");
    expect(told).toEqual([{ type: "conversation.open", id: "other" }]);
    view().startNew();
    expect(told.at(-1)).toEqual({ type: "conversation.new" });
  });
});
