// Editing a draft's questions before the report is written (issue 22): change a question's text,
// add one of the user's own to a pillar, remove one, move one up or down within its pillar. Each
// edit answers a new structure and leaves the other pillars as they were.

import { RESEARCH_QUESTIONS_PER_PILLAR_MAX } from "../constants";
import type { PillarId, ResearchQuestion, ResearchStructure } from "../schemas/research";

type Questions = ReadonlyArray<ResearchQuestion>;

function inPillar(structure: ResearchStructure, pillarId: PillarId, change: (questions: Questions) => Questions) {
  return {
    pillars: structure.pillars.map((pillar) =>
      pillar.pillarId === pillarId ? { ...pillar, questions: [...change(pillar.questions)] } : pillar,
    ),
  };
}

export function editQuestion(structure: ResearchStructure, pillarId: PillarId, id: string, text: string) {
  return inPillar(structure, pillarId, (questions) =>
    questions.map((question) => (question.id === id ? { ...question, text } : question)),
  );
}

/** Adds the user's own question at the end of the pillar; a blank one, or one past the pillar's limit, is not added. */
export function addQuestion(structure: ResearchStructure, pillarId: PillarId, question: ResearchQuestion) {
  if (question.text.trim() === "") return structure;
  return inPillar(structure, pillarId, (questions) =>
    questions.length >= RESEARCH_QUESTIONS_PER_PILLAR_MAX
      ? questions
      : [...questions, { ...question, text: question.text.trim() }],
  );
}

export function removeQuestion(structure: ResearchStructure, pillarId: PillarId, id: string) {
  return inPillar(structure, pillarId, (questions) => questions.filter((question) => question.id !== id));
}

/** Moves a question one place up (-1) or down (+1) within its pillar; at an end, nothing moves. */
export function moveQuestion(structure: ResearchStructure, pillarId: PillarId, id: string, step: -1 | 1) {
  return inPillar(structure, pillarId, (questions) => {
    const from = questions.findIndex((question) => question.id === id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= questions.length) return questions;
    const moved = [...questions];
    [moved[from], moved[to]] = [moved[to] as ResearchQuestion, moved[from] as ResearchQuestion];
    return moved;
  });
}

/** Whether every pillar has a question with some text: generation needs one. */
export const hasQuestionsToAnswer = (structure: ResearchStructure | null) =>
  structure !== null &&
  structure.pillars.length > 0 &&
  structure.pillars.every((pillar) => pillar.questions.some((question) => question.text.trim() !== ""));
