// Every input of the valuation, from the request where the user gave it, else from the latest
// annual statements, else a documented default, each with a note saying how it was found; and
// the checks that make a valuation meaningful (WACC above terminal growth, growth not above rf).

import {
  type BalanceSheet,
  type CashFlowStatement,
  type DcfAssumptions,
  type DcfInput,
  type DcfResult,
  DEFAULT_DCF_YEARS,
  DEFAULT_EQUITY_RISK_PREMIUM,
  DEFAULT_RISK_FREE_RATE,
  formatPercent,
  type IncomeStatement,
} from "@moatwise/core";
import { AreaFailure } from "../areaFailure";
import { costOfEquity, type DcfModel, weightedCostOfCapital } from "./dcf";
import { netDebtOf } from "./netDebt";

export interface DcfData {
  readonly symbol: string;
  /** Annual statements, newest first. */
  readonly income: ReadonlyArray<IncomeStatement>;
  readonly balance: ReadonlyArray<BalanceSheet>;
  readonly cashFlow: ReadonlyArray<CashFlowStatement>;
  readonly beta: number | null;
  readonly price: number | null;
}

type Inputs = DcfResult["inputs"];

/** Bounds on growth taken from history, so one boom year does not run for a decade. */
const GROWTH_FROM_HISTORY = { min: -0.05, max: 0.15 };
const TAX_RATE_BOUNDS = { min: 0, max: 0.35 };
const US_STATUTORY_TAX_RATE = 0.21;
const DEFAULT_BETA = 1;
const DEBT_SPREAD = 0.015;
const DEFAULT_TERMINAL_GROWTH = 0.025;

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));
const input = (value: number, source: DcfInput["source"], note: string): DcfInput => ({ value, source, note });
const given = (value: number): DcfInput => input(value, "user", "Your assumption");

const invalid = (detail: string) => new AreaFailure("invalid", "invalid_assumptions", detail);

function missingStatements(symbol: string, lines: string[]) {
  return new AreaFailure(
    "invalid",
    "missing_statements",
    `${symbol}'s statements lack ${lines.join(", ")}, so free cash flow to the firm cannot be computed. Banks and insurers are valued on their equity instead.`,
  );
}

function revenueGrowthFrom(income: ReadonlyArray<IncomeStatement>): DcfInput {
  const newest = income[0];
  const oldest = income.at(-1);
  const span = income.length - 1;
  if (!newest?.revenue || !oldest?.revenue || span < 1 || oldest.revenue <= 0) {
    return input(0.03, "default", "Not enough history: 3.0% a year");
  }
  const cagr = (newest.revenue / oldest.revenue) ** (1 / span) - 1;
  const bounded = clamp(cagr, GROWTH_FROM_HISTORY);
  const capped =
    bounded === cagr
      ? ""
      : `, held within ${formatPercent(GROWTH_FROM_HISTORY.min)} to ${formatPercent(GROWTH_FROM_HISTORY.max)}`;
  return input(
    bounded,
    "data",
    `${span}-year revenue CAGR (FY${oldest.fiscalYear}–FY${newest.fiscalYear}): ${formatPercent(cagr)}${capped}`,
  );
}

function operatingMarginFrom(income: ReadonlyArray<IncomeStatement>): DcfInput {
  const margins = income
    .slice(0, 3)
    .flatMap((row) => (row.revenue && row.operatingIncome !== null ? [row.operatingIncome / row.revenue] : []));
  const average = margins.reduce((sum, margin) => sum + margin, 0) / margins.length;
  return input(average, "data", `${margins.length}-year average operating margin`);
}

function taxRateFrom(latest: IncomeStatement): DcfInput {
  const { incomeTaxExpense: tax, incomeBeforeTax: beforeTax } = latest;
  if (tax === null || beforeTax === null || beforeTax <= 0) {
    return input(US_STATUTORY_TAX_RATE, "default", "US federal statutory rate");
  }
  const rate = clamp(tax / beforeTax, TAX_RATE_BOUNDS);
  return input(rate, "data", `FY${latest.fiscalYear} effective tax rate`);
}

function costOfDebtFrom(latest: IncomeStatement, balance: BalanceSheet, riskFreeRate: number): DcfInput {
  const { interestExpense } = latest;
  const { totalDebt } = balance;
  if (interestExpense && totalDebt && interestExpense > 0 && totalDebt > 0) {
    return input(
      clamp(interestExpense / totalDebt, { min: 0.01, max: 0.15 }),
      "data",
      `FY${latest.fiscalYear} interest expense / total debt`,
    );
  }
  return input(riskFreeRate + DEBT_SPREAD, "default", `Risk-free rate + ${formatPercent(DEBT_SPREAD)} spread`);
}

function workingCapitalFrom(balance: BalanceSheet, revenue: number): DcfInput {
  const { totalCurrentAssets: assets, totalCurrentLiabilities: liabilities } = balance;
  if (assets === null || liabilities === null) return input(0, "default", "Not in the statements: no change assumed");
  const cash = balance.cashAndShortTermInvestments ?? 0;
  return input((assets - cash - liabilities) / revenue, "data", "Non-cash working capital / revenue, latest year");
}

export interface DcfSetup {
  readonly inputs: Inputs;
  readonly model: DcfModel;
  readonly costOfEquity: number;
}

