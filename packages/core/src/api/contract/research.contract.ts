// Research calls (data-areas §7): drafts, structure and generation, documents and their sections.
// Every call needs the allow-list; the research POSTs take `force=true`.
import { Schema } from "effect";
import { ForceQuery, OkResponse } from "../../domain/schemas/common";
import {
  DraftUpdate,
  NewDraft,
  PillarReport,
  QuestionReadability,
  QuestionSummary,
  ResearchDocument,
  ResearchDocumentSummary,
  ResearchDraft,
  ResearchJob,
  SanityCheck,
  SanityCheckRequest,
  SectionUpdate,
  StructureRequest,
} from "../../domain/schemas/research";
import { endpoint } from "./endpoint";

const QUESTION = "/research/documents/{id}/sections/{sectionId}/questions/{questionId}";

export const researchEndpoints = {
  createDraft: endpoint("POST", "/research/drafts", {
    query: ForceQuery,
    body: NewDraft,
    response: ResearchDraft,
    access: "research",
  }),
  listDrafts: endpoint("GET", "/research/drafts", { response: Schema.Array(ResearchDraft), access: "research" }),
  getDraft: endpoint("GET", "/research/drafts/{id}", { response: ResearchDraft, access: "research" }),
  updateDraft: endpoint("PUT", "/research/drafts/{id}", {
    body: DraftUpdate,
    response: ResearchDraft,
    access: "research",
  }),
  deleteDraft: endpoint("DELETE", "/research/drafts/{id}", { response: OkResponse, access: "research" }),
  /** Generates the questions per pillar; no time-out, retried on 429 (data-areas §9). */
  generateStructure: endpoint("POST", "/research/drafts/{id}/structure", {
    query: ForceQuery,
    body: StructureRequest,
    response: ResearchDraft,
    access: "research",
    timeout: "none",
    retry: "structure",
  }),
  startStructure: endpoint("POST", "/research/drafts/{id}/structure/start", {
    query: ForceQuery,
    response: ResearchJob,
    access: "research",
    idempotencyKey: true,
  }),
  generate: endpoint("POST", "/research/drafts/{id}/generate", {
    query: ForceQuery,
    response: ResearchJob,
    access: "research",
    idempotencyKey: true,
  }),
  listDocuments: endpoint("GET", "/research/documents", {
    response: Schema.Array(ResearchDocumentSummary),
    access: "research",
  }),
  getDocument: endpoint("GET", "/research/documents/{id}", { response: ResearchDocument, access: "research" }),
  deleteDocument: endpoint("DELETE", "/research/documents/{id}", { response: OkResponse, access: "research" }),
  updateSection: endpoint("PUT", "/research/documents/{id}/sections/{sectionId}", {
    body: SectionUpdate,
    response: ResearchDocument,
    access: "research",
  }),
  sanityCheck: endpoint("POST", "/research/documents/{id}/sanity-check", {
    query: ForceQuery,
    body: SanityCheckRequest,
    response: SanityCheck,
    access: "research",
    timeout: "long",
  }),
  questionSummary: endpoint("POST", `${QUESTION}/summary`, {
    query: ForceQuery,
    response: QuestionSummary,
    access: "research",
    timeout: "long",
  }),
  questionReadability: endpoint("POST", `${QUESTION}/readability`, {
    query: ForceQuery,
    response: QuestionReadability,
    access: "research",
    timeout: "long",
  }),
  pillarReport: endpoint("POST", "/research/documents/{id}/sections/{sectionId}/pillar-report", {
    query: ForceQuery,
    response: PillarReport,
    access: "research",
    timeout: "long",
  }),
};
