// The section lexicon read from questions and page titles: any concept's word or phrase, anywhere in
// a question and in any case, asks about it; words of no concept ask about none; a page answers a
// concept when its title holds one of the concept's section phrases as whole words (in any note
// numbering or case) or its class is one of the concept's, and not otherwise.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ClassifiedPage, FilingPageClass } from "./filingFacts";
import {
  answersConcepts,
  conceptPageWords,
  FILING_SECTION_CONCEPTS,
  type FilingSectionConcept,
  sectionConceptsAsked,
} from "./filingSections";

const concept = fc.constantFrom(...FILING_SECTION_CONCEPTS);
const phrasesOf = (list: string | undefined) => (list ?? "").split("|").filter(Boolean);
/** Words no concept asks with: the rest of an analyst's question. */
const NEUTRAL = "what was the company's total in fiscal for year ended at million billion of and per share".split(" ");
const neutralText = fc.array(fc.constantFrom(...NEUTRAL), { maxLength: 8 }).map((words) => words.join(" "));
const casing = fc.constantFrom(
  (text: string) => text,
  (text: string) => text.toUpperCase(),
  (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase()),
);
const PAGE_CLASSES: ReadonlyArray<FilingPageClass> = [
  "cover",
  "contents",
  "incomeStatement",
  "comprehensiveIncome",
  "balanceSheet",
  "cashFlowStatement",
  "equityStatement",
  "mdna",
  "riskFactors",
  "note",
  "earningsTable",
  "exhibit",
  "other",
];
const page = (pageClass: FilingPageClass, title: string | null): ClassifiedPage => ({
  pageNumber: 1,
  pageClass,
  title,
});
const askingWords = (row: FilingSectionConcept) => [
  ...row.words.split(" "),
  ...phrasesOf(row.phrases),
  ...(row.stems ?? "")
    .split(" ")
    .filter(Boolean)
    .map((stem) => `${stem}ion`),
];

describe("sectionConceptsAsked", () => {
  it("reads a concept from any of its words, phrases or stems, wherever it stands and however it is cased", () => {
    fc.assert(
      fc.property(
        concept.chain((row) => fc.tuple(fc.constant(row), fc.constantFrom(...askingWords(row)))),
        neutralText,
        neutralText,
        casing,
        ([row, asked], before, after, cased) => {
          const question = cased(`${before} ${asked} ${after}?`);
          expect(sectionConceptsAsked(question).map((found) => found.concept)).toContain(row.concept);
        },
      ),
    );
  });

  it("reads no concept from a question without any concept's words", () => {
    fc.assert(
      fc.property(neutralText, (question) => {
        expect(sectionConceptsAsked(`${question}?`)).toEqual([]);
      }),
    );
  });

  it("reads lawsuits, debt and acquisitions from analysts' own questions", () => {
    const asked = (question: string) => sectionConceptsAsked(question).map((found) => found.concept);
    expect(asked("What material lawsuits is the company involved in?")).toContain("legal");
    expect(asked("Is the company facing litigation?")).toContain("legal");
    expect(asked("Did its debt go up during the year?")).toContain("debt");
    expect(asked("What acquisitions did it make in 2016?")).toContain("acquisitions");
    expect(asked("Why did new license revenue fall?")).toContain("drivers");
    // A word that only contains a concept's word is not that word.
    expect(asked("What were total taxable revenues?")).not.toContain("tax");
  });
});

describe("answersConcepts", () => {
  it("takes a page whose title holds a section phrase of the concept, in any numbering and case", () => {
    fc.assert(
      fc.property(
        concept.chain((row) => fc.tuple(fc.constant(row), fc.constantFrom(...phrasesOf(row.sections)))),
        fc.constantFrom("", "Note 7 \u2013 ", "12. ", "Item 3. ", "NOTE 4: "),
        casing,
        fc.constantFrom(...PAGE_CLASSES),
        ([row, section], numbering, cased, pageClass) => {
          expect(answersConcepts(page(pageClass, cased(`${numbering}${section}`)), [row])).toBe(true);
        },
      ),
    );
  });

  it("takes a page of one of the concept's classes whatever its title", () => {
    const withClasses = FILING_SECTION_CONCEPTS.filter((row) => (row.classes ?? []).length > 0);
    fc.assert(
      fc.property(
        fc
          .constantFrom(...withClasses)
          .chain((row) => fc.tuple(fc.constant(row), fc.constantFrom(...(row.classes ?? [])))),
        fc.option(neutralText, { nil: null }),
        ([row, pageClass], title) => {
          expect(answersConcepts(page(pageClass, title), [row])).toBe(true);
        },
      ),
    );
  });

  it("leaves a page of another class whose title names none of the concept's sections", () => {
    fc.assert(
      fc.property(concept, fc.option(neutralText, { nil: null }), (row, title) => {
        const others = PAGE_CLASSES.filter((pageClass) => !(row.classes ?? []).includes(pageClass));
        for (const pageClass of others) expect(answersConcepts(page(pageClass, title), [row])).toBe(false);
      }),
    );
  });

  it("answers nothing for no concept", () => {
    expect(answersConcepts(page("mdna", "Legal Proceedings"), [])).toBe(false);
  });
});

describe("conceptPageWords", () => {
  it("gives every concept's page words once each", () => {
    fc.assert(
      fc.property(fc.subarray([...FILING_SECTION_CONCEPTS]), (rows) => {
        const words = conceptPageWords(rows);
        expect(new Set(words).size).toBe(words.length);
        for (const row of rows) for (const word of row.pageWords.split(" ")) expect(words).toContain(word);
      }),
    );
  });
});
