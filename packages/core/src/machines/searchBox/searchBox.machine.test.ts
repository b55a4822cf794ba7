import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import type { CompanySuggestion } from "../../domain/stock/companySuggestion";
import { isSuggestionListOpen, searchBoxMachine } from "./searchBox.machine";

const apple: CompanySuggestion = { symbol: "AAPL", name: "Apple Inc.", exchange: "NASDAQ" };

function startBox(search: (query: string, signal: AbortSignal) => Promise<ReadonlyArray<CompanySuggestion>>) {
  const clock = new SimulatedClock();
  const logic = searchBoxMachine.provide({
    actors: {
      searchCompanies: fromPromise<ReadonlyArray<CompanySuggestion>, { query: string }>(({ input, signal }) =>
        search(input.query, signal),
      ),
    },
  });
  const actor = createActor(logic, { clock });
  actor.start();
  return { actor, clock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the search box against a search that takes time", () => {
  it("searches once, 350 ms after the last keystroke, aborting the search a keystroke overtook", async () => {
    const started: Array<{ query: string; signal: AbortSignal }> = [];
    const { actor, clock } = startBox((query, signal) => {
      started.push({ query, signal });
      return new Promise(() => {});
    });
    actor.send({ type: "search.type", text: "ap" });
    clock.increment(349);
    actor.send({ type: "search.type", text: "app" });
    clock.increment(349);
    expect(started).toHaveLength(0);
    clock.increment(1);
    expect(started.map((s) => s.query)).toEqual(["app"]);
    actor.send({ type: "search.type", text: "appl" });
    expect(started[0]?.signal.aborted).toBe(true);
  });

  it("answers a repeated query from its cache, whatever its case, without searching again", async () => {
    let searches = 0;
    const { actor, clock } = startBox(async () => {
      searches += 1;
      return [apple];
    });
    actor.send({ type: "search.type", text: "apple" });
    clock.increment(350);
    await settle();
    actor.send({ type: "search.type", text: "x" });
    actor.send({ type: "search.type", text: " APPLE " });
    expect(actor.getSnapshot().context.results).toEqual([apple]);
    expect(searches).toBe(1);
  });

  it("reads 'Failed to search companies' when the failure has no message", async () => {
    const { actor, clock } = startBox(() => Promise.reject(new Error("")));
    actor.send({ type: "search.type", text: "apple" });
    clock.increment(350);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ results: [], error: "Failed to search companies" });
  });
});

describe("isSuggestionListOpen", () => {
  const context = (text: string, dismissed = false) => ({
    text,
    results: [],
    highlightedIndex: -1,
    error: null,
    dismissed,
    cache: {},
  });

  it("opens for non-empty company text only, until dismissed", () => {
    expect(isSuggestionListOpen(context("apple"))).toBe(true);
    expect(isSuggestionListOpen(context("   "))).toBe(false);
    expect(isSuggestionListOpen(context("what is a moat"))).toBe(false);
    expect(isSuggestionListOpen(context("apple", true))).toBe(false);
  });
});
