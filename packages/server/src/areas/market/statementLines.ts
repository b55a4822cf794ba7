// Statement figures in a compact shape: one line per period, in US$ millions (shares in millions,
// split-adjusted), read into FMP-shaped rows by `statementRows.ts`. The bundled sample set is
// written in it, and the SEC adapter reads XBRL facts into it. `null` marks a line the company
// does not report (a bank has no cost of revenue).

type N = number | null;

/** revenue, costOfRevenue, researchAndDevelopment, sellingGeneralAndAdministrative, operatingIncome,
 * interestExpense, incomeBeforeTax, incomeTaxExpense, netIncome, dilutedShares, depreciationAndAmortization */
export type IncomeLine = readonly [number, N, N, N, N, N, N, N, number, N, N];

/** cash, shortTermInvestments, receivables, inventory, totalCurrentAssets, propertyPlantEquipmentNet,
 * goodwillAndIntangibles, totalAssets, totalCurrentLiabilities, totalDebt, totalEquity */
export type BalanceLine = readonly [N, N, N, N, N, N, N, number, N, N, number];

/** operatingCashFlow, capitalExpenditure, buybacks, dividends, stockBasedCompensation (all positive) */
export type CashLine = readonly [N, N, N, N, N];

/** A quarter: revenue, costOfRevenue, operatingIncome, netIncome, dilutedShares. */
export type QuarterIncomeLine = readonly [number, N, N, number, N];
/** A quarter's balance sheet: cash, totalAssets, totalDebt, totalEquity. */
export type QuarterBalanceLine = readonly [N, number, N, number];
/** A quarter's cash flow: operatingCashFlow, capitalExpenditure. */
export type QuarterCashLine = readonly [N, N];

export interface YearLines {
  /** The fiscal year's last day (52/53-week years rounded to the reported date). */
  readonly end: string;
  /** When the figures were filed, where known (the sample set keeps no filing dates). */
  readonly filed?: string;
  readonly fiscalYear: string;
  readonly income: IncomeLine;
  readonly balance: BalanceLine;
  readonly cash: CashLine;
}

export interface QuarterLines {
  readonly end: string;
  readonly filed?: string;
  readonly fiscalYear: string;
  readonly quarter: 1 | 2 | 3 | 4;
  readonly income: QuarterIncomeLine;
  readonly balance: QuarterBalanceLine;
  readonly cash: QuarterCashLine;
}

export const year = (
  end: string,
  fiscalYear: string,
  income: IncomeLine,
  balance: BalanceLine,
  cash: CashLine,
): YearLines => ({ end, fiscalYear, income, balance, cash });

export const quarter = (
  end: string,
  fiscalYear: string,
  quarterNumber: 1 | 2 | 3 | 4,
  income: QuarterIncomeLine,
  balance: QuarterBalanceLine,
  cash: QuarterCashLine,
): QuarterLines => ({ end, fiscalYear, quarter: quarterNumber, income, balance, cash });
