// The port through which answering reads a user's PDF (issue 39): an opened PDF's session and its
// pages, and the address of a page in the app. The PDF area provides it; answers/ never imports the area.
import type { PdfSession } from "@moatwise/core";

export interface PdfPage {
  readonly pageNumber: number;
  readonly text: string;
}

/** A user's PDF, opened: its session, and its pages read as they are needed. */
export interface OpenPdf {
  readonly session: PdfSession;
  /** The pages holding any of the words, best match first, at most `limit`. */
  matchingPages(words: ReadonlyArray<string>, limit: number): Promise<PdfPage[]>;
  /** The first `limit` pages with text. */
  firstPages(limit: number): Promise<PdfPage[]>;
  /** The pages numbered, in the order asked (the pages a filing's facts were read from). */
  pagesNumbered(pageNumbers: ReadonlyArray<number>): Promise<PdfPage[]>;
  /** Every page with text, in order: what the answer's page ranking reads. */
  allPages(): Promise<PdfPage[]>;
}

/** A citation's quote in its address is cut to this many characters: enough to find it on the page. */
const CITED_QUOTE_MAX_CHARS = 200;

/**
 * Where a page can be read in the app, for the assistant's citations: the PDF opens at the page,
 * with `quote` (the words the answer quotes from it) highlighted.
 */
export const pdfPageUrl = (sessionId: string, pageNumber: number, quote?: string) =>
  `/pdf-chat?session=${sessionId}${quote ? `&quote=${encodeURIComponent(quote.slice(0, CITED_QUOTE_MAX_CHARS))}` : ""}#page-${pageNumber}`;
