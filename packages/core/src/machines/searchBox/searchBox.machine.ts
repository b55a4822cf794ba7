// The global search box (spec §2, §5, §7): the text is trimmed; from 2 characters, and when it is
// not a question, companies are searched 350 ms after the last keystroke, a newer search aborting
// the older; answers arrive re-ranked (see the actor) and are cached per lowercased query. Arrow keys
// and the pointer pick a suggestion. Enter goes to the picked company, asks the assistant a
// question, or opens the search page; where to go is emitted (`search.go`) for the app to follow.
import { assertEvent, assign, enqueueActions, setup } from "xstate";
import { requiredActor } from "../../api/requiredActor";
import { detectQuestion } from "../../domain/chat/question";
import { COMPANY_SEARCH_MIN_CHARS, SEARCH_DEBOUNCE_MS } from "../../domain/constants";
import { wrapIndex } from "../../domain/shell/commands";
import type { SearchDestination } from "../../domain/shell/searchDestination";
import type { CompanySuggestion } from "../../domain/stock/companySuggestion";
import { texts } from "../../domain/texts";

/** How many answered queries the box remembers. */
const CACHE_SIZE = 50;

export { type SearchDestination, searchDestinationPath } from "../../domain/shell/searchDestination";

export interface SearchBoxContext {
  readonly text: string;
  readonly results: ReadonlyArray<CompanySuggestion>;
  /** The picked suggestion, or -1. */
  readonly highlightedIndex: number;
  readonly error: string | null;
  /** Escape or leaving the box closes the suggestions until the next keystroke. */
  readonly dismissed: boolean;
  readonly cache: Readonly<Record<string, ReadonlyArray<CompanySuggestion>>>;
}

export type SearchBoxEvent =
  | { type: "search.type"; text: string }
  | { type: "search.highlightNext" }
  | { type: "search.highlightPrevious" }
  | { type: "search.highlight"; index: number }
  | { type: "search.choose"; index: number }
  | { type: "search.submit" }
  | { type: "search.dismiss" };

export type SearchBoxEmitted = { type: "search.go"; destination: SearchDestination };

const cacheKey = (text: string) => text.trim().toLowerCase();
const wantsCompanies = (text: string) => text.trim().length >= COMPANY_SEARCH_MIN_CHARS && !detectQuestion(text.trim());

/** The suggestion list is open for non-empty text that is not a question, until dismissed. */
export function isSuggestionListOpen(context: SearchBoxContext): boolean {
  const text = context.text.trim();
  return text !== "" && !detectQuestion(text) && !context.dismissed;
}

/** A failed company search reads as its error's message, else 'Failed to search companies' (spec §8). */
export function searchErrorText(error: unknown): string {
  return error instanceof Error && error.message.trim() !== "" ? error.message : texts.failedToSearchCompanies;
}

/** What the open suggestion list says when it shows no companies; null while it shows some. */
export function suggestionListNote(context: SearchBoxContext, searching: boolean): string | null {
  if (context.error) return context.error;
  if (context.results.length > 0) return null;
  if (searching) return "Searching…";
  if (context.text.trim().length < COMPANY_SEARCH_MIN_CHARS) return "Keep typing to search companies";
  return "No companies match. Press Enter to search everything.";
}

/** The company a choice (a click, or Enter on the highlighted suggestion) picks, if any. */
const chosenCompany = (context: SearchBoxContext, event: SearchBoxEvent) => {
  assertEvent(event, ["search.choose", "search.submit"]);
  return context.results[event.type === "search.choose" ? event.index : context.highlightedIndex];
};

/** Arrow keys: from no highlight, down picks the first and up the last; then they wrap. */
function movedHighlight(index: number, step: 1 | -1, length: number): number {
  if (length === 0) return -1;
  if (index < 0) return step === 1 ? 0 : length - 1;
  return wrapIndex(index, step, length);
}

const go = (destination: SearchDestination): SearchBoxEmitted => ({ type: "search.go", destination });

