import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PriceBar } from "../schemas/company";
import { barsInRange, rangeChangePercent, rangeCoverage, timeTickLabel } from "./priceRange";

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

  it("keep this year's bars for YTD and every bar for MAX", () => {
    const bars = daily("2018-06-01", 2500);
    const last = bars.at(-1)?.date ?? "";
    const ytd = barsInRange(bars, "YTD");
    expect(ytd[0]?.date).toBe(`${last.slice(0, 4)}-01-01`);
    expect(ytd.every((kept) => kept.date.startsWith(last.slice(0, 4)))).toBe(true);
    expect(barsInRange(bars, "MAX")).toHaveLength(2500);
  });

  it("never grow from a shorter range to a longer one, and always end on the last bar", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), (count) => {
        const bars = daily("2020-01-01", count);
        // YTD falls anywhere between 1M and 1Y, depending on the month; the others grow in order.
        const ordered = ["1M", "6M", "1Y", "5Y", "MAX"] as const;
        const lengths = ordered.map((range) => barsInRange(bars, range).length);
        const sorted = lengths.every((length, index) => index === 0 || length >= (lengths[index - 1] ?? 0));
        const ytd = barsInRange(bars, "YTD").length;
        const ytdWithin = ytd <= barsInRange(bars, "1Y").length + 1;
        return (
          sorted &&
          ytdWithin &&
          [...ordered, "YTD" as const].every((range) => barsInRange(bars, range).at(-1) === bars.at(-1))
        );
      }),
    );
  });

  it("measure the change over the bars shown", () => {
    expect(rangeChangePercent([bar("2025-01-01", 100), bar("2025-01-02", 125)])).toBeCloseTo(25, 9);
    expect(rangeChangePercent([])).toBeNull();
  });

  it("label the time axis without bare day numbers", () => {
    expect(timeTickLabel("2024-03-15", "day")).toBe("Mar 15");
    expect(timeTickLabel("2024-03-01", "month")).toBe("Mar");
    expect(timeTickLabel("2024-01-02", "year")).toBe("2024");
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01"), max: new Date("2040-12-31"), noInvalidDate: true }),
        (date) => {
          const label = timeTickLabel(date.toISOString().slice(0, 10), "day");
          expect(label).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
        },
      ),
    );
  });
});

describe("what a range shows, honestly", () => {
  it("says where the data starts when five years are asked of two", () => {
    const bars = daily("2023-03-31", 732); // to 2025-03-31
    expect(rangeCoverage(bars, "5Y")).toEqual({
      label: "5Y, 2.0 years shown",
      shortfall: "Prices from Mar 31, 2023; five years not available",
    });
    expect(rangeCoverage(bars, "1Y")).toEqual({ label: "1Y, 12 months shown", shortfall: null });
    expect(rangeCoverage(bars, "MAX")).toEqual({ label: "MAX, 2.0 years shown", shortfall: null });
    expect(rangeCoverage([], "5Y")).toBeNull();
  });

  it("calls a range full when the data starts within a week of it (a weekend, a holiday)", () => {
    expect(rangeCoverage(daily("2024-04-03", 363), "1Y")?.shortfall).toBeNull();
    expect(rangeCoverage(daily("2024-04-20", 346), "1Y")?.shortfall).toBe(
      "Prices from Apr 20, 2024; one year not available",
    );
  });

  it("says the data is short exactly when its first bar comes over a week after the range's start", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 2200 }),
        fc.constantFrom(...(["1M", "6M", "1Y", "5Y"] as const)),
        (start, days, range) => {
          const bars = daily(start.toISOString().slice(0, 10), days);
          const coverage = rangeCoverage(bars, range);
          const months = { "1M": 1, "6M": 6, "1Y": 12, "5Y": 60 }[range];
          const last = new Date(`${bars.at(-1)?.date}T00:00:00Z`);
          const rangeStart = new Date(last);
          rangeStart.setUTCMonth(rangeStart.getUTCMonth() - months);
          const late = (Date.parse(`${bars[0]?.date}T00:00:00Z`) - rangeStart.getTime()) / 86_400_000;
          // Month arithmetic at the month's end differs by at most three days; away from the edge
          // the rule is plain.
          if (Math.abs(late - 7) <= 3) return;
          expect(coverage?.shortfall !== null).toBe(late > 7);
          if (coverage?.shortfall) expect(coverage.shortfall).toMatch(/^Prices from [A-Z][a-z]{2} \d{1,2}, \d{4}; /);
          expect(coverage?.label.startsWith(`${range}, `)).toBe(true);
        },
      ),
    );
  });
});
