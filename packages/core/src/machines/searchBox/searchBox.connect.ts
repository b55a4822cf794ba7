// The search box's view-model (zag's `connect`, without DOM props): the text, whether the
// suggestion list is open and what it shows (companies, or a note: searching, keep typing, none,
// an error), the highlighted company, and one function per thing a person does. SearchBox renders
// it; where a choice goes arrives as the machine's `search.go`.
import type { SnapshotFrom } from "xstate";
import type { CompanySuggestion } from "../../domain/stock/companySuggestion";
import {
  isSuggestionListOpen,
  type SearchBoxEvent,
  type searchBoxMachine,
  suggestionListNote,
} from "./searchBox.machine";

/** The keys the box gives the machine; any other key types. */
const KEY_EVENTS: Readonly<Record<string, "search.highlightNext" | "search.highlightPrevious" | "search.dismiss">> = {
  ArrowDown: "search.highlightNext",
  ArrowUp: "search.highlightPrevious",
  Escape: "search.dismiss",
};

export interface SearchBoxView {
  readonly text: string;
  /** Nothing typed: the Search button waits. */
  readonly empty: boolean;
  readonly listOpen: boolean;
  /** The companies suggested (shown when there is no note). */
  readonly results: ReadonlyArray<CompanySuggestion>;
  readonly highlightedIndex: number;
  readonly highlighted: CompanySuggestion | null;
  /** What the open list says instead of companies, null while it shows some. */
  readonly note: string | null;
  /** The note is a failed search (read out at once). */
  readonly failed: boolean;
  readonly type: (text: string) => void;
  /** A key in the box: true when the box took it (the page's default must not run). */
  readonly pressKey: (key: string) => boolean;
  readonly submit: () => void;
  readonly dismiss: () => void;
  readonly highlight: (index: number) => void;
  readonly choose: (index: number) => void;
}

export function connectSearchBox(
  snapshot: SnapshotFrom<typeof searchBoxMachine>,
  send: (event: SearchBoxEvent) => void,
): SearchBoxView {
  const { context } = snapshot;
  return {
    text: context.text,
    empty: context.text.trim() === "",
    listOpen: isSuggestionListOpen(context),
    results: context.results,
    highlightedIndex: context.highlightedIndex,
    highlighted: context.results[context.highlightedIndex] ?? null,
    note: suggestionListNote(context, snapshot.hasTag("searching")),
    failed: context.error !== null,
    type: (text) => send({ type: "search.type", text }),
    pressKey: (key) => {
      const type = KEY_EVENTS[key];
      if (type) send({ type });
      return type !== undefined;
    },
    submit: () => send({ type: "search.submit" }),
    dismiss: () => send({ type: "search.dismiss" }),
    highlight: (index) => send({ type: "search.highlight", index }),
    choose: (index) => send({ type: "search.choose", index }),
  };
}
