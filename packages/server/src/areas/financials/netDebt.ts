// Net debt, one way everywhere (issue 23: the overview and the valuation disagreed): total debt
// less cash and short-term investments (cash alone when the balance sheet gives no more).
import type { BalanceSheet } from "@moatwise/core";

type DebtLines = Pick<BalanceSheet, "totalDebt" | "cashAndShortTermInvestments" | "cashAndCashEquivalents">;

export function netDebtOf(sheet: DebtLines | null | undefined): number | null {
  if (!sheet || sheet.totalDebt === null) return null;
  return sheet.totalDebt - (sheet.cashAndShortTermInvestments ?? sheet.cashAndCashEquivalents ?? 0);
}
