import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assumptionsFrom, assumptionText, DCF_ASSUMPTION_FIELDS, parseAssumption } from "./dcfAssumptionInput";

const field = (key: string) =>
  DCF_ASSUMPTION_FIELDS.find((candidate) => candidate.key === key) ?? DCF_ASSUMPTION_FIELDS[0]!;

describe("the valuation's assumptions as typed", () => {
  it("read percentages as written, with or without the sign, and whole years", () => {
    expect(parseAssumption(field("wacc"), "9.5")).toEqual({ ok: true, value: 0.095 });
    expect(parseAssumption(field("wacc"), " 9.5 % ")).toEqual({ ok: true, value: 0.095 });
    expect(parseAssumption(field("revenueGrowth"), "−3")).toEqual({ ok: true, value: -0.03 });
    expect(parseAssumption(field("years"), "7")).toEqual({ ok: true, value: 7 });
    expect(parseAssumption(field("years"), "")).toEqual({ ok: true, value: undefined });
  });

  it("name the field at fault for text, fractions of a year and values out of bounds", () => {
    expect(parseAssumption(field("wacc"), "ten")).toEqual({ ok: false, message: "WACC: enter a number" });
    expect(parseAssumption(field("years"), "2.5")).toEqual({
      ok: false,
      message: "Forecast years: enter a whole number of years",
    });
    expect(parseAssumption(field("taxRate"), "70")).toEqual({ ok: false, message: "Tax rate: between 0 and 60%" });
    expect(assumptionsFrom({ wacc: "9", years: "40" })).toEqual({
      ok: false,
      errors: { years: "Forecast years: between 1 and 15 years" },
    });
  });

  it("send only the fields filled in", () => {
    expect(assumptionsFrom({ wacc: "9", terminalGrowth: "", revenueGrowth: "5" })).toEqual({
      ok: true,
      assumptions: { wacc: 0.09, revenueGrowth: 0.05 },
    });
  });

  it("read back what they show, for any percentage in bounds", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (basisPoints) => {
        const value = basisPoints / 10_000;
        const parsed = parseAssumption(field("revenueGrowth"), assumptionText(field("revenueGrowth"), value));
        return parsed.ok && Math.abs((parsed.value ?? Number.NaN) - value) < 1e-12;
      }),
    );
  });
});
