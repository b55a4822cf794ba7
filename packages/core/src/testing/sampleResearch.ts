// The research workflow's samples that core's research tests and testkit's research model share:
// Apple's new draft, its report at each status and the job that writes it. Source only (core's
// "./testing/sampleResearch" export has no build), never part of the public API.
import type { ResearchDocument, ResearchDraft, ResearchJob } from "../domain/schemas/research";

const at = "2026-11-24T09:30:00.000Z";

/** A company's draft as the server makes it: no pillars chosen, no questions, no report. */
export const sampleDraft: ResearchDraft = {
  id: "d-1",
  companyName: "Apple Inc.",
  companyTicker: "AAPL",
  materials: [],
  pillars: [],
  structure: null,
  status: "draft",
  documentId: null,
  createdAt: at,
  updatedAt: at,
};

/** The report of the sample draft, its one pillar's progress following its status. */
export const sampleReport = (status: ResearchDocument["status"]): ResearchDocument => ({
  id: "r-1",
  draftId: sampleDraft.id,
  companyName: "Apple Inc.",
  companyTicker: "AAPL",
  status,
  createdAt: at,
  updatedAt: at,
  failure: status === "failed" ? "The model stopped." : null,
  progress: [
    { pillarId: "competitors", state: status === "complete" ? "done" : status === "failed" ? "failed" : "writing" },
  ],
  sections: [],
});

/** The job that writes the sample report. */
export const sampleJob: ResearchJob = {
  draftId: sampleDraft.id,
  kind: "report",
  status: "generating",
  documentId: "r-1",
  failure: null,
};
