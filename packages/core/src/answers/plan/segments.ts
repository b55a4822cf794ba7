// A segment named as a part of a company's whole ("AWS's share of Amazon's sales") or as a business
// line before its revenue ("membership fee revenue").

import type { PlannedMeasure, Refusal } from "../answerTypes";
import { ACRONYMS, type CompanyDirectory, type CompanyMention, ORDINARY_WORDS } from "../companyDirectory";
import { isCapitalised, type Word } from "../questionWords";
import { comparedName } from "./companies";
import { NOT_A_NAME } from "./lexicon/companyWords";
import { DOWN_WORDS, LESS_WORDS, MORE_WORDS, UP_WORDS } from "./lexicon/formWords";
import { YEAR_PART } from "./lexicon/measureWords";
import { SUPERLATIVE_WORDS } from "./lexicon/operationWords";
import { MONTHS } from "./lexicon/periodWords";
import {
  EARNING_WORDS,
  FUNCTION_WORDS,
  PART_JOINS,
  PART_WORDS,
  REGIONS,
  REVENUE_QUALIFIERS,
  VOCABULARY_NON_MEASURE,
} from "./lexicon/refusalWords";
import { PHRASES_BY_FIRST, VOCABULARY } from "./phrases";
import { has, hasPhrase } from "./words";

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
        word?.sentenceStart &&
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
    // "fy2024 (sales / …)": a year written before the figure names when, not a line of business.
    !YEAR_PART.test(word.lower) &&
    // "has it grown revenue", "cut capex": a verb of change is no line of business.
    !UP_WORDS.has(word.lower) &&
    !DOWN_WORDS.has(word.lower) &&
    // "a bigger share of sales": a comparative is how much, not of what.
    !MORE_WORDS.has(word.lower) &&
    !LESS_WORDS.has(word.lower) &&
    !SUPERLATIVE_WORDS.includes(word.lower) &&
    word.lower !== "·"
  );
}

/**
 * A segment asked of a company the data covers: the word ("segment", "division"), a region, or a
 * product written like a name just before a figure ("iPhone revenue"), or a part named as a share
 * of the company's whole ("AWS's share of Amazon's sales"). `allNamed` are the companies' words.
 */
