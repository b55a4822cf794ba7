// Which pages of a PDF answer a question in words (issue 39 item 6): BM25 over the session's pages
// (the one passage index, passageIndex.ts, as chat and reports rank passages), raised for pages holding the question's phrases or a synonym's (capex ↔ "purchases
// of property, plant and equipment"), and for pages of the statement or section the question points
// at when the pages' classes are known. Only pages scoring near the best are cited, best first.
// What the question asks about (lawsuits, acquisitions, debt, what drove a change: the section
// lexicon's concepts) adds the words those sections use and raises the pages of those sections; a
// page the words do not find is never cited for its section alone (issue 45).
import {
  answersConcepts,
  type ClassifiedPage,
  conceptPageWords,
  type FilingPageClass,
  type FilingSectionConcept,
  MEASURES,
  queryTerms,
  type StatementName,
  sectionConceptsAsked,
} from "@moatwise/core";
import { pageIndex } from "./passageIndex";

export interface RankablePage {
  readonly pageNumber: number;
  readonly text: string;
}

export interface RankedPage<Page extends RankablePage = RankablePage> {
  readonly page: Page;
  readonly score: number;
}

export interface PageRankingOptions {
  /** Each page's class, when the filing was classified; pages missing here are unclassified. */
  readonly classes?: ReadonlyArray<ClassifiedPage>;
  /** Groups of phrases that name one thing; the measures dictionary's phrases when not given. */
  readonly synonyms?: ReadonlyArray<ReadonlyArray<string>>;
  /** Pages cited at most. */
  readonly limit?: number;
}

/** Pages an answer cites at most. */
export const PAGES_CITED = 4;
/** A page scoring under this share of the best one does not answer: it is not cited. */
export const CITED_SHARE_OF_BEST = 0.5;
/** A synonym's words count this much of the question's own words. */
const SYNONYM_WORD_WEIGHT = 0.6;
/** Each phrase of the question (or a synonym of one) that a page holds raises it by this share. */
const PHRASE_BONUS = 0.5;
const PHRASE_BONUS_MAX = 1.5;
/** A page of the statement the question names; of the statement its measure is read from. */
const NAMED_CLASS_BOOST = 3;
const MEASURE_CLASS_BOOST = 1.5;
/** Words the sections of the question's concepts use count this much of the question's own words, */
const CONCEPT_WORD_WEIGHT = 0.3;
/** and raise a page by at most this share of what its own words and synonyms scored: they add, never lead. */
const CONCEPT_WORDS_MAX_SHARE = 0.5;
/** A page of a section that answers the question's concept (its note, its Item, its statement). */
const CONCEPT_SECTION_BOOST = 2;
/** A table of contents names every statement and section but answers nothing. */
const CONTENTS_PENALTY = 0.3;

/** The words a question uses to point at a statement or section of a filing. */
const CLASS_PHRASES: ReadonlyArray<readonly [FilingPageClass, ReadonlyArray<string>]> = [
  [
    "cashFlowStatement",
    ["cash flow statement", "cash flows statement", "statement of cash flows", "statements of cash flows"],
  ],
  [
    "balanceSheet",
    ["balance sheet", "statement of financial position", "statements of financial position", "statement of condition"],
  ],
  [
    "incomeStatement",
    [
      "income statement",
      "statement of income",
      "statements of income",
      "statement of operations",
      "statements of operations",
      "statement of earnings",
      "statements of earnings",
      "profit and loss",
      "p&l",
    ],
  ],
  ["comprehensiveIncome", ["statement of comprehensive income", "statements of comprehensive income"]],
  [
    "equityStatement",
    [
      "statement of shareholders' equity",
      "statement of stockholders' equity",
      "statements of shareholders' equity",
      "statements of stockholders' equity",
      "statement of changes in equity",
      "equity statement",
    ],
  ],
  ["mdna", ["md&a", "management's discussion", "management’s discussion", "management discussion"]],
  ["riskFactors", ["risk factors", "risk factor"]],
];

