// The portfolio's model: the server's portfolio read (or not) over the browser's copy; adding (a
// symbol already held is refused at once), importing (a file with rows held already waits for
// the choice to update or skip them), changing, removing with undo (and the undo
// window running out), moving a holding; each change answered or refused by the server.
import { ApiError, type Holding, type PortfolioContext, portfolioMachine } from "@moatwise/core";
import { defineModel } from "../model";

export const holdingOf = (symbol: string, shares: number | null = null): Holding => ({
  id: `id-${symbol}`,
  symbol,
  createdAt: "2026-11-24T09:30:00.000Z",
  shares,
  costPerShare: null,
  openedOn: null,
  thesis: null,
});

export const COPY = [holdingOf("AAPL", 10)];
export const SERVER = [holdingOf("AAPL", 12), holdingOf("KO", 40)];
export const refusedSymbol = ApiError.fromResponse(400, {
  detail: "symbol: ZZZZQ is not a listed company Moatwise knows",
  code: "unknown_symbol",
});
export const IMPORTED_CSV = "symbol,shares\nNKE,\nKO,2\n";
/** The server's refusal of a file with a row held already, until the user chooses. */
export const overlapRefused = ApiError.fromResponse(409, {
  detail: "1 row of the file is already in your portfolio.\nRow 3: KO is already in your portfolio.",
  code: "import_overlap",
});

/** How many things are going on: changes waiting (a removal counts with its undo), problems shown, news of an add. */
function goingOn(context: PortfolioContext): number {
  const problems = [
    context.problem,
    context.addProblem,
    context.importProblem,
    context.loadProblem,
    context.importOverlap,
    context.imported,
  ];
  const waiting = context.pending.filter((change) => change.kind !== "remove").length;
  return waiting + problems.filter(Boolean).length + (context.added ? 1 : 0) + (context.removed ? 1 : 0);
}

function placesUnlikeServer(holdings: ReadonlyArray<Holding>): number {
  const places = Math.max(holdings.length, SERVER.length);
  return Array.from({ length: places }, (_, at) => JSON.stringify(holdings[at]) !== JSON.stringify(SERVER[at])).filter(
    Boolean,
  ).length;
}

export const portfolioModel = defineModel({
  name: "portfolio",
  machine: portfolioMachine,
  input: { holdings: COPY },
  // Before the server answers, only the first state is explored; after, one thing at a time (a
  // change waiting, a problem shown, an undo offered…) and a list at most two places unlike the
  // server's. Every transition is reached inside that bound.
  explore: (snapshot) => {
    const context = snapshot.context as PortfolioContext;
    if (!snapshot.matches({ server: "loaded" })) {
      return goingOn(context) === 0 && JSON.stringify(context.holdings) === JSON.stringify(COPY);
    }
    return goingOn(context) <= 1 && context.pending.length <= 1 && placesUnlikeServer(context.holdings) <= 2;
  },
  events: [
    { type: "xstate.done.actor.loadPortfolio", output: SERVER },
    { type: "xstate.error.actor.loadPortfolio", error: new TypeError("Failed to fetch") },
    { type: "portfolio.reload" },
    { type: "holding.add", holding: { symbol: "msft" } },
    { type: "holding.add", holding: { symbol: "aapl" } },
    { type: "holdings.import", csv: IMPORTED_CSV },
    { type: "import.update" },
    { type: "import.skip" },
    { type: "import.cancel" },
    { type: "holding.update", id: "id-AAPL", change: { shares: 5, thesis: "Services" } },
    { type: "holding.remove", id: "id-AAPL" },
    { type: "holding.undo" },
    { type: "xstate.after.undoWindow.portfolio.undo.offered" },
    { type: "order.move", id: "id-KO", to: 0 },
    { type: "xstate.done.actor.sendChange", output: { kind: "holding", holding: holdingOf("MSFT") } },
    { type: "xstate.done.actor.sendChange", output: { kind: "portfolio", holdings: [...SERVER, holdingOf("NKE")] } },
    { type: "xstate.done.actor.sendChange", output: { kind: "done" } },
    {
      type: "xstate.done.actor.sendChange",
      output: { kind: "imported", holdings: [...SERVER, holdingOf("NKE")], added: 1, updated: 1 },
    },
    { type: "xstate.error.actor.sendChange", error: refusedSymbol },
    { type: "xstate.error.actor.sendChange", error: overlapRefused },
    { type: "problem.dismiss" },
  ],
});
