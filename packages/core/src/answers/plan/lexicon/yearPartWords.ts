// Words of a part of a year (issue 44): halves, nine months, the year so far. Each phrase names
// the quarters of the year it spans; a reader finds the year beside it (plan/yearParts.ts).

/** Phrases naming quarters of a year, with the quarters they span ("first half": 1–2). */
export const YEAR_PART_PHRASES: ReadonlyArray<readonly [string, ReadonlyArray<number>]> = [
  ["first half", [1, 2]],
  ["1st half", [1, 2]],
  ["front half", [1, 2]],
  ["second half", [3, 4]],
  ["2nd half", [3, 4]],
  ["back half", [3, 4]],
  ["latter half", [3, 4]],
  ["first six months", [1, 2]],
  ["first 6 months", [1, 2]],
  ["first two quarters", [1, 2]],
  ["first 2 quarters", [1, 2]],
  ["last two quarters", [3, 4]],
  ["last 2 quarters", [3, 4]],
  ["first nine months", [1, 2, 3]],
  ["first 9 months", [1, 2, 3]],
  ["first three quarters", [1, 2, 3]],
  ["first 3 quarters", [1, 2, 3]],
  ["nine months", [1, 2, 3]],
  ["9 months", [1, 2, 3]],
  ["six months", [1, 2]],
  ["6 months", [1, 2]],
];

/**
 * Shorthand written as one token or a number and a token ("H1", "1H24", "h2fy24", "9M24", "6M"):
 * the letter and digit that name the part, the year after them optional.
 */
export const YEAR_PART_SHORTHAND: ReadonlyArray<readonly [RegExp, ReadonlyArray<number>]> = [
  [/^(?:h1|1h)(?:fy)?(\d{2}|\d{4})?$/, [1, 2]],
  [/^(?:h2|2h)(?:fy)?(\d{2}|\d{4})?$/, [3, 4]],
  [/^(?:9m|m9)(?:fy)?(\d{2}|\d{4})?$/, [1, 2, 3]],
  [/^6m(?:fy)?(\d{2}|\d{4})?$/, [1, 2]],
];

/** Phrases asking the fiscal year so far. */
export const YEAR_TO_DATE_PHRASES: ReadonlyArray<string> = [
  "year to date",
  "year-to-date",
  "ytd",
  "fiscal ytd",
  "so far this year",
  "so far this fiscal year",
];

/** Words between a part and its year: "first half of its fiscal 2024", "H1 of FY24". */
export const YEAR_PART_JOINS = new Set(["of", "the", "its", "their", "in", "for", "fiscal", "fy", "year", "yr"]);

/** Words that make the part's year a calendar year ("first half of calendar 2024", "H1 CY24", "cal 2024"). */
export const CALENDAR_MARKS = new Set(["calendar", "cal", "cy"]);

/** Words between a span of months and the month it ended in ("nine months ended September 2024"). */
export const MONTHS_ENDED_WORDS = new Set(["ended", "ending", "to", "through", "thru", "until", "till"]);

/** Spans of months answered as a sum of quarters, by the words that count them. */
export const SPAN_MONTH_COUNTS: Readonly<Record<string, number>> = { six: 6, "6": 6, nine: 9, "9": 9 };

/** Phrases setting a part beside the same part a year before ("vs the same period last year"). */
export const SAME_PERIOD_BEFORE: ReadonlyArray<string> = [
  "same period last year",
  "same period a year earlier",
  "same period a year before",
  "same period of the prior year",
  "same period in the prior year",
  "same period the year before",
  "prior-year period",
  "prior year period",
  "year-ago period",
];

/** Spans named before a date's "ended", in months: "the quarter ended", "the half ending", "the year ended". */
export const SPAN_NOUN_MONTHS: Readonly<Record<string, number>> = { quarter: 3, qtr: 3, half: 6, year: 12 };
/**
 * The words that end a span at a date: "the quarter ended", "the six months ending". Not "to" or
 * "through", which close a span from its start ("from the end of last year to June 28").
 */
export const SPAN_END_WORDS: ReadonlySet<string> = new Set(["ended", "ending"]);
/** Words before a month that ask the whole of it: "in December 2024", "during March 2024". */
export const WHOLE_MONTH_BEFORE: ReadonlySet<string> = new Set(["in", "during", "over", "throughout", "for", "across"]);
