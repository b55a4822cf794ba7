import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DcfResult } from "../schemas/financials";
import {
  equityAssumptionsAddress,
  equityAssumptionsFrom,
  equityAssumptionsFromAddress,
  equityValuation,
  negativeEquityReading,
} from "./equityValuation";

const year = (fiscalYear: string, netIncome: number | null, equity: number | null, shares = 10) => ({
  income: { date: `${fiscalYear}-12-31`, fiscalYear, netIncome, weightedAverageShsOutDil: shares },
  balance: { date: `${fiscalYear}-12-31`, fiscalYear, totalStockholdersEquity: equity },
});

/** A bank whose return on average equity is 15 % every year: equity grows 100 → 300. */
const bank = (price: number | null = 40) => {
  const years = [year("2022", null, 200), year("2023", 37.5, 300), year("2024", 45, 300)];
  return {
    income: years.map((item) => item.income).reverse(),
    balance: years.map((item) => item.balance),
    beta: 1.1,
    price,
  };
};

describe("the equity model of a bank (residual income: P/B against ROE)", () => {
  it("values book value per share by (ROE − g) / (cost of equity − g), by hand", () => {
    const outcome = equityValuation(bank());
    if (!outcome.ok) throw new Error(outcome.reason);
    const { valuation } = outcome;
    // ROE: 37.5 / 250 = 15 % and 45 / 300 = 15 %; cost of equity 4.2 % + 1.1 × 4.5 % = 9.15 %; g 2.5 %.
    expect(valuation.inputs.returnOnEquity.value).toBeCloseTo(0.15, 12);
    expect(valuation.inputs.returnOnEquity.note).toBe("Net income over average equity, averaged over fiscal 2023–2024");
    expect(valuation.inputs.costOfEquity.value).toBeCloseTo(0.0915, 12);
    expect(valuation.bookValuePerShare).toBe(30);
    expect(valuation.justifiedPriceToBook).toBeCloseTo(0.125 / 0.0665, 12);
    expect(valuation.valuePerShare).toBeCloseTo(30 * (0.125 / 0.0665), 9);
    expect(valuation.residualIncome).toBeCloseTo(300 * (0.15 - 0.0915), 9);
    expect(valuation.priceToBook).toBeCloseTo(40 / 30, 12);
    expect(valuation.upside).toBeCloseTo((30 * (0.125 / 0.0665)) / 40 - 1, 12);
  });

  it("uses the reader's assumptions, marked as theirs", () => {
    const outcome = equityValuation(bank(null), { returnOnEquity: 0.1, costOfEquity: 0.1, growth: 0.02 });
    if (!outcome.ok) throw new Error(outcome.reason);
    // ROE equal to the cost of equity: worth exactly its book.
    expect(outcome.valuation.valuePerShare).toBeCloseTo(30, 12);
    expect(outcome.valuation.inputs.costOfEquity.source).toBe("user");
    expect(outcome.valuation.upside).toBeNull();
  });

  it("refuses, with the reason, a cost of equity not above growth, and a bank with no equity", () => {
    expect(equityValuation(bank(), { costOfEquity: 0.03, growth: 0.03 })).toEqual({
      ok: false,
      reason: "The cost of equity (3.0%) must be above growth (3.0%) for the value to be finite.",
    });
    expect(equityValuation({ ...bank(), balance: [] }).ok).toBe(false);
  });

  it("is worth more than book exactly when ROE beats the cost of equity", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.2, max: 0.4, noNaN: true }),
        fc.double({ min: 0.03, max: 0.2, noNaN: true }),
        fc.double({ min: -0.02, max: 0.025, noNaN: true }),
        (returnOnEquity, costOfEquity, growth) => {
          const outcome = equityValuation(bank(), { returnOnEquity, costOfEquity, growth });
          if (!outcome.ok) throw new Error(outcome.reason);
          const { valuePerShare, bookValuePerShare } = outcome.valuation;
          if (Math.abs(returnOnEquity - costOfEquity) < 1e-9) return;
          expect(valuePerShare > bookValuePerShare).toBe(returnOnEquity > costOfEquity);
        },
      ),
    );
  });
});

