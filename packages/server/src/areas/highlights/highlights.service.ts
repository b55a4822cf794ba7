// Highlights (data-areas §7), each user's own: a document's highlights in reading order, a new
// one (marking the very same range again changes its colour instead of stacking a second), and
// removal. Another user's highlight reads as not found; documents are only ever named, so one
// user's highlights of a shared document stay theirs.
import { HIGHLIGHT_MIN_CHARS, type Highlight, type NewHighlight } from "@moatwise/core";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { isRowId } from "../../db/ids";
import { highlights } from "../../db/schema";
import { AreaFailure } from "../areaFailure";

/** More than anyone marks in one document; a guard against a runaway client. */
export const MAX_HIGHLIGHTS_PER_DOCUMENT = 500;

type HighlightRow = typeof highlights.$inferSelect;

function toHighlight(row: HighlightRow): Highlight {
  return {
    id: row.id,
    documentId: row.documentId,
    startOffset: row.startOffset,
    endOffset: row.endOffset,
    highlightedText: row.highlightedText,
    color: row.color,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The rules a new highlight keeps: enough text, and a range as long as its text. */
function checkHighlight(highlight: NewHighlight): void {
  if (highlight.highlightedText.trim().length < HIGHLIGHT_MIN_CHARS) {
    throw new AreaFailure(
      "invalid",
      "highlight_too_short",
      `A highlight needs at least ${HIGHLIGHT_MIN_CHARS} characters.`,
    );
  }
  if (highlight.endOffset - highlight.startOffset !== highlight.highlightedText.length) {
    throw new AreaFailure(
      "invalid",
      "highlight_range_mismatch",
      "The highlighted text does not fit its start and end.",
    );
  }
}

export function highlightsService(db: Database) {
  const ofDocument = (userId: string, documentId: string) =>
    and(eq(highlights.userId, userId), eq(highlights.documentId, documentId));

  return {
    async forDocument(userId: string, documentId: string): Promise<Highlight[]> {
      const rows = await db
        .select()
        .from(highlights)
        .where(ofDocument(userId, documentId))
        .orderBy(asc(highlights.startOffset), asc(highlights.createdAt));
      return rows.map(toHighlight);
    },

    async create(userId: string, highlight: NewHighlight): Promise<{ highlight: Highlight; created: boolean }> {
      checkHighlight(highlight);
      const sameRange = and(
        ofDocument(userId, highlight.documentId),
        eq(highlights.startOffset, highlight.startOffset),
        eq(highlights.endOffset, highlight.endOffset),
      );
      const [recoloured] = await db.update(highlights).set({ color: highlight.color }).where(sameRange).returning();
      if (recoloured) return { highlight: toHighlight(recoloured), created: false };
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(highlights)
        .where(ofDocument(userId, highlight.documentId));
      if (total >= MAX_HIGHLIGHTS_PER_DOCUMENT) {
        throw new AreaFailure(
          "conflict",
          "too_many_highlights",
          `A document keeps at most ${MAX_HIGHLIGHTS_PER_DOCUMENT} highlights; remove one first.`,
        );
      }
      const [row] = await db
        .insert(highlights)
        .values({ userId, ...highlight })
        .returning();
      if (!row) throw new Error("The highlight was not stored.");
      return { highlight: toHighlight(row), created: true };
    },

    async remove(userId: string, id: string): Promise<void> {
      const notFound = new AreaFailure("notFound", "highlight_not_found", "There is no such highlight.");
      if (!isRowId(id)) throw notFound;
      const deleted = await db
        .delete(highlights)
        .where(and(eq(highlights.id, id), eq(highlights.userId, userId)))
        .returning({ id: highlights.id });
      if (deleted.length === 0) throw notFound;
    },
  };
}

export type HighlightsService = ReturnType<typeof highlightsService>;
