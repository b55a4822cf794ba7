// The period a question asks about (years, a range, the latest quarter, the last n years, dates for
// prices), and whether it speaks of the future.
import type { PlannedPeriod } from "../answerTypes";
import type { Word } from "../questionWords";
import { calendarPeriodOf } from "./calendarPeriods";
import {
  columnEnded,
  type DateMention,
  datesIn,
  fullYear,
  lastDayOf,
  quartersNamed,
  shortRangeStart,
  yearOf,
} from "./dates";
import {
  FISCAL_MARKS,
  FUTURE_WORDS,
  LATEST_QUARTER_PHRASES,
  NUMBER_WORDS,
  QUARTER_BEFORE_PHRASES,
  QUARTER_BEFORE_WORDS,
  RECENT_SPAN_WORDS,
  SPAN_AFTER_WORDS,
  SPAN_BEFORE_WORDS,
  SPAN_START_WORDS,
  SPAN_THROUGH_WORDS,
  YEAR_NOUNS,
} from "./lexicon/periodWords";
import { SPAN_END_WORDS, SPAN_NOUN_MONTHS, WHOLE_MONTH_BEFORE } from "./lexicon/yearPartWords";
import { has, hasPhrase } from "./words";
import { yearPartOf } from "./yearParts";

interface PeriodRead {
  readonly period: PlannedPeriod | null;
  readonly futureWords: boolean;
}

/**
 * Whether the words from `from` are recency words ("most recent", "latest", "last reported"),
 * perhaps "fiscal", then a year noun: a count before them asks for that many latest years.
 */
function recentYearsAfter(lowers: ReadonlyArray<string>, from: number): boolean {
  let at = from;
  let recent = false;
  while (at < lowers.length && (RECENT_SPAN_WORDS.has(lowers[at] as string) || lowers[at] === "fiscal")) {
    if (RECENT_SPAN_WORDS.has(lowers[at] as string)) recent = true;
    at++;
  }
  return recent && YEAR_NOUNS.has(lowers[at] ?? "");
}

/** A count of months written in words or digits ("three", "6"). */
const monthCount = (word: string) => NUMBER_WORDS[word] ?? (/^\d{1,2}$/.test(word) ? Number(word) : undefined);

/** The months of a span named just before a date's "ended" ("six months ended June 30, 2024"); null when none. */
function monthsEndedBefore(words: ReadonlyArray<Word>, at: number): number | null {
  if (!SPAN_END_WORDS.has(words[at - 1]?.lower ?? "")) return null;
  const noun = words[at - 2]?.lower ?? "";
  const hyphened = /^(\w+)-months?$/.exec(noun);
  if (hyphened) return monthCount(hyphened[1] as string) ?? null;
  if (/^months?$/.test(noun)) return monthCount(words[at - 3]?.lower ?? "") ?? null;
  return SPAN_NOUN_MONTHS[noun] ?? null;
}

/** A month named with its year and no day, after "in"/"during" ("the average close in December 2024"). */
function wholeMonthAt(words: ReadonlyArray<Word>, at: number): boolean {
  const dayBefore = /^\d{1,2}$/.test(words[at - 1]?.lower ?? "");
  const yearAfter = /^\d{4}$/.test(words[at + 1]?.lower ?? "");
  return !dayBefore && yearAfter && WHOLE_MONTH_BEFORE.has(words[at - 1]?.lower ?? "");
}

/** The last day of the month `months` months before a date written YYYY-MM-DD. */
function monthsBefore(date: string, months: number): string {
  return lastDayOf(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 - months);
}

/**
 * A span of N years ("five-year", "the last 3 years", "a decade"): the last N years of the data;
 * with one year named, the N years ending with it ("its five-year CAGR through 2023"), or starting
 * with it after "from" or "starting" ("the 3-year average from 2020"). Never the latest years in
 * place of the year asked. A change over N years runs from the year before them, as the server
 * counts any span of last years.
 */
function spanOfYears(
  count: number,
  years: ReadonlyArray<{ year: number; at: number }>,
  lowers: ReadonlyArray<string>,
): PlannedPeriod {
  const [named] = years;
  if (years.length !== 1 || !named) return { kind: "lastYears", count };
  // The word just before the year says how it anchors the span; any other year is another question's.
  const lead = lowers.slice(Math.max(0, named.at - 2), named.at);
  const anchor = (words: ReadonlySet<string>) => lead.some((word) => words.has(word));
  if (anchor(SPAN_START_WORDS)) return { kind: "lastYears", count, startingAt: named.year };
  if (anchor(SPAN_AFTER_WORDS)) return { kind: "lastYears", count, startingAt: named.year + 1 };
  if (anchor(SPAN_BEFORE_WORDS)) return { kind: "lastYears", count, endingAt: named.year - 1 };
  if (anchor(SPAN_THROUGH_WORDS)) return { kind: "lastYears", count, endingAt: named.year };
  return { kind: "lastYears", count };
}

