// Typos of measure words put right ("incme" → "income"), and words written without their vowels
// ("mrgn" → "margin"), where they complete a dictionary phrase.
import { type CompanyDirectory, editDistance, ORDINARY_WORDS } from "../companyDirectory";
import { isCapitalised, type Word } from "../questionWords";
import { FORMULA_WORDS } from "./lexicon/measureWords";
import { PHRASES_BY_FIRST, type Phrase, partsOf, phraseMatches, VOCABULARY } from "./phrases";

/** Each word of the dictionary's phrases, with the phrases it is in and where in them. */
const PHRASES_BY_WORD: ReadonlyMap<string, ReadonlyArray<readonly [Phrase, number]>> = (() => {
  const map = new Map<string, Array<readonly [Phrase, number]>>();
  for (const phrases of PHRASES_BY_FIRST.values())
    for (const phrase of phrases)
      phrase.words.forEach((word, at) => {
        map.set(word, [...(map.get(word) ?? []), [phrase, at] as const]);
      });
  return map;
})();

/** Phrase words long enough to be misspelt recognisably, by length. */
const TYPO_MEASURE_WORDS: ReadonlyMap<number, ReadonlyArray<string>> = (() => {
  const map = new Map<number, string[]>();
  for (const word of PHRASES_BY_WORD.keys()) {
    if (word.length < 4 || !/^[a-z]+$/.test(word)) continue;
    map.set(word.length, [...(map.get(word.length) ?? []), word]);
  }
  return map;
})();

/** A word as terminals shorten it by dropping its vowels after the first letter ("margin" → "mrgn"). */
const skeletonOf = (word: string) => (word[0] ?? "") + word.slice(1).replace(/[aeiou]/g, "");

/**
 * Phrase words by their skeleton, for words long enough that it is recognisable (three letters or
 * more, and shorter than the word); a skeleton two words share names neither.
 */
const WORDS_BY_SKELETON: ReadonlyMap<string, string> = (() => {
  const found = new Map<string, string | null>();
  for (const word of PHRASES_BY_WORD.keys()) {
    if (word.length < 5 || !/^[a-z]+$/.test(word)) continue;
    const skeleton = skeletonOf(word);
    if (skeleton.length < 3 || skeleton.length === word.length) continue;
    found.set(skeleton, found.has(skeleton) && found.get(skeleton) !== word ? null : word);
  }
  return new Map([...found].flatMap(([skeleton, word]) => (word === null ? [] : [[skeleton, word] as const])));
})();

/** Words of a question looked at as typos of a measure word: a bound, so reading stays linear. */
const MEASURE_TYPO_CANDIDATES_MAX = 60;

const sameLetters = (a: string, b: string) => [...a].sort().join("") === [...b].sort().join("");

/**
 * Four letters are too few for any edit: a four-letter word is a typo only as two letters swapped
 * ("casj" is not "cash", "csah" is) or as a five-letter word with a letter left out after its first ("goss").
 */
const shortTypoFits = (written: string, wanted: string) =>
  (written.length !== 4 && wanted.length !== 4) ||
  sameLetters(written, wanted) ||
  (written.length === 4 && wanted.length === 5 && written[0] === wanted[0]);

/** The edits a word of this length may carry and still be read as a measure word. */
const typoLimit = (length: number) => (length >= 9 ? 2 : 1);

/** A neighbour that is the phrase's word, or a typo of it in turn ("opertaing incme"). */
function neighbourFits(written: string | undefined, wanted: string): boolean {
  if (written === undefined) return false;
  if (written === wanted) return true;
  if (written.length < 4 || wanted.length < 4 || VOCABULARY.has(written)) return false;
  if (!shortTypoFits(written, wanted)) return false;
  const limit = typoLimit(written.length);
  return editDistance(written, wanted, limit) <= limit;
}

/**
 * Whether `lowers`, with `word` at `index`, hold a whole dictionary phrase through that place. A
 * one-word phrase has no neighbour to vouch for it, so it counts only for a measure (never a kind
 * of data the app lacks: "bonds" is not "bonus") and only when `alone`: the question names no
 * measure otherwise.
 */
function completesPhrase(lowers: ReadonlyArray<string>, index: number, word: string, alone: boolean): boolean {
  return (PHRASES_BY_WORD.get(word) ?? []).some(([phrase, at]) =>
    phrase.words.length === 1
      ? alone && !phrase.absent
      : phrase.words.every((each, offset) => (offset === at ? true : neighbourFits(lowers[index - at + offset], each))),
  );
}

/**
 * The words with each misspelt measure word put right ("incme" → "income", "revnue" → "revenue"):
 * a word no dictionary, company or ordinary word, within one edit of a phrase word (two from nine
 * letters; four letters only as two swapped), kept only where it makes a whole phrase with its
 * neighbours, so "dates" never turns into "rates". Names written with a capital are left alone.
 */
export function correctedMeasureWords(words: ReadonlyArray<Word>, directory: CompanyDirectory): Word[] {
  const lowers = words.map((word) => word.lower);
  const out = [...words];
  const alone = !phraseMatches(partsOf(words)).some((match) => !match.phrase.absent);
  let candidates = 0;
  for (let index = 0; index < words.length && candidates < MEASURE_TYPO_CANDIDATES_MAX; index++) {
    const word = words[index] as Word;
    const lower = word.lower;
    if (
      word.number ||
      lower.length < 4 ||
      !/^[a-z]+$/.test(lower) ||
      VOCABULARY.has(lower) ||
      ORDINARY_WORDS.has(lower) ||
      FORMULA_WORDS.has(lower) ||
      directory.byWord.has(lower) ||
      directory.bySymbol.has(word.raw.toUpperCase()) ||
      (isCapitalised(word) && !word.sentenceStart)
    )
      continue;
    candidates++;
    // "op mrgn", "net incm": a word written without its vowels, where it completes a phrase.
    const unvowelled = WORDS_BY_SKELETON.get(lower);
    if (unvowelled && completesPhrase(lowers, index, unvowelled, alone)) {
      out[index] = { ...word, lower: unvowelled };
      lowers[index] = unvowelled;
      continue;
    }
    const limit = typoLimit(lower.length);
    let best: string | null = null;
    let bestDistance = limit + 1;
    for (let length = lower.length - limit; length <= lower.length + limit; length++) {
      for (const candidate of TYPO_MEASURE_WORDS.get(length) ?? []) {
        // A slip keeps the first letter, or swaps it with the second ("nte income" is left alone).
        const sameStart = candidate[0] === lower[0] || (candidate[0] === lower[1] && candidate[1] === lower[0]);
        if (!sameStart || !shortTypoFits(lower, candidate)) continue;
        const distance = editDistance(lower, candidate, limit);
        if (distance < bestDistance && completesPhrase(lowers, index, candidate, alone)) {
          best = candidate;
          bestDistance = distance;
        }
      }
    }
    if (best) {
      out[index] = { ...word, lower: best };
      lowers[index] = best;
    }
  }
  return out;
}
