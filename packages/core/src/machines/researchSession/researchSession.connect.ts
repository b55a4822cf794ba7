// The research workflow's view-model (zag's `connect`, without DOM props): which step to show,
// what is busy and what failed, the draft's pillars and questions as they stand, and one function
// per thing a person does. Pages render it and call it; they hold no workflow of their own.

import { RESEARCH_QUESTIONS_PER_PILLAR_MAX } from "../../domain/constants";
import { RESEARCH_PILLARS } from "../../domain/research/pillars";
import { hasQuestionsToAnswer } from "../../domain/research/questionEdits";
import { draftStepAddress, reportAddress } from "../../domain/research/researchAddresses";
import type { Material, PillarId, ResearchQuestion, ResearchStructure } from "../../domain/schemas/research";
import type { ResearchSessionEvent, ResearchSessionSnapshot } from "./researchSession.machine";

export type ResearchStepShown = "company" | "pillars" | "questions" | "report";

const BUSY_WORDS: Readonly<Record<string, string>> = {
  creatingDraft: "Starting…",
  opening: "Opening the draft…",
  writingQuestions: "Writing questions…",
  saving: "Saving the questions…",
  "generating.starting": "Starting…",
};

function stepOf(snapshot: ResearchSessionSnapshot): ResearchStepShown {
  if (snapshot.matches("pillars") || snapshot.matches("writingQuestions")) return "pillars";
  if (snapshot.matches("editing") || snapshot.matches("saving")) return "questions";
  if (snapshot.matches("generating") || snapshot.matches("complete") || snapshot.matches("failed")) return "report";
  return "company";
}

function busyState(snapshot: ResearchSessionSnapshot): string | null {
  for (const state of Object.keys(BUSY_WORDS)) if (snapshot.matches(state as never)) return state;
  return null;
}

export function connectResearchSession(snapshot: ResearchSessionSnapshot, send: (event: ResearchSessionEvent) => void) {
  const { context } = snapshot;
  const busy = busyState(snapshot);
  const structure: ResearchStructure | null = context.structure;
  const questionsOf = (pillarId: PillarId): ReadonlyArray<ResearchQuestion> =>
    structure?.pillars.find((pillar) => pillar.pillarId === pillarId)?.questions ?? [];
  const allChosen = context.chosen.length === RESEARCH_PILLARS.length;
  const unfinished =
    context.draftId !== null && !snapshot.matches("complete") && context.draft !== null && context.documentId === null;
  return {
    step: stepOf(snapshot),
    /** Whether a call is under way, and its words for the busy button. */
    busy: busy !== null,
    busyLabel: busy ? (BUSY_WORDS[busy] ?? null) : null,
    /** The failed call's words, on the step it failed at. */
    error: context.error,
    draftId: context.draftId,
    documentId: context.documentId,
    /** The draft's company, once the server's draft is here. */
    company: context.draft ? { name: context.draft.companyName, ticker: context.draft.companyTicker } : null,
    /** Whether the session shows the draft (or report) at this address's id. */
    isShowingDraft: (draftId: string) => context.draftId === draftId && context.draft !== null,
    isShowingReport: (documentId: string) => context.documentId === documentId,
    /** The research left half-way on this device, to pick up again. */
    resume: unfinished
      ? {
          company: context.draft ? `${context.draft.companyName} (${context.draft.companyTicker})` : "",
          doing: structure ? "reviewing questions" : "choosing pillars",
          href: draftStepAddress(context.draftId ?? "", structure ? "questions" : "pillars"),
        }
      : null,
    reportHref: context.documentId ? reportAddress(context.documentId) : null,
    start: (company: { name: string; ticker: string }, materials: ReadonlyArray<Material>) =>
      send({ type: "research.create", company, materials }),
    canStart: busy === null,

    // The pillars step.
    chosen: context.chosen,
    chosenCount: context.chosen.length,
    isChosen: (pillarId: PillarId) => context.chosen.includes(pillarId),
    allChosen,
    togglePillar: (pillarId: PillarId) => send({ type: "pillar.toggle", pillarId }),
    toggleAll: () => send({ type: allChosen ? "pillars.clear" : "pillars.chooseAll" }),
    canWriteQuestions: snapshot.can({ type: "questions.write" }),
    writeQuestions: () => send({ type: "questions.write" }),

    // The questions step.
    structure,
    isFull: (pillarId: PillarId) => questionsOf(pillarId).length >= RESEARCH_QUESTIONS_PER_PILLAR_MAX,
    hasQuestions: hasQuestionsToAnswer(structure),
    editQuestion: (pillarId: PillarId, questionId: string, text: string) =>
      send({ type: "question.edit", pillarId, questionId, text }),
    moveQuestion: (pillarId: PillarId, questionId: string, step: -1 | 1) =>
      send({ type: "question.move", pillarId, questionId, step }),
    removeQuestion: (pillarId: PillarId, questionId: string) => send({ type: "question.remove", pillarId, questionId }),
    addQuestion: (pillarId: PillarId, questionId: string, text: string) =>
      send({ type: "question.add", pillarId, questionId, text }),
    backToPillars: () => send({ type: "questions.back" }),
    canWriteReport: snapshot.can({ type: "report.write", key: "" }),
    /** `key` is made once per press, so a retried call starts one job. */
    writeReport: (key: string) => send({ type: "report.write", key }),

    // The report step.
    report: context.report,
    generating: snapshot.matches("generating"),
    failed: snapshot.matches("failed"),
    canRetry: snapshot.can({ type: "report.retry", key: "" }),
    retry: (key: string) => send({ type: "report.retry", key }),
    startOver: () => send({ type: "research.new" }),
  };
}

export type ResearchSessionView = ReturnType<typeof connectResearchSession>;
