// Editing a draft's questions: every edit keeps the other pillars, keeps each question once, and
// moves never lose or duplicate one.
import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESEARCH_QUESTIONS_PER_PILLAR_MAX } from "../constants";
import { ResearchStructure } from "../schemas/research";
import { addQuestion, editQuestion, hasQuestionsToAnswer, moveQuestion, removeQuestion } from "./questionEdits";

const structure: ResearchStructure = {
  pillars: [
    {
      pillarId: "competitors",
      title: "Competitors",
      questions: [
        { id: "a", text: "Who competes?" },
        { id: "b", text: "Who wins?" },
        { id: "c", text: "Who enters?" },
      ],
    },
    { pillarId: "risks-mitigating-factors", title: "Risks", questions: [{ id: "r", text: "What could go wrong?" }] },
  ],
};
const textsOf = (changed: ResearchStructure, index = 0) =>
  changed.pillars[index]?.questions.map((question) => question.text) ?? [];

describe("editing a draft's questions", () => {
  it("adds no question past the pillar's limit, so the draft can still be saved", () => {
    let full: ResearchStructure = { pillars: [{ pillarId: "competitors", title: "Competitors", questions: [] }] };
    for (let index = 0; index < RESEARCH_QUESTIONS_PER_PILLAR_MAX + 3; index++) {
      full = addQuestion(full, "competitors", { id: `q${index}`, text: `Question ${index}?` });
    }
    expect(full.pillars[0]?.questions).toHaveLength(RESEARCH_QUESTIONS_PER_PILLAR_MAX);
    expect(Schema.is(ResearchStructure)(full)).toBe(true);
  });

  it("changes, adds, removes and moves within one pillar only", () => {
    expect(textsOf(editQuestion(structure, "competitors", "b", "Who leads?"))).toEqual([
      "Who competes?",
      "Who leads?",
      "Who enters?",
    ]);
    const added = addQuestion(structure, "competitors", { id: "d", text: "  Who copies?  " });
    expect(textsOf(added)).toEqual(["Who competes?", "Who wins?", "Who enters?", "Who copies?"]);
    expect(addQuestion(structure, "competitors", { id: "e", text: "   " })).toBe(structure);
    expect(textsOf(removeQuestion(structure, "competitors", "a"))).toEqual(["Who wins?", "Who enters?"]);
    expect(textsOf(moveQuestion(structure, "competitors", "c", -1))).toEqual([
      "Who competes?",
      "Who enters?",
      "Who wins?",
    ]);
    expect(textsOf(moveQuestion(structure, "competitors", "a", -1))).toEqual(textsOf(structure));
    for (const changed of [added, removeQuestion(structure, "competitors", "a")]) {
      expect(changed.pillars[1]).toEqual(structure.pillars[1]);
    }
  });

  it("never loses or duplicates a question, whatever the moves", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("a", "b", "c", "x"), fc.constantFrom(-1 as const, 1 as const)), {
          maxLength: 30,
        }),
        (moves) => {
          const moved = moves.reduce(
            (current, [id, step]) => moveQuestion(current, "competitors", id, step),
            structure,
          );
          const ids = moved.pillars[0]?.questions.map((question) => question.id) ?? [];
          expect([...ids].sort()).toEqual(["a", "b", "c"]);
        },
      ),
    );
  });

  it("needs a question with text in every pillar before generating", () => {
    expect(hasQuestionsToAnswer(structure)).toBe(true);
    expect(hasQuestionsToAnswer(null)).toBe(false);
    expect(hasQuestionsToAnswer(removeQuestion(structure, "risks-mitigating-factors", "r"))).toBe(false);
    expect(hasQuestionsToAnswer(editQuestion(structure, "risks-mitigating-factors", "r", " "))).toBe(false);
  });
});
