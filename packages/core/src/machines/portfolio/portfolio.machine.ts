// The portfolio on this device (issue 24): the holdings in the user's order, painted at once from
// the browser's copy, then replaced by the server's (the server wins). Changes are queued and sent
// one at a time, in order: changes, removals and reorders show at once; adding and importing wait
// for the server, which checks the symbol. A failed change says why and reloads the server's
// portfolio; a failed add or import keeps its own message so the form keeps what was typed. A
// CSV whose rows include companies held already waits for the user's choice: update those
// holdings, skip them, or import nothing. A removal can be undone for a while.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from "xstate";
import { failureMessage } from "../../api/failureMessage";
import { PORTFOLIO_UNDO_MS } from "../../domain/constants";
import { alreadyHeld } from "../../domain/portfolio/holdingProblems";
import { moveInOrder } from "../../domain/portfolio/portfolioRows";
import type { Holding, HoldingUpdate, ImportOverlap, NewHolding } from "../../domain/schemas/portfolio";

/** The server's refusal of a file whose rows include companies held already, until the user chooses. */
const isImportOverlap = (error: unknown) => (error as { code?: unknown } | null)?.code === "import_overlap";

/** A change waiting to be sent, in the order the user made them. */
export type PortfolioChange =
  | { readonly kind: "add"; readonly holding: NewHolding }
  /** A CSV file's text, read and checked by the server; `overlap` says what to do with rows held already. */
  | { readonly kind: "import"; readonly csv: string; readonly overlap?: ImportOverlap }
  | { readonly kind: "update"; readonly id: string; readonly change: HoldingUpdate }
  | { readonly kind: "remove"; readonly id: string }
  /** Puts a removed holding back at `index` (undo). */
  | { readonly kind: "restore"; readonly holding: Holding; readonly index: number }
  | { readonly kind: "reorder"; readonly order: ReadonlyArray<string> };

/** What the server answered a change: the holding it stored, the whole portfolio, or nothing to apply. */
export type PortfolioReply =
  | { readonly kind: "holding"; readonly holding: Holding }
  | { readonly kind: "portfolio"; readonly holdings: ReadonlyArray<Holding> }
  /** An import's answer: the portfolio, and how many holdings it added and updated. */
  | {
      readonly kind: "imported";
      readonly holdings: ReadonlyArray<Holding>;
      readonly added: number;
      readonly updated: number;
    }
  | { readonly kind: "done" };

export interface PortfolioContext {
  readonly holdings: ReadonlyArray<Holding>;
  /** The server's portfolio has been read since this started (else it shows the browser's copy). */
  readonly synced: boolean;
  /** Why the server's portfolio could not be read; the copy still shows. */
  readonly loadProblem: string | null;
  readonly pending: ReadonlyArray<PortfolioChange>;
  readonly addProblem: string | null;
  /** Why an import was refused: one line, or a heading and a line per bad row. */
  readonly importProblem: string | null;
  /** A CSV whose rows include companies held already, and the server's words naming them, while the user chooses. */
  readonly importOverlap: { readonly csv: string; readonly message: string } | null;
  /** What the last import did: how many holdings it added and updated. */
  readonly imported: { readonly added: number; readonly updated: number } | null;
  /** A change the server refused; its portfolio is read again. */
  readonly problem: string | null;
  /** The holding last removed and where it was, while its removal can be undone. */
  readonly removed: { readonly holding: Holding; readonly index: number } | null;
  /** The symbol last added (the form clears when it changes). */
  readonly added: { readonly symbols: ReadonlyArray<string>; readonly count: number } | null;
}

export type PortfolioEvent =
  | { type: "portfolio.reload" }
  | { type: "holding.add"; holding: NewHolding }
  /** A CSV file's text to import. */
  | { type: "holdings.import"; csv: string }
  /** The choice for rows held already: update those holdings, skip them, or import nothing. */
  | { type: "import.update" }
  | { type: "import.skip" }
  | { type: "import.cancel" }
  | { type: "holding.update"; id: string; change: HoldingUpdate }
  | { type: "holding.remove"; id: string }
  | { type: "holding.undo" }
  /** Moves a holding to `to`, its new place in the user's order. */
  | { type: "order.move"; id: string; to: number }
  | { type: "problem.dismiss" };

/** The holdings this device last saw, given at start (see portfolio.storage). */
export interface PortfolioInput {
  readonly holdings: ReadonlyArray<Holding>;
}

const applyUpdate = (holding: Holding, change: HoldingUpdate): Holding => ({
  ...holding,
  ...Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)),
});

/** The queue with `change` at its end; a reorder replaces any reorder still waiting (not the one in flight). */
function queued(pending: ReadonlyArray<PortfolioChange>, change: PortfolioChange, sending: boolean) {
  if (change.kind !== "reorder") return [...pending, change];
  const kept = pending.filter((waiting, index) => (sending && index === 0) || waiting.kind !== "reorder");
  return [...kept, change];
}

