import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleHolding } from "../../testing/sampleHolding";
import { holdingFields, holdingText, NO_HOLDING_TEXT } from "./holdingForm";

describe("a holding's fields in a form", () => {
  it("reads blank as none, numbers as numbers, and trims the thesis", () => {
    expect(holdingFields(NO_HOLDING_TEXT)).toEqual({ shares: null, costPerShare: null, openedOn: null, thesis: null });
    expect(
      holdingFields({ shares: "12.5", costPerShare: " 150 ", openedOn: "2024-03-01", thesis: "  Services grow  " }),
    ).toEqual({ shares: 12.5, costPerShare: 150, openedOn: "2024-03-01", thesis: "Services grow" });
    expect(holdingFields({ ...NO_HOLDING_TEXT, shares: "-3", thesis: "   " })).toMatchObject({
      shares: -3,
      thesis: null,
    });
  });

  it("gives back the fields a holding has, once written into the form", () => {
    const amount = fc.option(fc.double({ min: 0, max: 1e9, noNaN: true }), { nil: null });
    const thesis = fc.option(
      fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() === text && text !== ""),
      { nil: null },
    );
    const openedOn = fc.option(fc.constantFrom("2024-03-01", "1999-12-31"), { nil: null });
    fc.assert(
      fc.property(amount, amount, openedOn, thesis, (shares, costPerShare, opened, line) => {
        const fields = { shares, costPerShare, openedOn: opened, thesis: line };
        expect(holdingFields(holdingText(sampleHolding(fields)))).toEqual(fields);
      }),
    );
  });
});
