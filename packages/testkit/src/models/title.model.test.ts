import { fallbackTitle } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { runPath } from "../runPath";
import { firstQuestion, titleModel } from "./title.model";

const paths = describeModelPaths(titleModel);

describe("what the paths prove about naming a conversation", () => {
  it("asks the server only after the delay, with the conversation and its first question", async () => {
    for (const path of paths) {
      const run = await runPath(titleModel, path);
      const asked = run.actorInputs.filter((started) => started.id === "generateTitle");
      const waited = path.steps.some((step) => step.event.type.startsWith("xstate.after.titleDelay"));
      expect(asked).toEqual(
        waited ? [{ id: "generateTitle", input: { conversationId: "c-1", message: firstQuestion } }] : [],
      );
    }
  });

  it("ends with the server's title trimmed, else the title made from the question", async () => {
    let ended = 0;
    for (const path of paths) {
      const last = path.steps.at(-1);
      if (last?.state.status !== "done") continue;
      const given = (last.event as { output?: string }).output?.trim();
      expect(last.state.output).toBe(given ? given : fallbackTitle(firstQuestion));
      ended++;
    }
    expect(ended).toBe(3);
  });
});
