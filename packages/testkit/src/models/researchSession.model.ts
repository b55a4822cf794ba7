// The research session's model: starting one, choosing pillars, questions written, generation
// under way, completing (to the history), abandoning, and reading the current session with and
// without one. A second start replaces the current one.
import { type ResearchSessionContext, researchSessionMachine } from "@moatwise/core";
import { defineModel } from "../model";

export const SESSION_STARTED_AT = Date.UTC(2026, 10, 24, 9, 30);
export const questionsWritten = {
  type: "session.questionsWritten" as const,
  structure: {
    pillars: [
      {
        pillarId: "competitors" as const,
        title: "Competitors",
        questions: [{ id: "q-1", text: "Who competes with Apple Inc.?" }],
      },
    ],
  },
  custom: {
    pillars: [{ pillarId: "competitors" as const, title: "Competitors", questions: [{ id: "q-9", text: "Mine?" }] }],
  },
};

export const researchSessionModel = defineModel({
  name: "researchSession",
  machine: researchSessionMachine,
  input: { current: null, history: [] },
  // One session through to the history, and a second one started, reach every transition.
  explore: (snapshot) => {
    const { history, current } = snapshot.context as ResearchSessionContext;
    return history.length === 0 || (history.length === 1 && (current === null || current.selectedPillars.length === 0));
  },
  events: [
    {
      type: "session.start",
      company: { name: "Apple Inc.", ticker: "AAPL" },
      materials: [],
      draftId: "d-1",
      at: SESSION_STARTED_AT,
      random: 0.5,
    },
    { type: "session.selectPillars", pillars: ["competitors", "risks-mitigating-factors"] },
    questionsWritten,
    { type: "session.generating", documentId: "r-1" },
    { type: "session.complete" },
    { type: "session.read" },
    { type: "session.abandon" },
  ],
});
