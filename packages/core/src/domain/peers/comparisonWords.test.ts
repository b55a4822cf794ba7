import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { texts } from "../texts";
import { figureIn, measureWords } from "./comparisonWords";

describe("a compared measure in a sentence", () => {
  it("lowers a word's capital but keeps an initialism's, and drops the table's basis note", () => {
    expect(measureWords("Gross margin")).toBe("gross margin");
    expect(measureWords("Return on equity")).toBe("return on equity");
    expect(measureWords(texts.peFiscalYearLabel)).toBe("P/E");
  });

  it("says which year's earnings a P/E is on, and the year of any other figure", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2040 }), fc.double({ min: 0, max: 500, noNaN: true }), (year, value) => {
        const shown = `${value.toFixed(1)}×`;
        expect(figureIn("priceToEarnings", shown, `fiscal ${year}`)).toBe(`at ${shown} on fiscal ${year} earnings`);
        expect(figureIn("grossMargin", shown, `fiscal ${year}`)).toBe(`at ${shown} in fiscal ${year}`);
      }),
    );
  });

  it("labels the two P/Es apart, so one day's two figures each say their basis", () => {
    expect(texts.peTrailingLabel).toMatch(/TTM/);
    expect(texts.peFiscalYearLabel).toMatch(/fiscal year/);
    expect(texts.peTrailingLabel).not.toBe(texts.peFiscalYearLabel);
  });
});
