// The sample set's statements as FMP-shaped rows (US$, newest first): the compact lines of
// `sampleAnnuals.data.ts` and `sampleQuarters.data.ts` read by `statementRows.ts`.
import type { StatementPeriod } from "@moatwise/core";
import { type StatementSet, statementRows } from "../statementRows";
import { SAMPLE_ANNUALS } from "./sampleAnnuals.data";
import { SAMPLE_QUARTERS } from "./sampleQuarters.data";

/** A company's statements for a period kind, newest first; null outside the set. */
export function sampleStatements(symbol: string, cik: string | null, period: StatementPeriod): StatementSet | null {
  const periods = period === "annual" ? SAMPLE_ANNUALS[symbol] : SAMPLE_QUARTERS[symbol];
  return periods ? statementRows(symbol, cik, periods) : null;
}
