// A segment named as a part of a company's whole ("AWS's share of Amazon's sales") or as a business
// line before its revenue ("membership fee revenue").
import { ACRONYMS, ORDINARY_WORDS } from "../companyDirectory";
import { isCapitalised, type Word } from "../questionWords";
import { NOT_A_NAME } from "./lexicon/companyWords";
import { MONTHS } from "./lexicon/periodWords";
import { PART_JOINS, PART_WORDS, REVENUE_QUALIFIERS } from "./lexicon/refusalWords";
import { PHRASES_BY_FIRST, VOCABULARY } from "./phrases";

/**
 * The name written as the part in "X's share of …" or "X as a share of …", when it is a name (a
 * capital or a capital inside it) that no company, measure or ordinary word takes: "AWS", "Web Services".
 */
export function shareOfPart(
  words: ReadonlyArray<Word>,
  lowers: ReadonlyArray<string>,
  named: ReadonlySet<number>,
): string | null {
  for (let index = 1; index < words.length; index++) {
    if (!PART_WORDS.has(lowers[index] ?? "") || lowers[index + 1] !== "of") continue;
    // "X as a share of", "X as % of", or "X's share of".
    // "… of Alphabet's revenue is Google Cloud": the part named after the whole.
    const after = partNamedAfter(words, lowers, named, index + 2);
    if (after) return after;
    let end = index - 1;
    if (lowers[end] === "a" && lowers[end - 1] === "as") end -= 2;
    else if (lowers[end] === "as") end -= 1;
    else if (!(words[end] as Word).possessive && !businessLineWord(words[end])) continue;
    // "Walmart's e-commerce share of sales": a line of business written in lower case.
    if (businessLineWord(words[end]) && !directory_word(words[end])) {
      let first = end;
      while (first > 0 && businessLineWord(words[first - 1]) && !named.has(first - 1)) first--;
      if (!named.has(end))
        return words
          .slice(first, end + 1)
          .map((each) => each.raw)
          .join(" ");
    }
    const isName = (at: number) => {
      const word = words[at];
      if (!word || named.has(at) || word.number || word.lower === "·") return false;
      if (VOCABULARY.has(word.lower) || ORDINARY_WORDS.has(word.lower) || NOT_A_NAME.has(word.lower)) return false;
      if (ACRONYMS.has(word.raw) || /^(?:FY|Q\d)/i.test(word.raw)) return false;
      return /\p{Lu}/u.test(word.raw.slice(word.sentenceStart ? 1 : 0)) || (isCapitalised(word) && !word.sentenceStart);
    };
    // The part may open the question ("Azure as a share of …"): its capital says nothing there,
    // but a word no dictionary knows, set as the part, is still a name.
    const opensAsName = (at: number) => {
      const word = words[at];
      return (
        word !== undefined &&
        word.sentenceStart &&
        isCapitalised(word) &&
        !named.has(at) &&
        !word.number &&
        !VOCABULARY.has(word.lower) &&
        !ORDINARY_WORDS.has(word.lower) &&
        !NOT_A_NAME.has(word.lower) &&
        !ACRONYMS.has(word.raw)
      );
    };
    if (!isName(end) && !opensAsName(end)) continue;
    let start = end;
    while (start > 0 && (isName(start - 1) || opensAsName(start - 1)) && !(words[start - 1] as Word).possessive)
      start--;
    // The company's own name opening the part's: "Amazon Web Services".
    const before = words[start - 1];
    if (start > 0 && named.has(start - 1) && before && isCapitalised(before) && !before.possessive) start--;
    return words
      .slice(start, end + 1)
      .map((each) => each.raw)
      .join(" ");
  }
  return null;
}

/** Whether a word is a dictionary word the part rule must not take as a line of business. */
const directory_word = (word: Word | undefined) => word === undefined || PHRASES_BY_FIRST.has(word.lower);

/** How far after "share of" the part may be named. */
const PART_AFTER_MAX_WORDS = 8;

/**
 * The part named after the whole ("What fraction of Alphabet revenue is Google Cloud?"): a run of
 * capitalised words after a joining word that is not only a company's name, so "what share of
 * their combined revenue is Visa's" stays a share between companies.
 */
function partNamedAfter(
  words: ReadonlyArray<Word>,
  lowers: ReadonlyArray<string>,
  named: ReadonlySet<number>,
  from: number,
): string | null {
  const last = Math.min(words.length, from + PART_AFTER_MAX_WORDS);
  for (let at = from; at < last; at++) {
    if (!PART_JOINS.has(lowers[at] ?? "")) continue;
    let start = at + 1;
    if (lowers[start] === "the") start++;
    let end = start;
    while (end < words.length && isCapitalised(words[end] as Word) && !VOCABULARY.has((words[end] as Word).lower)) {
      if ((words[end] as Word).possessive) break;
      end++;
    }
    const run = words.slice(start, end);
    const ownName = run.some((_, offset) => !named.has(start + offset));
    if (run.length > 0 && ownName && !ACRONYMS.has(run[0]?.raw ?? "")) return run.map((each) => each.raw).join(" ");
    return null;
  }
  return null;
}

/** A lower-case noun naming a line of business ("membership", "cloud"), not a qualifier or a company. */
export function businessLineWord(word: Word | undefined): boolean {
  if (!word || word.number || word.possessive || isCapitalised(word) || word.lower.length < 3) return false;
  return (
    !VOCABULARY.has(word.lower) &&
    !ORDINARY_WORDS.has(word.lower) &&
    !REVENUE_QUALIFIERS.has(word.lower) &&
    !MONTHS.includes(word.lower) &&
    word.lower !== "·"
  );
}
