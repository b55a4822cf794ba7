// The global search box (spec §2), rendered from a search-box machine of its own: suggestions
// under the box while company text is typed; Enter or a click goes where the machine says. Pages
// show it through ShellSearchBox, which loads this module (and the machine) with the first box and
// runs the box's actor, so this chunk shares no React-binding code with the first load.
import {
  isSuggestionListOpen,
  type PromiseApi,
  type SearchBoxMachine,
  type SearchDestination,
  searchBoxActors,
  searchBoxMachine,
  suggestionListNote,
} from "@moatwise/core";
import { type FormEvent, type KeyboardEvent, type Ref, useEffect, useId } from "react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { CompanyLine } from "../ui/CompanyLine";
import { Icon } from "../ui/Icon";

export interface SearchBoxProps {
  readonly onGo: (destination: SearchDestination) => void;
  readonly placeholder?: string;
  readonly size?: "header" | "hero";
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** The box's logic wired to the page's API, with the component that renders it. */
export interface LoadedSearchBox {
  readonly logic: SearchBoxMachine;
  readonly SearchBox: typeof SearchBox;
}

export const loadedSearchBox = (api: PromiseApi): LoadedSearchBox => ({
  logic: searchBoxMachine.provide({ actors: searchBoxActors(api) }),
  SearchBox,
});

const KEY_EVENTS: Readonly<Record<string, "search.highlightNext" | "search.highlightPrevious" | "search.dismiss">> = {
  ArrowDown: "search.highlightNext",
  ArrowUp: "search.highlightPrevious",
  Escape: "search.dismiss",
};

/** The box's actor, with what it shows: its context, and whether a search is under way. */
interface SearchBoxState {
  readonly box: ActorRefFrom<SearchBoxMachine>;
  readonly context: SnapshotFrom<SearchBoxMachine>["context"];
  readonly searching: boolean;
}

export function SearchBox({
  box,
  context,
  searching,
  onGo,
  placeholder = "Search companies or ask a question",
  size = "header",
  inputRef,
}: SearchBoxProps & SearchBoxState) {
  const listId = useId();

  useEffect(() => {
    const subscription = box.on("search.go", ({ destination }) => onGo(destination));
    return () => subscription.unsubscribe();
  }, [box, onGo]);

  const open = isSuggestionListOpen(context);
  const empty = context.text.trim() === "";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    box.send({ type: "search.submit" });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const type = KEY_EVENTS[event.key];
    if (!type) return;
    event.preventDefault();
    box.send({ type });
  };
  const highlighted = context.results[context.highlightedIndex];
  const note = suggestionListNote(context, searching);

  return (
    <form className={`search-box search-box-${size}`} onSubmit={onSubmit}>
      <div className="search-box-field">
        <Icon name="search" size={18} />
        <input
          ref={inputRef}
          className="search-box-input"
          value={context.text}
          placeholder={placeholder}
          aria-label="Search companies or ask a question"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={highlighted ? `${listId}-${highlighted.symbol}` : undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => box.send({ type: "search.type", text: e.target.value })}
          onKeyDown={onKeyDown}
          onBlur={() => box.send({ type: "search.dismiss" })}
        />
        <button type="submit" className="button button-primary search-box-submit" disabled={empty}>
          Search
        </button>
      </div>
      {open && (
        <div className="search-suggestions" id={listId} role="listbox" aria-label="Companies">
          {note ? (
            <p
              className="search-suggestions-note"
              data-error={context.error !== null}
              role={context.error ? "alert" : undefined}
            >
              {note}
            </p>
          ) : (
            context.results.map((company, index) => (
              <div
                key={company.symbol}
                id={`${listId}-${company.symbol}`}
                role="option"
                aria-selected={index === context.highlightedIndex}
                tabIndex={-1}
                className="company-line search-suggestion"
                onPointerMove={() => box.send({ type: "search.highlight", index })}
                // A press on a suggestion must not blur the box (which would close the list) first.
                onPointerDown={(e) => e.preventDefault()}
                onClick={() => box.send({ type: "search.choose", index })}
                onKeyDown={() => {}}
              >
                <CompanyLine company={company} />
              </div>
            ))
          )}
        </div>
      )}
    </form>
  );
}
