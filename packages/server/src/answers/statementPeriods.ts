// A company's statements as period rows (issue 33): its fiscal years and quarters loaded once, and
// the rows a plan's period asks for, with a gap for those the data does not hold.
import { type AnswerPlan, anchoredYears, type Gap, type PeriodEnded } from "@moatwise/core";
import type { MarketFacts } from "./ports";
import { calendarRows, type PeriodRow, trailingRow } from "./quarterRows";
import { yearPartRows } from "./yearPartRows";

/** Years a trend, a total or an average runs over when the question names none. */
const TREND_YEARS = 5;

/** The statements of one company, by fiscal year (oldest first) and its quarters (oldest first). */
export async function statementsOf(market: MarketFacts, symbol: string) {
  const load = async (period: "annual" | "quarter") => {
    const [income, balance, cashFlow] = await Promise.all([
      market.statements(symbol, "income", period),
      market.statements(symbol, "balance", period),
      market.statements(symbol, "cashFlow", period),
    ]);
    const rows: PeriodRow[] = income.data.flatMap((row, index) => {
      const sheet = balance.data.find((other) => other.date === row.date) ?? balance.data[index];
      const cash = cashFlow.data.find((other) => other.date === row.date) ?? cashFlow.data[index];
      if (!sheet || !cash) return [];
      const label = period === "annual" ? `FY${row.fiscalYear}` : `${row.period} FY${row.fiscalYear}`;
      return [{ label, row: { income: row, balance: sheet, cashFlow: cash } }];
    });
    return { rows: rows.reverse(), provider: income.provenance.provider };
  };
  const [annual, quarter] = await Promise.all([load("annual"), load("quarter").catch(() => null)]);
  return { annual: annual.rows, quarters: quarter?.rows ?? [], provider: annual.provider };
}

export type Statements = Awaited<ReturnType<typeof statementsOf>>;

/** The year a period label ends in: "FY2024", "Q2 FY2025", "CY2024", "9M to Sep 2024" are 2024, 2025, 2024, 2024. */
export const yearOfLabel = (label: string) => Number(/(\d{4})\D*$/.exec(label)?.[1] ?? Number.NaN);

/**
 * The rows of a statement column dated in a question: a balance at a date ("at June 29, 2024", "as
 * of June 2024") is the balance sheet of the fiscal year or the quarter that ended that month; a
 * quarterly report's span ("nine months ended June 29, 2024") the quarters summed to that month, not
 * the fiscal year it falls in.
 */
function datedRows(ended: PeriodEnded, statements: Statements, change: boolean, say: (text: string) => void) {
  const [year, month] = ended.date.split("-").map(Number) as [number, number];
  const monthKey = ended.date.slice(0, 7);
  const { annual, quarters } = statements;
  const yearEnded = annual.findIndex((row) =>
    String((row.row.income as { date?: unknown }).date ?? "").startsWith(monthKey),
  );
  if (ended.months === null && yearEnded !== -1) {
    return annual.slice(change ? Math.max(0, yearEnded - 1) : yearEnded, yearEnded + 1);
  }
  const months = ended.months ?? 3;
  return months === 3
    ? calendarRows({ kind: "quarterEnded", month, year }, quarters, change, say)
    : yearPartRows({ kind: "monthsEnded", months, month, year }, quarters, change, say);
}

