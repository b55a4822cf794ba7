import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Holding, HoldingQuote } from "../schemas/portfolio";
import {
  moveInOrder,
  nextSort,
  OWN_ORDER,
  portfolioRows,
  portfolioTotals,
  sectorAllocation,
  sortedRows,
} from "./portfolioRows";

const holding = (symbol: string, shares: number | null, costPerShare: number | null = null): Holding => ({
  id: `id-${symbol}`,
  symbol,
  createdAt: "2026-01-02T00:00:00.000Z",
  shares,
  costPerShare,
  openedOn: null,
  thesis: null,
});
const quote = (symbol: string, price: number, change: number, sector: string | null): HoldingQuote => ({
  symbol,
  found: true,
  name: `${symbol} Inc.`,
  sector,
  currency: "USD",
  price,
  change,
  changePercentage: (change / (price - change)) * 100,
});
const QUOTES = [
  quote("AAPL", 200, 2, "Technology"),
  quote("KO", 60, -1, "Consumer Defensive"),
  quote("MSFT", 400, 4, "Technology"),
];

describe("the dashboard's rows and totals", () => {
  const rows = portfolioRows(
    [holding("AAPL", 10, 150), holding("KO", 50), holding("MSFT", null), holding("TSLA", 3, 100)],
    [...QUOTES, { ...quote("TSLA", 0, 0, null), found: false, price: null, change: null, changePercentage: null }],
  );

  it("values each holding, its gain since cost and its weight", () => {
    expect(rows[0]).toMatchObject({ value: 2000, cost: 1500, gain: 500, dayGain: 20, watched: false });
    expect(rows[0]?.gainPercent).toBeCloseTo(1 / 3);
    expect(rows[0]?.weight).toBeCloseTo(2000 / 5000);
    expect(rows[1]).toMatchObject({ value: 3000, cost: null, gain: null, gainPercent: null, dayGain: -50 });
  });

  it("prices a watched company without valuing it, and marks a company without data", () => {
    expect(rows[2]).toMatchObject({ watched: true, price: 400, value: null, weight: null, dayGain: null });
    expect(rows[3]).toMatchObject({ quoted: false, name: "TSLA", price: null, value: null, cost: 300, gain: null });
  });

  it("sums the totals, counting gain only where a cost is known", () => {
    const totals = portfolioTotals(rows);
    expect(totals).toMatchObject({ value: 5000, cost: 1500, gain: 500, dayGain: -30, holdings: 3, watched: 1 });
    expect(totals.dayChangePercent).toBeCloseTo(-30 / 5030);
  });

  it("allocates value by sector, largest first", () => {
    expect(sectorAllocation(rows)).toEqual([
      { sector: "Consumer Defensive", value: 3000, weight: 0.6 },
      { sector: "Technology", value: 2000, weight: 0.4 },
    ]);
    expect(sectorAllocation([])).toEqual([]);
  });

  it("has weights that sum to one whenever anything has a value", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 3 }), (shares) => {
        const held = shares.map((count, index) => holding(QUOTES[index]?.symbol ?? "X", count));
        const weights = portfolioRows(held, QUOTES).map((row) => row.weight ?? 0);
        const sum = weights.reduce((a, b) => a + b, 0);
        expect(shares.some((count) => count > 0) ? sum : 0).toBeCloseTo(shares.some((count) => count > 0) ? 1 : 0);
      }),
    );
  });
});

describe("sorting and reordering", () => {
  const rows = portfolioRows([holding("MSFT", 1), holding("AAPL", 10), holding("KO", null)], QUOTES);

  it("sorts by a figure with missing figures last, and keeps the user's order for their own view", () => {
    expect(sortedRows(rows, { key: "value", direction: "desc" }).map((r) => r.holding.symbol)).toEqual([
      "AAPL",
      "MSFT",
      "KO",
    ]);
    expect(sortedRows(rows, { key: "value", direction: "asc" }).map((r) => r.holding.symbol)).toEqual([
      "MSFT",
      "AAPL",
      "KO",
    ]);
    expect(sortedRows(rows, { key: "symbol", direction: "asc" }).map((r) => r.holding.symbol)).toEqual([
      "AAPL",
      "KO",
      "MSFT",
    ]);
    expect(sortedRows(rows, OWN_ORDER).map((r) => r.holding.symbol)).toEqual(["MSFT", "AAPL", "KO"]);
  });

  it("flips a column clicked twice and starts a new one high to low, names A to Z", () => {
    expect(nextSort(OWN_ORDER, "value")).toEqual({ key: "value", direction: "desc" });
    expect(nextSort({ key: "value", direction: "desc" }, "value")).toEqual({ key: "value", direction: "asc" });
    expect(nextSort({ key: "value", direction: "desc" }, "symbol")).toEqual({ key: "symbol", direction: "asc" });
    expect(nextSort({ key: "value", direction: "desc" }, "order")).toEqual(OWN_ORDER);
  });

  it("moves one id and keeps every other in its order", () => {
    expect(moveInOrder(["a", "b", "c", "d"], "a", 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveInOrder(["a", "b", "c"], "c", -5)).toEqual(["c", "a", "b"]);
    expect(moveInOrder(["a", "b"], "z", 0)).toEqual(["a", "b"]);
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1 }), fc.nat(), fc.integer(), (order, pick, to) => {
        const id = order[pick % order.length] as string;
        const moved = moveInOrder(order, id, to);
        expect([...moved].sort()).toEqual([...order].sort());
        expect(moved.filter((kept) => kept !== id)).toEqual(order.filter((kept) => kept !== id));
      }),
    );
  });
});
