// The rows of a part of a year (issue 44): a half, nine months, the six or nine months to a month,
// the fiscal year to date, each the sum of the quarters it spans. A fiscal part sums the company's
// fiscal quarters, a calendar part the quarters that ended in its months. When a quarter is not in
// the data the reply says so, and no other period (the full year) is given in its place.
import { type AnswerPlan, yearPartLabel, yearPartWords } from "@moatwise/core";
import { endOf, monthName, type PeriodRow, sumRows } from "./quarterRows";

type PartPeriod = Extract<AnswerPlan["period"], { kind: "yearPart" | "monthsEnded" | "yearToDate" }>;
type Part = Extract<AnswerPlan["period"], { kind: "yearPart" | "monthsEnded" }>;

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/** The year to date: the latest fiscal year's quarters up to the latest one the data holds. */
function yearToDate(quarters: ReadonlyArray<PeriodRow>): Part | null {
  const latest = /^Q([1-4]) FY(\d{4})$/.exec(quarters.at(-1)?.label ?? "");
  if (!latest) return null;
  const count = Number(latest[1]);
  const quartersSoFar = Array.from({ length: count }, (_, index) => index + 1);
  return { kind: "yearPart", quarters: quartersSoFar, year: Number(latest[2]), calendar: false };
}

/** The quarters of `part` moved to `year`, oldest first, or the words of those the data lacks. */
function quartersOf(part: Part, year: number, quarters: ReadonlyArray<PeriodRow>): PeriodRow[] | string {
  if (part.kind === "monthsEnded") {
    const count = part.months / 3;
    const last = quarters.findIndex((quarter) => endOf(quarter).startsWith(monthKey(year, part.month)));
    if (last === -1) return `the quarter that ended in ${monthName(part.month)} ${year}`;
    if (last < count - 1) return `the quarters before ${quarters[0]?.label ?? ""}`;
    return quarters.slice(last - count + 1, last + 1);
  }
  if (part.calendar) {
    // Each calendar quarter's three months hold one quarter's end, whatever the fiscal calendar.
    const months = part.quarters.flatMap((quarter) => [1, 2, 3].map((offset) => (quarter - 1) * 3 + offset));
    const found = quarters.filter((quarter) =>
      months.some((month) => endOf(quarter).startsWith(monthKey(year, month))),
    );
    return found.length === part.quarters.length
      ? found
      : `${part.quarters.length - found.length} of the ${part.quarters.length} quarters that ended in ${monthName(months[0] as number)}–${monthName(months.at(-1) as number)} ${year}`;
  }
  const found = part.quarters.map((quarter) => quarters.find((row) => row.label === `Q${quarter} FY${year}`));
  const missing = part.quarters.filter((_, index) => found[index] === undefined);
  return missing.length === 0
    ? (found as PeriodRow[])
    : `${new Intl.ListFormat("en", { type: "conjunction" }).format(missing.map((quarter) => `Q${quarter}`))} of fiscal ${year}`;
}

/** The part's row in `year`, summed, or the words of what the data lacks. */
function partRow(part: Part, year: number, quarters: ReadonlyArray<PeriodRow>): PeriodRow | string {
  const found = quartersOf(part, year, quarters);
  return typeof found === "string" ? found : sumRows(found, yearPartLabel({ ...part, year }));
}

/**
 * The rows of a part of a year: the part asked, and with a change the same part a year before.
 * What the quarterly statements do not hold is said through `say`, and nothing is returned for it.
 */
export function yearPartRows(
  period: PartPeriod,
  quarters: ReadonlyArray<PeriodRow>,
  change: boolean,
  say: (text: string) => void,
): PeriodRow[] {
  const covered = `The data's quarterly statements cover ${quarters[0]?.label ?? "no quarters"}–${quarters.at(-1)?.label ?? ""}`;
  const part = period.kind === "yearToDate" ? yearToDate(quarters) : period;
  if (!part) {
    say(`${covered}, so the fiscal year to date cannot be summed.`);
    return [];
  }
  const years = [...(part.kind === "yearPart" ? (part.earlier ?? []) : []), part.year];
  const found = years.flatMap((year) => {
    const row = partRow(part, year, quarters);
    if (typeof row !== "string") return [row];
    const label = yearPartLabel({ ...part, year });
    say(`${covered}, which do not hold ${row}, so ${yearPartWords(label) ?? label} cannot be summed.`);
    return [];
  });
  if (years.length > 1 || found.length === 0) return found;
  const before = change ? partRow(part, part.year - 1, quarters) : null;
  return before && typeof before !== "string" ? [before, ...found] : found;
}