export function segmentNamed(
  words: ReadonlyArray<Word>,
  lowers: ReadonlyArray<string>,
  lowerSet: ReadonlySet<string>,
  measures: ReadonlyArray<PlannedMeasure>,
  mentions: ReadonlyArray<CompanyMention>,
  directory: CompanyDirectory,
  allNamed: ReadonlySet<number>,
): Refusal | null {
  // A segment: the word, a region, or a product written like a name just before a figure
  // ("iPhone revenue", "YouTube advertising revenue") of a company the data covers.
  const segmentWord =
    has(lowerSet, "segment", "segments", "division", "divisions", "unit's") ||
    hasPhrase(lowers, "business unit") ||
    hasPhrase(lowers, "product line") ||
    hasPhrase(lowers, "by product");
  const named = new Set(mentions.map((mention) => mention.at));
  // The rest of a named company's name ("UnitedHealth Group") is not a product.
  const nameWords = new Set(mentions.flatMap((mention) => mention.entry.name.toLowerCase().split(/[\s,.]+/)));
  const product = words.find((word, index) => {
    if (named.has(index) || word.number || VOCABULARY.has(word.lower) || ACRONYMS.has(word.raw)) return false;
    if (nameWords.has(word.lower)) return false;
    // A lone letter is no product: the "Q" of "10-Q", the "K" of "10-K", an initial.
    if ([...word.raw].length < 2) return false;
    // A fiscal year, a quarter, a month or "I'd" is not a product.
    // ("September-quarter" too: a month joined to the quarter it ends.)
    const month = word.lower.split("-")[0] ?? "";
    if (/^(?:FY|Q\d)/i.test(word.raw) || /['’]/.test(word.raw) || MONTHS.includes(month)) return false;
    // A distinctive name word is a company; an ordinary one ("Services") may be a product.
    const nameWord = directory.byWord.get(word.lower)?.some((each) => !each.common) ?? false;
    // A ticker is written in capitals: "App" (of "App Store") is not APP.
    if (nameWord || (word.raw === word.raw.toUpperCase() && directory.bySymbol.has(word.raw))) return false;
    // "iPhone", and "YouTube" or "PlayStation" even as a sentence's first word: a capital inside a word names a product.
    const camel = /^\p{Ll}+\p{Lu}/u.test(word.raw) || /^\p{Lu}\p{Ll}+\p{Lu}/u.test(word.raw);
    const capital = isCapitalised(word) && !word.sentenceStart;
    if (!camel && !capital) return false;
    // A name set beside a company by "and", "vs", "with" is another company ("ASML and Nvidia"), not a product.
    if (comparedName(words, index, allNamed)) return false;
    const ahead = lowers.slice(index + 1, index + 4);
    // "iPhone revenue", "YouTube ads bring in", and a product a figure comes from ("revenue is from Azure").
    return (
      ahead.some(
        (each) => (PHRASES_BY_FIRST.has(each) && !VOCABULARY_NON_MEASURE.has(each)) || EARNING_WORDS.has(each),
      ) ||
      ["from", "by"].includes(lowers[index - 1] ?? "") ||
      (lowers[index - 1] === "the" && lowers[index - 2] === "from")
    );
  });
  // "outside the US", "beyond North America", "non-US": a geography, which the data does not split.
  const outsideAt = lowers.findIndex(
    (word, index) =>
      (word === "outside" || word === "beyond" || word === "non-us" || word === "ex-us") &&
      (lowers[index + 1] === "the" ||
        lowers[index + 1] === "of" ||
        isCapitalised((words[index + 1] ?? words[index]) as Word) ||
        word.includes("-")),
  );
  // "Greater China" is a region; "a greater share" is a comparative.
  const isRegion = (word: Word, index: number) =>
    REGIONS.has(word.lower) && !(MORE_WORDS.has(word.lower) && !isCapitalised(words[index + 1] ?? word));
  const region = words.find(isRegion) ?? (outsideAt === -1 ? undefined : (words[outsideAt] as Word));
  // The product's whole name as written ("Web Services", "North America").
  const nameFrom = (start: Word | undefined) => {
    if (!start) return null;
    const at = words.indexOf(start);
    let end = at;
    // The rest of a product's name, up to a figure's name: "App Store", "Web Services".
    while (
      end + 1 < words.length &&
      isCapitalised(words[end + 1] as Word) &&
      !named.has(end + 1) &&
      !PHRASES_BY_FIRST.has((words[end + 1] as Word).lower)
    )
      end++;
    if (at === outsideAt) {
      // The phrase to the place it names: "outside the US".
      let last = at + 1;
      while (last < words.length && last < at + 4 && !isCapitalised(words[last] as Word)) last++;
      // The whole place: "outside the United States".
      while (last + 1 < words.length && isCapitalised(words[last + 1] as Word) && !named.has(last + 1)) last++;
      return words
        .slice(at, Math.min(last + 1, words.length))
        .map((each) => each.raw)
        .join(" ");
    }
    let first = at;
    if (REGIONS.has(start.lower) && first > 0 && isCapitalised(words[first - 1] as Word) && !named.has(first - 1))
      first--;
    return words
      .slice(first, end + 1)
      .map((each) => each.raw)
      .join(" ");
  };
  // "AWS's share of Amazon's sales", "Amazon Web Services as a share of its revenue": a part named
  // as a share of a covered company's whole, when the part is no company and no measure.
  const partOfWhole = product ? undefined : shareOfPart(words, lowers, allNamed);
  if (partOfWhole && mentions.some((mention) => mention.entry.covered)) {
    return { kind: "segment", about: partOfWhole };
  }
  if (
    (segmentWord || product || region) &&
    mentions.some((mention) => mention.entry.covered) &&
    (measures.length > 0 || product)
  ) {
    return { kind: "segment", about: nameFrom(product) ?? nameFrom(region) };
  }
  return segmentWord ? { kind: "segment", about: null } : null;
}

/**
 * A business line named before its revenue ("membership fee revenue", "cloud sales"), when no
 * segment or kind of data lacking in `refusals` says it already.
 */
export function businessLineNamed(
  words: ReadonlyArray<Word>,
  lowers: ReadonlyArray<string>,
  mentions: ReadonlyArray<CompanyMention>,
  directory: CompanyDirectory,
  allNamed: ReadonlySet<number>,
  refusals: ReadonlyArray<Refusal>,
): Refusal | null {
  // A word of a line of business, never a company's name however written ("oracle revenue").
  const lineWordAt = (index: number) =>
    index >= 0 &&
    !allNamed.has(index) &&
    businessLineWord(words[index]) &&
    !directory.byWord.has(words[index]?.lower ?? "");
  // A business line named before its revenue ("membership fee revenue", "cloud sales"): a
  // segment the company-wide statements do not split.
  const lineAt = lowers.findIndex(
    (word, index) =>
      (word === "revenue" || word === "revenues" || word === "sales") && index > 0 && lineWordAt(index - 1),
  );
  // A line already named as a kind of data the app lacks ("same-store sales") is said once.
  const lineSaid =
    lineAt > 0 &&
    refusals.some((refusal) => refusal.kind === "absent" && refusal.about?.includes(lowers[lineAt - 1] ?? "·"));
  if (
    lineAt !== -1 &&
    !lineSaid &&
    mentions.some((mention) => mention.entry.covered) &&
    !refusals.some((refusal) => refusal.kind === "segment")
  ) {
    // The line's whole name: "membership fee revenue", "data center revenue".
    const nameWordAt = (index: number) =>
      lineWordAt(index) ||
      (index >= 0 &&
        !allNamed.has(index) &&
        /^\p{Ll}{3,}$/u.test(words[index]?.raw ?? "") &&
        !FUNCTION_WORDS.has(lowers[index] ?? "") &&
        !REVENUE_QUALIFIERS.has(lowers[index] ?? "") &&
        !PHRASES_BY_FIRST.has(lowers[index] ?? ""));
    const first = nameWordAt(lineAt - 2) ? lineAt - 2 : lineAt - 1;
    return {
      kind: "segment",
      about: words
        .slice(first, lineAt)
        .map((each) => each.raw)
        .join(" "),
    };
  }
  return null;
}
