// A part of a year as a fact's period label and back into words (issue 44): the engine labels the
// sum of a half's quarters "H1 FY2024", the writer says "the first half of fiscal 2024".
import type { PlannedPeriod } from "./answerTypes";
import { MONTH_SHORT, MONTHS } from "./plan/lexicon/periodWords";
import { SPAN_MONTH_COUNTS } from "./plan/lexicon/yearPartWords";

const PART_NAMES: ReadonlyArray<readonly [string, string, string]> = [
  ["1,2", "H1", "first half"],
  ["3,4", "H2", "second half"],
  ["1,2,3", "9M", "first nine months"],
];

/** A part's label in facts: "H1 FY2024", "9M CY2024", "9M to Sep 2024"; the writer reads it back. */
export function yearPartLabel(period: Extract<PlannedPeriod, { kind: "yearPart" | "monthsEnded" }>): string {
  if (period.kind === "monthsEnded") {
    return `${period.months}M to ${(MONTH_SHORT[period.month - 1] as string).replace(/^./, (c) => c.toUpperCase())} ${period.year}`;
  }
  if (period.quarters.length === 4) return `${period.calendar ? "CY" : "FY"}${period.year}`;
  const key = period.quarters.join(",");
  const short = PART_NAMES.find(([quarters]) => quarters === key)?.[1] ?? `Q${key.replaceAll(",", "+Q")}`;
  return `${short} ${period.calendar ? "CY" : "FY"}${period.year}`;
}

/** A part's label in words: "H1 FY2024" → "the first half of fiscal 2024"; null for another label. */
export function yearPartWords(label: string): string | null {
  const part = /^(H1|H2|9M) (FY|CY)(\d{4})$/.exec(label);
  if (part) {
    const name = PART_NAMES.find(([, short]) => short === part[1])?.[2] as string;
    return `the ${name} of ${part[2] === "CY" ? "calendar" : "fiscal"} ${part[3]}`;
  }
  const calendarQuarter = /^Q([1-4]) CY(\d{4})$/.exec(label);
  if (calendarQuarter) return `calendar Q${calendarQuarter[1]} ${calendarQuarter[2]}`;
  const ended = /^(\d+)M to ([A-Z][a-z]{2}) (\d{4})$/.exec(label);
  if (!ended) return null;
  const month = MONTHS[MONTH_SHORT.indexOf((ended[2] as string).toLowerCase())] as string;
  const count = Object.entries(SPAN_MONTH_COUNTS).find(([word, n]) => n === Number(ended[1]) && /^[a-z]/.test(word));
  return `the ${count?.[0] ?? ended[1]} months to ${month.replace(/^./, (c) => c.toUpperCase())} ${ended[3]}`;
}

/**
 * The fiscal years a span of last years covers when it is anchored to a year the question named
 * ("five-year CAGR through 2023": ending with it; "from 2020": starting with it), for `rows` years
 * of figures; null when it is not anchored and runs to the data's latest year.
 */
export function anchoredYears(
  period: Extract<PlannedPeriod, { kind: "lastYears" }>,
  rows: number,
): { from: number; to: number } | null {
  if (period.endingAt !== undefined) return { from: period.endingAt - rows + 1, to: period.endingAt };
  if (period.startingAt !== undefined) return { from: period.startingAt, to: period.startingAt + rows - 1 };
  return null;
}
