import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { errorLog } from "../../services/errorLog";
import { memoryStorage } from "../../services/storage";
import { errorBoundaryActions } from "./errorBoundary.actions";
import { canRetryError, errorBoundaryMachine, errorRetryDelayMs } from "./errorBoundary.machine";

function startBoundary() {
  const clock = new SimulatedClock();
  const storage = memoryStorage();
  const actor = createActor(errorBoundaryMachine.provide({ actions: errorBoundaryActions(storage) }), { clock });
  actor.start();
  return { actor, clock, log: errorLog(storage) };
}

describe("errorRetryDelayMs", () => {
  it("is 100 ms × 4^retries, capped at 5 s", () => {
    expect([0, 1, 2, 3, 4, 10].map(errorRetryDelayMs)).toEqual([100, 400, 1600, 5000, 5000, 5000]);
  });
});

describe("the error boundary in time", () => {
  it("waits 100, 400 and 1600 ms before each retry, then offers no more", () => {
    const { actor, clock } = startBoundary();
    for (const wait of [100, 400, 1600]) {
      actor.send({ type: "error.caught", error: new Error("render failed"), at: 1 });
      actor.send({ type: "retry" });
      clock.increment(wait - 1);
      expect(actor.getSnapshot().value).toBe("waiting");
      clock.increment(1);
      expect(actor.getSnapshot().value).toBe("showing");
    }
    actor.send({ type: "error.caught", error: new Error("render failed"), at: 1 });
    expect(canRetryError(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: "retry" });
    expect(actor.getSnapshot().value).toBe("failed");
  });

  it("records each caught error in the local log with its severity", () => {
    const { actor, log } = startBoundary();
    actor.send({ type: "error.caught", error: new TypeError("x is not a function"), at: 10 });
    actor.send({ type: "home" });
    actor.send({ type: "error.caught", error: "Copy failed", at: 20 });
    expect(log.read().map((r) => [r.type, r.severity])).toEqual([
      ["TypeError", "critical"],
      ["string", "low"],
    ]);
    expect(actor.getSnapshot().context.report?.id).toBe(log.read()[1]?.id);
  });

  it("starts over on Go Home, with all retries back", () => {
    const { actor, clock } = startBoundary();
    actor.send({ type: "error.caught", error: new Error("a"), at: 1 });
    actor.send({ type: "retry" });
    clock.increment(100);
    actor.send({ type: "error.caught", error: new Error("a"), at: 2 });
    actor.send({ type: "home" });
    expect(actor.getSnapshot().context).toEqual({ report: null, screen: null, retries: 0, detailsOpen: false });
  });
});