describe("the equity model's assumptions as typed", () => {
  it("reads percentages and names bad fields", () => {
    expect(equityAssumptionsFrom({ returnOnEquity: "12.5%", growth: "" })).toEqual({
      ok: true,
      assumptions: { returnOnEquity: 0.125 },
    });
    expect(equityAssumptionsFrom({ costOfEquity: "abc" })).toEqual({
      ok: false,
      errors: { costOfEquity: "Cost of equity: enter a number" },
    });
    expect(equityAssumptionsFrom({ growth: "9" }, { costOfEquity: 0.09 })).toEqual({
      ok: false,
      errors: { growth: "The cost of equity (9.0%) must be above growth (9.0%)." },
    });
  });
});

const dcf = (enterpriseValue: number, netDebt: number, shares: number) =>
  ({
    enterpriseValue,
    equityValue: enterpriseValue - netDebt,
    equityValuePerShare: (enterpriseValue - netDebt) / shares,
    inputs: { netDebt: { value: netDebt, source: "data", note: "" } } as unknown as DcfResult["inputs"],
  }) as const;

describe("a DCF's negative equity value, explained", () => {
  it("names net debt above the enterprise value as what drove it", () => {
    expect(negativeEquityReading(dcf(80e9, 120e9, 1e9))).toBe(
      "The equity value is negative, −$40.0B (−$40.00 a share): net debt of $120.0B is above the model's enterprise value of $80.0B, so on these assumptions nothing is left for shareholders. Try other assumptions, or weigh the debt against the assets rather than the cash flows.",
    );
  });

  it("says nothing when the equity is worth something, and says so whenever it is not", () => {
    expect(negativeEquityReading(dcf(120e9, 80e9, 1e9))).toBeNull();
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.double({ min: -1e11, max: 1e12, noNaN: true }),
        (enterpriseValue, netDebt) => {
          const reading = negativeEquityReading(dcf(enterpriseValue, netDebt, 1e9));
          expect(reading !== null).toBe(enterpriseValue - netDebt < 0);
        },
      ),
    );
  });
});

describe("the equity model's assumptions in the address", () => {
  it("go into the address and come back from it, the page's other parameters kept", () => {
    const address = equityAssumptionsAddress("/stock/JPM", "?section=valuation", { costOfEquity: 0.11, growth: 0.02 });
    expect(address).toBe("/stock/JPM?section=valuation&costOfEquity=11&growth=2");
    expect(equityAssumptionsFromAddress(address.slice(address.indexOf("?")))).toEqual({
      costOfEquity: 0.11,
      growth: 0.02,
    });
    expect(equityAssumptionsAddress("/stock/JPM", "?section=valuation&growth=2", {})).toBe(
      "/stock/JPM?section=valuation",
    );
  });

  it("leave out a value that would be refused", () => {
    expect(equityAssumptionsFromAddress("?returnOnEquity=abc&costOfEquity=12")).toEqual({ costOfEquity: 0.12 });
    // A cost of equity not above growth is the one refused; growth alone is kept.
    expect(equityAssumptionsFromAddress("?costOfEquity=2&growth=3")).toEqual({ growth: 0.03 });
  });

  it("read back whatever they wrote, for any assumptions in bounds", () => {
    const percent = (min: number, max: number) =>
      fc.integer({ min: min * 100, max: max * 100 }).map((hundredths) => hundredths / 10_000);
    fc.assert(
      fc.property(percent(-100, 100), percent(5, 30), percent(-5, 4), (returnOnEquity, costOfEquity, growth) => {
        const assumptions = { returnOnEquity, costOfEquity, growth };
        const address = equityAssumptionsAddress("/stock/JPM", "", assumptions);
        const back = equityAssumptionsFromAddress(address.slice(address.indexOf("?")));
        for (const key of ["returnOnEquity", "costOfEquity", "growth"] as const) {
          expect(back[key]).toBeCloseTo(assumptions[key], 12);
        }
      }),
    );
  });
});
