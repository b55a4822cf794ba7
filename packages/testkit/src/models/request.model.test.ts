import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { runPath } from "../runPath";
import { requestModel } from "./request.model";

const paths = describeModelPaths(requestModel);

describe("what the paths prove about requests", () => {
  const endings = paths.map((path) => path.steps.at(-1)!.state);

  it("never attempts a GET more than 3 times", () => {
    for (const state of paths.flatMap((p) => p.steps.map((s) => s.state))) {
      expect(state.context.attempt).toBeLessThanOrEqual(3);
    }
  });

  it("refreshes the session at most once and renews CSRF at most once per request", async () => {
    for (const path of paths) {
      const run = await runPath(requestModel, path);
      expect(run.actorInputs.filter((i) => i.id === "refreshSession").length).toBeLessThanOrEqual(1);
      expect(run.actorInputs.filter((i) => i.id === "renewCsrf").length).toBeLessThanOrEqual(1);
    }
  });

  it("ends signed out only after a fatal refresh", () => {
    for (const [i, state] of endings.entries()) {
      if (state.value !== "signedOut") continue;
      expect(paths[i]!.steps.at(-1)!.event.type).toBe("xstate.error.actor.refreshSession");
    }
    expect(endings.some((state) => state.value === "signedOut")).toBe(true);
  });
});
