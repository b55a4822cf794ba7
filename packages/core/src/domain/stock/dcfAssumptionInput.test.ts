import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assumptionsAddress,
  assumptionsFrom,
  assumptionsFromAddress,
  assumptionText,
  DCF_ASSUMPTION_FIELDS,
  parseAssumption,
  withoutError,
} from "./dcfAssumptionInput";

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

  it("refuse a WACC at or below terminal growth before sending, with the values in use for the rest", () => {
    const inUse = { wacc: 0.0962, terminalGrowth: 0.025 };
    expect(assumptionsFrom({ wacc: "2" }, inUse)).toEqual({
      ok: false,
      errors: { wacc: "WACC (2%) must be above terminal growth (2.5%)." },
    });
    expect(assumptionsFrom({ terminalGrowth: "12" }, inUse)).toEqual({
      ok: false,
      errors: { terminalGrowth: "WACC (9.62%) must be above terminal growth (12%)." },
    });
    expect(assumptionsFrom({ wacc: "8", terminalGrowth: "3" }, inUse)).toEqual({
      ok: true,
      assumptions: { wacc: 0.08, terminalGrowth: 0.03 },
    });
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 9000 }), fc.integer({ min: -9000, max: 9000 }), (w, g) => {
        const parsed = assumptionsFrom({ wacc: String(w / 100), terminalGrowth: String(g / 100) });
        expect(parsed.ok).toBe(w > g);
      }),
    );
  });

  it("clear a field's message when it is typed in again, and keep the others", () => {
    const errors = { wacc: "WACC: enter a number", years: "Forecast years: enter a whole number of years" };
    expect(withoutError(errors, "wacc")).toEqual({ years: errors.years });
    expect(withoutError(errors, "taxRate")).toBe(errors);
  });

  it("travel in the address: read back as written, other parameters kept, refused values left out", () => {
    const address = assumptionsAddress("/stock/AAPL", "?section=valuation", { wacc: 0.08, years: 7 });
    expect(address).toBe("/stock/AAPL?section=valuation&wacc=8&years=7");
    expect(assumptionsFromAddress(address.slice(address.indexOf("?")))).toEqual({ wacc: 0.08, years: 7 });
    expect(assumptionsFromAddress("?wacc=abc&years=99&taxRate=21")).toEqual({ taxRate: 0.21 });
    expect(assumptionsAddress("/stock/AAPL", "?section=valuation&wacc=8", {})).toBe("/stock/AAPL?section=valuation");
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 5000 }), fc.integer({ min: 1, max: 15 }), (wacc, years) => {
        const chosen = { wacc: wacc / 10_000, years };
        const written = assumptionsAddress("/s", "", chosen);
        const read = assumptionsFromAddress(written.slice(written.indexOf("?")));
        expect(read.years).toBe(years);
        expect(Math.abs((read.wacc ?? 0) - chosen.wacc)).toBeLessThan(1e-9);
      }),
    );
  });
});
