// A company's quarterly statements read as rows of a period (issues 33 and 44): four quarters
// summed into a trailing-twelve-month or a calendar-year row, and the quarter that ended in a month.
import type { AnswerPlan } from "@moatwise/core";
import type { StatementRows } from "./ports";

/** One period's three statements. */
export type Row = { readonly [Kind in keyof StatementRows]: StatementRows[Kind] };

/** A period's label ("FY2024", "Q2 FY2025", "TTM", "CY2024") and its statements. */
export interface PeriodRow {
  readonly label: string;
  readonly row: Row;
}

/** Four quarters summed for flows, the latest quarter's balance sheet: a trailing-twelve-month row. */
export function trailingRow(quarters: ReadonlyArray<PeriodRow>): PeriodRow | null {
  return summedRow(quarters.slice(-4), "TTM");
}

/** Four quarters as one row, labelled `label`: flows summed, the last quarter's balance sheet. */
export function summedRow(last4: ReadonlyArray<PeriodRow>, label: string): PeriodRow | null {
  return last4.length < 4 ? null : sumRows(last4, label);
}

/** Quarters as one row, labelled `label`: flows summed, the last quarter's balance sheet. */
export function sumRows(last4: ReadonlyArray<PeriodRow>, label: string): PeriodRow {
  const sum = <Kind extends "income" | "cashFlow">(kind: Kind) => {
    const latest = (last4.at(-1) as PeriodRow).row[kind] as Record<string, unknown>;
    const out: Record<string, unknown> = { ...latest };
    for (const key of Object.keys(latest)) {
      const values = last4.map((each) => (each.row[kind] as Record<string, unknown>)[key]);
      if (values.every((value) => typeof value === "number")) {
        out[key] = (values as number[]).reduce((total, value) => total + value, 0);
      }
    }
    return out as unknown as StatementRows[Kind];
  };
  const latest = last4.at(-1) as PeriodRow;
  return {
    label,
    row: { income: sum("income"), cashFlow: sum("cashFlow"), balance: latest.row.balance },
  };
}

/** A month's name in English ("July"), from its number. */
export const monthName = (month: number) =>
  new Date(Date.UTC(2000, month - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" });

/** When a quarter's statement ends: its income statement's date ("2024-07-31"). */
export const endOf = (quarter: PeriodRow) => String((quarter.row.income as { date?: unknown }).date ?? "");

/**
 * The rows of a calendar period, from the quarters whose end dates fall in it (issue 44): the
 * quarter that ended in a month, or the four that ended in a calendar year, summed. A change is
 * against the same period a year before. What the quarters do not reach is said, never replaced.
 */
export function calendarRows(
  period: Extract<AnswerPlan["period"], { kind: "quarterEnded" | "calendarYear" }>,
  quarters: ReadonlyArray<PeriodRow>,
  change: boolean,
  say: (text: string) => void,
): PeriodRow[] {
  const covered = `The data's quarterly statements cover ${quarters[0]?.label ?? "no quarters"}–${quarters.at(-1)?.label ?? ""}`;
  const rowOf = (year: number): PeriodRow | null => {
    if (period.kind === "quarterEnded") {
      const month = `${year}-${String(period.month).padStart(2, "0")}`;
      return quarters.find((quarter) => endOf(quarter).startsWith(month)) ?? null;
    }
    const inYear = quarters.filter((quarter) => endOf(quarter).startsWith(`${year}-`));
    return inYear.length === 4 ? summedRow(inYear, `CY${year}`) : null;
  };
  const asked = rowOf(period.year);
  if (!asked) {
    const what =
      period.kind === "quarterEnded"
        ? `the quarter that ended in ${monthName(period.month)} ${period.year}`
        : `the four quarters of calendar ${period.year}`;
    say(`${covered}, which do not hold ${what}.`);
    return [];
  }
  const before = change ? rowOf(period.year - 1) : null;
  return before ? [before, asked] : [asked];
}
