// Financial statements in Financial Modeling Prep's stable field names, TTM ratios, the income
// flow, and the discounted-cash-flow valuation with every input and where it came from.
import { Schema } from "effect";
import { figures, IsoDate, IsoDateTime, Provenance, queryInt, Ticker } from "./common";

export const StatementPeriod = Schema.Literals(["annual", "quarter"]);
export type StatementPeriod = typeof StatementPeriod.Type;

export const StatementQuery = Schema.Struct({
  period: Schema.optionalKey(StatementPeriod),
  limit: Schema.optionalKey(queryInt(1, 40)),
});
export type StatementQuery = typeof StatementQuery.Type;

export const PeriodQuery = Schema.Struct({ period: Schema.optionalKey(StatementPeriod) });
export type PeriodQuery = typeof PeriodQuery.Type;

/** What every statement row starts with; `period` is FY or Q1–Q4. */
const statementHeader = {
  date: IsoDate,
  symbol: Ticker,
  reportedCurrency: Schema.String,
  cik: Schema.NullOr(Schema.String),
  filingDate: Schema.NullOr(IsoDate),
  acceptedDate: Schema.NullOr(IsoDateTime),
  fiscalYear: Schema.String,
  period: Schema.Literals(["FY", "Q1", "Q2", "Q3", "Q4"]),
};

export const IncomeStatement = Schema.Struct({
  ...statementHeader,
  ...figures([
    "revenue",
    "costOfRevenue",
    "grossProfit",
    "researchAndDevelopmentExpenses",
    "sellingGeneralAndAdministrativeExpenses",
    "otherExpenses",
    "operatingExpenses",
    "costAndExpenses",
    "interestIncome",
    "interestExpense",
    "depreciationAndAmortization",
    "ebitda",
    "ebit",
    "operatingIncome",
    "totalOtherIncomeExpensesNet",
    "incomeBeforeTax",
    "incomeTaxExpense",
    "netIncome",
    "eps",
    "epsDiluted",
    "weightedAverageShsOut",
    "weightedAverageShsOutDil",
  ]),
});
export type IncomeStatement = typeof IncomeStatement.Type;

export const BalanceSheet = Schema.Struct({
  ...statementHeader,
  ...figures([
    "cashAndCashEquivalents",
    "shortTermInvestments",
    "cashAndShortTermInvestments",
    "netReceivables",
    "inventory",
    "otherCurrentAssets",
    "totalCurrentAssets",
    "propertyPlantEquipmentNet",
    "goodwill",
    "intangibleAssets",
    "longTermInvestments",
    "otherNonCurrentAssets",
    "totalNonCurrentAssets",
    "totalAssets",
    "accountPayables",
    "shortTermDebt",
    "deferredRevenue",
    "otherCurrentLiabilities",
    "totalCurrentLiabilities",
    "longTermDebt",
    "otherNonCurrentLiabilities",
    "totalNonCurrentLiabilities",
    "totalLiabilities",
    "commonStock",
    "retainedEarnings",
    "accumulatedOtherComprehensiveIncomeLoss",
    "totalStockholdersEquity",
    "minorityInterest",
    "totalEquity",
    "totalLiabilitiesAndTotalEquity",
    "totalDebt",
    "netDebt",
  ]),
});
export type BalanceSheet = typeof BalanceSheet.Type;

export const CashFlowStatement = Schema.Struct({
  ...statementHeader,
  ...figures([
    "netIncome",
    "depreciationAndAmortization",
    "stockBasedCompensation",
    "deferredIncomeTax",
    "changeInWorkingCapital",
    "otherNonCashItems",
    "netCashProvidedByOperatingActivities",
    "investmentsInPropertyPlantAndEquipment",
    "acquisitionsNet",
    "purchasesOfInvestments",
    "salesMaturitiesOfInvestments",
    "otherInvestingActivities",
    "netCashProvidedByInvestingActivities",
    "netDebtIssuance",
    "commonStockRepurchased",
    "commonDividendsPaid",
    "otherFinancingActivities",
    "netCashProvidedByFinancingActivities",
    "netChangeInCash",
    "cashAtEndOfPeriod",
    "operatingCashFlow",
    "capitalExpenditure",
    "freeCashFlow",
  ]),
});
export type CashFlowStatement = typeof CashFlowStatement.Type;

/** Statements come newest first, as FMP orders them. */
const statementsOf = <Row extends Schema.Top>(row: Row) =>
  Schema.Struct({
    symbol: Ticker,
    period: StatementPeriod,
    statements: Schema.Array(row),
    provenance: Provenance,
  });

export const IncomeStatements = statementsOf(IncomeStatement);
export type IncomeStatements = typeof IncomeStatements.Type;
export const BalanceSheets = statementsOf(BalanceSheet);
export type BalanceSheets = typeof BalanceSheets.Type;
export const CashFlowStatements = statementsOf(CashFlowStatement);
export type CashFlowStatements = typeof CashFlowStatements.Type;

