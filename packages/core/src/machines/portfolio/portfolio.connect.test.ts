// The portfolio's view-model: what it shows while loading and saving, the removal it offers to
// undo, and each function sending its one event (a move by places turned into the new place).

import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { ApiError } from "../../api/ApiError";
import { csvTexts } from "../../domain/portfolio/csvTexts";
import type { Holding } from "../../domain/schemas/portfolio";
import { connectPortfolio } from "./portfolio.connect";
import { type PortfolioChange, type PortfolioEvent, type PortfolioReply, portfolioMachine } from "./portfolio.machine";

const holding = (id: string, symbol: string): Holding => ({
  id,
  symbol,
  createdAt: "2026-11-24T09:30:00.000Z",
  shares: null,
  costPerShare: null,
  openedOn: null,
  thesis: null,
});
const held = [holding("h-1", "AAPL"), holding("h-2", "MSFT"), holding("h-3", "NVDA")];

function portfolio(send: (change: PortfolioChange) => Promise<PortfolioReply> = () => new Promise(() => {})) {
  const actor = createActor(
    portfolioMachine.provide({
      actors: {
        loadPortfolio: fromPromise<ReadonlyArray<Holding>>(() => new Promise(() => {})),
        sendChange: fromPromise<PortfolioReply, PortfolioChange>(({ input }) => send(input)),
      },
    }),
    { input: { holdings: held } },
  ).start();
  const sent: PortfolioEvent[] = [];
  const view = () =>
    connectPortfolio(actor.getSnapshot(), (event) => {
      sent.push(event);
      actor.send(event);
    });
  return { view, sent };
}

describe("connectPortfolio", () => {
  it("shows the device's copy while the server's portfolio loads", () => {
    const { view } = portfolio();
    expect(view()).toMatchObject({ loading: true, isEmpty: false, symbols: ["AAPL", "MSFT", "NVDA"], undoable: null });
    expect(view().holdingOf("MSFT")?.id).toBe("h-2");
    expect(view().holdingOf("TSLA")).toBeUndefined();
  });

  it("turns a move by places, or onto another holding, into the new place in the user's order", () => {
    const { view, sent } = portfolio();
    view().moveBy("h-1", 1);
    view().moveTo("h-3", "h-1");
    expect(sent).toEqual([
      { type: "order.move", id: "h-1", to: 1 },
      // AAPL is second once it moved down one.
      { type: "order.move", id: "h-3", to: 1 },
    ]);
  });

  it("offers to undo a removal and says it is saving while the change is on its way", () => {
    const { view, sent } = portfolio();
    view().remove("h-2");
    expect(view().undoable?.symbol).toBe("MSFT");
    expect(view().symbols).toEqual(["AAPL", "NVDA"]);
    expect(view().saving).toBe(true);
    view().undo();
    expect(view().undoable).toBeNull();
    expect(sent.map((event) => event.type)).toEqual(["holding.remove", "holding.undo"]);
  });

  it("shows a refused file's bad rows under its heading, then the rows held already with the choice, then what was done", async () => {
    const refusal = (status: number, code: string, detail: string) => ApiError.fromResponse(status, { code, detail });
    const answers: Array<() => Promise<PortfolioReply>> = [
      () => Promise.reject(refusal(400, "invalid_import", `${csvTexts.csvImportRefused}\nRow 3: X.\nRow 5: Y.`)),
      () =>
        Promise.reject(
          refusal(409, "import_overlap", `${csvTexts.csvOverlap(1)}\nRow 2: AAPL is already in your portfolio.`),
        ),
      () => Promise.resolve({ kind: "imported", holdings: held, added: 2, updated: 1 }),
    ];
    const changes: PortfolioChange[] = [];
    const { view } = portfolio((change) => {
      changes.push(change);
      return (answers.shift() as () => Promise<PortfolioReply>)();
    });
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

    view().import("symbol\nAAPL\n");
    await settled();
    expect(view().importRefusal).toEqual({ heading: csvTexts.csvImportRefused, lines: ["Row 3: X.", "Row 5: Y."] });
    view().import("symbol\nAAPL\nKO\n");
    await settled();
    expect(view().importRefusal).toBeNull();
    expect(view().importOverlap).toEqual({
      heading: csvTexts.csvOverlap(1),
      lines: ["Row 2: AAPL is already in your portfolio."],
    });
    view().updateOverlap();
    await settled();
    expect(changes.at(-1)).toEqual({ kind: "import", csv: "symbol\nAAPL\nKO\n", overlap: "update" });
    expect(view().importOverlap).toBeNull();
    expect(view().importSummary).toBe("Imported 2 holdings; updated 1 holding already there.");
  });
});
