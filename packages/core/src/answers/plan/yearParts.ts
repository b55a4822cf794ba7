// Parts of a year (issue 44): a half ("first half of fiscal 2024", "H1 2024", "1H24", "second
// half"), nine months ("9M24", "the first nine months of its fiscal 2024"), the six or nine months
// to a calendar month ("nine months ended September 2024") and the fiscal year to date. Each is
// answered as the sum of the quarters it spans, or said missing; never replaced by the full year.
import type { PlannedPeriod } from "../answerTypes";
import type { Word } from "../questionWords";
import { yearOf } from "./dates";
import { MONTH_SHORT, MONTHS, QUARTER_ORDINALS } from "./lexicon/periodWords";
import {
  CALENDAR_MARKS,
  MONTHS_ENDED_WORDS,
  SAME_PERIOD_BEFORE,
  SPAN_MONTH_COUNTS,
  YEAR_PART_JOINS,
  YEAR_PART_PHRASES,
  YEAR_PART_SHORTHAND,
  YEAR_TO_DATE_PHRASES,
} from "./lexicon/yearPartWords";
import { hasPhrase } from "./words";

type YearPart = Extract<PlannedPeriod, { kind: "yearPart" | "monthsEnded" | "yearToDate" }>;

const PHRASES = YEAR_PART_PHRASES.map(([phrase, quarters]) => [phrase.split(" "), quarters] as const).sort(
  (a, b) => b[0].length - a[0].length,
);

/** "2024", "24" after "fiscal", "FY24", "CY2024": the year a word names, and whether it is a calendar one. */
function yearAt(words: ReadonlyArray<Word>, index: number): { year: number; calendar: boolean } | null {
  const word = words[index];
  if (!word) return null;
  const cy = /^cy-?(\d{2}|\d{4})$/.exec(word.lower);
  if (cy) return { year: Number((cy[1] as string).padStart(4, "20")), calendar: true };
  const year = yearOf(word, words[index - 1]);
  return year === null ? null : { year, calendar: false };
}

/**
 * The words of a part: the quarters it spans, the index just after it, a year written in it, and
 * whether words may stand between it and its year (a phrase may, shorthand may not: "$9M in 2024"
 * is an amount, "9M 2024" nine months).
 */
interface YearPartWords {
  readonly quarters: ReadonlyArray<number>;
  readonly end: number;
  readonly inlineYear: string | null;
  readonly joins: boolean;
  /** Whether the year may come just before ("FY24 H1"); not for "9M" written apart ("2024, $9M"). */
  readonly yearBefore: boolean;
}

/** The part of a year whose words start at `index`. */
function partAt(words: ReadonlyArray<Word>, index: number): YearPartWords | null {
  for (const [phrase, quarters] of PHRASES) {
    if (phrase.every((text, offset) => words[index + offset]?.lower === text)) {
      return { quarters, end: index + phrase.length, inlineYear: null, joins: true, yearBefore: true };
    }
  }
  const word = words[index] as Word;
  // "1H24" is written as a number and a word ("1", "h24"); "H1" and "h2fy24" as one word.
  const next = words[index + 1];
  const joined = word.number && /^\d$/.test(word.lower) && next ? `${word.lower}${next.lower}` : null;
  for (const [shape, quarters] of YEAR_PART_SHORTHAND) {
    const whole = shape.exec(word.lower);
    if (whole) return { quarters, end: index + 1, inlineYear: whole[1] ?? null, joins: false, yearBefore: true };
    const split = joined ? shape.exec(joined) : null;
    if (split) return { quarters, end: index + 2, inlineYear: split[1] ?? null, joins: false, yearBefore: false };
  }
  return null;
}

/** The year of a part: written in it, after it (over "of its fiscal"), or just before it ("FY24 H1"). */
function yearOfPart(
  words: ReadonlyArray<Word>,
  start: number,
  part: YearPartWords,
): { year: number; calendar: boolean } | null {
  let calendar = CALENDAR_MARKS.has(words[start - 1]?.lower ?? "");
  if (part.inlineYear) return { year: Number(part.inlineYear.padStart(4, "20")), calendar };
  for (let ahead = part.end; ahead < Math.min(words.length, part.end + 5); ahead++) {
    const found = yearAt(words, ahead);
    if (found) return { year: found.year, calendar: calendar || found.calendar };
    const lower = (words[ahead] as Word).lower;
    if (CALENDAR_MARKS.has(lower)) calendar = true;
    else if (!part.joins || !YEAR_PART_JOINS.has(lower)) break;
  }
  const before = part.yearBefore ? yearAt(words, start - 1) : null;
  return before ? { year: before.year, calendar: before.calendar } : null;
}