/** GET /financials/financial-flow: where a period's revenue went, as a Sankey of nodes and links. */
export const FinancialFlow = Schema.Struct({
  symbol: Ticker,
  period: StatementPeriod,
  fiscalYear: Schema.String,
  date: IsoDate,
  currency: Schema.String,
  nodes: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      label: Schema.String,
      value: Schema.Finite,
      kind: Schema.Literals(["revenue", "cost", "profit", "tax", "other"]),
    }),
  ),
  links: Schema.Array(Schema.Struct({ source: Schema.String, target: Schema.String, value: Schema.Finite })),
  provenance: Provenance,
});
export type FinancialFlow = typeof FinancialFlow.Type;

/** GET /financials/ratios-ttm (FMP `ratios-ttm`; `priceToEarningsRatioTTM` is `peRatio`). */
export const RatiosTtm = Schema.Struct({
  symbol: Ticker,
  ...figures([
    "peRatio",
    "priceToSalesRatio",
    "priceToBookRatio",
    "priceToFreeCashFlowRatio",
    "enterpriseValueMultiple",
    "dividendYield",
    "grossProfitMargin",
    "operatingProfitMargin",
    "netProfitMargin",
    "returnOnEquity",
    "returnOnAssets",
    "debtToEquityRatio",
    "currentRatio",
  ]),
  provenance: Provenance,
});
export type RatiosTtm = typeof RatiosTtm.Type;

const rate = Schema.Finite.check(
  Schema.isBetween({ minimum: -1, maximum: 1 }, { message: "must be between -1 and 1" }),
);
const positiveRate = Schema.Finite.check(
  Schema.isBetween({ minimum: 0.001, maximum: 1 }, { message: "must be between 0.001 and 1" }),
);

/** Every assumption is optional; a missing one is taken from the data or a documented default. */
export const DcfAssumptions = Schema.Struct({
  revenueGrowth: Schema.optionalKey(rate),
  operatingMargin: Schema.optionalKey(rate),
  taxRate: Schema.optionalKey(
    Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 0.6 }, { message: "must be between 0 and 0.6" })),
  ),
  wacc: Schema.optionalKey(positiveRate),
  terminalGrowth: Schema.optionalKey(rate),
  years: Schema.optionalKey(
    Schema.Finite.check(
      Schema.isInt({ message: "must be a whole number" }),
      Schema.isBetween({ minimum: 1, maximum: 15 }, { message: "must be between 1 and 15" }),
    ),
  ),
  riskFreeRate: Schema.optionalKey(rate),
  equityRiskPremium: Schema.optionalKey(rate),
});
export type DcfAssumptions = typeof DcfAssumptions.Type;

export const DcfRequest = Schema.Struct({ symbol: Ticker, assumptions: Schema.optionalKey(DcfAssumptions) });
export type DcfRequest = typeof DcfRequest.Type;

/** An input of the valuation and where it came from. */
export const DcfInput = Schema.Struct({
  value: Schema.Finite,
  source: Schema.Literals(["user", "data", "default"]),
  /** How it was derived, e.g. "5-year revenue CAGR" or "CAPM: rf + β·ERP". */
  note: Schema.String,
});
export type DcfInput = typeof DcfInput.Type;

export const DcfYear = Schema.Struct({
  year: Schema.Finite,
  revenue: Schema.Finite,
  ebit: Schema.Finite,
  nopat: Schema.Finite,
  depreciationAndAmortization: Schema.Finite,
  capitalExpenditure: Schema.Finite,
  changeInWorkingCapital: Schema.Finite,
  freeCashFlow: Schema.Finite,
  discountFactor: Schema.Finite,
  presentValue: Schema.Finite,
});
export type DcfYear = typeof DcfYear.Type;

export const DcfResult = Schema.Struct({
  symbol: Ticker,
  currency: Schema.String,
  inputs: Schema.Struct({
    revenueGrowth: DcfInput,
    operatingMargin: DcfInput,
    taxRate: DcfInput,
    wacc: DcfInput,
    terminalGrowth: DcfInput,
    years: DcfInput,
    riskFreeRate: DcfInput,
    equityRiskPremium: DcfInput,
    beta: DcfInput,
    costOfDebt: DcfInput,
    baseRevenue: DcfInput,
    /** Depreciation, capital spending and net working capital, each as a share of revenue. */
    depreciationToRevenue: DcfInput,
    capitalExpenditureToRevenue: DcfInput,
    workingCapitalToRevenue: DcfInput,
    netDebt: DcfInput,
    sharesOutstanding: DcfInput,
  }),
  costOfEquity: Schema.Finite,
  forecast: Schema.Array(DcfYear),
  terminalValue: Schema.Finite,
  presentValueOfTerminalValue: Schema.Finite,
  enterpriseValue: Schema.Finite,
  equityValue: Schema.Finite,
  equityValuePerShare: Schema.Finite,
  currentPrice: Schema.NullOr(Schema.Finite),
  /** equityValuePerShare / currentPrice − 1, when there is a price. */
  upside: Schema.NullOr(Schema.Finite),
  sensitivity: Schema.Struct({
    waccValues: Schema.Array(Schema.Finite),
    terminalGrowthValues: Schema.Array(Schema.Finite),
    /** Rows follow waccValues, columns terminalGrowthValues; null where WACC ≤ g. */
    equityValuePerShare: Schema.Array(Schema.Array(Schema.NullOr(Schema.Finite))),
  }),
  provenance: Provenance,
});
export type DcfResult = typeof DcfResult.Type;
