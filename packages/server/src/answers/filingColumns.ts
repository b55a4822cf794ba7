// A filing's statement columns (issue 39, item 5): each fact's period label placed as a fiscal year,
// a quarter or a longer span, ordered, and the columns a period asks found among them.
import type { Fact, PeriodEnded } from "@moatwise/core";

/**
 * A column of the filing's statements: a fiscal year, a quarter (labelled "Q2 FY2023", or by its
 * end date: "three months ended July 1, 2023" on the income statement and "July 1, 2023" on the
 * balance sheet are one column), or a longer span of a quarterly report ("six months ended ...").
 */
export interface FilingPeriod {
  /** As the answer writes it: the column's own label (a span's, when it has one). */
  readonly label: string;
  /** The facts' period labels it gathers. */
  readonly labels: ReadonlyArray<string>;
  readonly kind: "year" | "quarter" | "span";
  /** Orders the columns: a date in a year is after that fiscal year's column (a 10-Q's prior year end). */
  readonly key: number;
  /** Labelled by a date, as a quarterly report's columns are. */
  readonly dated: boolean;
}

const ANNUAL = /^FY(\d{4})$/;
export const QUARTER = /^Q([1-4]) FY(\d{4})$/;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const DATED = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+((?:19|20)\d\d)\b/i;
const QUARTER_SPAN = /\b(?:three|3|thirteen|13)[- ](?:months|weeks)\b/i;
const SPAN_YEAR_ONLY = /^(?:\w+[- ](?:months|weeks)) ended ((?:19|20)\d\d)$/i;
const LONGER_SPAN = /\b(?:six|nine|6|9|twenty-six|thirty-nine|26|39)[- ](?:months|weeks)\b/i;

const DAY_MS = 86_400_000;
/** Days since 1970 of a calendar date, to order columns and find the quarter a year before. */
const dayOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;
/** Days a 52–53-week fiscal calendar moves a quarter's end from one year to the next, at most. */
const FISCAL_CALENDAR_SLACK_DAYS = 10;
const DAYS_A_YEAR = 365;

/** Where a fact's period label stands among the columns, or null for one the answers cannot place. */
function columnOf(label: string): Omit<FilingPeriod, "labels"> | null {
  // A fiscal year is ordered at its calendar year's start: a dated column that year is after it
  // (a quarterly report's prior year end is labelled by its fiscal year).
  const annual = ANNUAL.exec(label);
  if (annual) return { label, kind: "year", key: dayOf(Number(annual[1]), 1, 1), dated: false };
  const quarter = QUARTER.exec(label);
  if (quarter) {
    return { label, kind: "quarter", key: dayOf(Number(quarter[2]), Number(quarter[1]) * 3, 1), dated: false };
  }
  const date = DATED.exec(label);
  if (!date) {
    // A span whose heading gave only its year ("three months ended 2023"): placed mid-year, so it
    // orders against the same span a year before and the filing's other columns.
    const year = SPAN_YEAR_ONLY.exec(label)?.[1];
    if (!year) return null;
    const kind = LONGER_SPAN.test(label) ? "span" : "quarter";
    const key = dayOf(Number(year), 7, 1);
    return { label, kind, key: kind === "span" ? key + 0.5 : key, dated: true };
  }
  const key = dayOf(Number(date[3]), MONTHS.indexOf((date[1] as string).toLowerCase()) + 1, Number(date[2]));
  const kind = LONGER_SPAN.test(label) ? "span" : "quarter";
  return { label, kind, key: kind === "span" ? key + 0.5 : key, dated: true };
}

/** The filing's columns, oldest first: its fiscal years, and its quarters with their dated lines gathered. */
export function periodsOf(facts: ReadonlyArray<Fact>) {
  const placed = [...new Set(facts.map((fact) => fact.period))].flatMap((label) => {
    const column = columnOf(label);
    return column ? [column] : [];
  });
  const columns = new Map<string, FilingPeriod>();
  for (const column of placed) {
    // A dated quarter's span and its balance-sheet date are one column, labelled by the span.
    const id = column.dated ? `${column.kind}@${column.key}` : column.label;
    const known = columns.get(id);
    const spanLabel = QUARTER_SPAN.test(column.label) || column.kind === "span";
    columns.set(
      id,
      known
        ? { ...known, label: spanLabel ? column.label : known.label, labels: [...known.labels, column.label] }
        : { ...column, labels: [column.label] },
    );
  }
  const sorted = [...columns.values()].sort((a, b) => a.key - b.key);
  return {
    annual: sorted.filter((each) => each.kind === "year"),
    quarters: sorted.filter((each) => each.kind === "quarter"),
    all: sorted,
  };
}

const SIX_MONTHS = /\b(?:six|6|twenty-six|26)[- ](?:months|weeks)\b/i;
const NINE_MONTHS = /\b(?:nine|9|thirty-nine|39)[- ](?:months|weeks)\b/i;

/** The share of a year a column's flows span: a quarter's, a half's, nine months' or a whole year's. */
export function yearShareOf(period: FilingPeriod): number {
  if (period.kind === "quarter") return 1 / 4;
  if (period.kind === "span") return NINE_MONTHS.test(period.label) ? 3 / 4 : SIX_MONTHS.test(period.label) ? 1 / 2 : 1;
  return 1;
}

