// The path player, with a recording stand-in for the page: it plays only what a person can do,
// acts before it checks, starts each path from the reset page, and names the step that failed.

import { describe, expect, it } from "vitest";
import { type EventObject, transition } from "xstate";
import {
  type BrowserExecutor,
  coveringPaths,
  emittedBy,
  initialState,
  playablePaths,
  playPath,
  transitionsOf,
} from "./browserPaths";
import { stateName } from "./describePath";
import { paletteModel } from "./models/palette.model";
import { searchBoxModel } from "./models/searchBox.model";
import { transitionPaths } from "./transitionPaths";

type Log = string[];

function recordingExecutor(options: { failIn?: string } = {}): BrowserExecutor<Log> {
  const act = (log: Log, event: EventObject) => {
    log.push(`act ${event.type}`);
    return Promise.resolve();
  };
  return {
    model: paletteModel,
    actions: { "palette.toggle": act, "palette.next": act, "palette.close": act },
    canPlay: (event, before) => event.type !== "palette.next" || stateName(before).startsWith("open"),
    check: async (log, state) => {
      log.push(`see ${stateName(state)}`);
      if (stateName(state) === options.failIn) throw new Error("the dialog is missing");
    },
    reset: async (log) => {
      log.push("reset");
    },
  };
}

describe("playing model paths in a browser", () => {
  it("keeps only the paths made of the executor's user actions", () => {
    const paths = playablePaths(recordingExecutor());
    expect(paths.length).toBeGreaterThan(0);
    for (const { path } of paths) {
      for (const step of path.steps)
        expect(["palette.toggle", "palette.next", "palette.close"]).toContain(step.event.type);
    }
  });

  it("names each path as the CLI prints it", () => {
    const names = playablePaths(recordingExecutor()).map(({ name }) => name);
    expect(names).toContain("in closed; palette.toggle → open.loadingCompanies; palette.close → closed");
  });

  it("resets, then acts and checks step by step", async () => {
    const executor = recordingExecutor();
    const played = playablePaths(executor).find(({ name }) => name.endsWith("palette.close → closed"));
    const log: Log = [];
    await playPath(executor, played?.path ?? { steps: [] }, log);
    expect(log).toEqual([
      "reset",
      "act palette.toggle",
      "see open.loadingCompanies",
      "act palette.close",
      "see closed",
    ]);
  });

  it("says which step's state the page did not show", async () => {
    const executor = recordingExecutor({ failIn: "open.loadingCompanies" });
    const [first] = playablePaths(executor);
    await expect(playPath(executor, first?.path ?? { steps: [] }, [])).rejects.toThrow(
      "The page does not show the model's state after step 1 (palette.toggle): the dialog is missing",
    );
  });

  it("a covering choice takes every transition the paths take, with fewer paths", () => {
    const all = transitionPaths(searchBoxModel);
    const chosen = coveringPaths(searchBoxModel, all);
    const takenBy = (paths: typeof all) => new Set(paths.flatMap((path) => [...transitionsOf(searchBoxModel, path)]));
    expect(chosen.length).toBeLessThan(all.length / 4);
    expect([...takenBy(chosen)].sort()).toEqual([...takenBy(all)].sort());
    expect(takenBy(all).size).toBeGreaterThan(10);
  });

  it("an executor that asks for covering paths gets only those", () => {
    const everyPath = playablePaths(recordingExecutor());
    const covering = playablePaths({ ...recordingExecutor(), select: "covering" });
    expect(covering.length).toBeGreaterThan(0);
    expect(covering.length).toBeLessThan(everyPath.length);
    for (const { name } of covering) expect(everyPath.map((path) => path.name)).toContain(name);
  });

  it("tells what the machine announces for an event, as the page will follow it", () => {
    const [typed] = transition(searchBoxModel.machine, initialState(searchBoxModel) as never, {
      type: "search.type",
      text: "what is apple's moat?",
    });
    expect(emittedBy(searchBoxModel, typed, { type: "search.submit" })).toEqual([
      { type: "search.go", destination: { kind: "chat", message: "what is apple's moat?" } },
    ]);
    expect(emittedBy(searchBoxModel, typed, { type: "search.dismiss" })).toEqual([]);
  });
});
