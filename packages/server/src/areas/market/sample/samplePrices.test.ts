import { PriceBar } from "@moatwise/core";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { samplePriceBars, tradingDays } from "./samplePrices";
import { QUARTER_ENDS, SAMPLE_PRICE_ANCHORS } from "./samplePrices.data";

describe("the sample price history", () => {
  it("covers two years of trading days, weekends and market holidays left out", () => {
    const days = tradingDays("2023-03-31", "2025-03-31");
    expect(days.length).toBeGreaterThanOrEqual(500);
    expect(days).not.toContain("2023-04-01"); // a Saturday
    expect(days).not.toContain("2024-12-25");
    expect(days).toContain("2024-12-24");
  });

  it("lands on every reported quarter-end close, for every company", () => {
    for (const [symbol, anchors] of Object.entries(SAMPLE_PRICE_ANCHORS)) {
      const bars = samplePriceBars(symbol) ?? [];
      const closes = QUARTER_ENDS.map((date) => bars.find((bar) => bar.date === date)?.close);
      expect(`${symbol} ${closes}`).toBe(`${symbol} ${anchors.closes}`);
    }
  });

  it("gives well-formed bars: the high above and the low below the open and close, the change from the day before", () => {
    const bars = samplePriceBars("MSFT") ?? [];
    expect(bars.every(Schema.is(PriceBar))).toBe(true);
    for (const [index, bar] of bars.entries()) {
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
      expect(bar.low).toBeGreaterThan(0);
      const previous = bars[index - 1];
      if (previous) expect(bar.change).toBeCloseTo(bar.close - previous.close, 2);
    }
  });

  it("draws the same history every time, and none for a symbol outside the set", () => {
    expect(samplePriceBars("NVDA")?.map((bar) => bar.close)).toEqual(samplePriceBars("NVDA")?.map((bar) => bar.close));
    expect(samplePriceBars("ZZZZ")).toBeNull();
  });
});
