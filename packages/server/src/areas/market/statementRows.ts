// Statement lines (`statementLines.ts`) as FMP-shaped rows (US$, newest first), with the lines
// FMP derives from them (gross profit, EBITDA, free cash flow, net debt, ...) computed the way FMP
// computes them.
import type { BalanceSheet, CashFlowStatement, IncomeStatement } from "@moatwise/core";
import type { QuarterLines, YearLines } from "./statementLines";

type Figure = number | null;

const MILLION = 1_000_000;
const dollars = (millions: Figure): Figure => (millions === null ? null : millions * MILLION);
/** a − b when both are known. */
export const minus = (a: Figure, b: Figure): Figure => (a === null || b === null ? null : a - b);
const negated = (value: Figure): Figure => (value === null ? null : -value);

interface Header {
  date: string;
  symbol: string;
  reportedCurrency: string;
  cik: string | null;
  filingDate: string | null;
  acceptedDate: null;
  fiscalYear: string;
  period: "FY" | "Q1" | "Q2" | "Q3" | "Q4";
}

function header(symbol: string, cik: string | null, period: YearLines | QuarterLines): Header {
  return {
    date: period.end,
    symbol,
    reportedCurrency: "USD",
    cik,
    // Null when the source keeps no filing date, rather than a guessed one.
    filingDate: period.filed ?? null,
    acceptedDate: null,
    fiscalYear: period.fiscalYear,
    period: "quarter" in period ? (`Q${period.quarter}` as Header["period"]) : "FY",
  };
}

interface IncomeFigures {
  revenue: number;
  costOfRevenue: Figure;
  researchAndDevelopmentExpenses: Figure;
  sellingGeneralAndAdministrativeExpenses: Figure;
  operatingIncome: Figure;
  interestExpense: Figure;
  incomeBeforeTax: Figure;
  incomeTaxExpense: Figure;
  netIncome: number;
  dilutedShares: Figure;
  depreciationAndAmortization: Figure;
}

function incomeFiguresOf(period: YearLines | QuarterLines): IncomeFigures {
  if ("quarter" in period) {
    const [revenue, costOfRevenue, operatingIncome, netIncome, dilutedShares] = period.income;
    return {
      revenue,
      costOfRevenue,
      researchAndDevelopmentExpenses: null,
      sellingGeneralAndAdministrativeExpenses: null,
      operatingIncome,
      interestExpense: null,
      incomeBeforeTax: null,
      incomeTaxExpense: null,
      netIncome,
      dilutedShares,
      depreciationAndAmortization: null,
    };
  }
  const [revenue, cost, research, sga, operating, interest, beforeTax, tax, netIncome, shares, da] = period.income;
  return {
    revenue,
    costOfRevenue: cost,
    researchAndDevelopmentExpenses: research,
    sellingGeneralAndAdministrativeExpenses: sga,
    operatingIncome: operating,
    interestExpense: interest,
    incomeBeforeTax: beforeTax,
    incomeTaxExpense: tax,
    netIncome,
    dilutedShares: shares,
    depreciationAndAmortization: da,
  };
}

function incomeRow(symbol: string, cik: string | null, period: YearLines | QuarterLines): IncomeStatement {
  const line = incomeFiguresOf(period);
  const grossProfit = minus(line.revenue, line.costOfRevenue);
  // Without a cost of revenue every cost is an operating cost, as in a bank's or an insurer's accounts.
  const operatingExpenses = minus(grossProfit ?? line.revenue, line.operatingIncome);
  const namedExpenses =
    (line.researchAndDevelopmentExpenses ?? 0) + (line.sellingGeneralAndAdministrativeExpenses ?? 0);
  const epsDiluted = line.dilutedShares ? Math.round((line.netIncome / line.dilutedShares) * 100) / 100 : null;
  return {
    ...header(symbol, cik, period),
    revenue: dollars(line.revenue),
    costOfRevenue: dollars(line.costOfRevenue),
    grossProfit: dollars(grossProfit),
    researchAndDevelopmentExpenses: dollars(line.researchAndDevelopmentExpenses),
    sellingGeneralAndAdministrativeExpenses: dollars(line.sellingGeneralAndAdministrativeExpenses),
    otherExpenses: dollars(operatingExpenses === null ? null : operatingExpenses - namedExpenses),
    operatingExpenses: dollars(operatingExpenses),
    costAndExpenses: dollars(minus(line.revenue, line.operatingIncome)),
    interestIncome: null,
    interestExpense: dollars(line.interestExpense),
    depreciationAndAmortization: dollars(line.depreciationAndAmortization),
    ebitda: dollars(
      line.operatingIncome === null || line.depreciationAndAmortization === null
        ? null
        : line.operatingIncome + line.depreciationAndAmortization,
    ),
    ebit: dollars(line.operatingIncome),
    operatingIncome: dollars(line.operatingIncome),
    totalOtherIncomeExpensesNet: dollars(minus(line.incomeBeforeTax, line.operatingIncome)),
    incomeBeforeTax: dollars(line.incomeBeforeTax),
    incomeTaxExpense: dollars(line.incomeTaxExpense),
    netIncome: dollars(line.netIncome),
    // The filings' basic figures are not in the set; diluted is what valuation uses.
    eps: null,
    epsDiluted,
    weightedAverageShsOut: null,
    weightedAverageShsOutDil: dollars(line.dilutedShares),
  };
}

