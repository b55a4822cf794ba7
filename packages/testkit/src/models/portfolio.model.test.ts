import type { PortfolioContext } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { stepsOf } from "../pathSteps";
import { runPath } from "../runPath";
import { COPY, IMPORTED_CSV, overlapRefused, portfolioModel, refusedSymbol, SERVER } from "./portfolio.model";

const paths = describeModelPaths(portfolioModel);
const START = { holdings: COPY, pending: [], removed: null } as unknown as PortfolioContext;
/** A step's context; before a path's first step, the context the machine starts with. */
const contextOf = (step: { state: { context: unknown } } | undefined) =>
  step ? (step.state.context as PortfolioContext) : START;
const symbolsOf = (context: PortfolioContext | undefined) => context?.holdings.map((holding) => holding.symbol);

describe("what the paths prove about the portfolio", () => {
  it("paints the browser's copy first, and the server's portfolio wins when it answers", () => {
    expect(paths[0]?.steps[0]?.state.context).toMatchObject({ holdings: COPY, synced: false });
    for (const { step } of stepsOf(paths, "xstate.done.actor.loadPortfolio")) {
      expect(contextOf(step)).toMatchObject({ holdings: SERVER, synced: true, loadProblem: null });
    }
    for (const { step } of stepsOf(paths, "xstate.error.actor.loadPortfolio")) {
      expect(contextOf(step)).toMatchObject({ holdings: COPY, loadProblem: "Failed to fetch" });
      expect(step.state.matches({ server: "unreachable" })).toBe(true);
    }
  });

  it("refuses a symbol already held at once, in the server's words, and sends nothing", () => {
    const twice = stepsOf(
      paths,
      "holding.add",
      ({ step, before }) =>
        (step.event as unknown as { holding: { symbol: string } }).holding.symbol === "aapl" &&
        (symbolsOf(contextOf(before)) ?? []).includes("AAPL"),
    );
    expect(twice.length).toBeGreaterThan(0);
    for (const { step, before } of twice) {
      expect(contextOf(step).addProblem).toBe("symbol: AAPL is already in the portfolio");
      expect(contextOf(step).pending).toEqual(contextOf(before).pending);
    }
  });

  it("keeps a refused add's or import's reason by its form, and reloads the server's portfolio after any other refusal", () => {
    for (const { step, before } of stepsOf(
      paths,
      "xstate.error.actor.sendChange",
      ({ step }) => (step.event as unknown as { error: unknown }).error === refusedSymbol,
    )) {
      const sent = contextOf(before).pending[0];
      const context = contextOf(step);
      if (sent?.kind === "add") expect(context.addProblem).toBe(refusedSymbol.message);
      else if (sent?.kind === "import") expect(context.importProblem).toBe(refusedSymbol.message);
      else {
        expect(context.problem).toBe(refusedSymbol.message);
        expect(step.state.matches({ server: "loading" })).toBe(true);
      }
      expect(context.pending).toEqual(contextOf(before).pending.slice(1));
    }
  });

  it("offers the choice for a file's rows held already, and sends the same file again with it", () => {
    const offered = stepsOf(
      paths,
      "xstate.error.actor.sendChange",
      ({ step, before }) =>
        (step.event as unknown as { error: unknown }).error === overlapRefused &&
        contextOf(before).pending[0]?.kind === "import",
    );
    expect(offered.length).toBeGreaterThan(0);
    for (const { step } of offered) {
      expect(step.state.matches({ importChoice: "offered" })).toBe(true);
      expect(contextOf(step).importOverlap).toEqual({ csv: IMPORTED_CSV, message: overlapRefused.message });
      expect(contextOf(step).importProblem).toBeNull();
    }
    for (const choice of ["update", "skip"] as const) {
      const chosen = stepsOf(
        paths,
        `import.${choice}`,
        ({ before }) => before?.state.matches({ importChoice: "offered" }) ?? false,
      );
      expect(chosen.length).toBeGreaterThan(0);
      for (const { step, before } of chosen) {
        expect(contextOf(step).pending.at(-1)).toEqual({ kind: "import", csv: IMPORTED_CSV, overlap: choice });
        expect(contextOf(step).pending.length).toBe(contextOf(before).pending.length + 1);
        expect(step.state.matches({ importChoice: "none" })).toBe(true);
      }
    }
    for (const { step, before } of stepsOf(paths, "import.cancel")) {
      expect(contextOf(step).importOverlap).toBeNull();
      expect(contextOf(step).pending).toEqual(contextOf(before).pending);
    }
  });

  it("shows a change, a removal and a move at once, and an added holding only once the server stored it", () => {
    for (const { step, before } of stepsOf(paths, "holding.remove")) {
      expect(symbolsOf(contextOf(step))).not.toContain("AAPL");
      expect(contextOf(step).removed?.index).toBe(symbolsOf(contextOf(before))?.indexOf("AAPL"));
    }
    for (const { step } of stepsOf(paths, "holding.update")) {
      const apple = contextOf(step).holdings.find((holding) => holding.id === "id-AAPL");
      if (apple) expect(apple).toMatchObject({ shares: 5, thesis: "Services" });
    }
    for (const { step, before } of stepsOf(paths, "order.move", ({ before }) =>
      (symbolsOf(contextOf(before)) ?? []).includes("KO"),
    )) {
      expect(symbolsOf(contextOf(step))?.[0]).toBe("KO");
      expect(symbolsOf(contextOf(step))?.length).toBe(symbolsOf(contextOf(before))?.length);
    }
    for (const { step, before } of stepsOf(paths, "holding.add")) {
      expect(contextOf(step).holdings).toEqual(contextOf(before).holdings);
    }
  });

  it("puts a removed holding back where it was on undo, and forgets it when the window closes", () => {
    for (const { step, before } of stepsOf(paths, "holding.undo")) {
      const removed = contextOf(before).removed;
      if (!removed) continue;
      expect(contextOf(step).holdings[removed.index]).toEqual(removed.holding);
      expect(contextOf(step).pending.at(-1)).toEqual({
        kind: "restore",
        holding: removed.holding,
        index: removed.index,
      });
    }
    for (const { step } of stepsOf(paths, "xstate.after.undoWindow.portfolio.undo.offered")) {
      expect(contextOf(step).removed).toBeNull();
    }
  });

  it("sends each change once, in the order they were made", async () => {
    for (const path of paths.slice(0, 200)) {
      const run = await runPath(portfolioModel, path);
      const sent = run.actorInputs.filter((started) => started.id === "sendChange").map((started) => started.input);
      const made = path.steps.flatMap((step, index) => {
        const before = contextOf(path.steps[index - 1]).pending;
        return contextOf(step).pending.filter((change) => !before.includes(change));
      });
      expect(made.slice(0, sent.length)).toEqual(sent);
    }
  });
});