export const searchBoxMachine = setup({
  types: {
    context: {} as SearchBoxContext,
    events: {} as SearchBoxEvent,
    emitted: {} as SearchBoxEmitted,
    tags: {} as "searching",
  },
  actors: {
    searchCompanies: requiredActor<ReadonlyArray<CompanySuggestion>, { query: string }>("searchBox", "searchCompanies"),
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
  },
  actions: {
    setText: assign(({ event }) => {
      assertEvent(event, "search.type");
      return { text: event.text, highlightedIndex: -1, dismissed: false, error: null };
    }),
    clearResults: assign({ results: [], highlightedIndex: -1 }),
    showCached: assign(({ context }) => ({ results: context.cache[cacheKey(context.text)] ?? [] })),
    showAnswer: assign(({ context, event }) => {
      const ranked = (event as unknown as { output: ReadonlyArray<CompanySuggestion> }).output;
      const keys = Object.keys(context.cache).filter((key) => key !== cacheKey(context.text));
      const kept = keys.slice(Math.max(0, keys.length - CACHE_SIZE + 1));
      const cache = Object.fromEntries(kept.map((key) => [key, context.cache[key] ?? []]));
      return { results: ranked, error: null, cache: { ...cache, [cacheKey(context.text)]: ranked } };
    }),
    showError: assign(({ event }) => ({
      results: [],
      highlightedIndex: -1,
      error: searchErrorText((event as unknown as { error: unknown }).error),
    })),
    moveHighlight: assign(({ context, event }) => {
      assertEvent(event, ["search.highlightNext", "search.highlightPrevious"]);
      return {
        highlightedIndex: movedHighlight(
          context.highlightedIndex,
          event.type === "search.highlightPrevious" ? -1 : 1,
          context.results.length,
        ),
      };
    }),
    highlight: assign(({ context, event }) => {
      assertEvent(event, "search.highlight");
      return event.index >= 0 && event.index < context.results.length ? { highlightedIndex: event.index } : {};
    }),
    dismiss: assign({ dismissed: true, highlightedIndex: -1 }),
    goToChosen: enqueueActions(({ context, event, enqueue }) => {
      const company = chosenCompany(context, event);
      if (!company) return;
      enqueue.emit(go({ kind: "stock", symbol: company.symbol, name: company.name }));
      enqueue.assign({ text: "", results: [], highlightedIndex: -1, dismissed: false });
    }),
    goWithText: enqueueActions(({ context, enqueue }) => {
      const text = context.text.trim();
      enqueue.emit(go(detectQuestion(text) ? { kind: "chat", message: text } : { kind: "results", query: text }));
      enqueue.assign({ text: "", results: [], highlightedIndex: -1, dismissed: false });
    }),
  },
  guards: {
    wantsCompanies: ({ event }) => {
      assertEvent(event, "search.type");
      return wantsCompanies(event.text);
    },
    isCached: ({ context, event }) => {
      assertEvent(event, "search.type");
      return cacheKey(event.text) in context.cache;
    },
    hasChosenCompany: ({ context, event }) => chosenCompany(context, event) !== undefined,
    hasText: ({ context }) => context.text.trim() !== "",
  },
}).createMachine({
  id: "searchBox",
  context: { text: "", results: [], highlightedIndex: -1, error: null, dismissed: false, cache: {} },
  initial: "idle",
  on: {
    "search.type": [
      { guard: "isCached", target: ".idle", actions: ["setText", "showCached"] },
      { guard: "wantsCompanies", target: ".debouncing", reenter: true, actions: ["setText", "clearResults"] },
      { target: ".idle", actions: ["setText", "clearResults"] },
    ],
    "search.highlightNext": { actions: "moveHighlight" },
    "search.highlightPrevious": { actions: "moveHighlight" },
    "search.highlight": { actions: "highlight" },
    "search.choose": { guard: "hasChosenCompany", target: ".idle", actions: "goToChosen" },
    "search.submit": [
      { guard: "hasChosenCompany", target: ".idle", actions: "goToChosen" },
      { guard: "hasText", target: ".idle", actions: "goWithText" },
    ],
    "search.dismiss": { actions: "dismiss" },
  },
  states: {
    idle: {},
    debouncing: {
      tags: ["searching"],
      after: { debounce: { target: "searching" } },
    },
    searching: {
      tags: ["searching"],
      invoke: {
        id: "searchCompanies",
        src: "searchCompanies",
        input: ({ context }) => ({ query: context.text.trim() }),
        onDone: { target: "idle", actions: "showAnswer" },
        onError: { target: "idle", actions: "showError" },
      },
    },
  },
});

export type SearchBoxMachine = typeof searchBoxMachine;