export function dcfSetup(data: DcfData, assumptions: DcfAssumptions = {}): DcfSetup {
  const [latest] = data.income;
  const [balance] = data.balance;
  const [cash] = data.cashFlow;
  const depreciation = latest?.depreciationAndAmortization ?? cash?.depreciationAndAmortization ?? null;
  const missing = [
    ...(latest?.revenue ? [] : ["revenue"]),
    ...(latest?.operatingIncome === null || !latest ? ["operating income"] : []),
    ...(depreciation === null ? ["depreciation"] : []),
    ...(cash?.capitalExpenditure == null ? ["capital expenditure"] : []),
    ...(latest?.weightedAverageShsOutDil == null ? ["a share count"] : []),
    ...(balance ? [] : ["a balance sheet"]),
  ];
  if (!latest?.revenue || missing.length > 0 || !balance || !cash) throw missingStatements(data.symbol, missing);
  const revenue = latest.revenue;
  const shares = latest.weightedAverageShsOutDil ?? 0;
  if (shares <= 0)
    throw invalid(`${data.symbol}'s share count is ${shares}: a value per share needs a positive number of shares.`);

  const riskFreeRate =
    assumptions.riskFreeRate !== undefined
      ? given(assumptions.riskFreeRate)
      : input(DEFAULT_RISK_FREE_RATE, "default", "10-year US Treasury yield at the data's cut-off");
  const equityRiskPremium =
    assumptions.equityRiskPremium !== undefined
      ? given(assumptions.equityRiskPremium)
      : input(DEFAULT_EQUITY_RISK_PREMIUM, "default", "Implied equity risk premium, 2025");
  const beta =
    data.beta !== null
      ? input(data.beta, "data", "Five-year monthly beta from the profile")
      : input(DEFAULT_BETA, "default", "Market beta");
  const taxRate = assumptions.taxRate !== undefined ? given(assumptions.taxRate) : taxRateFrom(latest);
  const costOfDebt = costOfDebtFrom(latest, balance, riskFreeRate.value);
  const totalDebt = balance.totalDebt ?? 0;
  const netDebtValue = netDebtOf(balance) ?? 0;
  const capitalCosts = {
    riskFreeRate: riskFreeRate.value,
    beta: beta.value,
    equityRiskPremium: equityRiskPremium.value,
    costOfDebt: costOfDebt.value,
    taxRate: taxRate.value,
    equityValue: data.price !== null ? data.price * shares : (balance.totalEquity ?? 0),
    debtValue: totalDebt,
  };
  const equityCost = costOfEquity(capitalCosts);
  const wacc =
    assumptions.wacc !== undefined
      ? given(assumptions.wacc)
      : input(
          weightedCostOfCapital(capitalCosts),
          "data",
          `CAPM cost of equity ${formatPercent(equityCost)} (rf + β·ERP), after-tax cost of debt, weighted by market value`,
        );
  const terminalGrowth =
    assumptions.terminalGrowth !== undefined
      ? given(assumptions.terminalGrowth)
      : input(
          Math.min(DEFAULT_TERMINAL_GROWTH, riskFreeRate.value),
          "default",
          "Long-run growth, at most the risk-free rate",
        );

  if (terminalGrowth.value > riskFreeRate.value) {
    throw invalid(
      `Terminal growth (${formatPercent(terminalGrowth.value)}) cannot be above the risk-free rate (${formatPercent(riskFreeRate.value)}): no company outgrows the economy forever.`,
    );
  }
  if (wacc.value <= terminalGrowth.value) {
    throw invalid(
      `WACC (${formatPercent(wacc.value)}) must be above terminal growth (${formatPercent(terminalGrowth.value)}) for the terminal value to be finite.`,
    );
  }

  const inputs: Inputs = {
    revenueGrowth:
      assumptions.revenueGrowth !== undefined ? given(assumptions.revenueGrowth) : revenueGrowthFrom(data.income),
    operatingMargin:
      assumptions.operatingMargin !== undefined ? given(assumptions.operatingMargin) : operatingMarginFrom(data.income),
    taxRate,
    wacc,
    terminalGrowth,
    years:
      assumptions.years !== undefined
        ? given(assumptions.years)
        : input(DEFAULT_DCF_YEARS, "default", "Five forecast years"),
    riskFreeRate,
    equityRiskPremium,
    beta,
    costOfDebt,
    baseRevenue: input(revenue, "data", `FY${latest.fiscalYear} revenue`),
    depreciationToRevenue: input(
      (depreciation ?? 0) / revenue,
      "data",
      `FY${latest.fiscalYear} depreciation and amortisation / revenue`,
    ),
    capitalExpenditureToRevenue: input(
      Math.abs(cash.capitalExpenditure ?? 0) / revenue,
      "data",
      `FY${latest.fiscalYear} capital expenditure / revenue`,
    ),
    workingCapitalToRevenue: workingCapitalFrom(balance, revenue),
    netDebt: input(netDebtValue, "data", "Total debt less cash and short-term investments, latest balance sheet"),
    sharesOutstanding: input(shares, "data", `FY${latest.fiscalYear} diluted weighted average shares`),
  };
  const model: DcfModel = {
    baseRevenue: revenue,
    baseYear: Number(latest.fiscalYear),
    revenueGrowth: inputs.revenueGrowth.value,
    operatingMargin: inputs.operatingMargin.value,
    taxRate: inputs.taxRate.value,
    depreciationToRevenue: inputs.depreciationToRevenue.value,
    capitalExpenditureToRevenue: inputs.capitalExpenditureToRevenue.value,
    workingCapitalToRevenue: inputs.workingCapitalToRevenue.value,
    wacc: inputs.wacc.value,
    terminalGrowth: inputs.terminalGrowth.value,
    years: inputs.years.value,
    netDebt: inputs.netDebt.value,
    sharesOutstanding: shares,
  };
  return { inputs, model, costOfEquity: equityCost };
}