function balanceRow(symbol: string, cik: string | null, period: YearLines | QuarterLines): BalanceSheet {
  const full = "quarter" in period ? null : period.balance;
  const [cash, totalAssets, quarterDebt, quarterEquity] =
    "quarter" in period
      ? period.balance
      : [period.balance[0], period.balance[7], period.balance[9], period.balance[10]];
  const [, shortTerm, receivables, inventory, currentAssets, plant, goodwillAndIntangibles, , currentLiabilities] =
    full ?? [null, null, null, null, null, null, null, null, null];
  const totalDebt = quarterDebt;
  const equity = quarterEquity;
  const cashAndShortTerm = cash === null ? null : cash + (shortTerm ?? 0);
  const knownCurrent = (cashAndShortTerm ?? 0) + (receivables ?? 0) + (inventory ?? 0);
  const totalLiabilities = totalAssets - equity;
  const nonCurrentAssets = minus(totalAssets, currentAssets);
  return {
    ...header(symbol, cik, period),
    cashAndCashEquivalents: dollars(cash),
    shortTermInvestments: dollars(shortTerm),
    cashAndShortTermInvestments: dollars(cashAndShortTerm),
    netReceivables: dollars(receivables),
    inventory: dollars(inventory),
    otherCurrentAssets: dollars(currentAssets === null ? null : currentAssets - knownCurrent),
    totalCurrentAssets: dollars(currentAssets),
    propertyPlantEquipmentNet: dollars(plant),
    // The set keeps goodwill and other intangibles as one figure; it is reported under goodwill.
    goodwill: dollars(goodwillAndIntangibles),
    intangibleAssets: null,
    longTermInvestments: null,
    otherNonCurrentAssets: dollars(
      nonCurrentAssets === null ? null : nonCurrentAssets - (plant ?? 0) - (goodwillAndIntangibles ?? 0),
    ),
    totalNonCurrentAssets: dollars(nonCurrentAssets),
    totalAssets: dollars(totalAssets),
    accountPayables: null,
    shortTermDebt: null,
    deferredRevenue: null,
    otherCurrentLiabilities: null,
    totalCurrentLiabilities: dollars(currentLiabilities),
    longTermDebt: null,
    otherNonCurrentLiabilities: null,
    totalNonCurrentLiabilities: dollars(minus(totalLiabilities, currentLiabilities)),
    totalLiabilities: dollars(totalLiabilities),
    commonStock: null,
    retainedEarnings: null,
    accumulatedOtherComprehensiveIncomeLoss: null,
    totalStockholdersEquity: dollars(equity),
    minorityInterest: null,
    totalEquity: dollars(equity),
    totalLiabilitiesAndTotalEquity: dollars(totalAssets),
    totalDebt: dollars(totalDebt),
    // As netDebtOf counts it everywhere: less cash and short-term investments (cash alone for a quarter).
    netDebt: dollars(minus(totalDebt, cashAndShortTerm)),
  };
}

function cashFlowRow(symbol: string, cik: string | null, period: YearLines | QuarterLines): CashFlowStatement {
  const income = incomeFiguresOf(period);
  const [operating, capex, buybacks, dividends, stockComp] =
    "quarter" in period ? [...period.cash, null, null, null] : period.cash;
  const endCash = "quarter" in period ? period.balance[0] : period.balance[0];
  return {
    ...header(symbol, cik, period),
    netIncome: dollars(income.netIncome),
    depreciationAndAmortization: dollars(income.depreciationAndAmortization),
    stockBasedCompensation: dollars(stockComp),
    deferredIncomeTax: null,
    changeInWorkingCapital: null,
    otherNonCashItems: null,
    netCashProvidedByOperatingActivities: dollars(operating),
    investmentsInPropertyPlantAndEquipment: dollars(negated(capex)),
    acquisitionsNet: null,
    purchasesOfInvestments: null,
    salesMaturitiesOfInvestments: null,
    otherInvestingActivities: null,
    netCashProvidedByInvestingActivities: null,
    netDebtIssuance: null,
    commonStockRepurchased: dollars(negated(buybacks)),
    commonDividendsPaid: dollars(negated(dividends)),
    otherFinancingActivities: null,
    netCashProvidedByFinancingActivities: null,
    netChangeInCash: null,
    cashAtEndOfPeriod: dollars(endCash),
    operatingCashFlow: dollars(operating),
    capitalExpenditure: dollars(negated(capex)),
    freeCashFlow: dollars(minus(operating, capex)),
  };
}

export interface StatementSet {
  income: IncomeStatement[];
  balance: BalanceSheet[];
  cashFlow: CashFlowStatement[];
}

/** The three statements of `periods` (given oldest first), newest first. */
export function statementRows(
  symbol: string,
  cik: string | null,
  periods: ReadonlyArray<YearLines | QuarterLines>,
): StatementSet {
  const newestFirst = [...periods].reverse();
  return {
    income: newestFirst.map((row) => incomeRow(symbol, cik, row)),
    balance: newestFirst.map((row) => balanceRow(symbol, cik, row)),
    cashFlow: newestFirst.map((row) => cashFlowRow(symbol, cik, row)),
  };
}
