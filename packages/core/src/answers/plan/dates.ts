// Years, quarters and calendar dates as questions write them ("FY24", "21-23", "Q2 of fiscal 2023",
// "the end of March 2023", "three months ended July 1, 2023").
import type { PeriodEnded } from "../answerTypes";
import type { Word } from "../questionWords";
import {
  COUNT_UNITS,
  ENDED_DATE,
  LAST_OF_YEAR_WORDS,
  MONTH_NUMBERS,
  MONTH_SHORT,
  MONTHS,
  QUARTER_JOINS,
  QUARTER_ORDINALS,
  QUARTER_WORD,
  QUARTER_YEAR_REACH,
  SPAN_MONTHS,
  TRADING_DAY_WORDS,
} from "./lexicon/periodWords";

/**
 * The year a word names on its own, read from its lower case: "2024", "fy2024", "fy24", "fy-2024",
 * and a year end written as one word ("end-2022", "ye2022"); null for a word that names none.
 */
export function yearWritten(lower: string): number | null {
  const fiscalPrefix = /^(?:fy|fye|ye)-?(\d{2}|\d{4})$|^(?:end|mid|early|late)-(\d{4})$/.exec(lower);
  const digits = fiscalPrefix?.[1] ?? fiscalPrefix?.[2] ?? (/^\d{4}$/.test(lower) ? lower : null);
  if (!digits) return null;
  const year = digits.length === 2 ? 2000 + Number(digits) : Number(digits);
  return year >= 1950 && year <= 2099 ? year : null;
}

/** The fiscal year a word names: "2024", "FY2024", "FY24", "fy-2024", and "24" after "fiscal" or written "'24". */
export function yearOf(word: Word | undefined, previous: Word | undefined): number | null {
  if (!word) return null;
  const written = yearWritten(word.lower);
  if (written !== null) return written;
  // Two digits are a year only where a year is expected: after "fiscal" or "FY", or written "'24".
  if (
    word.number &&
    /^\d{2}$/.test(word.lower) &&
    (previous?.lower === "fiscal" || previous?.lower === "fy" || /^['’]/.test(word.raw))
  ) {
    return 2000 + Number(word.lower);
  }
  return null;
}

/** A year written with two or four digits; two digits take the century of `near` (or 2000). */
export function fullYear(digits: string, near = 2000): number {
  return digits.length === 2 ? Math.floor(near / 100) * 100 + Number(digits) : Number(digits);
}

/**
 * The first year of a range written short, "21-23" or "2021-23": two numbers joined by "-", the
 * second two digits and later than the first, not a count ("21-23 days"). The second year is read
 * by yearOf's caller on the next word.
 */
export function shortRangeStart(words: ReadonlyArray<Word>, index: number): number | null {
  const word = words[index] as Word;
  const next = words[index + 1];
  const previous = words[index - 1];
  const shortNext = (at: number) => {
    const each = words[at];
    return each?.number === true && /^\d{2}$/.test(each.lower) && !COUNT_UNITS.has(words[at + 1]?.lower ?? "");
  };
  const dash = (each: Word | undefined) => each?.after === "-" || each?.after === "–";
  if (word.number && /^\d{2}$/.test(word.lower) && dash(word) && shortNext(index + 1)) {
    const from = 2000 + Number(word.lower);
    return Number(next?.lower) + 2000 > from && from <= 2099 ? from : null;
  }
  // The second year of "21-23", "2021-23" or "FY21–23".
  if (word.number && /^\d{2}$/.test(word.lower) && previous && dash(previous) && shortNext(index)) {
    const start =
      yearOf(previous, words[index - 2]) ??
      (previous.number && /^\d{2}$/.test(previous.lower) ? 2000 + Number(previous.lower) : null);
    if (start === null) return null;
    const year = fullYear(word.lower, start);
    return year > start && year - start < 50 ? year : null;
  }
  return null;
}

/** The last day of a month (0–11, past either end rolls the year) of a year, written YYYY-MM-DD. */
export const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);

export interface DateMention {
  readonly at: number;
  readonly date: string;
}

/**
 * "The last trading day of 2023" (or "final session", "last close") starting at `index`: its year
 * and the index of the year's word; null if none.
 */
function lastTradingDayOf(words: ReadonlyArray<Word>, index: number): { year: number; end: number } | null {
  if (!LAST_OF_YEAR_WORDS.has(words[index]?.lower ?? "")) return null;
  const after = words.slice(index + 1, index + 4).map((word) => word.lower);
  const ofAt = after.indexOf("of");
  if (ofAt < 1 || !after.slice(0, ofAt).every((word) => TRADING_DAY_WORDS.has(word))) return null;
  const end = index + 2 + ofAt;
  const year = words[end]?.lower ?? "";
  return /^\d{4}$/.test(year) ? { year: Number(year), end } : null;
}

/** Calendar dates for prices: "end of March 2023", "March 31, 2023", "2023-03-31". */
export function datesIn(words: ReadonlyArray<Word>, text: string): DateMention[] {
  const found: DateMention[] = [];
  for (const match of text.matchAll(/\b(20\d{2}|19\d{2})-(\d{2})-(\d{2})\b/g)) {
    found.push({ at: match.index ?? 0, date: match[0] });
  }
  // "12/31/2023" and "6/30/23", as US dates are written (a two-digit year is this century's).
  for (const match of text.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(20\d{2}|19\d{2}|\d{2})\b/g)) {
    const [month, day] = [Number(match[1]), Number(match[2])];
    if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    const year = (match[3] as string).length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
    found.push({
      at: match.index ?? 0,
      date: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    });
  }
  let readUntil = -1;
  words.forEach((word, index) => {
    // Words of a date already read ("the last close of 2023" holds "close of 2023").
    if (index <= readUntil) return;
    // "year-end 2023", "end-2023", "2023 year-end": the year's last close.
    const joined = /^(end|year-?end|start|beginning)-(\d{4})$/.exec(word.lower);
    if (joined) {
      const year = Number(joined[2]);
      found.push({ at: index, date: `${/start|beginning/.test(joined[1] as string) ? year - 1 : year}-12-31` });
      return;
    }
    // "mid-2021", "early-2022", "late-2023": the middle, first or last months of the year.
    const part = /^(mid|early|late)-(\d{4})$/.exec(word.lower);
    if (part) {
      const year = Number(part[2]);
      found.push({
        at: index,
        date: part[1] === "mid" ? `${year}-06-30` : part[1] === "early" ? `${year}-01-31` : `${year}-11-30`,
      });
      return;
    }
    if (["year-end", "yearend"].includes(word.lower)) {
      const next = words[index + 1];
      const previous = words[index - 1];
      const year = next?.number && /^\d{4}$/.test(next.lower) ? Number(next.lower) : null;
      const before = previous?.number && /^\d{4}$/.test(previous.lower) ? Number(previous.lower) : null;
      if (year ?? before) found.push({ at: index, date: `${year ?? before}-12-31` });
      return;
    }
    // "the last trading day of 2023", "the final session of 2023": the year's last close.
    const lastDay = lastTradingDayOf(words, index);
    if (lastDay) {
      found.push({ at: index, date: `${lastDay.year}-12-31` });
      readUntil = lastDay.end;
      return;
    }
    // "the end of 2023", "the start of 2024": a year's last close, or the one before it.
    if (["end", "close", "start", "beginning"].includes(word.lower) && words[index + 1]?.lower === "of") {
      const year = yearOf(words[index + 2], words[index + 1]);
      if (year && /^(?:fy-?)?\d{4}$/.test(words[index + 2]?.lower ?? "")) {
        found.push({ at: index, date: `${word.lower === "end" || word.lower === "close" ? year : year - 1}-12-31` });
      }
      return;
    }
    const month = MONTHS.indexOf(word.lower) !== -1 ? MONTHS.indexOf(word.lower) : MONTH_SHORT.indexOf(word.lower);
    if (month === -1 || (word.lower === "may" && !words[index + 1]?.number)) return;
    const next = words[index + 1];
    const afterNext = words[index + 2];
    const year = yearOf(next, word) ?? (next?.number && /^\d{1,2}$/.test(next.lower) ? yearOf(afterNext, next) : null);
    if (!year) return;
    // "January 2, 2020", or the day before the month: "2 January 2020".
    const previous = words[index - 1];
    const dayBefore = previous?.number && /^\d{1,2}$/.test(previous.lower) ? Number(previous.lower) : null;
    const dayWord = next?.number && /^\d{1,2}$/.test(next.lower) ? Number(next.lower) : dayBefore;
    const startOf = ["start", "beginning", "early"].includes(words[index - 2]?.lower ?? "");
    const date = dayWord
      ? `${year}-${String(month + 1).padStart(2, "0")}-${String(dayWord).padStart(2, "0")}`
      : startOf
        ? lastDayOf(month === 0 ? year - 1 : year, month === 0 ? 11 : month - 1)
        : lastDayOf(year, month);
    found.push({ at: index, date });
  });
  return found;
}

