// Words of periods: numbers written out, months, quarters, the spans of a statement's column.
import { wordSet } from "../words";

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  a: 1,
};
export const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
export const MONTH_SHORT = MONTHS.map((month) => month.slice(0, 3));

/** Words after a year that make "21-23" a count of something, not years. */
export const COUNT_UNITS = wordSet(
  "years year months month days day weeks week times x % percent bps basis points people",
);

export const QUARTER_ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4 };
/** Words between a quarter and its year: "Q2 of fiscal 2023", "the second quarter of FY23". */
export const QUARTER_JOINS = wordSet("of fiscal fy quarter the in its their");
/** How far after a quarter's word its year may stand ("the third quarter of its fiscal 2025"). */
export const QUARTER_YEAR_REACH = 5;

export const MONTH_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(
  ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].map((month, index) => [
    month,
    index + 1,
  ]),
);
export const SPAN_MONTHS: Readonly<Record<string, number>> = { three: 3, six: 6, nine: 9, twelve: 12 };
export const ENDED_DATE =
  /\b(?:(three|six|nine|twelve|3|6|9|12)[- ]months?\s+(?:ended|ending)|ended|ending|at|as of|on)\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+((?:19|20)\d\d)\b/i;

/** Words that speak of the future ("will", "guidance", "outlook"): a forecast is asked. */
export const FUTURE_WORDS: ReadonlyArray<string> = [
  "next",
  "will",
  "forecast",
  "forecasts",
  "predict",
  "projected",
  "projection",
  "projections",
  "guidance",
  "outlook",
  "estimate",
  "estimates",
  "expected",
  "expect",
  "expects",
  "predicts",
  "guided",
  "target",
];

/** Phrases asking the latest quarter ("last reported quarter", "quarterly"). */
export const LATEST_QUARTER_PHRASES: ReadonlyArray<string> = [
  "latest quarter",
  "last quarter",
  "most recent quarter",
  "recent quarter",
  "this quarter",
  "current quarter",
  "latest quarterly",
  "last reported quarter",
  "quarterly",
  // A quarterly report names its quarter: "in its latest 10-Q" (written "10 q" once cut into words).
  "latest 10 q",
  "last 10 q",
  "most recent 10 q",
  "recent 10 q",
];

/** Words that name a calendar year rather than a fiscal one ("calendar 2024", "cal 2024", "cal. yr 2024"). */
export const CALENDAR_WORDS = wordSet("calendar cal calendar-year calendar-yr");
/** Words for a year between "calendar" and the year ("calendar yr 2024"), or after the year ("2024 calendar year"). */
export const YEAR_NOUNS = wordSet("year years yr yrs");

/** Words joining the two ends of a span of months ("January through December 2024"). */
export const SPAN_JOINS = wordSet("to through thru till until");

/** Words between a count and "years" that make them the latest ones ("four most recent fiscal years"). */
export const RECENT_SPAN_WORDS = wordSet("most recent latest last past reported full complete");

/** Words that name a span of one quarter. */
export const QUARTER_SPAN_WORDS = wordSet("quarter qtr three-month 3-month quarterly");

/** Words just before a month and year that date a balance ("as of June 2024", "at the end of March 2023"). */
export const BALANCE_DATE_LEADS: ReadonlyArray<string> = ["as of", "end of", "as at", "balance at"];

/**
 * A quarter as terminals write it in one word, lower case (apostrophes dropped): "q4", "4q", or
 * with its year attached, "q4'24", "q4-24", "4q24", "q3fy25". Groups: the quarter (either place),
 * then the year when written.
 */
export const QUARTER_WORD = /^(?:q([1-4])|([1-4])q)(?:[-'’]?(?:fy)?(\d{2}|\d{4}))?$/;

/** Words before a year that make it the first of a span of N years ("the 3-year average from 2020"), not its last. */
export const SPAN_START_WORDS = wordSet("from starting beginning");

/** Words that make a quarter or a year the company's fiscal one: "fiscal", "fy", "fy25", "q3fy25". */
export const FISCAL_MARKS = /^(?:fiscal|fy.*|q[1-4]fy.*)$/;

/** Words before a year that make it the last of a span of N years ("five-year CAGR through 2023", "ending fy24"). */
export const SPAN_THROUGH_WORDS = wordSet("through thru to until till ending ended end as");
/** Words before a year whose span starts the year after it ("the 5 years after 2019"). */
export const SPAN_AFTER_WORDS = wordSet("after following");
/** Words before a year whose span ends the year before it ("the 3 years before 2023", "prior to 2023"). */
export const SPAN_BEFORE_WORDS = wordSet("before prior preceding");

/**
 * A quarter set against the quarter before it, not the same quarter a year earlier: "on the
 * quarter before", "vs the prior quarter", "sequential", "q/q". Not "last quarter" (the latest).
 */
export const QUARTER_BEFORE_PHRASES: ReadonlyArray<string> = [
  "quarter before",
  "previous quarter",
  "prior quarter",
  "preceding quarter",
  "quarter earlier",
  "quarter over quarter",
  "quarter on quarter",
  "quarter-over-quarter",
  "quarter-on-quarter",
];
export const QUARTER_BEFORE_WORDS = wordSet("sequential sequentially q/q qoq");

/** "The last trading day of 2023", "the final session of 2023": a year's last close, as "the end of 2023". */
export const LAST_OF_YEAR_WORDS = wordSet("last final");
export const TRADING_DAY_WORDS = wordSet("trading business market day session close");
