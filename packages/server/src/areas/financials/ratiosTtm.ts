// Trailing-twelve-month ratios (FMP `ratios-ttm`; its `priceToEarningsRatioTTM` is our `peRatio`):
// the last four quarters' flows against the latest quarter's balance sheet and today's price.

import type { BalanceSheet, CashFlowStatement, IncomeStatement, RatiosTtm } from "@moatwise/core";
import { ratio } from "./metrics";
import { netDebtOf } from "./netDebt";

type Figure = number | null;

/** The sum of four quarters, or null when any is missing. */
function trailing<Row>(rows: ReadonlyArray<Row>, pick: (row: Row) => Figure): Figure {
  if (rows.length < 4) return null;
  const values = rows.slice(0, 4).map(pick);
  return values.some((value) => value === null) ? null : values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}

export interface TtmInputs {
  /** Quarterly statements, newest first. */
  readonly income: ReadonlyArray<IncomeStatement>;
  readonly balance: ReadonlyArray<BalanceSheet>;
  readonly cashFlow: ReadonlyArray<CashFlowStatement>;
  readonly price: number | null;
  readonly marketCap: number | null;
  readonly dividendPerShare: number | null;
}

export function ratiosTtm(inputs: TtmInputs): Omit<RatiosTtm, "symbol" | "provenance"> {
  const revenue = trailing(inputs.income, (row) => row.revenue);
  const netIncome = trailing(inputs.income, (row) => row.netIncome);
  const eps = trailing(inputs.income, (row) => row.epsDiluted);
  const freeCashFlow = trailing(inputs.cashFlow, (row) => row.freeCashFlow);
  const ebitda = trailing(inputs.income, (row) => row.ebitda);
  const sheet = inputs.balance[0];
  const equity = sheet?.totalStockholdersEquity ?? null;
  const enterpriseValue = inputs.marketCap === null ? null : inputs.marketCap + (netDebtOf(sheet) ?? 0);
  return {
    peRatio: ratio(inputs.price, eps),
    priceToSalesRatio: ratio(inputs.marketCap, revenue),
    priceToBookRatio: ratio(inputs.marketCap, equity),
    priceToFreeCashFlowRatio: ratio(inputs.marketCap, freeCashFlow),
    enterpriseValueMultiple: ratio(enterpriseValue, ebitda),
    dividendYield: ratio(inputs.dividendPerShare, inputs.price),
    grossProfitMargin: ratio(
      trailing(inputs.income, (row) => row.grossProfit),
      revenue,
    ),
    operatingProfitMargin: ratio(
      trailing(inputs.income, (row) => row.operatingIncome),
      revenue,
    ),
    netProfitMargin: ratio(netIncome, revenue),
    returnOnEquity: ratio(netIncome, equity),
    returnOnAssets: ratio(netIncome, sheet?.totalAssets ?? null),
    debtToEquityRatio: ratio(sheet?.totalDebt ?? null, equity),
    currentRatio: ratio(sheet?.totalCurrentAssets ?? null, sheet?.totalCurrentLiabilities ?? null),
  };
}