/** Consecutive quarters of one year as the calendar's part of it (the span of closes the price engine takes), or null. */
function calendarQuartersOf(quarters: ReadonlyArray<{ quarter: number; year: number }>): PlannedPeriod | null {
  const [first] = quarters;
  const last = quarters.at(-1);
  if (!first || !last || quarters.some((each) => each.year !== first.year)) return null;
  if (last.quarter - first.quarter + 1 !== quarters.length) return null;
  return { kind: "yearPart", quarters: quarters.map((each) => each.quarter), year: first.year, calendar: true };
}

export function readPeriod(words: ReadonlyArray<Word>, text: string, priceMeasure: boolean): PeriodRead {
  const lowers = words.map((word) => word.lower);
  const lowerSet = new Set(lowers);
  const futureWords = has(lowerSet, ...FUTURE_WORDS) || hasPhrase(lowers, "going to");
  // Prices between calendar dates.
  const dates = priceMeasure ? datesIn(words, text) : [];
  if (dates.length >= 2)
    return {
      period: { kind: "dates", from: (dates[0] as DateMention).date, to: (dates[1] as DateMention).date },
      futureWords,
    };
  if (dates.length === 1) {
    const { at, date } = dates[0] as DateMention;
    // "The quarter ended September 30, 2024", "six months ended June 30": the span before the date.
    const months = monthsEndedBefore(words, at) ?? (wholeMonthAt(words, at) ? 1 : null);
    if (months !== null) return { period: { kind: "dates", from: monthsBefore(date, months), to: date }, futureWords };
    return { period: { kind: "dates", from: date, to: null }, futureWords };
  }
  const part = yearPartOf(words);
  if (part) return { period: part, futureWords };
  const calendar = calendarPeriodOf(words);
  if (calendar) return { period: calendar, futureWords };
  const quarters = quartersNamed(words);
  // "How did its stock do in the first quarter of 2025?": a share price's quarter is the calendar's
  // unless "fiscal" is written, as a share price's year is.
  const calendarSpan =
    priceMeasure && !lowers.some((word) => FISCAL_MARKS.test(word)) ? calendarQuartersOf(quarters) : null;
  if (calendarSpan) return { period: calendarSpan, futureWords };
  if (quarters.length > 0) return { period: { kind: "quarters", quarters }, futureWords };
  const years: { year: number; at: number }[] = [];
  words.forEach((word, index) => {
    const year = yearOf(word, words[index - 1]) ?? shortRangeStart(words, index);
    if (year) years.push({ year, at: index });
  });
  // "FY21-23", "fy2021-fy2023": a range written as one word.
  for (const word of words) {
    const range = /^fy-?(\d{2}|\d{4})[-–](?:fy-?)?(\d{2}|\d{4})$/.exec(word.lower);
    if (!range) continue;
    const from = fullYear(range[1] as string);
    const to = fullYear(range[2] as string, from);
    if (from < to) return { period: { kind: "range", from, to }, futureWords };
  }
  const quarterly =
    LATEST_QUARTER_PHRASES.some((phrase) => hasPhrase(lowers, phrase)) ||
    // "its latest reported quarter", "the most recent fiscal quarter": one word between.
    lowers.some((word, index) => ["latest", "last", "recent"].includes(word) && lowers[index + 2] === "quarter");
  if (quarterly && !lowerSet.has("next")) return { period: { kind: "latestQuarter" }, futureWords };
  const twelveMonths = ["trailing", "last", "past"].some((lead) =>
    ["twelve", "12"].some((count) => ["months", "month"].some((unit) => hasPhrase(lowers, `${lead} ${count} ${unit}`))),
  );
  if (["ttm", "ltm"].some((each) => lowerSet.has(each)) || twelveMonths) {
    return { period: { kind: priceMeasure ? "pastYear" : "ttm" }, futureWords };
  }
  if (priceMeasure && years.length > 0) {
    const first = years[0] as { year: number };
    const last = years.at(-1) as { year: number };
    const since = lowers[(years[0] as { at: number }).at - 1] === "since";
    return {
      period: { kind: "dates", from: `${first.year - 1}-12-31`, to: since ? null : `${last.year}-12-31` },
      futureWords,
    };
  }
  // "last 5 years", "past three fiscal years", "5-year", "five year".
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as Word;
    // "five-year", "3-yr" written as one word.
    const joined = /^([a-z]+|\d+)-(?:years?|yrs?)$/.exec(word.lower);
    const joinedCount = joined ? (NUMBER_WORDS[joined[1] as string] ?? Number(joined[1])) : 0;
    if (joinedCount > 1 && joinedCount <= 40) return { period: spanOfYears(joinedCount, years, lowers), futureWords };
    const count = word.number ? Number(word.lower) : NUMBER_WORDS[word.lower];
    if (!count || count > 40 || word.lower === "a") continue;
    const next = lowers[index + 1];
    const nextNext = lowers[index + 2];
    const yearsWord = (each: string | undefined) =>
      each === "years" || each === "year" || each === "yrs" || each === "yr";
    const previous = lowers[index - 1];
    // "its four most recent fiscal years", "the three latest reported years": recency words between.
    if (recentYearsAfter(lowers, index + 1)) return { period: spanOfYears(count, years, lowers), futureWords };
    if (
      (yearsWord(next) || (next === "fiscal" && yearsWord(nextNext))) &&
      (previous === "over" ||
        previous === "across" ||
        // "over the five years you have", "for the three fiscal years".
        (previous === "the" && ["over", "across", "for", "during", "in"].includes(lowers[index - 2] ?? ""))) &&
      !yearsWord(lowers[index + 3])
    ) {
      return { period: spanOfYears(count, years, lowers), futureWords };
    }
    if (
      (yearsWord(next) || (next === "fiscal" && yearsWord(nextNext))) &&
      (previous === "last" ||
        previous === "past" ||
        previous === "recent" ||
        previous === "the" ||
        word.after === "-" ||
        yearsWord(next))
    ) {
      if (
        previous === "last" ||
        previous === "past" ||
        previous === "recent" ||
        word.after === "-" ||
        next === "year"
      ) {
        return { period: spanOfYears(count, years, lowers), futureWords };
      }
    }
  }
  if (hasPhrase(lowers, "a decade") || hasPhrase(lowers, "past decade") || hasPhrase(lowers, "last decade")) {
    return { period: spanOfYears(10, years, lowers), futureWords };
  }
  if (years.length === 0) {
    if (
      priceMeasure &&
      (hasPhrase(lowers, "past year") || hasPhrase(lowers, "last year") || hasPhrase(lowers, "this year"))
    ) {
      return { period: { kind: "pastYear" }, futureWords };
    }
    if (
      hasPhrase(lowers, "last year") ||
      hasPhrase(lowers, "past year") ||
      hasPhrase(lowers, "latest year") ||
      hasPhrase(lowers, "most recent year") ||
      hasPhrase(lowers, "latest fiscal year")
    ) {
      return { period: { kind: "latest" }, futureWords };
    }
    return { period: null, futureWords };
  }
  const first = years[0] as { year: number; at: number };
  const before = (at: number, span = 3) => lowers.slice(Math.max(0, at - span), at);
  if (years.length === 1) {
    if (before(first.at).includes("since")) return { period: { kind: "since", from: first.year }, futureWords };
    const ended = columnEnded(text, first.year);
    return { period: { kind: "years", years: [first.year], ...(ended ? { ended } : {}) }, futureWords };
  }
  const second = years[1] as { year: number; at: number };
  const between = lowers
    .slice(first.at + 1, second.at)
    .filter((each) => each !== "fiscal" && each !== "fy" && each !== "year");
  const joiner = between.length === 0 ? (words[first.at]?.after ?? "") : between.join(" ");
  const rangeWords = ["to", "through", "thru", "until", "till", "-", "–", "and"];
  const opened = before(first.at, 4).some((each) => each === "from" || each === "between");
  if (
    years.length === 2 &&
    (["to", "through", "thru", "until", "till", "-", "–", "→"].includes(joiner) ||
      (opened && rangeWords.includes(joiner)))
  ) {
    const [from, to] = first.year <= second.year ? [first.year, second.year] : [second.year, first.year];
    return { period: { kind: "range", from, to }, futureWords };
  }
  return { period: { kind: "years", years: [...new Set(years.map((each) => each.year))] }, futureWords };
}

/**
 * "How much did that grow on the quarter before?", "revenue growth q/q in Q4 fiscal 2025": a
 * change asked of one fiscal quarter against the quarter before it, not the same quarter a year
 * earlier: the two quarters, in order.
 */
export function withQuarterBefore(
  period: PlannedPeriod | null,
  changeAsked: boolean,
  lowers: ReadonlyArray<string>,
): PlannedPeriod | null {
  if (!changeAsked || period?.kind !== "quarters" || period.quarters.length !== 1) return period;
  const asked =
    QUARTER_BEFORE_PHRASES.some((phrase) => hasPhrase(lowers, phrase)) ||
    lowers.some((word) => QUARTER_BEFORE_WORDS.has(word));
  const [only] = period.quarters;
  if (!asked || !only) return period;
  const before =
    only.quarter === 1 ? { quarter: 4, year: only.year - 1 } : { quarter: only.quarter - 1, year: only.year };
  return { kind: "quarters", quarters: [before, only] };
}
