// Question versus company (spec §5): decides whether search text goes to the assistant or to
// company search.
import { QUESTION_MIN_LENGTH, SINGLE_WORD_QUESTION_OVER_LENGTH } from "../constants";

export const WH_WORDS = ["what", "when", "where", "which", "who", "whom", "whose", "why", "how"] as const;
export const IMPERATIVE_VERBS = [
  "tell",
  "show",
  "explain",
  "analyze",
  "find",
  "give",
  "help",
  "compare",
  "describe",
  "summarize",
] as const;
export const MODAL_AND_AUXILIARY_VERBS = [
  "can",
  "could",
  "would",
  "should",
  "will",
  "shall",
  "may",
  "might",
  "must",
  "do",
  "does",
  "did",
  "is",
  "are",
  "was",
  "were",
  "am",
  "has",
  "have",
  "had",
] as const;
const GREETINGS = ["hi", "hello", "hey", "hiya", "howdy", "greetings", "yo", "morning", "evening", "afternoon"];
const POINTING_WORDS = ["this", "that", "these", "those", "it", "they"];
const ARTICLES = ["a", "an", "the"];
const EVALUATIVE_WORDS = [
  "good",
  "bad",
  "best",
  "worst",
  "better",
  "worse",
  "great",
  "top",
  "ideal",
  "right",
  "wrong",
  "cheapest",
  "safest",
  "riskiest",
  "strongest",
  "weakest",
  "most",
  "least",
  "smartest",
  "fair",
  "undervalued",
  "overvalued",
];
/** Words that, after an uppercase ticker-like word, make the text a company name ("DO co"). */
export const COMPANY_WORDS = [
  "inc",
  "incorporated",
  "corp",
  "corporation",
  "co",
  "company",
  "companies",
  "bank",
  "bancorp",
  "ltd",
  "limited",
  "plc",
  "llc",
  "lp",
  "group",
  "holdings",
  "holding",
  "trust",
  "partners",
  "sa",
  "ag",
  "nv",
  "se",
  "fund",
  "etf",
];
const TICKER = /^[A-Z]{1,5}$/;
const CONTRACTION = /(n't|'s|'re|'ll|'d|'ve|'m)$/;
const IRREGULAR_NEGATIONS: Record<string, string> = { "can't": "can", "won't": "will", "shan't": "shall" };

/** A word as the rules compare it: lower case, no surrounding punctuation, no contraction. */
export function baseWord(word: string): string {
  const bare = word
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, "");
  return IRREGULAR_NEGATIONS[bare] ?? bare.replace(CONTRACTION, "");
}

const isOneOf = (list: readonly string[], word: string | undefined) => word !== undefined && list.includes(word);

const GOOD_PARTS_OF_DAY = ["morning", "afternoon", "evening", "day"];

function isGreeting(first: string, second: string): boolean {
  return isOneOf(GREETINGS, first) || (first === "good" && isOneOf(GOOD_PARTS_OF_DAY, second));
}

function isCompanyName(words: string[]): boolean {
  const [first, second] = words;
  return !!first && TICKER.test(first) && isOneOf(COMPANY_WORDS, second === undefined ? undefined : baseWord(second));
}

export function detectQuestion(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length < QUESTION_MIN_LENGTH) return false;
  const words = trimmed.split(/\s+/);
  if (isCompanyName(words)) return false;
  const first = baseWord(words[0] ?? "");
  const second = baseWord(words[1] ?? "");
  if (first === "i") return true;
  if (
    isOneOf(WH_WORDS, first) ||
    isOneOf(IMPERATIVE_VERBS, first) ||
    isOneOf(MODAL_AND_AUXILIARY_VERBS, first) ||
    isGreeting(first, second) ||
    isOneOf(POINTING_WORDS, first)
  ) {
    return true;
  }
  if (isOneOf(ARTICLES, first) && isOneOf(EVALUATIVE_WORDS, second)) return true;
  return words.length === 1 && trimmed.length > SINGLE_WORD_QUESTION_OVER_LENGTH;
}
