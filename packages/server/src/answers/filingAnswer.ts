// PDF chat's answer (data-areas §4, §7; issue 39): facts first, then words. A question asking for
// figures the filing's statements hold is planned as the assistant plans it and computed from the
// filing's facts (the figure, then its formula and inputs with their pages); then the pages that
// answer the question (pageRanking: BM25 with phrases, synonyms and the pages' classes) are quoted,
// or given to a live model with the facts, whose every figure is checked against them. The sources
// are the pages used, the facts' pages first; nothing is quoted that the PDF does not say. What the
// filing does not hold is said first only when the evidence is clear (filingGaps), then the passages
// nearby; a gap of the facts engine that the pages contradict is not said.
import {
  bestPassages,
  checkAnswer,
  citedPassage,
  companyDirectory,
  draftMarkdown,
  type FactsTable,
  type FilingReading,
  factValue,
  markUnverified,
  type PdfSource,
  periodWords,
  planQuestion,
  queryTerms,
  writeFilingDraft,
} from "@moatwise/core";
import type { AiProvider, PromptMessage } from "../languageModel/aiProvider";
import { asksFilingFigures, runFilingPlan } from "./filingFactsEngine";
import { clearFactsGaps, filingGap, type GapEvidence } from "./filingGaps";
import { asksBeyondStatements, conceptsRead, filingKindGap, pointerPassages } from "./filingKindGap";
import { marginMovesText } from "./filingMarginMoves";
import { pageOfSource } from "./filingSources";
import { rankPages } from "./pageRanking";
import { type OpenPdf, type PdfPage, pdfPageUrl } from "./pdfPages";

const PAGES_USED = 4;
const EXCERPT_CHARS = 300;
/** Characters of page text a live model is given, in all. */
const CONTEXT_CHARS = 24_000;

export const PDF_OFFLINE_LIMITS =
  "*Answered offline: sentences quoted from the PDF, found by keyword search. Summaries, explanations and " +
  "opinions are not available offline.*";

export const PDF_FACTS_OFFLINE_LIMITS =
  "*Answered offline: figures read from the filing's statements and computed from them, then sentences quoted " +
  "from the PDF, found by keyword search. Summaries, explanations and opinions are not available offline.*";

export interface PdfQuestion {
  readonly message: string;
  readonly selectedText?: string;
}

export interface PdfAnswer {
  readonly text: string;
  readonly sources: ReadonlyArray<PdfSource>;
}

/** A filing is its own subject: no company universe is needed to read a question about it. */
const NO_COMPANIES = companyDirectory([]);

/** The words searched for: the question's and the selected passage's. */
const termsOf = (question: PdfQuestion) => queryTerms(`${question.message} ${question.selectedText ?? ""}`);

/** The pages that answer the question, best first (at most PAGES_USED). */
async function answeringPages(pdf: OpenPdf, question: PdfQuestion, reading: FilingReading | null): Promise<PdfPage[]> {
  const asked = `${question.message} ${question.selectedText ?? ""}`;
  const classes = reading?.pages ?? [];
  return rankPages(asked, await pdf.allPages(), { limit: PAGES_USED, classes }).map(({ page }) => page);
}

function excerpt(text: string): string {
  return text.length <= EXCERPT_CHARS ? text : `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…`;
}

/** A page's text from the printed line on: the passage a citation of a fact points to. */
function excerptAt(text: string, printed: ReadonlyArray<string>): string {
  const lower = text.toLowerCase();
  const at = printed.map((label) => lower.indexOf(label.toLowerCase())).find((index) => index >= 0);
  return excerpt(at === undefined ? text : text.slice(at));
}

/** The filing's facts for the question, when it asks for figures and the filing was read into facts. */
function filingFacts(pdf: OpenPdf, question: PdfQuestion, reading: FilingReading | null): FactsTable | null {
  if (!reading || reading.facts.length === 0) return null;
  const plan = planQuestion(question.message, [], NO_COMPANIES);
  if (!asksFilingFigures(plan)) return null;
  const table = runFilingPlan(plan, reading, {
    filename: pdf.session.filename,
    pageUrl: (pageNumber) => pdfPageUrl(pdf.session.sessionId, pageNumber),
  });
  return table.facts.length > 0 || table.gaps.length > 0 ? table : null;
}

