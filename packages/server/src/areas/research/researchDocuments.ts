// Research reports (data-areas §3, §7), each user's own: the list, one report with its sections
// and their questions in report order, removal, and a section's content as the user edited it
// (its claims' figures checked again against their sources).
import {
  type Material,
  type PillarId,
  type PillarReport,
  type QuestionReadability,
  type QuestionSummary,
  type ResearchDocument,
  type ResearchDocumentSummary,
  type ResearchSection,
  type SanityCheck,
  type StructuredContent,
  sanityCheck,
} from "@moatwise/core";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { claimOf } from "../../answers/reports/reportClaims";
import { pillarReport, questionReadability, questionSummary } from "../../answers/reports/reportExtras";
import type { Database } from "../../db/database";
import { isRowId } from "../../db/ids";
import { researchDocuments, researchDrafts, researchQuestions, researchSections } from "../../db/schema";
import { AreaFailure } from "../areaFailure";

/** Thesis checks kept per report, newest first. */
const SANITY_CHECKS_KEPT = 20;

export const documentNotFound = () =>
  new AreaFailure("notFound", "document_not_found", "There is no such research report.");
const sectionNotFound = () => new AreaFailure("notFound", "section_not_found", "The report has no such section.");
const questionNotFound = () =>
  new AreaFailure("notFound", "question_not_found", "The report's section has no such question.");

type DocumentRow = typeof researchDocuments.$inferSelect;

