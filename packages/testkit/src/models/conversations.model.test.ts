import type { ConversationsContext } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { stepsOf } from "../pathSteps";
import { conversationsModel, storedList } from "./conversations.model";

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

  it("moves a touched conversation to the top with its new preview", () => {
    for (const { step } of stepsOf(paths, "conversation.touched")) {
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
