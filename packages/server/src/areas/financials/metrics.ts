// Per fiscal year: growth, margins, returns, leverage, per-share figures and, where a price for
// the year's end is known, valuation multiples (GET /company/metrics, issue 6). Ratios are
// decimals; a figure that cannot be computed (no equity, no interest) is null, never a guess.

import type { BalanceSheet, CashFlowStatement, IncomeStatement, MetricsPeriod, PriceBar } from "@moatwise/core";
import { netDebtOf } from "./netDebt";

type Figure = number | null;

/** a / b, when both are known and b is positive. */
export const ratio = (a: Figure, b: Figure): Figure => (a === null || b === null || b <= 0 ? null : a / b);

const US_STATUTORY_TAX_RATE = 0.21;

function effectiveTaxRate(row: IncomeStatement): number {
  const rate = ratio(row.incomeTaxExpense, row.incomeBeforeTax);
  return rate === null || rate < 0 || rate > 0.5 ? US_STATUTORY_TAX_RATE : rate;
}

/** The close on the year's last trading day (within a week before it), if the history reaches it. */
export function closeOn(bars: ReadonlyArray<PriceBar>, date: string): number | null {
  const weekBefore = new Date(Date.parse(date) - 7 * 86_400_000).toISOString().slice(0, 10);
  const candidates = bars.filter((bar) => bar.date <= date && bar.date >= weekBefore);
  return candidates.at(-1)?.close ?? null;
}

export interface MetricsInputs {
  /** Annual statements, newest first. */
  readonly income: ReadonlyArray<IncomeStatement>;
  readonly balance: ReadonlyArray<BalanceSheet>;
  readonly cashFlow: ReadonlyArray<CashFlowStatement>;
  readonly bars: ReadonlyArray<PriceBar>;
}

export function metricsPeriods({ income, balance, cashFlow, bars }: MetricsInputs): MetricsPeriod[] {
  return income.map((row, index) => {
    const previous = income[index + 1];
    const sheet = balance.find((candidate) => candidate.date === row.date);
    const cash = cashFlow.find((candidate) => candidate.date === row.date);
    const shares = row.weightedAverageShsOutDil;
    const equity = sheet?.totalStockholdersEquity ?? null;
    const debt = sheet?.totalDebt ?? null;
    const freeCashFlow = cash?.freeCashFlow ?? null;
    const nopat = row.operatingIncome === null ? null : row.operatingIncome * (1 - effectiveTaxRate(row));
    const investedCapital =
      equity === null
        ? null
        : equity + (debt ?? 0) - (sheet?.cashAndShortTermInvestments ?? sheet?.cashAndCashEquivalents ?? 0);
    const price = closeOn(bars, row.date);
    const marketCap = price === null || shares === null ? null : price * shares;
    const enterpriseValue = marketCap === null ? null : marketCap + (netDebtOf(sheet) ?? 0);
    const revenueChange = ratio(row.revenue, previous?.revenue ?? null);
    return {
      fiscalYear: row.fiscalYear,
      date: row.date,
      revenueGrowth: revenueChange === null ? null : revenueChange - 1,
      grossMargin: ratio(row.grossProfit, row.revenue),
      operatingMargin: ratio(row.operatingIncome, row.revenue),
      netMargin: ratio(row.netIncome, row.revenue),
      freeCashFlowMargin: ratio(freeCashFlow, row.revenue),
      roic: ratio(nopat, investedCapital),
      roe: ratio(row.netIncome, equity),
      debtToEquity: ratio(debt, equity),
      netDebtToEbitda: ratio(netDebtOf(sheet), row.ebitda),
      interestCoverage: ratio(row.operatingIncome, row.interestExpense),
      revenuePerShare: ratio(row.revenue, shares),
      epsDiluted: row.epsDiluted,
      freeCashFlowPerShare: ratio(freeCashFlow, shares),
      bookValuePerShare: ratio(equity, shares),
      peRatio: ratio(price, row.epsDiluted),
      priceToSales: ratio(marketCap, row.revenue),
      priceToBook: ratio(marketCap, equity),
      evToEbitda: ratio(enterpriseValue, row.ebitda),
      freeCashFlowYield: ratio(freeCashFlow, marketCap),
    };
  });
}
