import { describe, expect, it } from "vitest";
import { createMachine } from "xstate";
import { allTransitionKeys } from "./coverage";
import { defineModel } from "./model";
import { runPath } from "./runPath";
import { transitionPaths } from "./transitionPaths";

// A machine with a delay, to show the executor moves the simulated clock for `after` steps.
const lamp = createMachine({
  id: "lamp",
  initial: "off",
  states: {
    off: { on: { toggle: "on" } },
    on: { on: { toggle: "off" }, after: { 1000: "off" } },
  },
});
const lampModel = defineModel({
  name: "lamp",
  machine: lamp,
  events: [{ type: "toggle" }, { type: "xstate.after.1000.lamp.on" }],
});

describe("runPath", () => {
  it("replays delays on a simulated clock and takes every transition", async () => {
    const paths = transitionPaths(lampModel);
    const taken = new Set<string>();
    for (const path of paths) for (const key of (await runPath(lampModel, path)).taken) taken.add(key);
    expect([...taken].sort()).toEqual(allTransitionKeys(lamp).sort());
  });

  it("fails when the live machine does not reach the predicted state", async () => {
    const [path] = transitionPaths(lampModel);
    const offState = transitionPaths(lampModel)
      .flatMap((p) => p.steps)
      .find((s) => s.state.value === "off")!.state;
    const lying = { steps: [{ event: { type: "toggle" }, state: offState }] };
    expect(path).toBeDefined();
    await expect(runPath(lampModel, lying)).rejects.toThrow(/expected .*"off".* but the machine is in .*"on"/s);
  });
});
