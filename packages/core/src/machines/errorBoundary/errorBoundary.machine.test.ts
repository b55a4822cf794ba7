import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { memoryConnectivity } from "../../services/connectivity";
import { errorLog } from "../../services/errorLog";
import { memoryStorage } from "../../services/storage";
import { errorBoundaryActions } from "./errorBoundary.actions";
import { canRetryError, errorBoundaryActors, errorBoundaryMachine, errorRetryDelayMs } from "./errorBoundary.machine";

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
    expect(actor.getSnapshot().context).toEqual({
      online: true,
      report: null,
      screen: null,
      retries: 0,
      detailsOpen: false,
    });
  });
});

describe("the error boundary and the network (issue 38)", () => {
  const chunkFailure = new TypeError("Failed to fetch dynamically imported module: /assets/ChatPage-x.js");

  function startWithNetwork(online: boolean) {
    const network = memoryConnectivity(online);
    const logic = errorBoundaryMachine.provide({
      actions: errorBoundaryActions(memoryStorage()),
      actors: errorBoundaryActors(network),
    });
    const actor = createActor(logic, { clock: new SimulatedClock() }).start();
    return { actor, network };
  }

  it("names code that fails to load offline a Network Error, and shows the page again once online, with no click", () => {
    const { actor, network } = startWithNetwork(true);
    const retried: string[] = [];
    actor.on("boundary.retry", (event) => retried.push(event.type));
    network.set(false);
    actor.send({ type: "error.caught", error: chunkFailure, at: 1 });
    expect(actor.getSnapshot().context.screen?.title).toBe("Network Error");
    expect(actor.getSnapshot().value).toBe("failed");
    expect(retried).toEqual([]);
    network.set(true);
    expect(retried).toEqual(["boundary.retry"]);
    expect(actor.getSnapshot().value).toBe("showing");
    expect(actor.getSnapshot().context.retries).toBe(1);
  });

  it("hears that the device starts offline", () => {
    const { actor } = startWithNetwork(false);
    actor.send({ type: "error.caught", error: chunkFailure, at: 1 });
    expect(actor.getSnapshot().context.screen?.title).toBe("Network Error");
  });

  it("leaves a bug's screen alone when the network comes back", () => {
    const { actor, network } = startWithNetwork(false);
    actor.send({ type: "error.caught", error: new TypeError("x is not a function"), at: 1 });
    network.set(true);
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.screen?.title).toBe("Application Error");
  });
});
