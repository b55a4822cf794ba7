import { ApiError, type SearchBoxContext, type SearchBoxEmitted, searchDestinationPath } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { endingsOf, stepsOf } from "../pathSteps";
import { runPath } from "../runPath";
import { appleAnswer, searchBoxModel } from "./searchBox.model";

const paths = describeModelPaths(searchBoxModel);
const contextOf = (step: { state: { context: unknown } } | undefined) => step?.state.context as SearchBoxContext;

describe("what the paths prove about the search box", () => {
  it("searches only for company text of 2 characters or more, with the trimmed text", async () => {
    for (const path of paths) {
      const run = await runPath(searchBoxModel, path);
      for (const started of run.actorInputs) expect(started.input).toEqual({ query: "apple" });
    }
  });

  it("answers a failed search with the error's message and no results", () => {
    const message = ApiError.fromResponse(503, "Service Unavailable").message;
    expect(message).toBe("The server is temporarily unavailable. Please try again.");
    for (const { step } of stepsOf(paths, "xstate.error.actor.searchCompanies")) {
      expect(contextOf(step)).toMatchObject({ results: [], error: message });
    }
  });

  it("shows the answer in the order it came, and caches it under the lowercased query", () => {
    for (const { step } of stepsOf(paths, "xstate.done.actor.searchCompanies")) {
      expect(contextOf(step).results).toEqual(appleAnswer);
      expect(Object.keys(contextOf(step).cache)).toEqual(["apple"]);
    }
  });

  it("goes where Enter or a choice leads: a company, the assistant, or the search page", async () => {
    const endings = endingsOf(paths, ["search.submit", "search.choose"], ({ before }) => before !== undefined);
    for (const { path, step: last, before: beforeStep } of endings) {
      const before = contextOf(beforeStep);
      const run = await runPath(searchBoxModel, path);
      const destinations = run.emitted.map((e) =>
        searchDestinationPath((e as unknown as SearchBoxEmitted).destination),
      );
      const index = last.event.type === "search.choose" ? 0 : before.highlightedIndex;
      const company = before.results[index];
      const text = before.text.trim();
      if (company) expect(destinations).toEqual([`/stock/${company.symbol}`]);
      else if (last.event.type === "search.choose" || text === "") expect(destinations).toEqual([]);
      else if (text.endsWith("?")) expect(destinations).toEqual(["/chat"]);
      else expect(destinations).toEqual([`/search?q=${encodeURIComponent(text)}`]);
    }
  });
});
