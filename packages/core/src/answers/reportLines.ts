// Sentences a research report states from a company's statements (issue 34 follow-up): a margin's
// path over every year the data holds, and net debt with the parts set against the debt. Each comes
// with the lines its source states, so the claim check finds every figure of the sentence there.
import { formatMoney, formatPercent } from "../domain/stock/marketFormat";

export interface YearValue {
  /** "fiscal 2024" */
  readonly year: string;
  readonly value: number;
}

/** A sentence and the source lines that state each of its figures. */
export interface StatedLine {
  readonly text: string;
  readonly sourceLines: ReadonlyArray<string>;
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** A share as a reader reads it, one decimal: the value the points are counted from. */
const shownPercent = (share: number) => Number((share * 100).toFixed(1));

/** A change in points with its sign: +8.0, −1.2, 0.0. */
const signedPoints = (change: number) => `${change > 0 ? "+" : change < 0 ? "−" : ""}${Math.abs(change).toFixed(1)}`;

const listed = (items: ReadonlyArray<string>) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * A margin's path over every year given (newest first, each a share of revenue), in plain words:
 * "Gross margin rose from 38.2% in fiscal 2020 to 46.2% in fiscal 2024, up 8.0 percentage points; in between it
 * was 41.8% in fiscal 2021 and 43.3% in fiscal 2022." The points are counted between the
 * percentages as written, so a reader's own subtraction agrees. Null with fewer than two years.
 */
export function marginTrend(name: string, series: ReadonlyArray<YearValue>): StatedLine | null {
  const years = [...series].reverse();
  const first = years[0];
  const last = years.at(-1);
  if (!first || !last || years.length < 2) return null;
  const change = Number((shownPercent(last.value) - shownPercent(first.value)).toFixed(1));
  const verb = change > 0 ? "rose" : change < 0 ? "fell" : "held";
  // The move as a person says it (issue 43): "up 8.0 percentage points", never "+8.0 points".
  const move =
    change === 0 ? "unchanged" : `${change > 0 ? "up" : "down"} ${Math.abs(change).toFixed(1)} percentage points`;
  const between = years.slice(1, -1).map((year) => `${formatPercent(year.value)} in ${year.year}`);
  const text =
    `${capitalised(name)} ${verb} from ${formatPercent(first.value)} in ${first.year} to ${formatPercent(last.value)} ` +
    `in ${last.year}, ${move}${between.length > 0 ? `; in between it was ${listed(between)}` : ""}.`;
  return {
    text,
    sourceLines: [
      ...years.map((year) => `${year.year}: ${name} ${formatPercent(year.value)}.`),
      `Change from ${first.year} to ${last.year}: ${signedPoints(change)} points.`,
    ],
  };
}

/** The balance sheet lines net debt is computed from; a line the data lacks is null. */
export interface DebtParts {
  /** "fiscal 2024" */
  readonly year: string;
  readonly totalDebt: number | null;
  readonly cash: number | null;
  readonly shortTermInvestments: number | null;
  /** Cash and short-term investments as one figure, when the data gives only that. */
  readonly cashAndShortTermInvestments: number | null;
}

/**
 * Net debt as an analyst counts it: total debt less cash and short-term investments, naming the
 * parts used; cash alone only when the data shows no short-term investments, and then it says so.
 * Net cash when the liquid assets exceed the debt. Null when the data lacks the debt or any cash.
 */
export function netDebtLine(companyName: string, parts: DebtParts): StatedLine | null {
  const { year, totalDebt, cash, shortTermInvestments, cashAndShortTermInvestments } = parts;
  if (totalDebt === null) return null;
  const investments = shortTermInvestments !== null && shortTermInvestments > 0 ? shortTermInvestments : null;
  let liquid: number;
  let against: string;
  let lines: string[];
  if (cash !== null && investments !== null) {
    liquid = cash + investments;
    against = `${formatMoney(liquid)} of cash and short-term investments (${formatMoney(cash)} of cash and equivalents plus ${formatMoney(investments)} of short-term investments)`;
    lines = [
      `cash and equivalents ${formatMoney(cash)}`,
      `short-term investments ${formatMoney(investments)}`,
      `cash and short-term investments ${formatMoney(liquid)}`,
    ];
  } else if (cash !== null) {
    liquid = cash;
    against = `${formatMoney(cash)} of cash and equivalents (the data shows no short-term investments, so cash alone is set against the debt)`;
    lines = [`cash and equivalents ${formatMoney(cash)}`, "short-term investments none shown"];
  } else if (cashAndShortTermInvestments !== null) {
    liquid = cashAndShortTermInvestments;
    against = `${formatMoney(liquid)} of cash and short-term investments (the data gives them as one figure)`;
    lines = [`cash and short-term investments ${formatMoney(liquid)}`];
  } else {
    return null;
  }
  const net = totalDebt - liquid;
  const result = net > 0 ? `net debt of ${formatMoney(net)}` : `net cash of ${formatMoney(-net)}`;
  return {
    text: `At the end of ${year} ${companyName} had ${formatMoney(totalDebt)} of total debt against ${against}: ${result}.`,
    sourceLines: [
      `${year}: total debt ${formatMoney(totalDebt)}; ${lines.join("; ")}; ` +
        `${net > 0 ? "net debt" : "net cash"} ${formatMoney(Math.abs(net))} (total debt less ${investments !== null || cash === null ? "cash and short-term investments" : "cash"}).`,
    ],
  };
}
