// The conversation list's view-model: what an empty list says while loading, searching and after,
// the newcomer (an empty list with no search), the delete under way, and a failure's Try again.
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { CONVERSATION_SEARCH_DEBOUNCE_MS } from "../../domain/constants";
import type { ConversationSummary } from "../../domain/schemas/chat";
import { connectConversations } from "./conversations.connect";
import { conversationsMachine, type ListInput, type RemoveInput } from "./conversations.machine";

const summary = (id: string, title: string): ConversationSummary =>
  ({ id, title, preview: "", updatedAt: "2026-01-02T03:04:05.000Z" }) as ConversationSummary;

function startList(list: (query: string) => Promise<ReadonlyArray<ConversationSummary>>) {
  let removal: () => void = () => {};
  const clock = new SimulatedClock();
  const logic = conversationsMachine.provide({
    actors: {
      listConversations: fromPromise<ReadonlyArray<ConversationSummary>, ListInput>(({ input }) => list(input.query)),
      renameConversation: fromPromise(async () => summary("a", "renamed")),
      deleteConversation: fromPromise<unknown, RemoveInput>(
        () => new Promise((resolve) => (removal = () => resolve(null))),
      ),
    },
  });
  const actor = createActor(logic, { clock }).start();
  return { clock, finishRemoval: () => removal(), view: () => connectConversations(actor.getSnapshot(), actor.send) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("connectConversations", () => {
  it("says it is loading until the list comes, then names a newcomer whose list is empty", async () => {
    const { view } = startList(async () => []);
    expect(view()).toMatchObject({ loading: true, emptyNote: "Loading conversations…", newcomer: false });
    view().reload();
    await settle();
    expect(view()).toMatchObject({ loading: false, emptyNote: "Your conversations will appear here.", newcomer: true });
  });

  it("says it is searching, then that nothing mentions the words", async () => {
    const { clock, view } = startList(async () => []);
    view().reload();
    await settle();
    view().search("  margins ");
    expect(view()).toMatchObject({ query: "  margins ", emptyNote: "Searching…" });
    clock.increment(CONVERSATION_SEARCH_DEBOUNCE_MS);
    await settle();
    expect(view().emptyNote).toBe("No conversation mentions “margins”.");
  });

  it("marks the conversation being deleted until the server confirms", async () => {
    const { finishRemoval, view } = startList(async () => [summary("a", "Costco"), summary("b", "Nvidia")]);
    view().reload();
    await settle();
    expect(view().emptyNote).toBeNull();
    view().remove("b");
    expect([view().isDeleting("b"), view().isDeleting("a")]).toEqual([true, false]);
    finishRemoval();
    await settle();
    expect(view().isDeleting("b")).toBe(false);
    expect(view().items.map((item) => item.id)).toEqual(["a"]);
  });

  it("shows a failure without an empty note, and tries again", async () => {
    let calls = 0;
    const { view } = startList(async () => {
      calls += 1;
      if (calls === 1) throw new Error("offline");
      return [summary("a", "Costco")];
    });
    view().reload();
    await settle();
    expect(view().error).not.toBeNull();
    expect(view().emptyNote).toBeNull();
    view().reload();
    await settle();
    expect(view()).toMatchObject({ error: null, items: [summary("a", "Costco")] });
  });
});
