// PDF chat's documents (data-areas §3, §7), each user's own: an upload keeps the file's text per
// page and the file itself under a new session, closing a session deletes them, and a session's pages are what PDF chat
// and the offline assistant search. Another user's session reads as not found. A user keeps the
// 20 most recent sessions; an upload beyond that removes the oldest. A filing's pages are
// classified and its statement tables read into facts at upload (issue 39), in the processes that
// read it (issue 45), and kept with the session.
import {
  bestSentences,
  type ClassifiedPage,
  documentIssuer,
  FILING_SYMBOL,
  type FilingFact,
  type FilingReading,
  filingPageSourceId,
  type NamedCompany,
  type PdfExchange,
  type PdfSession,
  type PdfSource,
} from "@moatwise/core";
import { and, asc, desc, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { Passage } from "../../answers/localLibrary";
import { type OpenPdf, pdfPageUrl } from "../../answers/pdfPages";
import type { Database } from "../../db/database";
import { isRowId } from "../../db/ids";
import { pdfFacts, pdfFiles, pdfMessages, pdfPages, pdfSessions } from "../../db/schema";
import { anyWordQuery, matches, rank } from "../../db/textSearch";
import { AreaFailure } from "../areaFailure";
import { readPdf } from "./pdfText";

export const MAX_PDF_SESSIONS = 20;
const FILENAME_MAX_CHARS = 200;
/** Facts stored per statement: PostgreSQL takes at most 65,535 parameters in one insert (10 per fact). */
const FACTS_PER_INSERT = 1000;

type SessionRow = typeof pdfSessions.$inferSelect;

/** Pages of the user's PDFs the assistant may quote for one question, at most: the best matches. */
const PDF_PAGES_SEARCHED = 8;

const notFound = () =>
  new AreaFailure("notFound", "pdf_session_not_found", "There is no such PDF session; upload the PDF again.");

function toSession(row: SessionRow): PdfSession {
  return { sessionId: row.id, filename: row.filename, pageCount: row.pageCount, byteSize: row.byteSize };
}

/** The file's own name, without any folder, control characters or excess length. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char !== "\u007f")
    .join("")
    .trim();
  return clean.slice(0, FILENAME_MAX_CHARS) || "document.pdf";
}

/**
 * `covered`: the companies an upload's issuer is looked up among (the listed universe), so each PDF
 * is stored with whom it is about and a report on another company never quotes it (issue 43).
 */
export function pdfService(db: Database, covered: ReadonlyArray<NamedCompany> = []) {
  async function pruneOldSessions(userId: string): Promise<void> {
    const older = await db
      .select({ id: pdfSessions.id })
      .from(pdfSessions)
      .where(eq(pdfSessions.userId, userId))
      .orderBy(desc(pdfSessions.createdAt))
      .offset(MAX_PDF_SESSIONS);
    if (older.length === 0) return;
    await db.delete(pdfSessions).where(
      inArray(
        pdfSessions.id,
        older.map(({ id }) => id),
      ),
    );
  }

  const pageColumns = { pageNumber: pdfPages.pageNumber, text: pdfPages.text };

  function opened(session: PdfSession): OpenPdf {
    const ofSession = and(eq(pdfPages.sessionId, session.sessionId), ne(pdfPages.text, ""));
    return {
      session,
      async matchingPages(words, limit) {
        const query = anyWordQuery(words);
        if (!query) return [];
        return db
          .select(pageColumns)
          .from(pdfPages)
          .where(and(ofSession, matches(pdfPages.search, query)))
          .orderBy(desc(rank(pdfPages.search, query)), asc(pdfPages.pageNumber))
          .limit(limit);
      },
      firstPages: (limit) =>
        db.select(pageColumns).from(pdfPages).where(ofSession).orderBy(asc(pdfPages.pageNumber)).limit(limit),
      async pagesNumbered(pageNumbers) {
        if (pageNumbers.length === 0) return [];
        const rows = await db
          .select(pageColumns)
          .from(pdfPages)
          .where(and(ofSession, inArray(pdfPages.pageNumber, [...pageNumbers])));
        return pageNumbers.flatMap((number) => rows.filter((row) => row.pageNumber === number));
      },
      allPages: () => db.select(pageColumns).from(pdfPages).where(ofSession).orderBy(asc(pdfPages.pageNumber)),
    };
  }

  return {
    /** Reads and keeps the file's text; `signal` gives up the reading (the uploader went away). */
    async upload(userId: string, file: { name: string; bytes: Uint8Array }, signal?: AbortSignal): Promise<PdfSession> {
      // The filing's pages are classified and its tables read in the reading processes (pdfText.ts).
      const { texts, reading } = await readPdf(userId, file.bytes, { signal });
      const issuer = documentIssuer(texts, covered);
      const session = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pdfSessions)
          .values({
            userId,
            filename: cleanFilename(file.name),
            pageCount: texts.length,
            byteSize: file.bytes.byteLength,
            issuerName: issuer?.name ?? null,
            issuerSymbol: issuer?.symbol ?? null,
          })
          .returning();
        if (!row) throw new Error("The PDF session was not stored.");
        await tx.insert(pdfPages).values(
          texts.map((text, index) => {
            const page = reading.pages[index];
            return {
              sessionId: row.id,
              userId,
              pageNumber: index + 1,
              text,
              pageClass: page?.pageClass ?? "other",
              title: page?.title ?? null,
            };
          }),
        );
        for (let start = 0; start < reading.facts.length; start += FACTS_PER_INSERT) {
          await tx.insert(pdfFacts).values(
            reading.facts.slice(start, start + FACTS_PER_INSERT).map((fact) => ({
              sessionId: row.id,
              userId,
              factId: fact.id,
              measure: fact.measure,
              label: fact.label,
              period: fact.period,
              value: Number(fact.value),
              unit: fact.unit,
              pageNumber: Number(fact.sourceId.replace(/^page:/, "")),
              derivedFrom: [...fact.derivedFrom],
            })),
          );
        }
        await tx.insert(pdfFiles).values({ sessionId: row.id, userId, bytes: file.bytes });
        return row;
      });
      await pruneOldSessions(userId);
      return toSession(session);
    },

    /**
     * What the filing in the user's session was read into at upload: each page's class and title, and
     * its statement lines as facts. Another user's session, or none, reads as not found.
     */
    async filingReadingOf(sessionId: string, userId: string): Promise<FilingReading> {
      if (!isRowId(sessionId)) throw notFound();
      const [session] = await db
        .select({ id: pdfSessions.id })
        .from(pdfSessions)
        .where(and(eq(pdfSessions.id, sessionId), eq(pdfSessions.userId, userId)));
      if (!session) throw notFound();
      const mine = (table: typeof pdfPages | typeof pdfFacts) =>
        and(eq(table.sessionId, sessionId), eq(table.userId, userId));
      const [pages, facts] = await Promise.all([
        db
          .select({ pageNumber: pdfPages.pageNumber, pageClass: pdfPages.pageClass, title: pdfPages.title })
          .from(pdfPages)
          .where(mine(pdfPages))
          .orderBy(asc(pdfPages.pageNumber)),
        db.select().from(pdfFacts).where(mine(pdfFacts)).orderBy(asc(pdfFacts.pageNumber), asc(pdfFacts.factId)),
      ]);
      return {
        pages: pages satisfies ClassifiedPage[],
        facts: facts.map(
          (row): FilingFact => ({
            id: row.factId,
            symbol: FILING_SYMBOL,
            measure: row.measure,
            label: row.label,
            period: row.period,
            value: row.value,
            unit: row.unit,
            sourceId: filingPageSourceId(row.pageNumber),
            derivedFrom: row.derivedFrom,
          }),
        ),
      };
    },

    /** The user's sessions, newest first. */
    async list(userId: string): Promise<PdfSession[]> {
      const rows = await db
        .select()
        .from(pdfSessions)
        .where(eq(pdfSessions.userId, userId))
        .orderBy(desc(pdfSessions.createdAt));
      return rows.map(toSession);
    },

    /** The session and its pages, when it is the user's. */
    async open(userId: string, sessionId: string): Promise<OpenPdf> {
      if (!isRowId(sessionId)) throw notFound();
      const [row] = await db
        .select()
        .from(pdfSessions)
        .where(and(eq(pdfSessions.id, sessionId), eq(pdfSessions.userId, userId)));
      if (!row) throw notFound();
      return opened(toSession(row));
    },

    /** The uploaded PDF itself and its name, when the session is the user's. */
    async file(userId: string, sessionId: string): Promise<{ filename: string; bytes: Uint8Array }> {
      if (!isRowId(sessionId)) throw notFound();
      const [row] = await db
        .select({ filename: pdfSessions.filename, bytes: pdfFiles.bytes })
        .from(pdfFiles)
        .innerJoin(pdfSessions, eq(pdfFiles.sessionId, pdfSessions.id))
        .where(and(eq(pdfFiles.sessionId, sessionId), eq(pdfFiles.userId, userId)));
      if (!row) throw notFound();
      return row;
    },

    /** Keeps a question asked of the user's PDF and its answer with the PDF. */
    async keepExchange(
      userId: string,
      sessionId: string,
      exchange: { question: string; answer: string; sources: ReadonlyArray<PdfSource> },
    ): Promise<void> {
      await db.insert(pdfMessages).values({ userId, sessionId, ...exchange });
    },

    /** The questions asked of the user's PDF and their answers, oldest first; not found for another's. */
    async exchangesOf(userId: string, sessionId: string): Promise<PdfExchange[]> {
      if (!isRowId(sessionId)) throw notFound();
      const [owned] = await db
        .select({ id: pdfSessions.id })
        .from(pdfSessions)
        .where(and(eq(pdfSessions.id, sessionId), eq(pdfSessions.userId, userId)));
      if (!owned) throw notFound();
      const rows = await db
        .select()
        .from(pdfMessages)
        .where(and(eq(pdfMessages.sessionId, sessionId), eq(pdfMessages.userId, userId)))
        .orderBy(asc(pdfMessages.createdAt), asc(pdfMessages.id));
      return rows.map(({ id, question, answer, sources, createdAt }) => ({
        id,
        question,
        answer,
        sources,
        createdAt: createdAt.toISOString(),
      }));
    },

    async close(userId: string, sessionId: string): Promise<void> {
      if (!isRowId(sessionId)) throw notFound();
      const deleted = await db
        .delete(pdfSessions)
        .where(and(eq(pdfSessions.id, sessionId), eq(pdfSessions.userId, userId)))
        .returning({ id: pdfSessions.id });
      if (deleted.length === 0) throw notFound();
    },

    /**
     * The pages of the user's PDFs that best match any of the words, as passages the assistant may
     * quote to them: a search of that user's pages alone, through their search documents. Each page
     * carries its PDF's issuer (symbol and name), null when unknown. With `about`, a symbol, only
     * PDFs that may be that company's are searched: its own and those whose issuer is no covered
     * company (answers' material scope decides on those), so another company's pages crowd out none.
     */
    async passagesOf(userId: string, words: ReadonlyArray<string>, about?: string): Promise<Passage[]> {
      const query = anyWordQuery(words);
      if (!query) return [];
      const rows = await db
        .select({
          sessionId: pdfSessions.id,
          filename: pdfSessions.filename,
          createdAt: pdfSessions.createdAt,
          issuerName: pdfSessions.issuerName,
          issuerSymbol: pdfSessions.issuerSymbol,
          pageNumber: pdfPages.pageNumber,
          text: pdfPages.text,
        })
        .from(pdfPages)
        .innerJoin(pdfSessions, eq(pdfPages.sessionId, pdfSessions.id))
        .where(
          and(
            eq(pdfPages.userId, userId),
            matches(pdfPages.search, query),
            about === undefined ? undefined : or(eq(pdfSessions.issuerSymbol, about), isNull(pdfSessions.issuerSymbol)),
          ),
        )
        .orderBy(desc(rank(pdfPages.search, query)))
        .limit(PDF_PAGES_SEARCHED);
      return rows.map((row) => ({
        id: `pdf:${row.sessionId}:${row.pageNumber}`,
        kind: "pdf",
        symbol: row.issuerSymbol,
        companyName: row.issuerName,
        title: `${row.filename}, page ${row.pageNumber}`,
        url: pdfPageUrl(row.sessionId, row.pageNumber, bestSentences(row.text, words, 1)[0]),
        text: row.text,
        publisher: "Your PDFs",
        date: row.createdAt.toISOString().slice(0, 10),
      }));
    },
  };
}

export type PdfService = ReturnType<typeof pdfService>;