export const portfolioMachine = setup({
  types: {
    context: {} as PortfolioContext,
    events: {} as PortfolioEvent,
    input: {} as PortfolioInput,
  },
  actors: {
    /** Reads the user's portfolio from the server. */
    loadPortfolio: fromPromise<ReadonlyArray<Holding>>(async () => {
      throw new Error("loadPortfolio is provided from outside");
    }),
    /** Sends one change to the server. */
    sendChange: fromPromise<PortfolioReply, PortfolioChange>(async () => {
      throw new Error("sendChange is provided from outside");
    }),
  },
  delays: { undoWindow: PORTFOLIO_UNDO_MS },
  actions: {
    /** Keeps the holdings where this client keeps its copy; provided from outside. */
    persist: () => {},
    takeServerPortfolio: assign((_, holdings: ReadonlyArray<Holding>) => ({
      holdings,
      synced: true,
      loadProblem: null,
    })),
    noteLoadProblem: assign((_, error: unknown) => ({ loadProblem: failureMessage(error) })),
    queueAdd: assign(({ context, event }) => {
      assertEvent(event, "holding.add");
      const symbol = event.holding.symbol.toUpperCase();
      if (context.holdings.some((holding) => holding.symbol === symbol))
        return { addProblem: `symbol: ${alreadyHeld(symbol)}` };
      const holding = { ...event.holding, symbol };
      return { addProblem: null, added: null, pending: [...context.pending, { kind: "add", holding } as const] };
    }),
    queueImport: assign(({ context, event }) => {
      assertEvent(event, "holdings.import");
      return {
        importProblem: null,
        importOverlap: null,
        imported: null,
        pending: [...context.pending, { kind: "import", csv: event.csv } as const],
      };
    }),
    /** Sends the file again with the user's choice for its rows held already. */
    queueImportWith: assign(({ context }, overlap: ImportOverlap) => {
      if (!context.importOverlap) return {};
      const change = { kind: "import", csv: context.importOverlap.csv, overlap } as const;
      return { importOverlap: null, pending: [...context.pending, change] };
    }),
    dropImportOverlap: assign({ importOverlap: null }),
    update: assign(({ context, event }) => {
      assertEvent(event, "holding.update");
      if (!context.holdings.some((holding) => holding.id === event.id)) return {};
      return {
        holdings: context.holdings.map((holding) =>
          holding.id === event.id ? applyUpdate(holding, event.change) : holding,
        ),
        pending: [...context.pending, { kind: "update", id: event.id, change: event.change } as const],
      };
    }),
    remove: assign(({ context, event }) => {
      assertEvent(event, "holding.remove");
      const index = context.holdings.findIndex((holding) => holding.id === event.id);
      const holding = context.holdings[index];
      if (!holding) return {};
      return {
        holdings: context.holdings.filter((kept) => kept.id !== event.id),
        removed: { holding, index },
        pending: [...context.pending, { kind: "remove", id: event.id } as const],
      };
    }),
    restore: assign(({ context }) => {
      if (!context.removed) return {};
      const { holding, index } = context.removed;
      const holdings = [...context.holdings];
      holdings.splice(index, 0, holding);
      return { holdings, removed: null, pending: [...context.pending, { kind: "restore", holding, index } as const] };
    }),
    forgetRemoved: assign({ removed: null }),
    move: assign(({ context, event }, sending: boolean) => {
      assertEvent(event, "order.move");
      const ids = context.holdings.map((holding) => holding.id);
      const order = moveInOrder(ids, event.id, event.to);
      if (order.every((id, index) => id === ids[index])) return {};
      const byId = new Map(context.holdings.map((holding) => [holding.id, holding]));
      return {
        holdings: order.map((id) => byId.get(id) as Holding),
        pending: queued(context.pending, { kind: "reorder", order }, sending),
      };
    }),
    /** Applies the server's answer to the change just sent, and takes it off the queue. */
    takeReply: assign(({ context }, reply: PortfolioReply) => {
      const [sent, ...rest] = context.pending;
      const next = { pending: rest };
      if (reply.kind === "portfolio") return { ...next, holdings: reply.holdings };
      if (reply.kind === "imported") {
        return { ...next, holdings: reply.holdings, imported: { added: reply.added, updated: reply.updated } };
      }
      if (reply.kind !== "holding") return next;
      const { holding } = reply;
      if (sent?.kind === "add") {
        const others = context.holdings.filter((kept) => kept.symbol !== holding.symbol);
        return { ...next, holdings: [...others, holding], added: { symbols: [holding.symbol], count: 1 } };
      }
      return { ...next, holdings: context.holdings.map((kept) => (kept.id === holding.id ? holding : kept)) };
    }),
    /** Says why the change failed, where the user made it, and drops it from the queue. */
    noteFailure: assign(({ context }, error: unknown) => {
      const [sent, ...rest] = context.pending;
      const message = failureMessage(error);
      if (sent?.kind === "add") return { pending: rest, addProblem: message };
      if (sent?.kind === "import" && isImportOverlap(error)) {
        return { pending: rest, importOverlap: { csv: sent.csv, message } };
      }
      if (sent?.kind === "import") return { pending: rest, importProblem: message };
      return { pending: rest, problem: message };
    }),
    dismissProblem: assign({ problem: null, addProblem: null, importProblem: null }),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    /** A refused change other than an add or import leaves the shown portfolio unlike the server's. */
    changedLocally: ({ context }) => {
      const sent = context.pending[0];
      return sent !== undefined && sent.kind !== "add" && sent.kind !== "import";
    },
    canUndo: ({ context }) => context.removed !== null,
    overlapOffered: ({ context }) => context.importOverlap !== null,
    holdsIt: ({ context, event }) => {
      assertEvent(event, "holding.remove");
      return context.holdings.some((holding) => holding.id === event.id);
    },
  },
}).createMachine({
  id: "portfolio",
  type: "parallel",
  context: ({ input }) => ({
    holdings: input.holdings,
    synced: false,
    loadProblem: null,
    pending: [],
    addProblem: null,
    importProblem: null,
    importOverlap: null,
    imported: null,
    problem: null,
    removed: null,
    added: null,
  }),
  states: {
    server: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadPortfolio",
            src: "loadPortfolio",
            onDone: {
              target: "loaded",
              actions: [{ type: "takeServerPortfolio", params: ({ event }) => event.output }, "persist"],
            },
            onError: {
              target: "unreachable",
              actions: { type: "noteLoadProblem", params: ({ event }: { event: { error: unknown } }) => event.error },
            },
          },
        },
        loaded: {},
        /** The copy shows; Try again reads the server's portfolio again. */
        unreachable: {},
      },
      on: { "portfolio.reload": ".loading" },
    },
    sync: {
      initial: "idle",
      states: {
        idle: {
          always: { guard: "hasPending", target: "sending" },
          on: { "order.move": { actions: [{ type: "move", params: false }, "persist"] } },
        },
        sending: {
          invoke: {
            id: "sendChange",
            src: "sendChange",
            input: ({ context }) => context.pending[0] as PortfolioChange,
            onDone: {
              target: "idle",
              actions: [{ type: "takeReply", params: ({ event }) => event.output }, "persist"],
            },
            onError: [
              {
                guard: "changedLocally",
                target: "idle",
                actions: [
                  { type: "noteFailure", params: ({ event }: { event: { error: unknown } }) => event.error },
                  enqueueActions(({ enqueue }) => enqueue.raise({ type: "portfolio.reload" })),
                ],
              },
              {
                target: "idle",
                actions: { type: "noteFailure", params: ({ event }: { event: { error: unknown } }) => event.error },
              },
            ],
          },
          on: { "order.move": { actions: [{ type: "move", params: true }, "persist"] } },
        },
      },
      on: {
        "holding.add": { actions: "queueAdd" },
        "holdings.import": { actions: "queueImport" },
        "holding.update": { actions: ["update", "persist"] },
        "problem.dismiss": { actions: "dismissProblem" },
      },
    },
    /** A file with rows held already waits for the user's choice; the file is not sent meanwhile. */
    importChoice: {
      initial: "none",
      states: {
        none: { always: { guard: "overlapOffered", target: "offered" } },
        offered: {
          on: {
            "import.update": { target: "none", actions: { type: "queueImportWith", params: "update" } },
            "import.skip": { target: "none", actions: { type: "queueImportWith", params: "skip" } },
            "import.cancel": { target: "none", actions: "dropImportOverlap" },
            "holdings.import": { target: "none" },
          },
        },
      },
    },
    undo: {
      initial: "none",
      states: {
        none: {
          on: { "holding.remove": { guard: "holdsIt", target: "offered", actions: ["remove", "persist"] } },
        },
        offered: {
          after: { undoWindow: { target: "none", actions: "forgetRemoved" } },
          on: {
            "holding.undo": { guard: "canUndo", target: "none", actions: ["restore", "persist"] },
            // A second removal is the one to undo, with a whole window of its own.
            "holding.remove": { guard: "holdsIt", target: "offered", reenter: true, actions: ["remove", "persist"] },
          },
        },
      },
    },
  },
});

export type PortfolioMachine = typeof portfolioMachine;

/** The machine's actors over a client's calls, so any client (web, CLI) can run it. */
export interface PortfolioCalls {
  readonly load: () => Promise<ReadonlyArray<Holding>>;
  readonly send: (change: PortfolioChange) => Promise<PortfolioReply>;
}

export const portfolioActors = (calls: PortfolioCalls) => ({
  loadPortfolio: fromPromise<ReadonlyArray<Holding>>(() => calls.load()),
  sendChange: fromPromise<PortfolioReply, PortfolioChange>(({ input }) => calls.send(input)),
});
