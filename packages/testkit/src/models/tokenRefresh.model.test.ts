import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { endingsOf, fieldOf, stepsOf } from "../pathSteps";
import { tokenRefreshModel } from "./tokenRefresh.model";

const paths = describeModelPaths(tokenRefreshModel);

const inRefreshing = (value: unknown) => typeof value === "object" && value !== null && "refreshing" in value;

describe("what the paths prove about token refresh", () => {
  it("calls the refresh endpoint only while holding the turn or after waiting 10 s for it", () => {
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    const callsAfterWaiting = stepsOf(
      paths,
      ["refresh.turnGranted", "xstate.after.otherTabWait.tokenRefresh.refreshing.waitingForTurn"],
      ({ before }) => same(before?.state.value, { refreshing: "waitingForTurn" }),
    );
    for (const { step } of callsAfterWaiting) expect(step.state.value).toEqual({ refreshing: "refreshingToken" });
    for (const path of paths) {
      for (const [i, step] of path.steps.entries()) {
        const enters = same(step.state.value, { refreshing: "refreshingToken" });
        const previous = path.steps[i - 1]?.state.value;
        if (!enters || !same(previous, { refreshing: "waitingForTurn" })) continue;
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
    const failures = endingsOf(paths, "xstate.error.actor.refreshToken");
    expect(new Set(failures.map(({ step }) => fieldOf<{ fatal: boolean }>(step.event, "error").fatal))).toEqual(
      new Set([true, false]),
    );
    for (const { step: last } of failures) {
      const { fatal } = fieldOf<{ fatal: boolean }>(last.event, "error");
      expect(last.state.value).toBe(fatal ? "noSession" : "fresh");
      expect(last.state.context.refreshInMs).toBe(fatal ? null : 30_000);
    }
  });
});
