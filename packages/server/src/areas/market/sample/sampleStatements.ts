// The sample set's statements as FMP-shaped rows (US$, newest first): the compact lines of
// `sampleAnnuals.data.ts` and `sampleQuarters.data.ts` read by `statementRows.ts`.
import type { StatementPeriod } from "@moatwise/core";
import { type StatementSet, statementRows } from "../statementRows";
import { SAMPLE_ANNUALS } from "./sampleAnnuals.data";
import { SAMPLE_QUARTERS } from "./sampleQuarters.data";

/** The rows built once per company, period kind and CIK: the set is fixed, and every answer reads it. */
const BUILT = new Map<string, StatementSet | null>();

/** A company's statements for a period kind, newest first; null outside the set. */
export function sampleStatements(symbol: string, cik: string | null, period: StatementPeriod): StatementSet | null {
  const key = `${symbol}\u0000${cik ?? ""}\u0000${period}`;
  const built = BUILT.get(key);
  if (built !== undefined) return built;
  const periods = period === "annual" ? SAMPLE_ANNUALS[symbol] : SAMPLE_QUARTERS[symbol];
  const rows = periods ? statementRows(symbol, cik, periods) : null;
  BUILT.set(key, rows);
  return rows;
}
