// Changes in the research area (issue 22): drafts made and removed, the pillars' questions written
// and edited, a report's generation started (once per press, retried with the same key), reports
// removed, a section edited, what a reader asks of a report (summaries, plain words, a pillar's
// report, a thesis check), and the report saved as Markdown. Each change refreshes what it touched.
import type { QueryClient } from "@tanstack/query-core";
import { reportFileName, reportMarkdown } from "../domain/research/reportMarkdown";
import type {
  NewDraft,
  PillarId,
  ResearchDocument,
  ResearchDraft,
  ResearchStructure,
  StructuredContent,
} from "../domain/schemas/research";
import { dataMutation, type MutationPorts } from "./dataMutation";

export interface QuestionAsk {
  readonly documentId: string;
  readonly sectionId: string;
  readonly questionId: string;
  readonly force?: boolean;
}

export function researchMutations({ api, queries: { workspace: queries }, saveFile }: MutationPorts) {
  const refreshLists = (client: QueryClient) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queries.researchDrafts().queryKey }),
      client.invalidateQueries({ queryKey: queries.researchDocuments().queryKey }),
    ]);
  const keepDraft = (client: QueryClient, draft: ResearchDraft) =>
    client.setQueryData(queries.researchDraft(draft.id).queryKey, draft);
  const refreshDocument = (client: QueryClient, id: string) =>
    client.invalidateQueries({ queryKey: queries.researchDocument(id).queryKey });

  return {
    createDraft: () =>
      dataMutation({
        mutationFn: (draft: NewDraft) => api.research.createDraft(draft),
        onSuccess: (draft, _new, _rollback, { client }) => {
          keepDraft(client, draft);
          return refreshLists(client);
        },
      }),
    removeDraft: () =>
      dataMutation({
        mutationFn: (draft: Pick<ResearchDraft, "id">) => api.research.deleteDraft(draft.id),
        onSuccess: (_ok, _draft, _rollback, { client }) => refreshLists(client),
      }),
    /** Writes the questions for the chosen pillars. */
    writeQuestions: (draftId: string) =>
      dataMutation({
        mutationFn: (pillars: ReadonlyArray<PillarId>) => api.research.generateStructure(draftId, { pillars }),
        onSuccess: (draft, _pillars, _rollback, { client }) => keepDraft(client, draft),
      }),
    /** Keeps the questions as the user edited them. */
    saveQuestions: (draftId: string) =>
      dataMutation({
        mutationFn: (structure: ResearchStructure) => api.research.updateDraft(draftId, { structure }),
        onSuccess: (draft, _structure, _rollback, { client }) => keepDraft(client, draft),
      }),
    /**
     * Keeps the questions as edited (when given), then starts writing the report; `key` is made
     * once per press, so a retried call starts one job.
     */
    generate: (draftId: string) =>
      dataMutation({
        mutationFn: async ({ key, structure }: { key: string; structure?: ResearchStructure }) => {
          if (structure) await api.research.updateDraft(draftId, { structure });
          return api.research.generate(draftId, {}, { idempotencyKey: key });
        },
        onSuccess: (_job, _key, _rollback, { client }) => refreshLists(client),
      }),
    removeDocument: () =>
      dataMutation({
        mutationFn: (report: Pick<ResearchDocument, "id">) => api.research.deleteDocument(report.id),
        onSuccess: (_ok, _document, _rollback, { client }) => refreshLists(client),
      }),
    questionSummary: () =>
      dataMutation({
        mutationFn: (ask: QuestionAsk) =>
          api.research.questionSummary(ask.documentId, ask.sectionId, ask.questionId, ask.force ? { force: true } : {}),
        onSuccess: (_summary, ask, _rollback, { client }) => refreshDocument(client, ask.documentId),
      }),
    questionReadability: () =>
      dataMutation({
        mutationFn: (ask: QuestionAsk) =>
          api.research.questionReadability(
            ask.documentId,
            ask.sectionId,
            ask.questionId,
            ask.force ? { force: true } : {},
          ),
        onSuccess: (_text, ask, _rollback, { client }) => refreshDocument(client, ask.documentId),
      }),
    pillarReport: (documentId: string) =>
      dataMutation({
        mutationFn: (sectionId: string) => api.research.pillarReport(documentId, sectionId),
        onSuccess: (_report, _section, _rollback, { client }) => refreshDocument(client, documentId),
      }),
    /** Saves an edited section; the server checks its claims' figures again. */
    saveSection: (documentId: string) =>
      dataMutation({
        mutationFn: ({ sectionId, content }: { sectionId: string; content: StructuredContent }) =>
          api.research.updateSection(documentId, sectionId, { structuredContent: content }),
        onSuccess: (document, _edit, _rollback, { client }) =>
          client.setQueryData(queries.researchDocument(documentId).queryKey, document),
      }),
    sanityCheck: (documentId: string) =>
      dataMutation({
        mutationFn: (thesis: string) => api.research.sanityCheck(documentId, { thesis }),
      }),
    /** Saves the report as a Markdown file. */
    downloadMarkdown: () =>
      dataMutation({
        mutationFn: async (report: ResearchDocument) => {
          saveFile(reportFileName(report), new Blob([reportMarkdown(report)], { type: "text/markdown" }));
        },
      }),
  };
}
