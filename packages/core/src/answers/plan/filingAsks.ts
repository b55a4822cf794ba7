// What a question put to one filing asks (PDF chat, issue 39), read from its own words: whether it
// asks a figure, an amount or a share, an outlook; the verb it asks with; the names its figure is
// of; the years and months it names. The server's gap check (`filingGaps.ts`) holds these against
// the filing's pages.
import { filingNamesOf } from "../filingLines";
import { MEASURES } from "../measures";
import { textWords } from "../sentences";
import { asksAnyOf } from "./askedPhrases";
import {
  AMOUNT_ASKED_WORDS,
  ASKING_WORDS,
  COMPANY_SUFFIXES,
  DEFINES_MEASURE_PHRASES,
  DEFINING_WORDS,
  FIGURE_ASKED_PHRASES,
  FIGURE_NOUNS,
  FORWARD_ASKED_WORDS,
  MONTH_FORMS,
  SHARE_ASKED_WORDS,
  VERB_ENDS,
  WHAT_IS_PHRASES,
} from "./lexicon/filingAskWords";

const asksFigurePhrase = asksAnyOf(FIGURE_ASKED_PHRASES);
const asksWhatIs = asksAnyOf(WHAT_IS_PHRASES);
const namesFigureNoun = asksAnyOf(FIGURE_NOUNS);
const asksShareWord = asksAnyOf(SHARE_ASKED_WORDS);
const asksAmountWord = asksAnyOf(AMOUNT_ASKED_WORDS);

/**
 * Whether the question asks for a figure, in its own words: a plan's measure alone is not enough
 * ("what did Intel announce about its 7nm products" reads no measure a filing lacks).
 */
export function asksForFigure(question: string): boolean {
  return asksFigurePhrase(question) || (asksWhatIs(question) && namesFigureNoun(question));
}

/** Whether the question asks an amount or a count and no share ("how many", "salary", "$"). */
export const asksAmountOnly = (question: string): boolean =>
  (asksAmountWord(question) || question.includes("$")) && !asksShareWord(question);

/** Whether the question asks what the company expects: its answer is a forward statement. */
export const asksOutlook = asksAnyOf(FORWARD_ASKED_WORDS);

/** Whether the question defines the measure it asks for ("define X as …"). */
export const definesMeasure = asksAnyOf(DEFINES_MEASURE_PHRASES);
const definesSomething = asksAnyOf(DEFINING_WORDS);

const CLAUSE_AFTER_DO = new RegExp(`\\b(?:did|does|do)\\s+(.*?)(?=\\s+(?:${VERB_ENDS.join("|")})\\b|[?,.;]|$)`);

/**
 * The verb a question asks with ("how many packages did FedEx deliver for ...", "by how much did
 * sales increase"): the last word of the clause after did/does/do. A page states the figure in its
 * own verb ("delivered", "rose"), or none.
 */
export function askingVerb(question: string): string | null {
  const clause = question.toLowerCase().match(CLAUSE_AFTER_DO);
  return (
    clause?.[1]
      ?.split(/\s+/)
      .at(-1)
      ?.replace(/[^a-z0-9&-]/g, "") || null
  );
}

const MONTHS = new Set(MONTH_FORMS);
const ASKING = new Set(ASKING_WORDS);
/** "2023", "fy2023", "q2", "30th": periods, said apart from the asked thing. */
const PERIOD_WORD = /^(?:fy)?(?:19|20)\d{2}$|^q[1-4]$|^\d{1,2}(?:st|nd|rd|th)?$/;

/**
 * Which of the question's terms (stems, lower case) may name the asked thing: not its asking verb,
 * a word every question asks with, a month or a period.
 */
export function askedTermOf(question: string): (stem: string) => boolean {
  const verb = askingVerb(question);
  return (stem) => stem !== verb && !ASKING.has(stem) && !MONTHS.has(stem) && !PERIOD_WORD.test(stem);
}

