// What PDF chat reads from a filing at upload (issue 39): each page's class (which statement, note or
// part of the filing it is), and the primary statements' lines as facts in the answers' own `Fact`
// shape, so a question about a filing takes the same plan, facts and writers as the assistant's.
// The reader (server/src/areas/pdf) fills these; the answerer (server/src/answers) reads them.
import type { Fact } from "./answerTypes";

export type FilingPageClass =
  | "cover"
  | "contents"
  | "incomeStatement"
  | "comprehensiveIncome"
  | "balanceSheet"
  | "cashFlowStatement"
  | "equityStatement"
  | "mdna"
  | "riskFactors"
  | "note"
  | "earningsTable"
  | "exhibit"
  | "other";

export interface ClassifiedPage {
  /** 1-based, as the PDF numbers its pages. */
  readonly pageNumber: number;
  readonly pageClass: FilingPageClass;
  /** The heading that decided the class: a note's title ("Note 7 — Debt"), a statement's name. */
  readonly title: string | null;
}

/**
 * A statement line read from a filing, as a `Fact`:
 * - `symbol` is `FILING_SYMBOL`;
 * - `measure` is the measures dictionary's id when the synonym map knows the line ("purchases of
 *   property, plant and equipment" -> "capex"), else `line:` and the label in lower case;
 * - `label` is the line as the filing prints it;
 * - `period` is the column's period as the answers write them (`FY2023`, `Q2 FY2023`, or the
 *   column's own heading when it is neither, e.g. `six months ended July 1, 2023`);
 * - `value` is in whole units (dollars, not millions; per-share amounts per share; negatives
 *   in parentheses read as negative);
 * - `sourceId` is `page:` and the page number.
 */
export type FilingFact = Fact;

export const FILING_SYMBOL = "PDF";

export const filingPageSourceId = (pageNumber: number) => `page:${pageNumber}`;

/** What a PDF session keeps of its filing besides the pages' text. */
export interface FilingReading {
  readonly pages: ReadonlyArray<ClassifiedPage>;
  readonly facts: ReadonlyArray<FilingFact>;
}