/** The fiscal quarters a question names, each with its year, oldest first and each once. */
export function quartersNamed(words: ReadonlyArray<Word>): Array<{ quarter: number; year: number }> {
  const found: Array<{ quarter: number; year: number }> = [];
  for (let index = 0; index < words.length; index++) {
    const lower = (words[index] as Word).lower;
    const short = QUARTER_WORD.exec(lower);
    const ordinal = QUARTER_ORDINALS[lower] !== undefined && words[index + 1]?.lower === "quarter";
    if (!short && !ordinal) continue;
    const quarter = short ? Number(short[1] ?? short[2]) : (QUARTER_ORDINALS[lower] as number);
    // The year written in the word ("q4'24"), after it ("Q2 FY2023", "second quarter of fiscal
    // 2023"), or just before it ("FY2023 Q2").
    const attached = short?.[3] === undefined ? null : Number(short[3]);
    let year: number | null = attached === null ? null : attached < 100 ? 2000 + attached : attached;
    for (let ahead = index + 1; ahead <= index + QUARTER_YEAR_REACH && ahead < words.length && year === null; ahead++) {
      year = yearOf(words[ahead], words[ahead - 1]);
      if (year === null && !QUARTER_JOINS.has((words[ahead] as Word).lower)) break;
    }
    year ??= short ? yearOf(words[index - 1], words[index - 2]) : null;
    if (year !== null && !found.some((each) => each.quarter === quarter && each.year === year)) {
      found.push({ quarter, year });
    }
  }
  return found.sort((a, b) => a.year - b.year || a.quarter - b.quarter);
}

/**
 * The statement column a question dates, as quarterly reports head theirs: "for the three months
 * ended July 1, 2023" (a quarter), "six months ended June 30, 2023", "at July 1, 2023" (a balance).
 */
export function columnEnded(text: string, year: number): PeriodEnded | undefined {
  const match = ENDED_DATE.exec(text);
  if (!match || Number(match[4]) !== year) return undefined;
  const month = MONTH_NUMBERS[(match[2] as string).toLowerCase()] as number;
  const day = Number(match[3]);
  if (day < 1 || day > 31) return undefined;
  const span = match[1]?.toLowerCase();
  return {
    date: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    months: span ? (SPAN_MONTHS[span] ?? Number(span)) : null,
  };
}