/** The rows a plan's period asks for, with a gap for years the data does not hold. */
export function periodRows(plan: AnswerPlan, statements: Statements, yearGaps: Set<string>, gaps: Gap[]): PeriodRow[] {
  const { annual, quarters } = statements;
  const years = annual.map((row) => yearOfLabel(row.label));
  const first = years[0] as number;
  const last = years.at(-1) as number;
  const byYear = (year: number) => annual.find((row) => yearOfLabel(row.label) === year);
  const sayCoverage = (asked: string) => {
    const text = `The data covers fiscal ${first}–${last}; ${asked} is not in it.`;
    if (!yearGaps.has(text)) {
      yearGaps.add(text);
      gaps.push({ kind: "year", text });
    }
  };
  const period = plan.period;
  const { kind } = plan.operation;
  const change = kind === "growth" || kind === "cagr";
  const sayOnce = (text: string) => {
    if (!yearGaps.has(text)) {
      yearGaps.add(text);
      gaps.push({ kind: "year", text });
    }
  };
  if (period.kind === "years" && period.ended && (period.ended.months ?? 3) < 12) {
    return datedRows(period.ended, statements, change, sayOnce);
  }
  switch (period.kind) {
    case "yearPart":
    case "monthsEnded":
    case "yearToDate":
      return yearPartRows(period, quarters, change, sayOnce);
    case "latestQuarter": {
      const latest = quarters.at(-1);
      if (!latest) return annual.slice(-1);
      return change && quarters.length >= 5 ? [quarters.at(-5) as PeriodRow, latest] : [latest];
    }
    case "quarters": {
      const found = period.quarters.flatMap(({ quarter, year }) => {
        const row = quarters.find((each) => each.label === `Q${quarter} FY${year}`);
        if (!row) {
          const text = `The data's quarterly statements cover ${quarters[0]?.label ?? "no quarters"}–${quarters.at(-1)?.label ?? ""}; Q${quarter} of fiscal ${year} is not in them.`;
          if (!yearGaps.has(text)) {
            yearGaps.add(text);
            gaps.push({ kind: "year", text });
          }
        }
        return row ? [row] : [];
      });
      if (change && found.length === 1) {
        const only = found[0] as PeriodRow;
        const before = quarters.find(
          (each) => each.label === only.label.replace(/\d{4}$/, (y) => String(Number(y) - 1)),
        );
        return before ? [before, only] : found;
      }
      return found;
    }
    case "ttm": {
      const row = trailingRow(quarters);
      return row ? [row] : annual.slice(-1);
    }
    case "quarterEnded":
    case "calendarYear":
      return calendarRows(period, quarters, change, (text) => {
        if (!yearGaps.has(text)) {
          yearGaps.add(text);
          gaps.push({ kind: "year", text });
        }
      });
    case "years": {
      // Oldest first, however the question orders them ("2024 vs 2023"): a change runs forward.
      const found = [...period.years]
        .sort((a, b) => a - b)
        .flatMap((year) => {
          const row = byYear(year);
          if (!row) sayCoverage(`fiscal ${year}`);
          return row ? [row] : [];
        });
      if (change && found.length === 1) {
        const before = byYear(yearOfLabel((found[0] as PeriodRow).label) - 1);
        return before ? [before, ...found] : found;
      }
      return found;
    }
    case "range":
    case "since": {
      const from = period.from;
      const to = period.kind === "range" ? period.to : last;
      if (from < first) sayCoverage(`fiscal ${from}`);
      if (to > last) sayCoverage(`fiscal ${to}`);
      return annual.filter((row) => yearOfLabel(row.label) >= from && yearOfLabel(row.label) <= to);
    }
    case "lastYears": {
      // A change over N years runs from the year before them.
      const rows = period.count + (change ? 1 : 0);
      const anchored = anchoredYears(period, rows);
      if (anchored) {
        if (anchored.from < first) sayCoverage(`fiscal ${anchored.from}`);
        if (anchored.to > last) sayCoverage(`fiscal ${anchored.to}`);
        return annual.filter((row) => yearOfLabel(row.label) >= anchored.from && yearOfLabel(row.label) <= anchored.to);
      }
      if (period.count > annual.length) {
        sayCoverage(`the ${period.count} years before fiscal ${first + annual.length - period.count}`);
      }
      return annual.slice(-rows);
    }
    default: {
      if (kind === "trend" || kind === "total" || kind === "average") return annual.slice(-TREND_YEARS);
      if (kind === "cagr") return annual;
      if (change) return annual.slice(-2);
      if (plan.refusals.some((refusal) => refusal.kind === "forecast")) return annual.slice(-TREND_YEARS);
      // "and the year before?": the year `back` before the latest.
      const back = period.kind === "latest" ? (period.back ?? 0) : 0;
      if (back > 0) {
        if (back >= annual.length) {
          sayCoverage(`fiscal ${last - back}`);
          return [];
        }
        const row = annual[annual.length - 1 - back] as PeriodRow;
        return change ? annual.slice(Math.max(0, annual.length - 2 - back), annual.length - back) : [row];
      }
      return annual.slice(-1);
    }
  }
}
