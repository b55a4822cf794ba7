import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  direction,
  formatCount,
  formatDecimal,
  formatMoney,
  formatMultiple,
  formatPercent,
  formatPrice,
  formatPriceRange,
  formatShares,
  formatSignedPercent,
  formatSignedPrice,
  formatSignedRatio,
  formatWhole,
  MISSING,
} from "./marketFormat";

describe("market figures on screen", () => {
  it("write money in compact units with one decimal", () => {
    expect(formatMoney(391_035e6)).toBe("$391.0B");
    expect(formatMoney(3.2e12)).toBe("$3.2T");
    expect(formatMoney(-2_722e6)).toBe("−$2.7B");
    expect(formatMoney(950e6)).toBe("$950.0M");
    expect(formatMoney(12.5)).toBe("$12.50");
    expect(formatCount(166_000)).toBe("166.0K");
  });

  it("write prices, percentages, changes and multiples", () => {
    expect(formatPrice(222.13)).toBe("$222.13");
    expect(formatPercent(0.3051)).toBe("30.5%");
    expect(formatPercent(-0.05)).toBe("−5.0%");
    expect(formatSignedPercent(1.254)).toBe("+1.25%");
    expect(formatSignedPercent(-0.4)).toBe("−0.40%");
    expect(formatSignedPrice(-0.45)).toBe("−$0.45");
    expect(formatMultiple(35.31)).toBe("35.3×");
    expect(formatMultiple(-3)).toBe("n/m");
  });

  it("write shares, whole counts, betas, upsides and price ranges", () => {
    expect(formatShares(15_204_137_000)).toBe("15.2B shares");
    expect(formatWhole(164_000)).toBe("164,000");
    expect(formatDecimal(1.237)).toBe("1.24");
    expect(formatDecimal(-0.3)).toBe("−0.30");
    expect(formatSignedRatio(0.125)).toBe("+12.50%");
    expect(formatSignedRatio(-0.041)).toBe("−4.10%");
    expect(formatPriceRange("169.21-260.1")).toBe("$169.21 – $260.10");
    expect([formatPriceRange("-"), formatPriceRange(null), formatPriceRange("0-12")]).toEqual([
      MISSING,
      MISSING,
      MISSING,
    ]);
  });

  it("show a dash for every missing figure, whatever the format", () => {
    for (const format of [
      formatMoney,
      formatCount,
      formatPrice,
      formatPercent,
      formatSignedPercent,
      formatMultiple,
      formatShares,
      formatWhole,
      formatDecimal,
      formatSignedRatio,
    ]) {
      expect([format(null), format(undefined), format(Number.NaN)]).toEqual([MISSING, MISSING, MISSING]);
    }
  });

  it("keep the sign of any amount, and never print a minus for a positive one", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        const text = formatMoney(value);
        return text.startsWith("−") === value < 0 && text.includes("$");
      }),
    );
  });

  it("read the direction of a change", () => {
    expect([direction(1), direction(-0.1), direction(0), direction(null)]).toEqual(["up", "down", "flat", "flat"]);
  });
});

describe("amounts in full", () => {
  it("writes thousands and cents, with a real minus and a plus for gains", () => {
    expect(formatPrice(12345.678)).toBe("$12,345.68");
    expect(formatPrice(-80)).toBe("−$80.00");
    expect(formatSignedPrice(1234.5)).toBe("+$1,234.50");
    expect(formatSignedPrice(-0.5)).toBe("−$0.50");
    expect(formatPrice(null)).toBe("—");
  });
});
