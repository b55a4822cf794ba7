// Research reports (data-areas §3, §7), each user's own: the list, one report with its sections
// and their questions in report order, removal, and a section's content as the user edited it
// (its claims' figures checked again against their sources).
import type {
  PillarId,
  ResearchDocument,
  ResearchDocumentSummary,
  ResearchSection,
  StructuredContent,
} from "@moatwise/core";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { isRowId } from "../../db/ids";
import { researchDocuments, researchQuestions, researchSections } from "../../db/schema";
import { AreaFailure } from "../areaFailure";
import { claimOf } from "./reportWriter";

export const documentNotFound = () =>
  new AreaFailure("notFound", "document_not_found", "There is no such research report.");
const sectionNotFound = () => new AreaFailure("notFound", "section_not_found", "The report has no such section.");

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

  return {
    find,
    get,
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
