// Periods named by the calendar rather than the company's fiscal calendar (issue 44, item 4): a
// quarter by the month it ended ("the quarter ending July 2024", "three months ended November
// 2024") and a calendar year ("calendar 2024", "CY2023"). They are answered as asked, from the
// quarters whose end dates fall in them, or said missing; never replaced by a fiscal year.
import type { PlannedPeriod } from "../answerTypes";
import type { Word } from "../questionWords";
import { yearOf } from "./dates";
import {
  BALANCE_DATE_LEADS,
  CALENDAR_WORDS,
  MONTH_SHORT,
  MONTHS,
  QUARTER_SPAN_WORDS,
  SPAN_JOINS,
  YEAR_NOUNS,
} from "./lexicon/periodWords";

/** A month named with its year just after it ("July 2024", "Nov. 2024", "June of 2023"). */
function monthYearAt(words: ReadonlyArray<Word>, index: number): { month: number; year: number } | null {
  const lower = (words[index] as Word).lower;
  // "sept-quarter 2024": a month joined to the quarter it ends.
  const joined = quarterJoinedToMonth(lower);
  const written = (joined ?? lower).replace(/\.$/, "");
  const at = MONTHS.indexOf(written) !== -1 ? MONTHS.indexOf(written) : MONTH_SHORT.indexOf(written.slice(0, 3));
  // A month's name or its first three letters ("Nov", "Sept"), not any word that starts like one.
  if (at === -1 || (written.length > 4 && MONTHS.indexOf(written) === -1)) return null;
  const month = at + 1;
  // "the June quarter 2024", "Dec qtr 2023": the quarter's word between the month and the year.
  const yearFrom = !joined && QUARTER_SPAN_WORDS.has(words[index + 1]?.lower ?? "") ? index + 1 : index;
  const next = words[yearFrom + 1];
  const year = yearOf(next, words[yearFrom]) ?? (next?.lower === "of" ? yearOf(words[yearFrom + 2], next) : null);
  return year === null ? null : { month, year };
}

/** The month of a word joining a month to a quarter ("sept-quarter", "june-qtr"), or null. */
function quarterJoinedToMonth(lower: string): string | null {
  const [month, span, ...rest] = lower.split("-");
  return rest.length === 0 && span !== undefined && QUARTER_SPAN_WORDS.has(span) ? (month ?? null) : null;
}

/** "Quarter", "three months", "3-month": a span of one quarter is named. */
function namesAQuarter(words: ReadonlyArray<Word>): boolean {
  return words.some(
    (word, index) =>
      QUARTER_SPAN_WORDS.has(word.lower) ||
      quarterJoinedToMonth(word.lower) !== null ||
      (/^(?:three|3)$/.test(word.lower) && /^months?$/.test(words[index + 1]?.lower ?? "")),
  );
}

/** "Jan–Dec 2024", "January through December 2024": a whole calendar year named by its months. */
function monthsSpanningYearAt(words: ReadonlyArray<Word>, index: number): number | null {
  const written = (words[index] as Word).lower.replace(/\.$/, "");
  // "Jan-Dec" is one word: its two months, then the year.
  const joinedSpan = /^(?:jan|january)-(?:dec|december)$/.test(written);
  if (joinedSpan) return yearOf(words[index + 1], words[index]);
  if (written !== "jan" && written !== "january") return null;
  const joined = SPAN_JOINS.has(words[index + 1]?.lower ?? "") ? 2 : 1;
  const last = words[index + joined]?.lower.replace(/\.$/, "") ?? "";
  if (last !== "dec" && last !== "december") return null;
  return yearOf(words[index + joined + 1], words[index + joined]);
}

/** The year of a question that names exactly one: "net earnings, 2024 (calendar basis)". */
function onlyYear(words: ReadonlyArray<Word>): number | null {
  const years = new Set(words.map((word, index) => yearOf(word, words[index - 1])).filter((year) => year !== null));
  return years.size === 1 ? ([...years][0] as number) : null;
}

/** The calendar period a question names, or null. One pass over the words. */
export function calendarPeriodOf(words: ReadonlyArray<Word>): PlannedPeriod | null {
  const quarter = namesAQuarter(words);
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as Word;
    const cy = /^cy-?'?(\d{2}|\d{4})$/.exec(word.lower);
    if (cy) {
      const digits = cy[1] as string;
      return { kind: "calendarYear", year: digits.length === 2 ? 2000 + Number(digits) : Number(digits) };
    }
    if (CALENDAR_WORDS.has(word.lower)) {
      const yearNoun = YEAR_NOUNS.has(words[index + 1]?.lower ?? "");
      // "calendar 2024", "calendar yr 2024", or the year before: "2024 calendar year".
      const year =
        yearOf(words[index + 1], word) ??
        (yearNoun ? (yearOf(words[index + 2], words[index + 1]) ?? yearOf(words[index - 1], words[index - 2])) : null);
      if (year !== null) return { kind: "calendarYear", year };
      // "on a calendar basis", "(calendar-year figures)": the question's one year, wherever it stands.
      const only = onlyYear(words);
      if (only !== null && !quarter) return { kind: "calendarYear", year: only };
    }
    const spanned = monthsSpanningYearAt(words, index);
    if (spanned !== null) return { kind: "calendarYear", year: spanned };
    // "as of June 2024", "at the end of March 2023": a balance at the end of the quarter that ended then.
    const balanceDate = BALANCE_DATE_LEADS.some((lead) => {
      const leadWords = lead.split(" ");
      return leadWords.every((each, offset) => words[index - leadWords.length + offset]?.lower === each);
    });
    if (quarter || balanceDate) {
      const ended = monthYearAt(words, index);
      if (ended) return { kind: "quarterEnded", ...ended };
    }
  }
  return null;
}