function toSummary(row: DocumentRow): ResearchDocumentSummary {
  return {
    id: row.id,
    draftId: row.draftId ?? null,
    companyName: row.companyName,
    companyTicker: row.companyTicker,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The content as kept: every claim's figures checked against its sources, whoever wrote it. */
export function checkedContent(content: StructuredContent): StructuredContent {
  const recheck = (claims: StructuredContent["keyPoints"]) => claims.map((claim) => claimOf(claim.text, claim.sources));
  return {
    summary: content.summary,
    keyPoints: recheck(content.keyPoints),
    evidence: recheck(content.evidence),
    risks: recheck(content.risks),
  };
}

export function researchDocumentsService(db: Database) {
  const owned = (userId: string, id: string) => and(eq(researchDocuments.id, id), eq(researchDocuments.userId, userId));

  async function find(userId: string, id: string): Promise<DocumentRow> {
    if (!isRowId(id)) throw documentNotFound();
    const [row] = await db.select().from(researchDocuments).where(owned(userId, id));
    if (!row) throw documentNotFound();
    return row;
  }

  /** What the user brought to the report's draft, while the draft is kept (the thesis check weighs it). */
  async function draftMaterials(userId: string, draftId: string | null): Promise<ReadonlyArray<Material>> {
    if (draftId === null) return [];
    const [draft] = await db
      .select({ materials: researchDrafts.materials })
      .from(researchDrafts)
      .where(and(eq(researchDrafts.id, draftId), eq(researchDrafts.userId, userId)));
    return draft?.materials ?? [];
  }

  async function sectionsOf(documentId: string): Promise<ResearchSection[]> {
    const sections = await db
      .select()
      .from(researchSections)
      .where(eq(researchSections.documentId, documentId))
      .orderBy(asc(researchSections.position));
    if (sections.length === 0) return [];
    const questions = await db
      .select()
      .from(researchQuestions)
      .where(
        inArray(
          researchQuestions.sectionId,
          sections.map((section) => section.id),
        ),
      )
      .orderBy(asc(researchQuestions.position));
    return sections.map((section) => ({
      id: section.id,
      pillarId: section.pillarId as PillarId,
      title: section.title,
      structuredContent: section.structuredContent,
      pillarReport: section.pillarReport ?? null,
      questions: questions
        .filter((question) => question.sectionId === section.id)
        .map((question) => ({
          id: question.id,
          text: question.text,
          answer: question.answer,
          summary: question.summary ?? null,
          readability: question.readability ?? null,
        })),
    }));
  }

  async function get(userId: string, id: string): Promise<ResearchDocument> {
    const row = await find(userId, id);
    return { ...toSummary(row), failure: row.failure ?? null, progress: row.progress, sections: await sectionsOf(id) };
  }

  /** The user's section of the report, with its questions. */
  async function sectionOf(userId: string, id: string, sectionId: string): Promise<ResearchSection> {
    await find(userId, id);
    const section = (await sectionsOf(id)).find((candidate) => candidate.id === sectionId);
    if (!section) throw sectionNotFound();
    return section;
  }

  /** A question's stored text of one kind, else written now and stored (always when forced). */
  async function questionText(
    userId: string,
    path: { id: string; sectionId: string; questionId: string },
    kind: "summary" | "readability",
    force: boolean,
  ): Promise<string> {
    const section = await sectionOf(userId, path.id, path.sectionId);
    const question = section.questions.find((candidate) => candidate.id === path.questionId);
    if (!question) throw questionNotFound();
    const stored = question[kind];
    if (stored !== null && !force) return stored;
    const text = kind === "summary" ? questionSummary(question) : questionReadability(question);
    await db
      .update(researchQuestions)
      .set({ [kind]: text })
      .where(eq(researchQuestions.id, question.id));
    return text;
  }

  return {
    find,
    get,
    async questionSummary(
      userId: string,
      path: { id: string; sectionId: string; questionId: string },
      force: boolean,
    ): Promise<QuestionSummary> {
      return { questionId: path.questionId, summary: await questionText(userId, path, "summary", force) };
    },
    async questionReadability(
      userId: string,
      path: { id: string; sectionId: string; questionId: string },
      force: boolean,
    ): Promise<QuestionReadability> {
      return { questionId: path.questionId, readability: await questionText(userId, path, "readability", force) };
    },
    async pillarReport(userId: string, id: string, sectionId: string, force: boolean): Promise<PillarReport> {
      const section = await sectionOf(userId, id, sectionId);
      if (section.pillarReport !== null && !force) return { sectionId, report: section.pillarReport };
      const report = pillarReport(section);
      await db.update(researchSections).set({ pillarReport: report }).where(eq(researchSections.id, sectionId));
      return { sectionId, report };
    },
    /** Weighs a thesis against the report; the same thesis again is answered from what was kept. */
    async sanityCheck(userId: string, id: string, thesis: string, force: boolean): Promise<SanityCheck> {
      const row = await find(userId, id);
      const wanted = thesis.trim();
      const kept = row.sanityChecks.find((check) => check.thesis === wanted);
      if (kept && !force) return kept;
      const check = sanityCheck(wanted, await sectionsOf(id), {
        company: { name: row.companyName, ticker: row.companyTicker },
        materials: await draftMaterials(userId, row.draftId),
      });
      const others = row.sanityChecks.filter((earlier) => earlier.thesis !== wanted);
      await db
        .update(researchDocuments)
        .set({ sanityChecks: [check, ...others].slice(0, SANITY_CHECKS_KEPT) })
        .where(owned(userId, id));
      return check;
    },
    async list(userId: string): Promise<ResearchDocumentSummary[]> {
      const rows = await db
        .select()
        .from(researchDocuments)
        .where(eq(researchDocuments.userId, userId))
        .orderBy(desc(researchDocuments.updatedAt));
      return rows.map(toSummary);
    },
    async remove(userId: string, id: string): Promise<void> {
      await find(userId, id);
      await db.delete(researchDocuments).where(owned(userId, id));
    },
    async updateSection(
      userId: string,
      id: string,
      sectionId: string,
      content: StructuredContent,
    ): Promise<ResearchDocument> {
      await find(userId, id);
      if (!isRowId(sectionId)) throw sectionNotFound();
      const [changed] = await db
        .update(researchSections)
        .set({ structuredContent: checkedContent(content) })
        .where(and(eq(researchSections.id, sectionId), eq(researchSections.documentId, id)))
        .returning({ id: researchSections.id });
      if (!changed) throw sectionNotFound();
      await db.update(researchDocuments).set({ updatedAt: new Date() }).where(owned(userId, id));
      return get(userId, id);
    },
  };
}

export type ResearchDocumentsService = ReturnType<typeof researchDocumentsService>;
