import { ERROR_LOG_KEY, errorLog } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { runPath } from "../runPath";
import { errorBoundaryModel, errorBoundaryStorage } from "./errorBoundary.model";

const paths = describeModelPaths(errorBoundaryModel);

describe("what the paths prove about the error boundary", () => {
  it("never retries more than 3 times by Try Again (a return online is a retry of its own)", () => {
    for (const path of paths) {
      const retries = path.steps.filter((step) => step.event.type === "xstate.after.retryDelay.errorBoundary.waiting");
      expect(retries.length).toBeLessThanOrEqual(3);
      let backOnline = 0;
      for (const step of path.steps) {
        if (step.event.type === "network.online" && step.state.matches("showing")) backOnline += 1;
        expect(step.state.context.retries).toBeLessThanOrEqual(3 + backOnline);
      }
    }
  });

  it("records every caught error in the local log, and nothing else", async () => {
    for (const path of paths) {
      errorBoundaryStorage.remove(ERROR_LOG_KEY);
      await runPath(errorBoundaryModel, path);
      const caught = path.steps.filter((step) => step.event.type === "error.caught").length;
      expect(errorLog(errorBoundaryStorage).read()).toHaveLength(caught);
    }
  });

  it("shows a new error with its details closed", () => {
    for (const path of paths) {
      for (const step of path.steps) {
        if (step.event.type === "error.caught") expect(step.state.context.detailsOpen).toBe(false);
      }
    }
  });

  it("asks the platform to reload on Reload Page and to go home on Go Home", async () => {
    for (const path of paths.filter((p) => p.steps.some((s) => s.event.type === "reload" || s.event.type === "home"))) {
      const run = await runPath(errorBoundaryModel, path);
      const asked = path.steps.flatMap((s) =>
        s.event.type === "reload" ? ["boundary.reload"] : s.event.type === "home" ? ["boundary.home"] : [],
      );
      const reloadOrHome = run.emitted.filter((e) => e.type === "boundary.reload" || e.type === "boundary.home");
      expect(reloadOrHome.map((e) => e.type)).toEqual(asked);
    }
  });
});
