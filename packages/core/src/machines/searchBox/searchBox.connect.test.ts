// The search box's view-model: the list's note while searching and once companies arrive, the
// highlighted company under the arrow keys, keys left to the page, a failed search's note, and a
// choice that goes where the machine says.
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { SEARCH_DEBOUNCE_MS } from "../../domain/constants";
import type { SearchDestination } from "../../domain/shell/searchDestination";
import type { CompanySuggestion } from "../../domain/stock/companySuggestion";
import { connectSearchBox } from "./searchBox.connect";
import { searchBoxMachine } from "./searchBox.machine";

const apple: CompanySuggestion = { symbol: "AAPL", name: "Apple Inc.", exchange: "NASDAQ" };
const applied: CompanySuggestion = { symbol: "AMAT", name: "Applied Materials, Inc.", exchange: "NASDAQ" };

function startBox(search: () => Promise<ReadonlyArray<CompanySuggestion>>) {
  const clock = new SimulatedClock();
  const logic = searchBoxMachine.provide({ actors: { searchCompanies: fromPromise(search) } });
  const actor = createActor(logic, { clock }).start();
  const gone: SearchDestination[] = [];
  actor.on("search.go", ({ destination }) => gone.push(destination));
  return { clock, gone, view: () => connectSearchBox(actor.getSnapshot(), actor.send) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("connectSearchBox", () => {
  it("is empty and closed at first, and notes the search under way, then lists what it found", async () => {
    let answer: (found: ReadonlyArray<CompanySuggestion>) => void = () => {};
    const { clock, view } = startBox(() => new Promise((resolve) => (answer = resolve)));
    expect(view()).toMatchObject({ text: "", empty: true, listOpen: false });
    view().type("appl");
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(view()).toMatchObject({ text: "appl", empty: false, listOpen: true, note: "Searching…" });
    answer([apple, applied]);
    await settle();
    expect(view()).toMatchObject({ note: null, results: [apple, applied], highlighted: null, failed: false });
  });

  it("moves the highlight with the arrow keys, leaves other keys to the page, and chooses the highlighted", async () => {
    const { clock, gone, view } = startBox(async () => [apple, applied]);
    view().type("appl");
    clock.increment(SEARCH_DEBOUNCE_MS);
    await settle();
    expect(view().pressKey("ArrowDown")).toBe(true);
    expect(view().pressKey("ArrowDown")).toBe(true);
    expect(view().highlighted).toEqual(applied);
    expect(view().pressKey("Enter")).toBe(false);
    view().submit();
    expect(gone).toHaveLength(1);
    expect(view().listOpen).toBe(false);
  });

  it("notes a failed search as a failure", async () => {
    const { clock, view } = startBox(() => Promise.reject(new Error("The search is down")));
    view().type("appl");
    clock.increment(SEARCH_DEBOUNCE_MS);
    await settle();
    expect(view()).toMatchObject({ note: "The search is down", failed: true, listOpen: true });
  });
});
