// The measure dictionary's phrases indexed by their first word, the question's vocabulary, and
// the phrases found in a question's words (longest first at each place, left to right).

import { ABSENT_PHRASES } from "../absentDataKinds";
import { FILING_LINE_PHRASES } from "../filingLines";
import { MEASURES } from "../measures";
import type { Word } from "../questionWords";
import { SET_ASIDE, SET_ASIDE_FILLERS } from "./lexicon/measureWords";
import { ORDINARY_QUESTION_WORDS } from "./lexicon/ordinaryWords";
import { splitWords } from "./words";

export interface Phrase {
  readonly words: ReadonlyArray<string>;
  readonly id: string;
  readonly absent: boolean;
}

export const PHRASES_BY_FIRST: ReadonlyMap<string, ReadonlyArray<Phrase>> = (() => {
  const map = new Map<string, Phrase[]>();
  const add = (phrase: Phrase) => {
    const first = phrase.words[0] as string;
    map.set(first, [...(map.get(first) ?? []), phrase]);
  };
  for (const measure of MEASURES) {
    for (const text of measure.phrases) add({ words: splitWords(text), id: measure.id, absent: false });
  }
  for (const text of ABSENT_PHRASES) add({ words: splitWords(text), id: text, absent: true });
  // A line as filings name it ("payments for acquisition of property, plant and equipment"), when
  // the dictionary does not already have the phrase.
  const known = new Set([...map.values()].flat().map((phrase) => phrase.words.join(" ")));
  for (const [text, id] of FILING_LINE_PHRASES) {
    if (!known.has(splitWords(text).join(" "))) add({ words: splitWords(text), id, absent: false });
  }
  // A phrase written as one word ("topline", "freecashflow", "netincome") is the phrase.
  const joinedKnown = new Set([...map.keys()]);
  for (const phrase of [...map.values()].flat()) {
    const joined = phrase.words.join("");
    if (phrase.words.length < 2 || joined.length < 6 || joinedKnown.has(joined)) continue;
    if (!/^[a-z]+$/.test(joined)) continue;
    joinedKnown.add(joined);
    map.set(joined, [...(map.get(joined) ?? []), { ...phrase, words: [joined] }]);
  }
  for (const [first, phrases] of map)
    map.set(
      first,
      [...phrases].sort((a, b) => b.words.length - a.words.length),
    );
  return map;
})();

/** Words never read as a company's name or a typo of one. */
export const VOCABULARY: ReadonlySet<string> = new Set([
  ...[...PHRASES_BY_FIRST.values()].flatMap((phrases) => phrases.flatMap((phrase) => phrase.words)),
  ...ORDINARY_QUESTION_WORDS,
]);

/** A word of the question split as measure phrases are, with the index of the word it came from. */
export interface Part {
  readonly text: string;
  readonly word: number;
}

export function partsOf(words: ReadonlyArray<Word>): Part[] {
  return words.flatMap((word, index) =>
    word.number ? [{ text: word.lower, word: index }] : splitWords(word.lower).map((text) => ({ text, word: index })),
  );
}

export interface PhraseMatch {
  readonly phrase: Phrase;
  readonly start: number;
  readonly end: number;
}

/** The dictionary's phrases in the question, longest first at each place, left to right. */
export function phraseMatches(parts: ReadonlyArray<Part>): PhraseMatch[] {
  const found: PhraseMatch[] = [];
  let index = 0;
  while (index < parts.length) {
    const candidates = PHRASES_BY_FIRST.get((parts[index] as Part).text) ?? [];
    const phrase = candidates.find((candidate) =>
      candidate.words.every((text, offset) => parts[index + offset]?.text === text),
    );
    if (phrase) {
      found.push({ phrase, start: index, end: index + phrase.words.length });
      index += phrase.words.length;
    } else {
      index++;
    }
  }
  return found;
}

/** Measures a single word names ("gm", "ni", "eps"): as a capitalised ticker beside a company, the measure. */
export const SHORTHAND_MEASURES: ReadonlySet<string> = new Set(
  [...PHRASES_BY_FIRST.values()].flatMap((phrases) =>
    phrases.filter((phrase) => phrase.words.length === 1 && !phrase.absent).map((phrase) => phrase.words[0] as string),
  ),
);

/** A figure the question sets aside ("…, not the tax expense on the P&L"): it is not asked. */
export function setAside(parts: ReadonlyArray<Part>, match: PhraseMatch): boolean {
  let at = match.start;
  while (at > 0 && SET_ASIDE_FILLERS.has((parts[at - 1] as Part).text)) at--;
  return SET_ASIDE.some((words) => words.every((word, offset) => parts[at - words.length + offset]?.text === word));
}
