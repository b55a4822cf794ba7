import { describe, expect, it } from "vitest";
import { Complexity, DEFAULT_ANSWER_PREFERENCES, SearchDepth, Verbosity } from "./aiRequest";
import { COMPLEXITY_CHOICES, SEARCH_DEPTH_CHOICES, VERBOSITY_CHOICES } from "./answerChoices";

describe("answer choices", () => {
  it("offer every level of each preference exactly once, in order", () => {
    expect(SEARCH_DEPTH_CHOICES.map((c) => c.value)).toEqual([...SearchDepth.literals]);
    expect(COMPLEXITY_CHOICES.map((c) => c.value)).toEqual([...Complexity.literals]);
    expect(VERBOSITY_CHOICES.map((c) => c.value)).toEqual([...Verbosity.literals]);
  });

  it("include the defaults", () => {
    expect(SEARCH_DEPTH_CHOICES.some((c) => c.value === DEFAULT_ANSWER_PREFERENCES.searchDepth)).toBe(true);
    expect(COMPLEXITY_CHOICES.some((c) => c.value === DEFAULT_ANSWER_PREFERENCES.complexity)).toBe(true);
    expect(VERBOSITY_CHOICES.some((c) => c.value === DEFAULT_ANSWER_PREFERENCES.verbosity)).toBe(true);
  });
});
