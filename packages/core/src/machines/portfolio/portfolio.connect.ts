// The portfolio's view-model (zag's `connect`, without DOM props): the holdings, what is loading,
// saving or refused, the removal that can be undone, and one function per thing a person does.
// Components render it; none reads the machine's context or writes its events by hand.

import type { SnapshotFrom } from "xstate";
import { csvTexts } from "../../domain/portfolio/csvTexts";
import type { Holding, HoldingUpdate, NewHolding } from "../../domain/schemas/portfolio";
import type { PortfolioEvent, portfolioMachine } from "./portfolio.machine";
import { selectIsSending, selectUnsentChanges } from "./portfolio.selectors";

/** A message of several lines (the server's list of a file's rows) as its first line and the rest. */
function headingAndLines(message: string) {
  const [heading = "", ...lines] = message.split("\n");
  return { heading, lines };
}

export function connectPortfolio(
  snapshot: SnapshotFrom<typeof portfolioMachine>,
  send: (event: PortfolioEvent) => void,
) {
  const { context } = snapshot;
  const ids = context.holdings.map((holding) => holding.id);
  return {
    holdings: context.holdings,
    symbols: context.holdings.map((holding) => holding.symbol),
    isEmpty: context.holdings.length === 0,
    holdingOf: (symbol: string): Holding | undefined => context.holdings.find((held) => held.symbol === symbol),
    loading: snapshot.matches({ server: "loading" }),
    /** Changes on their way to the server ("Saving…"). */
    saving: selectUnsentChanges(snapshot) > 0,
    adding: selectIsSending(snapshot, "add"),
    importing: selectIsSending(snapshot, "import"),
    updating: selectIsSending(snapshot, "update"),
    /** Why the server's portfolio could not be read (the device's copy shows). */
    loadProblem: context.loadProblem,
    /** A change the server refused (the portfolio was read again). */
    problem: context.problem,
    addProblem: context.addProblem,
    /** Why an import was refused: a heading, and the file's bad rows (each "Row 4: …") when there are. */
    importRefusal: context.importProblem ? headingAndLines(context.importProblem) : null,
    /** Rows of a file held already, named, while the user chooses to update or skip them. */
    importOverlap: context.importOverlap ? headingAndLines(context.importOverlap.message) : null,
    /** What the last import did, in words ("Imported 3 holdings; updated 1 holding already there."). */
    importSummary: context.imported ? csvTexts.csvImported(context.imported.added, context.imported.updated) : null,
    /** The symbols last added (the form clears when they change), and how many an import added. */
    added: context.added,
    /** The holding just removed, while its removal can be undone. */
    undoable: snapshot.matches({ undo: "offered" }) && context.removed ? context.removed.holding : null,
    reload: () => send({ type: "portfolio.reload" }),
    dismissProblem: () => send({ type: "problem.dismiss" }),
    add: (holding: NewHolding) => send({ type: "holding.add", holding }),
    /** Imports a CSV file's text (the server reads and checks it). */
    import: (csv: string) => send({ type: "holdings.import", csv }),
    updateOverlap: () => send({ type: "import.update" }),
    skipOverlap: () => send({ type: "import.skip" }),
    cancelOverlap: () => send({ type: "import.cancel" }),
    update: (id: string, change: HoldingUpdate) => send({ type: "holding.update", id, change }),
    remove: (id: string) => send({ type: "holding.remove", id }),
    undo: () => send({ type: "holding.undo" }),
    /** Moves a holding to the place of another (a drag), or `places` up (-) or down (+). */
    moveTo: (id: string, overId: string) => send({ type: "order.move", id, to: ids.indexOf(overId) }),
    moveBy: (id: string, places: number) => send({ type: "order.move", id, to: ids.indexOf(id) + places }),
  };
}

export type PortfolioView = ReturnType<typeof connectPortfolio>;
