import { describe, expect, it } from "vitest";
import { Complexity, DEFAULT_ANSWER_PREFERENCES, SearchDepth, Verbosity } from "./aiRequest";
import {
  ANSWER_CHOICE_GROUPS,
  COMPLEXITY_CHOICES,
  compactChoiceLabel,
  OFFLINE_CHOICES_NOTE,
  offeredChoiceGroups,
  SEARCH_DEPTH_CHOICES,
  VERBOSITY_CHOICES,
} from "./answerChoices";

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

  it("name each choice with the same word in Settings and the chat input, with its group's noun there", () => {
    const [depth, complexity, verbosity] = ANSWER_CHOICE_GROUPS;
    expect(depth.choices.map((choice) => compactChoiceLabel(depth, choice))).toEqual([
      "Quick search",
      "Standard search",
      "Deep search",
    ]);
    expect(complexity.choices.map((choice) => compactChoiceLabel(complexity, choice))).toEqual([
      "Simplest terms",
      "Simpler terms",
      "Expert terms",
    ]);
    expect(compactChoiceLabel(verbosity, VERBOSITY_CHOICES[0] as (typeof VERBOSITY_CHOICES)[0])).toBe("Concise");
    for (const group of ANSWER_CHOICE_GROUPS) {
      for (const choice of group.choices) expect(compactChoiceLabel(group, choice).startsWith(choice.label)).toBe(true);
    }
  });

  it("are offered with a live model only; offline they change nothing, and one line says so", () => {
    expect(offeredChoiceGroups(true)).toBe(ANSWER_CHOICE_GROUPS);
    expect(offeredChoiceGroups(false)).toEqual([]);
    expect(OFFLINE_CHOICES_NOTE).not.toMatch(/[A-Z]+_[A-Z]+|README/);
  });

  it("name a choice by its word alone on a phone, where three menus share a row", () => {
    const [depth, , verbosity] = ANSWER_CHOICE_GROUPS;
    expect(depth.choices.map((choice) => compactChoiceLabel(depth, choice, true))).toEqual([
      "Quick",
      "Standard",
      "Deep",
    ]);
    expect(compactChoiceLabel(verbosity, VERBOSITY_CHOICES[0] as (typeof VERBOSITY_CHOICES)[0], true)).toBe("Concise");
  });
});