/** A word with a capital letter that is not an abbreviation: a product or place ("iPhone", "Europe"). */
const isName = (word: string) => /[A-Z]/.test(word) && word !== word.toUpperCase() && !MONTHS.has(word.toLowerCase());
/** A name's forms a page may print: as asked, and without a plural's "s" ("Big Macs", "Big Mac"). */
const formsOf = (word: string) => {
  const asked = word
    .toLowerCase()
    .replace(/[’']s?$/, "")
    .replace(/[^a-z0-9&-]/g, "");
  const single = asked.replace(/(?<=.{2}[^s])s$/, "");
  return single === asked ? [asked] : [asked, single];
};
const SUFFIXES = new Set(COMPANY_SUFFIXES);

/**
 * The names the asked figure is of, each of which a page must print beside the figure, not somewhere:
 * the counted thing with the names that qualify it ("how many iPhone units" needs "iPhone" and
 * "units" by one number), a place it is counted in ("employees in Europe"), and a person whose
 * figure is asked ("Jane Roe's base salary" needs "Roe" by the salary's number). Empty when the
 * question qualifies its figure by no name: then the asked words' usual test applies.
 */
export function requiredPairs(question: string): string[][] {
  const counted = question.match(
    /\bhow many\s+(.+?)\s+(?:did|does|do|were|was|are|is|has|have|had|will|can|could)\b/i,
  )?.[1];
  const names: string[][] = [];
  let head: string[] | null = null;
  if (counted) {
    const words = counted.split(/\s+/).filter(Boolean);
    head = formsOf(words.at(-1) ?? "");
    for (const word of words.slice(0, -1)) if (isName(word)) names.push(formsOf(word));
    // "employees in Europe", "packages for Globex": a place or customer the count is of.
    const after = question.slice(question.indexOf(counted) + counted.length);
    for (const [, place] of after.matchAll(/\b(?:in|for)\s+((?:the\s+)?[A-Z][A-Za-z.&-]+)/g)) {
      const word = (place ?? "").replace(/^the\s+/, "");
      if (isName(word) && !/^(?:fiscal|fy|q[1-4])$/i.test(word)) names.push(formsOf(word));
    }
  }
  // The figure asked is a person's ("what is Jane Roe's salary"), not one a person changes.
  const person = question.match(/^\s*[Ww]hat (?:is|was|were|are)\s+(?:[A-Z][a-z]+\.?\s+)+([A-Z][a-z]+)['’]s\b/);
  if (person?.[1] && !SUFFIXES.has(person[1])) names.push(formsOf(person[1]));
  const named = names.filter((forms) => forms[0]);
  if (named.length === 0) return [];
  return [...(head?.[0] ? [head] : []), ...named];
}

/** Words that are vocabulary, not names: the measures dictionary's and the filings' line names. */
const VOCABULARY = new Set(
  MEASURES.flatMap((measure) => [...measure.phrases, measure.label, ...filingNamesOf(measure.id)]).flatMap((phrase) =>
    textWords(phrase),
  ),
);

/** A name the question gives: as written (without "'s"), and the stem a page must print. */
export interface NameGiven {
  readonly name: string;
  readonly stem: string;
}

/**
 * The names a question gives: capitalised words not starting a sentence, and not an abbreviation
 * (all capitals: "GAAP", "EBITDA", "CEO"), a month or the dictionary's vocabulary; none when the
 * question defines something (its capitalised words are the definition's).
 */
export function namesGiven(question: string): NameGiven[] {
  if (definesSomething(question)) return [];
  const given: NameGiven[] = [];
  for (const [, word] of question.matchAll(/(?<![.?!:"“(]\s*|^\s*)\b([A-Z][A-Za-z0-9'’&.-]*[A-Za-z0-9])/g)) {
    if (!word || word === word.toUpperCase()) continue;
    const stem = word
      .toLowerCase()
      .replace(/['’]s?$/, "")
      .replace(/(?<=.{3})(?:es|s)$/, "");
    if (MONTHS.has(stem) || VOCABULARY.has(stem) || VOCABULARY.has(word.toLowerCase())) continue;
    given.push({ name: word.replace(/['’]s?$/, ""), stem });
  }
  return given;
}

/** The asked thing as the question says it: after "what was", else the question itself, quoted. */
export function askedThing(question: string): string {
  const trimmed = question
    .trim()
    .replace(/[?.!]+$/, "")
    .replace(/,?\s*according to (?:this|the) (?:filing|report|document)$/i, "");
  const what = trimmed.match(/^what (?:was|were)\s+(.*)$/i);
  return what?.[1] ? what[1] : `the figure asked for (“${trimmed}”)`;
}

/** The years the question names ("2023", "in 2031"). */
export const yearsAsked = (question: string): number[] =>
  [...question.matchAll(/(?<!\d)((?:19|20)\d{2})(?!\d)/g)].map(([, year]) => Number(year));

const MONTH_NAMES = "january february march april may june july august september october november december".split(" ");
/** "July 1, 2023", "September 2023", "Sept. 30, 2023": a month of a year. */
const DATED =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+(?:\d{1,2},?\s+)?((?:19|20)\d{2})(?!\d)/gi;

/** Each month of a year the text names, as a count of months (year × 12 + month), with the month's name. */
export function datedMonths(text: string): Array<{ readonly month: number; readonly name: string }> {
  return [...text.matchAll(DATED)].flatMap(([, name, year]) => {
    const index = MONTH_NAMES.findIndex((month) => month.startsWith((name ?? "").toLowerCase().slice(0, 3)));
    return index >= 0 ? [{ month: Number(year) * 12 + index, name: MONTH_NAMES[index] as string }] : [];
  });
}
