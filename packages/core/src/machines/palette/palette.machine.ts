// The command palette (spec §2): Cmd/Ctrl+K toggles it; typing filters the commands on label or
// description; arrow keys move the selection and wrap; Enter runs the selected command, or, when
// the text matches none, searches for it; Escape and a backdrop click close. What a command does
// is emitted (`palette.action`) for the app to carry out: navigate, toggle the sidebar or theme.
// The first opening loads the covered companies (`loadCompanies`), so a company opens by name;
// until they arrive, or if they cannot, the palette works without them.
import { assertEvent, assign, emit, enqueueActions, setup } from "xstate";
import { requiredActor } from "../../api/requiredActor";
import { type Command, type CommandAction, commandsFor, filterCommands, wrapIndex } from "../../domain/shell/commands";
import type { NamedCompany } from "../../domain/stock/companyMatch";

export interface PaletteContext {
  readonly commands: ReadonlyArray<Command>;
  readonly query: string;
  readonly selectedIndex: number;
  /** The companies the palette opens by name; empty until loaded. */
  readonly companies: ReadonlyArray<NamedCompany>;
  readonly companiesLoaded: boolean;
}

export type PaletteEvent =
  | { type: "palette.toggle" }
  | { type: "palette.open" }
  | { type: "palette.close" }
  | { type: "palette.query"; text: string }
  | { type: "palette.next" }
  | { type: "palette.previous" }
  /** The pointer rests on the command at `index` of the filtered list. */
  | { type: "palette.hover"; index: number }
  /** Enter, or a click on the command at `index`. */
  | { type: "palette.run"; index?: number }
  /** The signed-in user changed: Research is offered only with research access. */
  | { type: "palette.visitorChanged"; researchAccess: boolean };

export type PaletteEmitted = { type: "palette.action"; action: CommandAction };

export const visibleCommands = (context: PaletteContext) =>
  filterCommands(context.commands, context.query, context.companies);

/** The command Enter (the selected one) or a click (the one at its index) runs, if any. */
const chosenCommand = (context: PaletteContext, event: PaletteEvent) => {
  assertEvent(event, "palette.run");
  return visibleCommands(context)[event.index ?? context.selectedIndex];
};

export const paletteMachine = setup({
  types: {
    context: {} as PaletteContext,
    events: {} as PaletteEvent,
    emitted: {} as PaletteEmitted,
  },
  actors: {
    loadCompanies: requiredActor<ReadonlyArray<NamedCompany>, void>("palette", "loadCompanies"),
  },
  actions: {
    keepCompanies: assign(({ event }) => ({
      companies: (event as unknown as { output: ReadonlyArray<NamedCompany> }).output,
      companiesLoaded: true,
    })),
    reset: assign({ query: "", selectedIndex: 0 }),
    setQuery: assign(({ event }) => {
      assertEvent(event, "palette.query");
      return { query: event.text, selectedIndex: 0 };
    }),
    move: assign(({ context, event }) => {
      assertEvent(event, ["palette.next", "palette.previous"]);
      const step = event.type === "palette.next" ? 1 : -1;
      return { selectedIndex: wrapIndex(context.selectedIndex, step, visibleCommands(context).length) };
    }),
    hover: assign(({ context, event }) => {
      assertEvent(event, "palette.hover");
      return event.index < visibleCommands(context).length ? { selectedIndex: event.index } : {};
    }),
    setVisitor: assign(({ event }) => {
      assertEvent(event, "palette.visitorChanged");
      return { commands: commandsFor(event.researchAccess), selectedIndex: 0 };
    }),
    runChosen: enqueueActions(({ context, event, enqueue }) => {
      const command = chosenCommand(context, event);
      if (command) enqueue.emit({ type: "palette.action", action: command.action });
    }),
    searchForQuery: emit(({ context }) => ({
      type: "palette.action" as const,
      action: { type: "navigate" as const, to: `/search?q=${encodeURIComponent(context.query.trim())}` },
    })),
  },
  guards: {
    hasChosenCommand: ({ context, event }) => chosenCommand(context, event) !== undefined,
    hasSearchText: ({ context }) => context.query.trim() !== "",
    companiesLoaded: ({ context }) => context.companiesLoaded,
  },
}).createMachine({
  id: "palette",
  context: { commands: commandsFor(false), query: "", selectedIndex: 0, companies: [], companiesLoaded: false },
  initial: "closed",
  on: {
    "palette.visitorChanged": { actions: "setVisitor" },
  },
  states: {
    closed: {
      on: {
        "palette.toggle": { target: "open", actions: "reset" },
        "palette.open": { target: "open", actions: "reset" },
      },
    },
    open: {
      initial: "checkingCompanies",
      states: {
        checkingCompanies: {
          always: [{ guard: "companiesLoaded", target: "ready" }, { target: "loadingCompanies" }],
        },
        loadingCompanies: {
          invoke: {
            id: "loadCompanies",
            src: "loadCompanies",
            onDone: { target: "ready", actions: "keepCompanies" },
            // Tried again at the next opening; meanwhile tickers and commands work.
            onError: { target: "ready" },
          },
        },
        ready: {},
      },
      on: {
        "palette.toggle": { target: "closed" },
        "palette.close": { target: "closed" },
        "palette.query": { actions: "setQuery" },
        "palette.next": { actions: "move" },
        "palette.previous": { actions: "move" },
        "palette.hover": { actions: "hover" },
        "palette.run": [
          { guard: "hasChosenCommand", target: "closed", actions: "runChosen" },
          { guard: "hasSearchText", target: "closed", actions: "searchForQuery" },
        ],
      },
    },
  },
});

export type PaletteMachine = typeof paletteMachine;
