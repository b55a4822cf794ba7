import { describe, expect, it } from "vitest";
import { costOfEquity, type DcfModel, sensitivityTable, valueFirm, weightedCostOfCapital } from "./dcf";

// Worked by hand: revenue 100 growing 10 %, a 20 % margin taxed at 25 %, D&A and CapEx 5 % of
// revenue each, WACC 10 %, terminal growth 2 %, two years, net debt 10, 10 shares.
const handModel: DcfModel = {
  baseRevenue: 100,
  baseYear: 2024,
  revenueGrowth: 0.1,
  operatingMargin: 0.2,
  taxRate: 0.25,
  depreciationToRevenue: 0.05,
  capitalExpenditureToRevenue: 0.05,
  workingCapitalToRevenue: 0,
  wacc: 0.1,
  terminalGrowth: 0.02,
  years: 2,
  netDebt: 10,
  sharesOutstanding: 10,
};

describe("the discounted-cash-flow arithmetic", () => {
  it("matches the case worked by hand", () => {
    const value = valueFirm(handModel);
    // Year 1: revenue 110, EBIT 22, NOPAT 16.5, FCFF 16.5, present value 15.
    // Year 2: revenue 121, EBIT 24.2, NOPAT 18.15, FCFF 18.15, present value 15.
    expect(value.forecast.map((year) => [year.year, year.revenue, year.freeCashFlow])).toEqual([
      [2025, expect.closeTo(110, 9), expect.closeTo(16.5, 9)],
      [2026, expect.closeTo(121, 9), expect.closeTo(18.15, 9)],
    ]);
    expect(value.forecast.map((year) => year.presentValue)).toEqual([expect.closeTo(15, 9), expect.closeTo(15, 9)]);
    // Terminal value 18.15 × 1.02 / 0.08 = 231.4125, worth 191.25 today.
    expect(value.terminalValue).toBeCloseTo(231.4125, 9);
    expect(value.presentValueOfTerminalValue).toBeCloseTo(191.25, 9);
    expect(value.enterpriseValue).toBeCloseTo(221.25, 9);
    expect(value.equityValuePerShare).toBeCloseTo(21.125, 9);
  });

  it("takes the growth in working capital out of free cash flow", () => {
    // With working capital at 10 % of revenue: ΔNWC 1.0 then 1.1, FCFF 15.5 then 17.05.
    const value = valueFirm({ ...handModel, workingCapitalToRevenue: 0.1 });
    expect(value.forecast.map((year) => year.changeInWorkingCapital)).toEqual([
      expect.closeTo(1, 9),
      expect.closeTo(1.1, 9),
    ]);
    expect(value.terminalValue).toBeCloseTo((17.05 * 1.02) / 0.08, 9);
    expect(value.equityValuePerShare).toBeCloseTo(19.78409, 4);
  });

  it("builds the cost of capital from CAPM and the after-tax cost of debt", () => {
    const costs = {
      riskFreeRate: 0.04,
      beta: 1.2,
      equityRiskPremium: 0.05,
      costOfDebt: 0.05,
      taxRate: 0.25,
      equityValue: 300,
      debtValue: 100,
    };
    expect(costOfEquity(costs)).toBeCloseTo(0.1, 12);
    // 0.75 × 10 % + 0.25 × 5 % × (1 − 25 %) = 8.4375 %.
    expect(weightedCostOfCapital(costs)).toBeCloseTo(0.084375, 12);
    expect(weightedCostOfCapital({ ...costs, debtValue: 0 })).toBeCloseTo(0.1, 12);
  });

  it("tabulates WACC against terminal growth, the chosen case in the middle, empty where WACC ≤ g", () => {
    const table = sensitivityTable(handModel);
    expect(table.waccValues).toEqual([0.09, 0.095, 0.1, 0.105, 0.11]);
    expect(table.terminalGrowthValues).toEqual([0.015, 0.0175, 0.02, 0.0225, 0.025]);
    expect(table.equityValuePerShare[2]?.[2]).toBeCloseTo(21.125, 9);
    const rows = table.equityValuePerShare.map((row) => row.map((cell) => cell ?? 0));
    expect(rows[0]?.[2]).toBeGreaterThan(rows[4]?.[2] ?? 0);
    const tight = sensitivityTable({ ...handModel, wacc: 0.025, terminalGrowth: 0.02 });
    expect(tight.equityValuePerShare[0]?.at(-1)).toBeNull();
  });
});