/** The pages the facts were read from, best first (the answer's first figure's pages lead). */
function factPages(table: FactsTable, sourceIds: ReadonlyArray<string>): number[] {
  const numbers = [...sourceIds, ...table.facts.map((fact) => fact.sourceId)].flatMap((id) => {
    const number = pageOfSource(id);
    return number ? [number] : [];
  });
  return [...new Set(numbers)];
}

interface QuotedPage {
  readonly pageNumber: number;
  /** Passages of the page, each one stretch of its text: quoted apart, never joined. */
  readonly passages: ReadonlyArray<string>;
  /** The passage the page's source points to, which the viewer highlights: the one answering best. */
  readonly cited: string;
}

/** The matching pages' best passages: the words of an offline answer. */
async function quotedPages(pdf: OpenPdf, question: PdfQuestion, reading: FilingReading | null): Promise<QuotedPage[]> {
  const terms = termsOf(question);
  return (await answeringPages(pdf, question, reading))
    .map((page) => {
      const passages = bestPassages(page.text, terms);
      return { pageNumber: page.pageNumber, passages, cited: citedPassage(passages, terms) ?? "" };
    })
    .filter(({ passages }) => passages.length > 0);
}

/** One quote a passage, each with its page: two stretches of a page are two quotes. */
const quoteLines = (quoted: ReadonlyArray<QuotedPage>) =>
  quoted
    .flatMap(({ pageNumber, passages }) => passages.map((passage) => `- “${passage}” (page ${pageNumber})`))
    .join("\n");

/** A page's source: its cited passage, which the viewer highlights (one stretch of the page, so it can be found). */
const sourceOf = ({ pageNumber, cited }: QuotedPage): PdfSource => ({ pageNumber, text: excerpt(cited) });

/** The offline answer: each matching page's best sentences, with its page number. */
export async function quotedAnswer(
  pdf: OpenPdf,
  question: PdfQuestion,
  reading: FilingReading | null = null,
): Promise<PdfAnswer> {
  const quoted = await quotedPages(pdf, question, reading);
  const name = pdf.session.filename;
  if (quoted.length === 0) {
    return {
      text: `I found nothing about "${question.message.trim()}" in ${name}. Try words that appear in the document.\n\n${PDF_OFFLINE_LIMITS}`,
      sources: [],
    };
  }
  return {
    text: `Here is what ${name} says:\n\n${quoteLines(quoted)}\n\n${PDF_OFFLINE_LIMITS}`,
    sources: quoted.map(sourceOf),
  };
}

/** What the answer leads with when the filing does not hold what was asked. */
interface SaidGap {
  readonly line: string;
  /** The filing's own words pointing to where it is found, quoted after the line instead of nearby passages. */
  readonly pointers: ReadonlyArray<QuotedPage> | null;
}

/** The offline answer when the filing does not hold what was asked: that first, then its pointers or the closest passages. */
async function gapAnswer(
  pdf: OpenPdf,
  question: PdfQuestion,
  gap: SaidGap,
  reading: FilingReading | null,
  limits: string,
): Promise<PdfAnswer> {
  const quoted = gap.pointers ?? (await quotedPages(pdf, question, reading));
  const lead = gap.pointers ? "Where the filing points:" : "Nearby in the filing:";
  const nearby = quoted.length > 0 ? `\n\n${lead}\n\n${quoteLines(quoted)}` : "";
  return {
    text: `${gap.line}${nearby}\n\n${limits}`,
    sources: quoted.map(sourceOf),
  };
}

/**
 * The facts with only the gaps the filing bears out, and the gap to say first when the facts say
 * none: what the answer leads with.
 */
