import type { ConversationsContext } from "@moatwise/core";
import { texts } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { stepsOf } from "../pathSteps";
import { runPath } from "../runPath";
import { conversationsModel, RENAMED, storedList } from "./conversations.model";

const paths = describeModelPaths(conversationsModel);
const contextOf = (step: { state: { context: unknown } } | undefined) => step?.state.context as ConversationsContext;

describe("what the paths prove about the conversation list", () => {
  it("keeps the list newest first after every step, with at most one entry per conversation", () => {
    for (const path of paths) {
      for (const step of path.steps) {
        const items = contextOf(step).items;
        expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
        if (step.event.type === "xstate.done.actor.listConversations") {
          expect(items.map((item) => item.id)).toEqual(["c-2", "c-1"]);
          expect(items).toHaveLength(storedList.length);
        }
      }
    }
  });

  it("asks the server with the search's last words only once they stop changing", () => {
    let seen = 0;
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        if (step.event.type !== "xstate.after.searchDebounce.conversations.waiting") return;
        seen += 1;
        expect(step.state.value).toBe("loading");
        const typed = path.steps.slice(0, index).findLast((s) => s.event.type === "conversations.search");
        expect(contextOf(step).query).toBe((typed?.event as unknown as { query: string } | undefined)?.query);
      });
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("renames at once, keeps the new title when the server agrees, and puts the old one back when not", async () => {
    let seen = 0;
    for (const path of paths) {
      const renamedAt = path.steps.findIndex((s) => s.event.type === "conversation.rename");
      const rename = path.steps[renamedAt];
      if (rename?.state.value !== "renaming") continue;
      seen += 1;
      expect(contextOf(rename).items.find((item) => item.id === "c-1")?.title).toBe(RENAMED);
      const outcome = path.steps[renamedAt + 1];
      if (outcome?.event.type === "xstate.error.actor.renameConversation") {
        expect(contextOf(outcome).items).toEqual(contextOf(path.steps[renamedAt - 1]).items);
        expect(contextOf(outcome).error).toBe(texts.failedToRenameConversation);
      }
      if (outcome?.event.type === "xstate.done.actor.renameConversation") {
        const run = await runPath(conversationsModel, { steps: path.steps.slice(0, renamedAt + 2) });
        expect(run.emitted).toContainEqual({ type: "conversation.renamed", id: "c-1", title: RENAMED });
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("searches for words typed while a rename or delete was under way, once it is done", () => {
    let seen = 0;
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        const before = path.steps[index - 1];
        const changing = before?.state.value === "renaming" || before?.state.value === "deleting";
        const settled = /^xstate\.(done|error)\.actor\.(rename|delete)Conversation$/.test(step.event.type);
        if (!changing || !settled) return;
        const context = contextOf(step);
        if (context.query === context.listedQuery) {
          expect(step.state.value).toBe("ready");
        } else {
          seen += 1;
          expect(step.state.value).toBe("waiting");
        }
      });
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("never renames to an empty title", () => {
    for (const { step } of stepsOf(paths, "conversation.rename")) {
      const title = (step.event as unknown as { title: string }).title;
      if (title.trim() === "") expect(step.state.value).not.toBe("renaming");
    }
  });

  it("deletes at once, tells the chat once the server agrees, and puts it back when not", async () => {
    let seen = 0;
    for (const path of paths) {
      const at = path.steps.findIndex((s) => s.event.type === "conversation.delete" && s.state.value === "deleting");
      if (at < 0) continue;
      seen += 1;
      expect(contextOf(path.steps[at]).items.some((item) => item.id === "c-2")).toBe(false);
      const outcome = path.steps[at + 1];
      if (outcome?.event.type === "xstate.error.actor.deleteConversation") {
        expect(contextOf(outcome).items).toEqual(contextOf(path.steps[at - 1]).items);
        expect(contextOf(outcome).error).toBe(texts.failedToDeleteConversation);
      }
      if (outcome?.event.type === "xstate.done.actor.deleteConversation") {
        const run = await runPath(conversationsModel, { steps: path.steps.slice(0, at + 2) });
        expect(run.emitted).toContainEqual({ type: "conversation.removed", id: "c-2" });
        expect(contextOf(outcome).items.some((item) => item.id === "c-2")).toBe(false);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("moves a touched conversation to the top with its new preview", () => {
    for (const { step } of stepsOf(paths, "conversation.touched")) {
      if (contextOf(step).query !== "") continue;
      const event = step.event as unknown as { id: string; preview: string };
      expect(contextOf(step).items[0]).toMatchObject({ id: event.id, preview: event.preview });
    }
  });

  it("labels a failed load 'Failed to load conversation'", () => {
    for (const path of paths) {
      const last = path.steps.at(-1);
      if (last?.event.type === "xstate.error.actor.listConversations") {
        expect(contextOf(last).error).toBe("Failed to load conversation");
      }
    }
  });
});
