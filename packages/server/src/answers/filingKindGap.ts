// What a filing's kind does not hold (issue 43), said first with where it is found: a 10-K asked an
// executive's pay points to the proxy statement, an earnings release asked its risk factors to the
// 10-K. The kind is read from the cover, the concept asked from core's table (filingKinds); the gap is
// said only when no page of this filing prints the concept (a 10-K that includes its compensation
// table, a release with a "Risk Factors" heading): telling an analyst a filing lacks what it prints is
// worse than not saying. The filing's own pointer ("Item 11 ... incorporated by reference to the
// proxy statement") is quoted after the gap line.
import {
  type AskedConcept,
  askedConcepts,
  conceptGapLine,
  conceptLacked,
  type FilingKindId,
  filingKindOf,
  sentencesOf,
  subjectWordsOf,
  yearsAsked,
} from "@moatwise/core";
import { askedGroups, type GapEvidence, type GapPage, holdsNear, latestYear, NEAR_WORDS } from "./filingGaps";
import { normalized } from "./pageRanking";

/** A figure that states an amount or a count, not an item's, a note's or a page's number: "$", a thousands comma or three digits. */
const SIZEABLE = /^[$(]*(?:\$\d|\d{1,3}(?:,\d{3})+|\d{3,})[\d,.]*[)]*$/;
const isSizeable = (word: string) => SIZEABLE.test(word) && !/^(?:19|20)\d{2}$/.test(word);
/** Characters of a pointer passage quoted after its heading. */
const POINTER_MAX_CHARS = 400;
/** Pages whose pointer passage is quoted. */
const POINTERS_QUOTED = 2;

export interface KindGap {
  /** The answer's first sentence. */
  readonly line: string;
  readonly kind: FilingKindId;
  readonly asked: AskedConcept;
}

/** What the question asks that a statement figure would not answer: then the statements' facts are not used. */
export interface ConceptsRead {
  readonly kind: FilingKindId | null;
  readonly asked: ReadonlyArray<AskedConcept>;
}

/** The filing's kind, from its cover, and the concepts the question asks for. */
export function conceptsRead(question: string, pages: ReadonlyArray<GapPage>): ConceptsRead {
  const texts = pages.map((page) => page.text);
  return { kind: filingKindOf(texts), asked: askedConcepts(question, subjectWordsOf(texts)) };
}

/** Whether the question asks a concept no statement line answers (pay, holders, guidance): its facts would mislead. */
export const asksBeyondStatements = (read: ConceptsRead) => read.asked.some(({ concept }) => !concept.fromStatements);

/** A line's words without an item's number: "Item 1A. Risk Factors" is "risk factors". */
const headingWords = (line: string) => normalized(line).replace(/^item \d{1,2}[a-c]? /, "");
/** A line that is a heading naming one of the phrases and no more: "Risk Factors", "Item 1A. Risk Factors". */
const isHeadingOf = (line: string, phrases: ReadonlyArray<string>) => {
  const text = headingWords(line);
  return phrases.some((phrase) => text === phrase || text === `${phrase}:`);
};
/** A line opening with one of the phrases: "Item 12. Security Ownership of Certain Beneficial Owners and ...". */
const opensWith = (line: string, phrases: ReadonlyArray<string>) => {
  const text = ` ${headingWords(line)} `;
  return phrases.some((phrase) => text.startsWith(` ${phrase} `));
};

/** Whether some page of the filing prints the concept: a heading of it, or its words by a figure (and by the person asked). */
function printedInFiling(asked: AskedConcept, evidence: GapEvidence): boolean {
  const { concept, person } = asked;
  const printed = concept.printed.map(normalized);
  if (concept.held === "mention") {
    const classed =
      concept.id === "riskFactors" && evidence.reading?.pages.some((page) => page.pageClass === "riskFactors");
    return (
      Boolean(classed) ||
      evidence.pages.some((page) => page.text.split("\n").some((line) => isHeadingOf(line, printed)))
    );
  }
  const required: string[][] = [printed];
  const surname = person?.split(" ").at(-1)?.toLowerCase();
  if (surname) required.push([surname]);
  // Any one measure the question names by the phrase will do: "shares did" also reads as a price return.
  const measures = concept.withMeasure
    ? askedGroups(evidence.question, evidence.pages).filter((group) => group.length > 1)
    : [];
  const within = concept.nearWords ?? NEAR_WORDS;
  return evidence.pages.some((page) => holdsNear(page.text, measures, required, within, isSizeable));
}

/** Whether the question asks a year after the filing's latest: a period gap says that better than the kind. */
function laterYearAsked(evidence: GapEvidence): boolean {
  const latest = latestYear(evidence.reading, evidence.pages);
  const years = yearsAsked(evidence.question);
  return latest !== null && years.some((year) => year > latest);
}

/**
 * The gap to say first when the filing's kind does not hold what is asked and no page prints it;
 * null when the kind is unknown, holds it, or this filing prints it after all.
 */
export function filingKindGap(
  evidence: GapEvidence,
  read = conceptsRead(evidence.question, evidence.pages),
): KindGap | null {
  const lacked = read.asked.filter((asked) => conceptLacked(read.kind, [asked]) !== null);
  const asked = lacked.find(
    (each) => !printedInFiling(each, evidence) && !(each.concept.fromStatements && laterYearAsked(evidence)),
  );
  if (!asked || read.kind === null) return null;
  return { line: conceptGapLine(evidence.filename, read.kind, asked.concept), kind: read.kind, asked };
}

export interface PointerPassage {
  readonly pageNumber: number;
  readonly passage: string;
}

/**
 * Where the filing points to the filing that holds the concept: a line opening with one of its
 * pointer headings ("Item 11. Executive Compensation"), with the sentences after it up to the first
 * that ends, as one passage of the page (its words as printed, line breaks as spaces).
 */
export function pointerPassages(gap: KindGap, pages: ReadonlyArray<GapPage>): PointerPassage[] {
  const pointers = gap.asked.concept.pointers.map(normalized);
  if (pointers.length === 0) return [];
  const found: PointerPassage[] = [];
  for (const page of pages) {
    const lines = page.text.split("\n");
    // A contents line ("Item 11. Executive Compensation 54") names the heading's page, not what it says.
    const at = lines.findIndex((line) => opensWith(line, pointers) && !/\s\d{1,3}$/.test(line.trim()));
    if (at < 0) continue;
    const sentences = sentencesOf(lines.slice(at).join("\n"));
    const [heading, ...rest] = sentences;
    const body = rest.findIndex((sentence) => /[.!?]["”’)]?$/.test(sentence));
    const passage = [heading, ...rest.slice(0, body < 0 ? 0 : body + 1)].join(" ").replace(/\s+/g, " ").trim();
    if (passage.length === 0) continue;
    found.push({
      pageNumber: page.pageNumber,
      passage: passage.length <= POINTER_MAX_CHARS ? passage : `${passage.slice(0, POINTER_MAX_CHARS - 1).trimEnd()}…`,
    });
    if (found.length === POINTERS_QUOTED) break;
  }
  return found;
}
