// The header's search box as a person uses it, for the search box model's paths: typing, the
// arrow keys, the pointer, Enter, Escape, and time passing on the page's paused clock. The company
// search's answer is held until the path says how it ends (the model's companies or its failure);
// choosing a company or pressing Enter must open the page the machine names.
import {
  isSuggestionListOpen,
  SEARCH_DEBOUNCE_MS,
  type SearchBoxContext,
  type SearchDestination,
  searchDestinationPath,
  suggestionListNote,
} from "@moatwise/core";
import {
  type AnyMachineSnapshot,
  type BrowserExecutor,
  type EventObject,
  emittedBy,
  fieldOf,
  searchBoxModel,
} from "@moatwise/testkit/browser";
import { expect, type Page } from "@playwright/test";
import { type HeldCalls, holdCalls } from "../support/heldCalls";
import { pauseClock } from "../support/pageClock";

/** The page the paths start on: a signed-in page with only the header's search box. */
const START = "/roadmap";

const boxOf = (page: Page) =>
  page.locator("header").getByRole("combobox", { name: "Search companies or ask a question" });
const listOf = (page: Page) => page.locator("header").getByRole("listbox", { name: "Companies" });

/** Held answers per page: the executor is shared, a page is its own. */
const searches = new WeakMap<Page, HeldCalls>();
const searchesOf = (page: Page) => {
  const held = searches.get(page);
  if (!held) throw new Error("The search box page was not prepared.");
  return held;
};

/** Acts, then waits for the page the machine sends the person to (its `search.go`), if any. */
const goingTo =
  (act: (page: Page) => Promise<void>) => async (page: Page, event: EventObject, before: AnyMachineSnapshot) => {
    const go = emittedBy(searchBoxModel, before, event).find((emitted) => emitted.type === "search.go");
    await act(page);
    if (!go) return;
    const destination = searchDestinationPath((go as unknown as { destination: SearchDestination }).destination);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === destination);
  };

export const searchBoxExecutor: BrowserExecutor<Page> = {
  model: searchBoxModel,
  select: "covering",
  actions: {
    "search.type": (page, event) => boxOf(page).fill(fieldOf<string>(event, "text")),
    "xstate.after.debounce.searchBox.debouncing": (page) => page.clock.runFor(SEARCH_DEBOUNCE_MS),
    "xstate.done.actor.searchCompanies": (page, event) =>
      searchesOf(page).answer(200, {
        results: fieldOf(event, "output"),
        provenance: { provider: "sample", asOf: new Date().toISOString(), live: false },
      }),
    "xstate.error.actor.searchCompanies": (page, event) => {
      const error = fieldOf<{ message: string; code?: string }>(event, "error");
      return searchesOf(page).answer(500, { detail: error.message, code: error.code ?? "unavailable" });
    },
    "search.highlightNext": (page) => boxOf(page).press("ArrowDown"),
    "search.highlightPrevious": (page) => boxOf(page).press("ArrowUp"),
    "search.highlight": async (page, event) => {
      await listOf(page).getByRole("option").nth(fieldOf<number>(event, "index")).hover();
      // Off the list at once, so no later redraw under a resting pointer counts as a hover.
      await page.mouse.move(1, 1);
    },
    "search.choose": goingTo((page) => listOf(page).getByRole("option").first().click()),
    "search.submit": goingTo((page) => boxOf(page).press("Enter")),
    "search.dismiss": (page) => boxOf(page).press("Escape"),
  },
  canPlay: (event, before) => {
    const context = before.context as SearchBoxContext;
    const listed = isSuggestionListOpen(context) ? context.results.length : 0;
    switch (event.type) {
      // Typing changes the text; the empty box cannot be typed empty.
      case "search.type":
        return fieldOf<string>(event, "text") !== context.text;
      // Only a listed company can be pointed at or clicked (the model clicks the first).
      case "search.highlight":
        return fieldOf<number>(event, "index") < listed;
      case "search.choose":
        return fieldOf<number>(event, "index") === 0 && listed > 0;
      // The machine takes Escape with the list closed too, but the page's box then has nothing to close.
      case "search.dismiss":
        return isSuggestionListOpen(context);
      default:
        return true;
    }
  },
  check: async (page, state) => {
    const context = state.context as SearchBoxContext;
    await expect(boxOf(page)).toHaveValue(context.text);
    const open = isSuggestionListOpen(context);
    await expect(boxOf(page)).toHaveAttribute("aria-expanded", String(open));
    if (!open) return;
    const note = suggestionListNote(context, state.hasTag("searching"));
    if (note) {
      await expect(listOf(page).locator(".search-suggestions-note")).toHaveText(note);
      return;
    }
    const options = listOf(page).getByRole("option");
    await expect(options).toHaveCount(context.results.length);
    for (const [index, company] of context.results.entries()) {
      await expect(options.nth(index)).toContainText(company.symbol);
      await expect(options.nth(index)).toHaveAttribute("aria-selected", String(index === context.highlightedIndex));
    }
  },
  prepare: async (page) => {
    searches.set(page, await holdCalls(page, /\/v1\/search\/company/));
    // The debounce waits for the path's step, not for the machine's clock.
    await pauseClock(page);
  },
  reset: async (page) => {
    searchesOf(page).forget();
    await page.goto(START);
    await expect(boxOf(page)).toHaveValue("");
  },
};
