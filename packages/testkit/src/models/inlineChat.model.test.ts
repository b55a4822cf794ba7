import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { runPath } from "../runPath";
import { inlineChatModel } from "./inlineChat.model";

const paths = describeModelPaths(inlineChatModel);

describe("what the paths prove about the inline chat pane", () => {
  it("closes the history on a choice, and asks the chat to start over only for another conversation", async () => {
    let choices = 0;
    for (const path of paths) {
      const last = path.steps.at(-1);
      if (last?.event.type !== "history.choose") continue;
      const run = await runPath(inlineChatModel, path);
      const { id, activeId } = last.event as unknown as { id: string; activeId: string };
      expect(last.state.value).toBe("conversation");
      expect(run.emitted).toEqual(id === activeId ? [] : [{ type: "conversation.open", id }]);
      choices++;
    }
    expect(choices).toBe(2);
  });

  it("starts a new chat from either view, showing the conversation", async () => {
    for (const path of paths) {
      const last = path.steps.at(-1);
      if (last?.event.type !== "chat.new") continue;
      const run = await runPath(inlineChatModel, path);
      expect(last.state.value).toBe("conversation");
      expect(run.emitted.at(-1)).toEqual({ type: "conversation.new" });
    }
  });

  it("shows the conversation when the pane is opened again, and asks the chat for nothing", async () => {
    let reopened = 0;
    for (const path of paths) {
      const last = path.steps.at(-1);
      if (last?.event.type !== "pane.opened") continue;
      const before = path.steps.at(-2)?.state.value;
      const run = await runPath(inlineChatModel, path);
      expect(last.state.value).toBe("conversation");
      if (before === "history") reopened++;
      const withoutIt = await runPath(inlineChatModel, { ...path, steps: path.steps.slice(0, -1) });
      expect(run.emitted).toEqual(withoutIt.emitted);
    }
    expect(reopened).toBeGreaterThan(0);
  });
});
