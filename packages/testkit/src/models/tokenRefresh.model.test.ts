import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { tokenRefreshModel } from "./tokenRefresh.model";

const paths = describeModelPaths(tokenRefreshModel);

const inRefreshing = (value: unknown) => typeof value === "object" && value !== null && "refreshing" in value;

describe("what the paths prove about token refresh", () => {
  it("calls the refresh endpoint only while holding the turn or after waiting 10 s for it", () => {
    for (const path of paths) {
      for (const [i, step] of path.steps.entries()) {
        if (JSON.stringify(step.state.value) !== JSON.stringify({ refreshing: "refreshingToken" })) continue;
        const previous = path.steps[i - 1]?.state.value;
        const cameFromWaiting = JSON.stringify(previous) === JSON.stringify({ refreshing: "waitingForTurn" });
        if (!cameFromWaiting) continue;
        expect(["refresh.turnGranted", "xstate.after.otherTabWait.tokenRefresh.refreshing.waitingForTurn"]).toContain(
          step.event.type,
        );
      }
    }
  });

  it("calls the refresh endpoint at most once per refresh, however many requests need it", () => {
    for (const path of paths) {
      let callsThisRefresh = 0;
      for (const [i, step] of path.steps.entries()) {
        const previous = path.steps[i - 1]?.state.value;
        if (!inRefreshing(step.state.value)) callsThisRefresh = 0;
        const entersCall =
          JSON.stringify(step.state.value) === JSON.stringify({ refreshing: "refreshingToken" }) &&
          JSON.stringify(previous) !== JSON.stringify(step.state.value);
        if (entersCall) callsThisRefresh += 1;
        expect(callsThisRefresh).toBeLessThanOrEqual(1);
      }
    }
  });

  it("leaves the refresh at once when another tab's token arrives", () => {
    const adopted = paths.filter((path) =>
      path.steps.some((step, i) => step.event.type === "token.shared" && inRefreshing(path.steps[i - 1]?.state.value)),
    );
    expect(adopted.length).toBeGreaterThan(0);
    for (const path of adopted) {
      const i = path.steps.findIndex(
        (step, j) => step.event.type === "token.shared" && inRefreshing(path.steps[j - 1]?.state.value),
      );
      expect(path.steps[i]!.state.value).toBe("fresh");
    }
  });

  it("forgets the session after a fatal failure, and plans a retry after one for now", () => {
    for (const path of paths) {
      const last = path.steps.at(-1)!;
      const error = (last.event as { error?: { fatal: boolean } }).error;
      if (!error) continue;
      expect(last.state.value).toBe(error.fatal ? "noSession" : "fresh");
      expect(last.state.context.refreshInMs).toBe(error.fatal ? null : 30_000);
    }
  });
});