export const yearOf = (period: FilingPeriod) => new Date(Math.floor(period.key) * DAY_MS).getUTCFullYear();

/**
 * The other end of an averaged balance: the latest earlier column of the same kind that prints
 * it, else (for a quarter) the latest earlier column that does, as a quarterly report's balance
 * sheet gives the last year end beside the quarter's.
 */
export function columnBefore(
  ordered: ReadonlyArray<FilingPeriod>,
  period: FilingPeriod,
  prints: (column: FilingPeriod) => boolean,
): FilingPeriod | null {
  const earlier = ordered.filter(
    (each) => each.key < period.key && (each.kind === period.kind || each.kind === "year"),
  );
  const holding = earlier.filter(prints);
  return (
    holding.filter((each) => each.kind === period.kind).at(-1) ??
    (period.kind === "quarter" ? (holding.at(-1) ?? null) : null)
  );
}

/** The same quarter a year before, when the filing prints it. */
export function quarterYearBefore(quarters: ReadonlyArray<FilingPeriod>, quarter: FilingPeriod): FilingPeriod | null {
  if (!quarter.dated) {
    const label = quarter.label.replace(/\d{4}$/, (year) => String(Number(year) - 1));
    return quarters.find((each) => each.label === label) ?? null;
  }
  return (
    quarters.find(
      (each) => each.dated && Math.abs(quarter.key - each.key - DAYS_A_YEAR) <= FISCAL_CALENDAR_SLACK_DAYS,
    ) ?? null
  );
}

/** The columns the test picks, as one column: a dated span and the same span headed by its year alone. */
function gathered(columns: ReadonlyArray<FilingPeriod>, picks: (column: FilingPeriod) => boolean): FilingPeriod | null {
  const picked = columns.filter(picks);
  const [first] = [...picked].sort(
    (a, b) => Number(SPAN_YEAR_ONLY.test(a.label)) - Number(SPAN_YEAR_ONLY.test(b.label)),
  );
  if (!first) return null;
  return { ...first, labels: picked.flatMap((each) => each.labels) };
}

const yearOnly = (column: FilingPeriod) => SPAN_YEAR_ONLY.test(column.label);

/**
 * A quarterly report's column named by its end date ("three months ended July 1, 2023", "at June
 * 30, 2023"), with the same span a year before for a change. A column headed by its year alone
 * ("Three Months Ended ... 2023") is that year's span of the same length.
 */
export function columnsEnded(
  ordered: ReadonlyArray<FilingPeriod>,
  ended: PeriodEnded,
  change: boolean,
): FilingPeriod[] | null {
  const [year, month, day] = ended.date.split("-").map(Number) as [number, number, number];
  if (ended.months === 12) return null;
  const kinds: ReadonlyArray<FilingPeriod["kind"]> =
    ended.months === null ? ["quarter", "span"] : ended.months === 3 ? ["quarter"] : ["span"];
  const at = (endDay: number, endYear: number) => {
    for (const kind of kinds) {
      const found = gathered(
        ordered,
        (each) =>
          each.dated &&
          each.kind === kind &&
          (yearOnly(each) ? ended.months !== null && yearOf(each) === endYear : Math.abs(each.key - endDay) <= 1),
      );
      if (found) return found;
    }
    return null;
  };
  const asked = at(dayOf(year, month, day), year);
  if (!asked) return null;
  if (!change) return [asked];
  const before = at(dayOf(year - 1, month, day), year - 1);
  // A 52–53-week calendar ends the same quarter a few days apart from one year to the next.
  const near =
    before ??
    gathered(
      ordered,
      (each) =>
        each.dated &&
        each.kind === asked.kind &&
        !yearOnly(each) &&
        Math.abs(asked.key - each.key - DAYS_A_YEAR) <= FISCAL_CALENDAR_SLACK_DAYS,
    );
  return near ? [near, asked] : [asked];
}

/** Days a quarter's end date is moved back to fall in the calendar quarter it closes (July 1 closes Q2). */
const QUARTER_END_SLACK_DAYS = 15;

/**
 * A quarter named ("Q2 2023") in a report whose columns are dated: the three months ending in that
 * calendar quarter, or the year's one quarter headed by its year alone.
 */
export function quarterByDate(
  ordered: ReadonlyArray<FilingPeriod>,
  quarter: number,
  year: number,
): FilingPeriod | null {
  const quarters = ordered.filter((each) => each.dated && each.kind === "quarter");
  const dated = gathered(quarters, (each) => {
    if (yearOnly(each)) return false;
    const end = new Date((each.key - QUARTER_END_SLACK_DAYS) * DAY_MS);
    return end.getUTCFullYear() === year && Math.floor(end.getUTCMonth() / 3) + 1 === quarter;
  });
  const undated = quarters.filter((each) => yearOnly(each) && yearOf(each) === year);
  if (dated)
    return undated.length === 1
      ? { ...dated, labels: [...dated.labels, ...(undated[0] as FilingPeriod).labels] }
      : dated;
  return undated.length === 1 ? (undated[0] as FilingPeriod) : null;
}
