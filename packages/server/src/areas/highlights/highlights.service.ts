// Highlights (data-areas §7), each user's own: a document's highlights in reading order, a new
// one (marking the very same range again changes its colour instead of stacking a second), and
// removal. Another user's highlight reads as not found; documents are only ever named, so one
// user's highlights of a shared document stay theirs. The assistant reads a user's highlights on a
// company (issue 38): those in its filings, and those elsewhere (a chat answer) that name it.
import {
  filingDocumentId,
  HIGHLIGHT_MIN_CHARS,
  type Highlight,
  isCompanyDocumentId,
  type NewHighlight,
  OVERVIEW_PARTS,
  overviewDocumentId,
  shortName,
  texts,
} from "@moatwise/core";
import { and, asc, count, eq, ilike, inArray, or } from "drizzle-orm";
import type { Passage } from "../../answers/localLibrary";
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

/** A company a highlight may be about: its symbol, its name and the filings a highlight can be made in. */
export interface HighlightedCompany {
  readonly symbol: string;
  readonly name: string;
  readonly filings: ReadonlyArray<{ readonly link: string; readonly title: string }>;
}

/** At most this many of a user's highlights on a company are read for one answer. */
const HIGHLIGHTS_READ = 50;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;

/** First words of a name too common to name a company alone ("Home" of The Home Depot). */
const COMMON_FIRST_WORDS = new Set(["home", "general", "first", "american", "united", "national", "international"]);

/** How a text may name the company: its short name, and its first word when that is distinctive ("Costco"). */
function namesOf(company: HighlightedCompany): string[] {
  const short = shortName(company.name);
  const first = short.split(/\s+/)[0] ?? "";
  const distinctive = first.length >= 4 && !COMMON_FIRST_WORDS.has(first.toLowerCase());
  return distinctive && first !== short ? [short, first] : [short];
}

const asWord = (text: string) => `(^|[^A-Za-z0-9])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9])`;

/** Whether a text names the company: its symbol (upper case) or its name, as words. */
function namesCompany(text: string, company: HighlightedCompany): boolean {
  if (new RegExp(asWord(company.symbol)).test(text)) return true;
  return namesOf(company).some((name) => new RegExp(asWord(name), "i").test(text));
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

    /**
     * The user's highlights on a company, as passages the assistant quotes: those made in its
     * filings or its Overview (cited to that tab, by the filing's title or the overview), and those
     * in a chat answer whose text names it; never one in another company's filing or Overview.
     * Only this user's.
     */
    async passagesOn(userId: string, company: HighlightedCompany): Promise<Passage[]> {
      const byDocument = new Map<string, { readonly title: string; readonly section: string }>([
        ...company.filings.map(
          (filing) => [filingDocumentId(filing.link), { title: filing.title, section: "filings" }] as const,
        ),
        ...OVERVIEW_PARTS.map(
          (part) =>
            [
              overviewDocumentId(company.symbol, part),
              { title: `the overview of ${company.symbol}`, section: "overview" },
            ] as const,
        ),
      ]);
      const names = namesOf(company);
      const rows = await db
        .select()
        .from(highlights)
        .where(
          and(
            eq(highlights.userId, userId),
            or(
              inArray(highlights.documentId, [...byDocument.keys()]),
              ilike(highlights.highlightedText, likePattern(company.symbol)),
              ...names.map((name) => ilike(highlights.highlightedText, likePattern(name))),
            ),
          ),
        )
        .orderBy(asc(highlights.documentId), asc(highlights.startOffset));
      const symbol = encodeURIComponent(company.symbol);
      const passages = rows.flatMap((row): Passage[] => {
        const filing = byDocument.get(row.documentId);
        // A highlight in another company's filing or Overview is that company's, whatever names it holds (issue 43).
        if (!filing && (isCompanyDocumentId(row.documentId) || !namesCompany(row.highlightedText, company))) return [];
        return [
          {
            id: `highlight:${row.id}`,
            kind: "note",
            symbol: company.symbol,
            companyName: null,
            title: filing ? `Your highlight in ${filing.title}` : `Your highlight on ${company.symbol}`,
            url: filing ? `/stock/${symbol}?section=${filing.section}` : `/stock/${symbol}`,
            text: row.highlightedText,
            publisher: texts.highlightsSource,
            date: row.createdAt.toISOString().slice(0, 10),
          },
        ];
      });
      return passages.slice(0, HIGHLIGHTS_READ);
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
