// The discounted-cash-flow arithmetic (issue 6): free cash flow to the firm, EBIT·(1−t) + D&A −
// CapEx − ΔNWC, over the forecast years; a Gordon-growth terminal value; the enterprise value
// less net debt, per share; and the sensitivity of that value to WACC and terminal growth.
import type { DcfYear } from "@moatwise/core";

export interface DcfModel {
  readonly baseRevenue: number;
  /** The last reported fiscal year; forecast years follow it. */
  readonly baseYear: number;
  readonly revenueGrowth: number;
  readonly operatingMargin: number;
  readonly taxRate: number;
  readonly depreciationToRevenue: number;
  readonly capitalExpenditureToRevenue: number;
  readonly workingCapitalToRevenue: number;
  readonly wacc: number;
  readonly terminalGrowth: number;
  readonly years: number;
  readonly netDebt: number;
  readonly sharesOutstanding: number;
}

export interface DcfValue {
  readonly forecast: ReadonlyArray<DcfYear>;
  readonly terminalValue: number;
  readonly presentValueOfTerminalValue: number;
  readonly enterpriseValue: number;
  readonly equityValue: number;
  readonly equityValuePerShare: number;
}

export function forecastYears(model: DcfModel): DcfYear[] {
  const years: DcfYear[] = [];
  let previousRevenue = model.baseRevenue;
  for (let index = 1; index <= model.years; index++) {
    const revenue = previousRevenue * (1 + model.revenueGrowth);
    const ebit = revenue * model.operatingMargin;
    const nopat = ebit * (1 - model.taxRate);
    const depreciationAndAmortization = revenue * model.depreciationToRevenue;
    const capitalExpenditure = revenue * model.capitalExpenditureToRevenue;
    const changeInWorkingCapital = (revenue - previousRevenue) * model.workingCapitalToRevenue;
    const freeCashFlow = nopat + depreciationAndAmortization - capitalExpenditure - changeInWorkingCapital;
    const discountFactor = 1 / (1 + model.wacc) ** index;
    years.push({
      year: model.baseYear + index,
      revenue,
      ebit,
      nopat,
      depreciationAndAmortization,
      capitalExpenditure,
      changeInWorkingCapital,
      freeCashFlow,
      discountFactor,
      presentValue: freeCashFlow * discountFactor,
    });
    previousRevenue = revenue;
  }
  return years;
}

/** The value of the firm; callers make sure WACC is above terminal growth. */
export function valueFirm(model: DcfModel): DcfValue {
  const forecast = forecastYears(model);
  const last = forecast.at(-1);
  const terminalValue = last
    ? (last.freeCashFlow * (1 + model.terminalGrowth)) / (model.wacc - model.terminalGrowth)
    : 0;
  const presentValueOfTerminalValue = terminalValue * (last?.discountFactor ?? 1);
  const enterpriseValue = forecast.reduce((sum, year) => sum + year.presentValue, 0) + presentValueOfTerminalValue;
  const equityValue = enterpriseValue - model.netDebt;
  return {
    forecast,
    terminalValue,
    presentValueOfTerminalValue,
    enterpriseValue,
    equityValue,
    equityValuePerShare: equityValue / model.sharesOutstanding,
  };
}

export interface CapitalCosts {
  readonly riskFreeRate: number;
  readonly beta: number;
  readonly equityRiskPremium: number;
  readonly costOfDebt: number;
  readonly taxRate: number;
  /** Market values, in the same unit. */
  readonly equityValue: number;
  readonly debtValue: number;
}

/** CAPM: rf + β·ERP. */
export const costOfEquity = ({ riskFreeRate, beta, equityRiskPremium }: CapitalCosts) =>
  riskFreeRate + beta * equityRiskPremium;

/** The weighted average cost of capital, debt after tax, weighted by market values. */
export function weightedCostOfCapital(costs: CapitalCosts): number {
  const total = costs.equityValue + Math.max(costs.debtValue, 0);
  if (total <= 0) return costOfEquity(costs);
  const equityWeight = costs.equityValue / total;
  return equityWeight * costOfEquity(costs) + (1 - equityWeight) * costs.costOfDebt * (1 - costs.taxRate);
}

/** Steps either side of the chosen WACC and terminal growth in the sensitivity table. */
const WACC_STEPS = [-0.01, -0.005, 0, 0.005, 0.01];
const GROWTH_STEPS = [-0.005, -0.0025, 0, 0.0025, 0.005];

/** Neighbours rounded to a basis point; the chosen case itself kept exact. */
const stepped = (value: number, step: number) => (step === 0 ? value : Math.round((value + step) * 10_000) / 10_000);

export function sensitivityTable(model: DcfModel) {
  const waccValues = WACC_STEPS.map((step) => stepped(model.wacc, step)).filter((wacc) => wacc > 0);
  const terminalGrowthValues = GROWTH_STEPS.map((step) => stepped(model.terminalGrowth, step));
  const equityValuePerShare = waccValues.map((wacc) =>
    terminalGrowthValues.map((terminalGrowth) =>
      wacc > terminalGrowth ? valueFirm({ ...model, wacc, terminalGrowth }).equityValuePerShare : null,
    ),
  );
  return { waccValues, terminalGrowthValues, equityValuePerShare };
}
