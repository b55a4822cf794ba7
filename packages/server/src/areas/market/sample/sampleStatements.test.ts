import { BalanceSheet, CashFlowStatement, IncomeStatement } from "@moatwise/core";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { SAMPLE_ANNUALS } from "./sampleAnnuals.data";
import { SAMPLE_PROFILES } from "./sampleProfiles.data";
import { SAMPLE_QUARTERS } from "./sampleQuarters.data";
import { sampleStatements } from "./sampleStatements";

const CUT_OFF = "2025-03-31";
const sum = (values: ReadonlyArray<number | null>) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

describe("the sample set's statements", () => {
  it("hold 5 fiscal years and 8 quarters for every company, in order and by the cut-off", () => {
    for (const { symbol } of SAMPLE_PROFILES) {
      const years = SAMPLE_ANNUALS[symbol] ?? [];
      const quarters = SAMPLE_QUARTERS[symbol] ?? [];
      expect(`${symbol} ${years.length} ${quarters.length}`).toBe(`${symbol} 5 8`);
      for (const periods of [years, quarters]) {
        const ends = periods.map((period) => period.end);
        expect(ends).toEqual([...ends].sort());
        expect(ends.every((end) => end <= CUT_OFF)).toBe(true);
      }
    }
  });

  it("agree with themselves: four quarters add up to their fiscal year, and a year's last quarter has its balance sheet", () => {
    let yearsChecked = 0;
    for (const [symbol, years] of Object.entries(SAMPLE_ANNUALS)) {
      const quarters = SAMPLE_QUARTERS[symbol] ?? [];
      for (const year of years) {
        const ofYear = quarters.filter((quarter) => quarter.fiscalYear === year.fiscalYear);
        if (ofYear.length !== 4) continue;
        yearsChecked++;
        expect(`${symbol} ${year.fiscalYear} revenue ${sum(ofYear.map((q) => q.income[0]))}`).toBe(
          `${symbol} ${year.fiscalYear} revenue ${year.income[0]}`,
        );
        expect(`${symbol} ${year.fiscalYear} net income ${sum(ofYear.map((q) => q.income[3]))}`).toBe(
          `${symbol} ${year.fiscalYear} net income ${year.income[8]}`,
        );
        const lastQuarter = ofYear.find((quarter) => quarter.quarter === 4);
        const [cash, , , , , , , assets, , debt, equity] = year.balance;
        expect(lastQuarter?.balance).toEqual([cash, assets, debt, equity]);
      }
    }
    expect(yearsChecked).toBeGreaterThanOrEqual(25);
  });

  it("read into rows that fit the contract, newest first, in dollars, with FMP's derived lines", () => {
    for (const { symbol, cik } of SAMPLE_PROFILES) {
      for (const period of ["annual", "quarter"] as const) {
        const statements = sampleStatements(symbol, cik, period);
        expect(statements?.income.every(Schema.is(IncomeStatement))).toBe(true);
        expect(statements?.balance.every(Schema.is(BalanceSheet))).toBe(true);
        expect(statements?.cashFlow.every(Schema.is(CashFlowStatement))).toBe(true);
      }
    }
    const apple = sampleStatements("AAPL", "0000320193", "annual");
    const [latest] = apple?.income ?? [];
    expect(latest).toMatchObject({ fiscalYear: "2024", period: "FY", revenue: 391_035e6, grossProfit: 180_683e6 });
    expect(latest?.ebitda).toBe((123_216 + 11_445) * 1e6);
    expect(latest?.epsDiluted).toBe(6.08);
    expect(apple?.cashFlow[0]).toMatchObject({ capitalExpenditure: -9_447e6, freeCashFlow: 108_807e6 });
    expect(apple?.balance[0]).toMatchObject({
      netDebt: (106_629 - 29_943 - 35_228) * 1e6,
      totalLiabilities: (364_980 - 56_950) * 1e6,
    });
    expect(sampleStatements("AAPL", null, "quarter")?.income[0]).toMatchObject({ fiscalYear: "2025", period: "Q1" });
  });

  it("know nothing of companies outside the set", () => {
    expect(sampleStatements("ZZZZ", null, "annual")).toBeNull();
  });
});
