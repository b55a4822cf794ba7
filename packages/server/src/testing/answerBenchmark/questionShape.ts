// The shape of a benchmark question: its words with the companies taken out, so two sets can be
// checked for questions that are one question with the names swapped.
import { COMPANY_NAMES } from "./answerGrading";
import { profileOf, SAMPLE_SYMBOLS } from "./sampleFigures";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every way the sample companies are named: grader names, tickers, listed names. */
const SAMPLE_NAMES = [
  ...Object.values(COMPANY_NAMES).flat(),
  ...SAMPLE_SYMBOLS,
  ...SAMPLE_SYMBOLS.map((symbol) => profileOf(symbol).companyName),
].sort((a, b) => b.length - a.length);
const SAMPLE_NAME = new RegExp(
  `\\$?(?<![\\p{L}\\d])(?:${SAMPLE_NAMES.map(escapeRegExp).join("|")})(?![\\p{L}\\d])`,
  "giu",
);

/**
 * A question with every company name taken out: sample names in any case, $tickers, and any
 * capitalised word (the way companies outside the data are named). Two questions with the same
 * shape differ only in the companies they name.
 */
export function shapeOf(question: string): string {
  return question
    .replace(SAMPLE_NAME, " § ")
    .replace(/\$[\p{L}.]+/gu, " § ")
    .replace(/(?<![\p{L}\d])\p{Lu}[\p{L}\d.&-]*/gu, " § ")
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .replace(/[^\p{L}\d§]+/gu, " ")
    .replace(/§(?:\s*§)+/g, "§")
    .trim();
}
