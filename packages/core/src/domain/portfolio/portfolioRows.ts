// The dashboard's figures (issue 24), computed from the holdings and their quotes: each row's
// price, day change, value, gain since cost and weight; the totals; the allocation by sector; and
// sorting. A watched company (no shares) has a price and a day change, and no value or weight.
import type { Holding, HoldingQuote } from "../schemas/portfolio";

export interface PortfolioRow {
  readonly holding: Holding;
  readonly name: string;
  readonly sector: string | null;
  /** False for a company no provider has data on: its figures are all missing. */
  readonly quoted: boolean;
  readonly watched: boolean;
  readonly price: number | null;
  readonly dayChangePercent: number | null;
  /** The day's change in value: shares × the price change. */
  readonly dayGain: number | null;
  readonly value: number | null;
  readonly cost: number | null;
  readonly gain: number | null;
  readonly gainPercent: number | null;
  /** Share of the portfolio's value, 0 to 1. */
  readonly weight: number | null;
}

export interface PortfolioTotals {
  readonly value: number;
  /** Cost of the holdings with both shares and a cost per share. */
  readonly cost: number;
  /** Gain of those same holdings (value of the rest does not count against a cost it lacks). */
  readonly gain: number;
  readonly gainPercent: number | null;
  readonly dayGain: number;
  readonly dayChangePercent: number | null;
  readonly holdings: number;
  readonly watched: number;
}

export interface SectorSlice {
  readonly sector: string;
  readonly value: number;
  readonly weight: number;
}

export const UNKNOWN_SECTOR = "Other";

const times = (a: number | null, b: number | null) => (a === null || b === null ? null : a * b);
const ratio = (part: number | null, whole: number | null) =>
  part === null || whole === null || whole === 0 ? null : part / whole;

function rowOf(holding: Holding, quote: HoldingQuote | undefined): Omit<PortfolioRow, "weight"> {
  const shares = holding.shares !== null && holding.shares > 0 ? holding.shares : null;
  const price = quote?.found ? quote.price : null;
  const value = times(shares, price);
  const cost = times(shares, holding.costPerShare);
  const gain = value === null || cost === null ? null : value - cost;
  return {
    holding,
    name: quote?.found ? quote.name : holding.symbol,
    sector: quote?.sector ?? null,
    quoted: quote?.found ?? false,
    watched: shares === null,
    price,
    dayChangePercent: quote?.found ? quote.changePercentage : null,
    dayGain: times(shares, quote?.found ? quote.change : null),
    value,
    cost,
    gain,
    gainPercent: ratio(gain, cost),
  };
}

/** One row per holding, in the holdings' order; quotes are matched by symbol. */
export function portfolioRows(holdings: ReadonlyArray<Holding>, quotes: ReadonlyArray<HoldingQuote>): PortfolioRow[] {
  const bySymbol = new Map(quotes.map((quote) => [quote.symbol, quote]));
  const rows = holdings.map((holding) => rowOf(holding, bySymbol.get(holding.symbol)));
  const total = rows.reduce((sum, row) => sum + (row.value ?? 0), 0);
  return rows.map((row) => ({ ...row, weight: row.value === null ? null : ratio(row.value, total) }));
}

export function portfolioTotals(rows: ReadonlyArray<PortfolioRow>): PortfolioTotals {
  const sum = (pick: (row: PortfolioRow) => number | null, only = rows) =>
    only.reduce((total, row) => total + (pick(row) ?? 0), 0);
  const costed = rows.filter((row) => row.cost !== null && row.value !== null);
  const value = sum((row) => row.value);
  const cost = sum((row) => row.cost, costed);
  const gain = sum((row) => row.gain, costed);
  const dayGain = sum((row) => row.dayGain);
  return {
    value,
    cost,
    gain,
    gainPercent: ratio(gain, cost),
    dayGain,
    dayChangePercent: ratio(dayGain, value - dayGain),
    holdings: rows.filter((row) => !row.watched).length,
    watched: rows.filter((row) => row.watched).length,
  };
}

/** The value held per sector, largest first; holdings without a sector are "Other". */
export function sectorAllocation(rows: ReadonlyArray<PortfolioRow>): SectorSlice[] {
  const bySector = new Map<string, number>();
  for (const row of rows) {
    if (row.value === null || row.value <= 0) continue;
    const sector = row.sector ?? UNKNOWN_SECTOR;
    bySector.set(sector, (bySector.get(sector) ?? 0) + row.value);
  }
  const total = [...bySector.values()].reduce((sum, value) => sum + value, 0);
  return [...bySector]
    .map(([sector, value]) => ({ sector, value, weight: value / total }))
    .sort((a, b) => b.value - a.value || a.sector.localeCompare(b.sector));
}

export const PORTFOLIO_SORT_KEYS = [
  "order",
  "symbol",
  "price",
  "dayChangePercent",
  "value",
  "gainPercent",
  "weight",
] as const;
export type PortfolioSortKey = (typeof PORTFOLIO_SORT_KEYS)[number];
export interface PortfolioSort {
  readonly key: PortfolioSortKey;
  readonly direction: "asc" | "desc";
}

/** The user's own order, which drag and keyboard reordering change. */
export const OWN_ORDER: PortfolioSort = { key: "order", direction: "asc" };

/** The sort after clicking a column: the same column flips, a new one starts high to low (A to Z for names). */
export function nextSort(current: PortfolioSort, key: PortfolioSortKey): PortfolioSort {
  if (key === "order") return OWN_ORDER;
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: key === "symbol" ? "asc" : "desc" };
}

/** Rows sorted by `sort`; missing figures go last either way, ties keep the user's order. */
export function sortedRows(rows: ReadonlyArray<PortfolioRow>, sort: PortfolioSort): PortfolioRow[] {
  if (sort.key === "order") return [...rows];
  const key = sort.key;
  const sign = sort.direction === "asc" ? 1 : -1;
  const indexed = rows.map((row, index) => ({ row, index }));
  return indexed
    .sort((a, b) => {
      if (key === "symbol") return sign * a.row.holding.symbol.localeCompare(b.row.holding.symbol) || a.index - b.index;
      const x = a.row[key];
      const y = b.row[key];
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      return sign * (x - y) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** `order` with `id` moved to `to` (clamped to the list); unchanged when `id` is not in it. */
export function moveInOrder(order: ReadonlyArray<string>, id: string, to: number): string[] {
  const from = order.indexOf(id);
  if (from < 0) return [...order];
  const rest = order.filter((kept) => kept !== id);
  const at = Math.max(0, Math.min(rest.length, Math.trunc(to)));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
