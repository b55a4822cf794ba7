// The global search box (spec §2), rendered from a search-box machine of its own: suggestions
// under the box while company text is typed; Enter or a click goes where the machine says. Pages
// show it through ShellSearchBox, which loads this module (and the machine) with the first box and
// runs the box's actor, so this chunk shares no React-binding code with the first load.
import {
  connectSearchBox,
  type PromiseApi,
  type SearchBoxMachine,
  type SearchDestination,
  searchBoxActors,
  searchBoxMachine,
} from "@moatwise/core";
import { type FormEvent, type KeyboardEvent, type Ref, useEffect, useId, useMemo } from "react";
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

/** The box's actor and its snapshot, rendered through core's connectSearchBox (loaded with this module). */
interface SearchBoxState {
  readonly box: ActorRefFrom<SearchBoxMachine>;
  readonly snapshot: SnapshotFrom<SearchBoxMachine>;
}

export function SearchBox({
  box,
  snapshot,
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

  const view = useMemo(() => connectSearchBox(snapshot, box.send), [snapshot, box]);
  const { listOpen: open, highlighted, note } = view;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (view.pressKey(event.key)) event.preventDefault();
  };

  return (
    <form className={`search-box search-box-${size}`} onSubmit={onSubmit}>
      <div className="search-box-field">
        <Icon name="search" size={18} />
        <input
          ref={inputRef}
          className="search-box-input"
          value={view.text}
          placeholder={placeholder}
          aria-label="Search companies or ask a question"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={highlighted ? `${listId}-${highlighted.symbol}` : undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => view.type(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={view.dismiss}
        />
        <button type="submit" className="button button-primary search-box-submit" disabled={view.empty}>
          Search
        </button>
      </div>
      {open && (
        <div className="search-suggestions" id={listId} role="listbox" aria-label="Companies">
          {note ? (
            <p className="search-suggestions-note" data-error={view.failed} role={view.failed ? "alert" : undefined}>
              {note}
            </p>
          ) : (
            view.results.map((company, index) => (
              <div
                key={company.symbol}
                id={`${listId}-${company.symbol}`}
                role="option"
                aria-selected={index === view.highlightedIndex}
                tabIndex={-1}
                className="company-line search-suggestion"
                onPointerMove={() => view.highlight(index)}
                // A press on a suggestion must not blur the box (which would close the list) first.
                onPointerDown={(e) => e.preventDefault()}
                onClick={() => view.choose(index)}
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
