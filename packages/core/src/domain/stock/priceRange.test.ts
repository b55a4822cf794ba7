import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PriceBar } from "../../api/schemas/company";
import { barsInRange, PRICE_RANGES, rangeChangePercent } from "./priceRange";

const bar = (date: string, close = 100): PriceBar => ({
  date,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1,
  change: null,
  changePercent: null,
  vwap: null,
});

const daily = (first: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    bar(new Date(Date.parse(first) + index * 86_400_000).toISOString().slice(0, 10)),
  );

describe("the price chart's ranges", () => {
  it("keep the bars within a month, six months and a year of the last one", () => {
    const bars = daily("2023-03-31", 732); // to 2025-03-31
    expect(barsInRange(bars, "1M")[0]?.date).toBe("2025-03-01"); // after 28 February
    expect(barsInRange(bars, "6M")[0]?.date).toBe("2024-10-01"); // after 30 September
    expect(barsInRange(bars, "1Y")[0]?.date).toBe("2024-04-01");
    expect(barsInRange(bars, "5Y")).toHaveLength(732);
    expect(barsInRange([], "1Y")).toEqual([]);
  });

  it("never grow from a shorter range to a longer one, and always end on the last bar", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), (count) => {
        const bars = daily("2020-01-01", count);
        const lengths = PRICE_RANGES.map((range) => barsInRange(bars, range).length);
        const sorted = lengths.every((length, index) => index === 0 || length >= (lengths[index - 1] ?? 0));
        return sorted && PRICE_RANGES.every((range) => barsInRange(bars, range).at(-1) === bars.at(-1));
      }),
    );
  });

  it("measure the change over the bars shown", () => {
    expect(rangeChangePercent([bar("2025-01-01", 100), bar("2025-01-02", 125)])).toBeCloseTo(25, 9);
    expect(rangeChangePercent([])).toBeNull();
  });
});