const STATEMENT_CLASS: Record<StatementName, FilingPageClass> = {
  income: "incomeStatement",
  balance: "balanceSheet",
  cashFlow: "cashFlowStatement",
};

/** Lower case, one space between words, curly apostrophes straight: how phrases are compared. */
export const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9'&$%.,-]+/g, " ")
    .replace(/[.,](?=\s|$)/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Whether `phrase` (normalized) stands in `text` (normalized) as whole words. */
const holds = (text: string, phrase: string) => {
  let from = text.indexOf(phrase);
  while (from >= 0) {
    const before = from === 0 ? " " : text[from - 1];
    const after = text[from + phrase.length] ?? " ";
    if (before === " " && after === " ") return true;
    from = text.indexOf(phrase, from + 1);
  }
  return false;
};

const MEASURE_SYNONYMS: ReadonlyArray<ReadonlyArray<string>> = MEASURES.map((measure) => measure.phrases);

/** The statement a measure's phrase names, for each measure read from a statement line. */
const MEASURE_CLASS = new Map<ReadonlyArray<string>, FilingPageClass>(
  MEASURES.flatMap((measure) =>
    measure.formula.kind === "line" ? [[measure.phrases, STATEMENT_CLASS[measure.formula.statement]] as const] : [],
  ),
);

interface Reading {
  /** The question's own search words. */
  readonly terms: ReadonlyArray<string>;
  /** Words of the synonyms of phrases the question uses. */
  readonly synonymTerms: ReadonlyArray<string>;
  /** Phrases a page that answers is likely to hold verbatim. */
  readonly phrases: ReadonlyArray<string>;
  readonly named: ReadonlySet<FilingPageClass>;
  readonly implied: ReadonlySet<FilingPageClass>;
  /** What the question asks about, in the section lexicon's concepts. */
  readonly concepts: ReadonlyArray<FilingSectionConcept>;
  /** Words the concepts' sections use that the question and its synonyms do not. */
  readonly conceptTerms: ReadonlyArray<string>;
}

/**
 * The question without the words that point at a statement or section ("using the cash flow
 * statement", "from the balance sheet"): they say where the answer is, not what it is.
 */
export function withoutPointers(question: string): string {
  let text = ` ${normalized(question)} `;
  for (const [, names] of CLASS_PHRASES) for (const name of names) text = text.replaceAll(` ${normalized(name)} `, " ");
  return text.replace(/\s+/g, " ").trim();
}

function read(question: string, synonyms: ReadonlyArray<ReadonlyArray<string>>): Reading {
  const text = normalized(question);
  const pointers = CLASS_PHRASES.flatMap(([, names]) => names.map(normalized).filter((form) => holds(text, form)));
  // "Using the cash flow statement" says where the answer is, not what it says: those words
  // count as a synonym's, and the statement's pages are found by their class and heading.
  const pointerWords = new Set(pointers.flatMap((form) => queryTerms(form)));
  const terms = queryTerms(question).filter((term) => !pointerWords.has(term));
  const phrases = new Set<string>();
  const synonymTerms = new Set<string>();
  const named = new Set<FilingPageClass>();
  const implied = new Set<FilingPageClass>();
  for (const group of synonyms) {
    const forms = group.map(normalized);
    if (!forms.some((form) => form.length > 0 && holds(text, form))) continue;
    for (const form of forms) {
      if (form.includes(" ")) phrases.add(form);
      for (const term of queryTerms(form)) if (!terms.includes(term)) synonymTerms.add(term);
    }
    const statement = MEASURE_CLASS.get(group);
    if (statement) implied.add(statement);
  }
  for (const [pageClass, names] of CLASS_PHRASES) {
    const forms = names.map(normalized);
    if (!forms.some((form) => holds(text, form))) continue;
    named.add(pageClass);
    for (const form of forms) phrases.add(form);
  }
  for (const word of pointerWords) synonymTerms.add(word);
  // Two search words side by side in the question are a phrase the answering page may repeat.
  const words = text.split(" ");
  for (let index = 0; index + 1 < words.length; index++) {
    const pair = [words[index], words[index + 1]] as const;
    if (pair.every((word) => terms.includes((word as string).replace(/'s$/, "")))) phrases.add(pair.join(" "));
  }
  const concepts = sectionConceptsAsked(question);
  const conceptTerms = queryTerms(conceptPageWords(concepts).join(" ")).filter(
    (term) => !terms.includes(term) && !synonymTerms.has(term),
  );
  return { terms, synonymTerms: [...synonymTerms], phrases: [...phrases], named, implied, concepts, conceptTerms };
}

/** The pages' scores for the words, by page number, from the one passage index over the pages. */
function bm25Index(pages: ReadonlyArray<RankablePage>) {
  const index = pageIndex(pages);
  return (terms: ReadonlyArray<string>): Map<number, number> =>
    new Map(index.search(terms).map(({ item, score }) => [item.pageNumber, score]));
}

/** Raised when the page is a section that answers what the question asks about. */
function conceptBoost(page: ClassifiedPage | undefined, reading: Reading): number {
  return page && reading.concepts.length > 0 && answersConcepts(page, reading.concepts) ? CONCEPT_SECTION_BOOST : 1;
}

/**
 * A page's raise for its section: the statement the question names or its measure implies, else the
 * section of what it asks about. The two do not compound: a statement the question names is raised
 * once, so the prose pages that discuss its figure stay within reach of being cited.
 */
function sectionBoost(page: ClassifiedPage | undefined, reading: Reading): number {
  const byClass = classBoost(page?.pageClass, reading);
  return byClass > 1 ? byClass : byClass * conceptBoost(page, reading);
}

function classBoost(pageClass: FilingPageClass | undefined, reading: Reading): number {
  if (pageClass === undefined) return 1;
  if (pageClass === "contents") return CONTENTS_PENALTY;
  if (reading.named.has(pageClass)) return NAMED_CLASS_BOOST;
  if (reading.named.size === 0 && reading.implied.has(pageClass)) return MEASURE_CLASS_BOOST;
  return 1;
}

/**
 * The pages that answer `question`, best first: at most `limit` (4), and only those scoring at
 * least half the best; none when no page shares a word with the question or its synonyms.
 */
export function rankPages<Page extends RankablePage>(
  question: string,
  pages: ReadonlyArray<Page>,
  options: PageRankingOptions = {},
): RankedPage<Page>[] {
  const reading = read(question, options.synonyms ?? MEASURE_SYNONYMS);
  if (reading.terms.length === 0 && reading.synonymTerms.length === 0) return [];
  const search = bm25Index(pages);
  const own = search(reading.terms);
  const synonym = search(reading.synonymTerms);
  const conceptual = search(reading.conceptTerms);
  const classified = new Map((options.classes ?? []).map((page) => [page.pageNumber, page]));
  const scored = pages.flatMap((page) => {
    const lexical = (own.get(page.pageNumber) ?? 0) + SYNONYM_WORD_WEIGHT * (synonym.get(page.pageNumber) ?? 0);
    // The sections' words add to a page the question's words found; alone they cite nothing.
    if (lexical <= 0) return [];
    const words =
      lexical +
      Math.min(CONCEPT_WORDS_MAX_SHARE * lexical, CONCEPT_WORD_WEIGHT * (conceptual.get(page.pageNumber) ?? 0));
    const classifiedPage = classified.get(page.pageNumber);
    const text = normalized(page.text);
    const phrasesHeld = reading.phrases.filter((phrase) => holds(text, phrase)).length;
    const score =
      words * (1 + Math.min(PHRASE_BONUS_MAX, PHRASE_BONUS * phrasesHeld)) * sectionBoost(classifiedPage, reading);
    return [{ page, score }];
  });
  scored.sort((a, b) => b.score - a.score || a.page.pageNumber - b.page.pageNumber);
  const best = scored[0]?.score ?? 0;
  return scored.filter(({ score }) => score >= best * CITED_SHARE_OF_BEST).slice(0, options.limit ?? PAGES_CITED);
}