async function honestFacts(
  pdf: OpenPdf,
  question: PdfQuestion,
  table: FactsTable | null,
  reading: FilingReading | null,
): Promise<{ table: FactsTable | null; gap: SaidGap | null }> {
  const evidence: GapEvidence = {
    filename: pdf.session.filename,
    question: question.message,
    plan: table?.plan ?? planQuestion(question.message, [], NO_COMPANIES),
    reading,
    pages: await pdf.allPages(),
  };
  // What the filing's kind does not hold is said first, with where it is found; a concept no
  // statement line answers (a person's pay read as "earnings") is never answered with the statements' figures.
  const concepts = conceptsRead(question.message, evidence.pages);
  const kindGap = filingKindGap(evidence, concepts);
  if (kindGap) {
    const pointers = pointerPassages(kindGap, evidence.pages).map(({ pageNumber, passage }) => ({
      pageNumber,
      passages: [passage],
      cited: passage,
    }));
    return { table: null, gap: { line: kindGap.line, pointers } };
  }
  const asked = asksBeyondStatements(concepts) ? null : table;
  const kept = asked ? { ...asked, gaps: clearFactsGaps(asked, evidence) } : null;
  const used = kept && (kept.facts.length > 0 || kept.gaps.length > 0) ? kept : null;
  if (used && used.gaps.length > 0) return { table: used, gap: null };
  const line = filingGap(evidence, used !== null && used.facts.length > 0);
  return { table: used, gap: line ? { line, pointers: null } : null };
}

/** The printed labels of the facts read from a page, to point its excerpt at them. */
const labelsOn = (table: FactsTable, pageNumber: number) =>
  table.facts.filter((fact) => pageOfSource(fact.sourceId) === pageNumber).map((fact) => fact.label);

/** The offline answer from the facts: the figures and their inputs, then the pages' words. */
async function factsAnswer(
  pdf: OpenPdf,
  question: PdfQuestion,
  table: FactsTable,
  reading: FilingReading,
): Promise<PdfAnswer> {
  const placeOf = new Map(reading.pages.map((page) => [page.pageNumber, page]));
  const draft = writeFilingDraft(table, (sourceId) => {
    const number = pageOfSource(sourceId);
    return number ? (placeOf.get(number) ?? null) : null;
  });
  // A measure that does not fit the filer (a current ratio of an unclassified balance sheet) cites the balance sheet that shows it.
  const unfit = table.gaps.some((gap) => gap.kind === "unfit");
  const balanceSheets = unfit ? reading.pages.filter((page) => page.pageClass === "balanceSheet").slice(0, 1) : [];
  const numbers = [
    ...new Set([...balanceSheets.map((page) => page.pageNumber), ...factPages(table, draft.sourceIds)]),
  ].slice(0, PAGES_USED);
  const [pages, quoted] = await Promise.all([pdf.pagesNumbered(numbers), quotedPages(pdf, question, reading)]);
  const factSources = pages.map((page) => ({
    pageNumber: page.pageNumber,
    text: excerptAt(page.text, labelsOn(table, page.pageNumber)),
  }));
  const words = quoted.filter(({ pageNumber }) => !numbers.includes(pageNumber));
  const sources = [...factSources, ...words.map(sourceOf)].slice(0, PAGES_USED);
  const cited = new Set(sources.map((source) => source.pageNumber));
  const kept = words.filter(({ pageNumber }) => cited.has(pageNumber));
  const saysAlso = kept.length > 0 ? `\n\nWhat ${pdf.session.filename} says besides:\n\n${quoteLines(kept)}` : "";
  // "What drove the margin's decline?": the lines that moved it lead, biggest first, before its figures.
  const moved = marginMovesText(table, reading, question.message);
  const lead = moved ? `${moved}\n\n` : "";
  return { text: `${lead}${draftMarkdown(draft)}${saysAlso}\n\n${PDF_FACTS_OFFLINE_LIMITS}`, sources };
}

function pdfPrompt(
  pdf: OpenPdf,
  question: PdfQuestion,
  pages: ReadonlyArray<PdfPage>,
  table: FactsTable | null,
): PromptMessage[] {
  const share = Math.floor(CONTEXT_CHARS / Math.max(1, pages.length));
  const context = pages.map((page) => `[Page ${page.pageNumber}]\n${page.text.slice(0, share)}`).join("\n\n");
  const selected = question.selectedText ? `\n\nThe passage the user selected:\n"${question.selectedText}"` : "";
  const facts = table
    ? table.facts
        .map((fact, index) => {
          const exact = typeof fact.value === "number" ? `${fact.value} ${fact.unit}` : fact.value;
          const page = pageOfSource(fact.sourceId);
          return `F${index + 1} | ${fact.label} | ${periodWords(fact.period)} | ${factValue(fact, table.plan.rounding)} [exact: ${exact}] | ${page ? `page ${page}` : ""}`;
        })
        .join("\n")
    : "";
  const figures = table
    ? "\n\nFigures read from the filing's statements and computed from them (state figures only from these or the pages):\n" +
      (facts || "(none)")
    : "";
  return [
    {
      role: "system",
      content:
        `You answer questions about the PDF "${pdf.session.filename}" using only the pages given` +
        `${table ? " and the figures read from its statements" : ""}. ` +
        "Cite pages as (page N). If the pages do not answer the question, say so." +
        (table ? " Give the figure asked first, then how it is computed, with each input's page." : ""),
    },
    { role: "user", content: `${context}${figures}${selected}\n\nQuestion: ${question.message}` },
  ];
}

