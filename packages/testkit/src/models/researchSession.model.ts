// The research workflow's model: a company's draft made, pillars chosen, questions written, edited
// and saved, the report started and watched to complete or failed, and a retry; every call's
// success and failure; a draft or report opened at its address; starting over. The machine is the
// real one: the paths settle its actors (`xstate.done.actor.*`, `xstate.error.actor.*`).
import { ApiError, type ResearchDraft, type ResearchSessionContext, researchSessionMachine } from "@moatwise/core";
import { sampleDraft, sampleJob, sampleReport } from "@moatwise/core/testing/sampleResearch";
import { defineModel } from "../model";

export const newDraft = sampleDraft;
export const writtenDraft: ResearchDraft = {
  ...newDraft,
  pillars: ["competitors"],
  structure: {
    pillars: [
      {
        pillarId: "competitors",
        title: "Competitors",
        questions: [
          { id: "q-1", text: "Who competes with Apple Inc.?" },
          { id: "q-2", text: "Where does Apple Inc. lose share?" },
        ],
      },
    ],
  },
};
/** Another draft of the user's, opened at its address, with its report under way. */
export const draftWithReport: ResearchDraft = { ...writtenDraft, id: "d-2", documentId: "r-2", status: "generating" };
export const job = sampleJob;

export const reportWriting = sampleReport("generating");
export const reportComplete = sampleReport("complete");
export const reportFailed = sampleReport("failed");

export const serverDown = ApiError.fromResponse(503, "Service Unavailable");

const asWritten = (context: ResearchSessionContext) =>
  context.structure === null || JSON.stringify(context.structure) === JSON.stringify(writtenDraft.structure);

export const researchSessionModel = defineModel({
  name: "researchSession",
  machine: researchSessionMachine,
  input: { draftId: null, documentId: null },
  // Going on from questions as written, at most one pillar chosen and no failure shown is enough
  // for every transition: an edited, a re-chosen or a failed state is reached and checked as a leaf.
  explore: (snapshot) => {
    const context = snapshot.context as ResearchSessionContext;
    return asWritten(context) && context.chosen.length <= 1 && context.error === null;
  },
  events: [
    { type: "research.create", company: { name: "Apple Inc.", ticker: "AAPL" }, materials: [] },
    { type: "xstate.done.actor.createDraft", output: newDraft },
    { type: "xstate.error.actor.createDraft", error: serverDown },
    { type: "research.visit", visit: { draftId: "d-1", step: "questions" } },
    { type: "research.visit", visit: { draftId: "d-1", step: "pillars" } },
    { type: "research.visit", visit: { documentId: "r-2" } },
    { type: "xstate.done.actor.loadDraft", output: writtenDraft },
    { type: "xstate.done.actor.loadDraft", output: draftWithReport },
    { type: "xstate.error.actor.loadDraft", error: serverDown },
    { type: "pillar.toggle", pillarId: "competitors" },
    { type: "pillars.chooseAll" },
    { type: "pillars.clear" },
    { type: "questions.write" },
    { type: "xstate.done.actor.writeQuestions", output: writtenDraft },
    { type: "xstate.error.actor.writeQuestions", error: serverDown },
    { type: "question.edit", pillarId: "competitors", questionId: "q-1", text: "Who sells phones like Apple's?" },
    { type: "question.move", pillarId: "competitors", questionId: "q-2", step: -1 },
    { type: "question.remove", pillarId: "competitors", questionId: "q-1" },
    { type: "question.add", pillarId: "competitors", questionId: "q-9", text: "What would a new rival need?" },
    { type: "questions.back" },
    { type: "report.write", key: "k-1" },
    { type: "xstate.done.actor.saveQuestions", output: writtenDraft },
    { type: "xstate.error.actor.saveQuestions", error: serverDown },
    { type: "xstate.done.actor.startReport", output: job },
    { type: "xstate.error.actor.startReport", error: serverDown },
    { type: "report.progress", report: reportWriting },
    { type: "report.progress", report: reportComplete },
    { type: "report.progress", report: reportFailed },
    { type: "report.retry", key: "k-2" },
    { type: "research.new" },
  ],
});