/** A month's number from its name or first three letters ("Sept", "Sep."), else null. */
function monthOf(word: Word | undefined): number | null {
  if (!word) return null;
  const full = MONTHS.indexOf(word.lower);
  if (full !== -1) return full + 1;
  const short = MONTH_SHORT.indexOf(word.lower.slice(0, 3));
  return short !== -1 && word.lower.length <= 4 ? short + 1 : null;
}

/** "nine months ended September 2024", "six months to June 2024", "9-month period ending Sept 2024". */
function monthsEndedAt(words: ReadonlyArray<Word>, index: number): YearPart | null {
  const word = words[index] as Word;
  const hyphened = /^(\w+)-months?$/.exec(word.lower);
  const months = SPAN_MONTH_COUNTS[hyphened ? (hyphened[1] as string) : word.lower];
  if (!months) return null;
  let at = index + 1;
  if (!hyphened) {
    if (!/^months?$/.test(words[at]?.lower ?? "")) return null;
    at++;
  }
  if (words[at]?.lower === "period") at++;
  if (!MONTHS_ENDED_WORDS.has(words[at]?.lower ?? "")) return null;
  const month = monthOf(words[at + 1]);
  if (month === null) return null;
  // With a day ("September 30, 2024") it names a statement's column, read by dates.ts' columnEnded.
  const yearWord = words[at + 2];
  const year = yearWord && /^\d{4}$/.test(yearWord.lower) ? Number(yearWord.lower) : null;
  return year === null ? null : { kind: "monthsEnded", months, month, year };
}

/**
 * The part with the other years the question names after it ("first half of 2023 and 2024", "H2
 * FY23 vs H2 FY24"): the same part of each, the latest as the part's year, the others earlier.
 */
function withEarlier(
  part: Extract<YearPart, { kind: "yearPart" }>,
  words: ReadonlyArray<Word>,
  from: number,
): YearPart {
  const years = new Set([part.year]);
  const lowers = words.map((word) => word.lower);
  // "vs the same period last year": the part of the year before.
  if (SAME_PERIOD_BEFORE.some((phrase) => hasPhrase(lowers, phrase))) years.add(part.year - 1);
  for (let index = from + 1; index < words.length; index++) {
    // A year written in a later part ("2H23") or alone ("FY23").
    const inline = partAt(words, index)?.inlineYear;
    const found = inline ? Number(inline.padStart(4, "20")) : yearAt(words, index)?.year;
    if (found !== undefined) years.add(found);
  }
  if (years.size === 1) return part;
  const sorted = [...years].sort((a, b) => a - b);
  return { ...part, year: sorted.at(-1) as number, earlier: sorted.slice(0, -1) };
}

/**
 * A calendar quarter ("calendar Q3 2024", "Q3 CY2024", "the third calendar quarter of 2024"): the
 * quarter whose end falls in those three months, whatever the company's fiscal calendar. A quarter
 * with no calendar word is a fiscal one, read by dates.ts' quartersNamed.
 */
function calendarQuarterAt(words: ReadonlyArray<Word>, index: number): YearPart | null {
  const word = words[index] as Word;
  // "1Q" is written as a number and a word ("1", "q").
  const lower = word.number && words[index + 1]?.lower === "q" ? `${word.lower}q` : word.lower;
  const short = /^q([1-4])$|^([1-4])q$/.exec(lower);
  const ordinal = QUARTER_ORDINALS[lower];
  const calendarBetween = CALENDAR_MARKS.has(words[index + 1]?.lower ?? "");
  const quarterWord = words[index + (calendarBetween ? 2 : 1)]?.lower === "quarter";
  if (!short && !(ordinal !== undefined && quarterWord)) return null;
  const quarter = short ? Number(short[1] ?? short[2]) : (ordinal as number);
  const end = short ? index + (lower === word.lower ? 1 : 2) : index + (calendarBetween ? 3 : 2);
  const year = yearOfPart(words, index, { quarters: [quarter], end, inlineYear: null, joins: true, yearBefore: true });
  if (!year || !(year.calendar || (!short && calendarBetween))) return null;
  return { kind: "yearPart", quarters: [quarter], year: year.year, calendar: true };
}

/** The part of a year a question names, or null. One pass over the words. */
export function yearPartOf(words: ReadonlyArray<Word>): YearPart | null {
  const lowers = words.map((word) => word.lower);
  for (let index = 0; index < words.length; index++) {
    const ended = monthsEndedAt(words, index) ?? calendarQuarterAt(words, index);
    if (ended) return ended;
    const part = partAt(words, index);
    if (!part) continue;
    const year = yearOfPart(words, index, part);
    if (year)
      return withEarlier(
        { kind: "yearPart", quarters: part.quarters, year: year.year, calendar: year.calendar },
        words,
        index,
      );
  }
  return YEAR_TO_DATE_PHRASES.some((phrase) => hasPhrase(lowers, phrase)) ? { kind: "yearToDate" } : null;
}