/** "(page 4)", "pages 4 and 5": where a sentence cites, not a figure it states. */
const PAGE_REFERENCE = /\bpages?\s+\d+(?:\s*(?:,|and|&|–|-|to)\s*\d+)*/gi;

/**
 * The model's text with each figure that neither the facts nor the pages given state marked as
 * the assistant marks it, a sentence at a time, with core's claim check.
 */
export function checkedPdfText(
  text: string,
  table: FactsTable | null,
  pages: ReadonlyArray<PdfPage>,
  question: string,
): string {
  const base: FactsTable = table ?? {
    plan: planQuestion(question, [], NO_COMPANIES),
    names: {},
    facts: [],
    quotes: [],
    gaps: [],
    sources: [],
  };
  const withPages: FactsTable = {
    ...base,
    quotes: pages.map((page) => ({
      id: `page:${page.pageNumber}`,
      symbol: null,
      text: page.text,
      sourceId: `page:${page.pageNumber}`,
    })),
  };
  return (text.match(/[^.!?\n]*(?:[.!?]+(?=\s|$)|\n|$)\s*|[^\n]+/g) ?? [text])
    .map((piece) => {
      const claim = piece.replace(PAGE_REFERENCE, "");
      const [check] = checkAnswer(
        { sentences: [{ text: claim, factIds: [], quoteIds: [], block: "paragraph" }] },
        withPages,
        [question],
      );
      return markUnverified(piece, check?.unsupported ?? []);
    })
    .join("");
}

/**
 * The answer: a live model's when one can write, else the quoted one; with the filing's facts
 * first when the question asks for figures its statements hold.
 */
export async function pdfAnswer(
  pdf: OpenPdf,
  question: PdfQuestion,
  provider: AiProvider,
  signal: AbortSignal,
  reading: FilingReading | null = null,
): Promise<PdfAnswer> {
  const { table, gap } = await honestFacts(pdf, question, filingFacts(pdf, question, reading), reading);
  if (!provider.complete) {
    if (gap) return gapAnswer(pdf, question, gap, reading, table ? PDF_FACTS_OFFLINE_LIMITS : PDF_OFFLINE_LIMITS);
    return table && reading ? factsAnswer(pdf, question, table, reading) : quotedAnswer(pdf, question, reading);
  }
  const fromFacts = table ? await pdf.pagesNumbered(factPages(table, []).slice(0, PAGES_USED)) : [];
  const matching = await answeringPages(pdf, question, reading);
  const found = [
    ...fromFacts,
    ...matching.filter((page) => !fromFacts.some((each) => each.pageNumber === page.pageNumber)),
  ];
  const used = (found.length > 0 ? found : await pdf.firstPages(PAGES_USED)).slice(0, PAGES_USED);
  const written = await provider.complete(pdfPrompt(pdf, question, used, table), { signal, maxTokens: 1500 });
  // The gaps are said by us, first, as the assistant says them; every figure the model states is
  // checked against the facts and the pages it was given.
  const said = table && table.gaps.length > 0 ? table.gaps.map((each) => each.text) : gap ? [gap.line] : [];
  const gaps = said.length > 0 ? `${said.join(" ")}\n\n` : "";
  const text = `${gaps}${checkedPdfText(written, table, used, question.message)}`;
  return {
    text,
    sources: used.map((page) => ({
      pageNumber: page.pageNumber,
      text: table ? excerptAt(page.text, labelsOn(table, page.pageNumber)) : excerpt(page.text),
    })),
  };
}
