// Which sections of a filing a question's concepts point at (issue 45 item 1): the concepts a
// question asks about, read from its words with the section lexicon, and whether a classified page
// is one of the sections that answer them (its title or its class). Page ranking adds these to a
// lexical ranking; they never choose a page alone.
import type { ClassifiedPage } from "./filingFacts";
import { FILING_SECTION_CONCEPTS, type FilingSectionConcept } from "./plan/lexicon/filingSectionWords";
import { textWords } from "./sentences";

export { FILING_SECTION_CONCEPTS, type FilingSectionConcept };

const phrasesOf = (list: string | undefined) =>
  (list ?? "")
    .split("|")
    .map((phrase) => wordsOf(phrase).join(" "))
    .filter(Boolean);
const wordsOf = (text: string) => textWords(text.replace(/[’‘]/g, "'"));

/** Whether `phrase` (its words joined by one space) stands whole in `words`. */
function holdsPhrase(words: ReadonlyArray<string>, phrase: string): boolean {
  return ` ${words.join(" ")} `.includes(` ${phrase} `);
}

function asks(concept: FilingSectionConcept, words: ReadonlyArray<string>): boolean {
  const own = new Set(concept.words.split(" "));
  const stems = (concept.stems ?? "").split(" ").filter(Boolean);
  return (
    words.some((word) => own.has(word) || stems.some((stem) => word.startsWith(stem))) ||
    phrasesOf(concept.phrases).some((phrase) => holdsPhrase(words, phrase))
  );
}

/** The concepts `question` asks about, in the lexicon's order. */
export function sectionConceptsAsked(question: string): FilingSectionConcept[] {
  const words = wordsOf(question);
  return FILING_SECTION_CONCEPTS.filter((concept) => asks(concept, words));
}

/** Whether `page` is a section that answers one of `concepts`: by its title's words, or its class. */
export function answersConcepts(page: ClassifiedPage, concepts: ReadonlyArray<FilingSectionConcept>): boolean {
  const title = wordsOf(page.title ?? "");
  return concepts.some(
    (concept) =>
      (concept.classes ?? []).includes(page.pageClass) ||
      (title.length > 0 && phrasesOf(concept.sections).some((section) => holdsPhrase(title, section))),
  );
}

/** The words the answering pages of `concepts` use, to search beside the question's own. */
export function conceptPageWords(concepts: ReadonlyArray<FilingSectionConcept>): string[] {
  return [...new Set(concepts.flatMap((concept) => concept.pageWords.split(" ")))];
}
