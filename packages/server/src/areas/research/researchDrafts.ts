// Research drafts (data-areas §3, §7), each user's own: the company and materials, the chosen
// pillars, and the questions written for them. Another user's draft reads as not found.
import {
  type DraftUpdate,
  inReportOrder,
  type NewDraft,
  type ResearchDraft,
  type StructureRequest,
} from "@moatwise/core";
import { and, desc, eq } from "drizzle-orm";
import { offlineQuestionWriter, type QuestionWriter } from "../../answers/reports/liveQuestionWriter";
import { type EvidenceSources, gatherEvidence } from "../../answers/reports/researchEvidence";
import type { Database } from "../../db/database";
import { isRowId } from "../../db/ids";
import { researchDrafts } from "../../db/schema";
import { AreaFailure } from "../areaFailure";

/** More drafts than anyone keeps; a guard against a runaway client. */
export const MAX_DRAFTS_PER_USER = 200;

export type DraftRow = typeof researchDrafts.$inferSelect;

export const draftNotFound = () => new AreaFailure("notFound", "draft_not_found", "There is no such research draft.");

export function toDraft(row: DraftRow): ResearchDraft {
  return {
    id: row.id,
    companyName: row.companyName,
    companyTicker: row.companyTicker,
    materials: row.materials,
    pillars: row.pillars,
    structure: row.structure ?? null,
    status: row.status,
    documentId: row.documentId ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function researchDraftsService(
  db: Database,
  evidence: EvidenceSources,
  writeQuestions: QuestionWriter = offlineQuestionWriter,
) {
  const owned = (userId: string, id: string) => and(eq(researchDrafts.id, id), eq(researchDrafts.userId, userId));

  async function find(userId: string, id: string): Promise<DraftRow> {
    if (!isRowId(id)) throw draftNotFound();
    const [row] = await db.select().from(researchDrafts).where(owned(userId, id));
    if (!row) throw draftNotFound();
    return row;
  }

  async function change(userId: string, id: string, values: Partial<DraftRow>): Promise<ResearchDraft> {
    const [row] = await db
      .update(researchDrafts)
      .set({ ...values, updatedAt: new Date() })
      .where(owned(userId, id))
      .returning();
    if (!row) throw draftNotFound();
    return toDraft(row);
  }

  return {
    find,
    change,
    async list(userId: string): Promise<ResearchDraft[]> {
      const rows = await db
        .select()
        .from(researchDrafts)
        .where(eq(researchDrafts.userId, userId))
        .orderBy(desc(researchDrafts.updatedAt))
        .limit(MAX_DRAFTS_PER_USER);
      return rows.map(toDraft);
    },
    async get(userId: string, id: string): Promise<ResearchDraft> {
      return toDraft(await find(userId, id));
    },
    async create(userId: string, draft: NewDraft): Promise<ResearchDraft> {
      const kept = await db.$count(researchDrafts, eq(researchDrafts.userId, userId));
      if (kept >= MAX_DRAFTS_PER_USER) {
        throw new AreaFailure(
          "conflict",
          "too_many_drafts",
          `You can keep up to ${MAX_DRAFTS_PER_USER} research drafts.`,
        );
      }
      const [row] = await db
        .insert(researchDrafts)
        .values({
          userId,
          companyName: draft.companyName.trim(),
          companyTicker: draft.companyTicker.toUpperCase(),
          materials: draft.materials ?? [],
          pillars: [],
        })
        .returning();
      return toDraft(row as DraftRow);
    },
    async update(userId: string, id: string, update: DraftUpdate): Promise<ResearchDraft> {
      if (!isRowId(id)) throw draftNotFound();
      return change(userId, id, {
        ...(update.companyName !== undefined ? { companyName: update.companyName.trim() } : {}),
        ...(update.companyTicker !== undefined ? { companyTicker: update.companyTicker.toUpperCase() } : {}),
        ...(update.materials !== undefined ? { materials: update.materials } : {}),
        ...(update.pillars !== undefined ? { pillars: inReportOrder(update.pillars) } : {}),
        ...(update.structure !== undefined ? { structure: update.structure } : {}),
      });
    },
    async remove(userId: string, id: string): Promise<void> {
      await find(userId, id);
      await db.delete(researchDrafts).where(owned(userId, id));
    },
    /** Writes the questions for the chosen pillars (replacing earlier ones) and keeps the choice. */
    async generateStructure(
      userId: string,
      id: string,
      request: StructureRequest,
      signal: AbortSignal,
    ): Promise<ResearchDraft> {
      const draft = await find(userId, id);
      const materials = request.materials ?? draft.materials;
      const pillars = inReportOrder(request.pillars);
      const gathered = await gatherEvidence(evidence, {
        userId,
        symbol: draft.companyTicker,
        companyName: draft.companyName,
        materials,
      });
      const structure = await writeQuestions(pillars, gathered, materials, signal);
      return change(userId, id, { pillars, materials, structure });
    },
  };
}

export type ResearchDraftsService = ReturnType<typeof researchDraftsService>;
