// The competitors pillar's table (issue 34): the company against the companies of its sector that
// the data covers, each on its latest fiscal year's growth, margins, return on equity and
// valuation, with the company's rank on each. Every figure is computed from the statements (and
// the quote's market value), and the table's source states each one, so a claim citing it checks.
import { formatPercent, type PeerComparison, type ResearchSource } from "@moatwise/core";
import type { BundledCompany, MarketFacts } from "../ports";

interface Measure {
  readonly id: string;
  readonly label: string;
  readonly unit: "percent" | "times";
  /** Lower is better (a price-to-earnings multiple: cheaper). */
  readonly lowerIsBetter?: boolean;
}

export const COMPARED_MEASURES: ReadonlyArray<Measure> = [
  { id: "revenueGrowth", label: "Revenue growth", unit: "percent" },
  { id: "grossMargin", label: "Gross margin", unit: "percent" },
  { id: "operatingMargin", label: "Operating margin", unit: "percent" },
  { id: "netMargin", label: "Net margin", unit: "percent" },
  { id: "returnOnEquity", label: "Return on equity", unit: "percent" },
  { id: "priceToEarnings", label: "Price to earnings", unit: "times", lowerIsBetter: true },
];

type Row = PeerComparison["rows"][number];

const share = (part: number | null | undefined, whole: number | null | undefined) =>
  part === null || part === undefined || !whole ? null : (100 * part) / whole;
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

async function rowOf(market: MarketFacts, symbol: string, name: string): Promise<Row | null> {
  const [income, balance, quote] = await Promise.all([
    market.statements(symbol, "income", "annual").catch(() => null),
    market.statements(symbol, "balance", "annual").catch(() => null),
    market.quote(symbol).catch(() => null),
  ]);
  const [latest, earlier] = income?.data ?? [];
  if (!latest?.revenue) return null;
  const sheet = balance?.data.find((row) => row.fiscalYear === latest.fiscalYear);
  const growth = earlier?.revenue ? share(latest.revenue - earlier.revenue, earlier.revenue) : null;
  const marketCap = quote?.marketCap ?? null;
  const pe = marketCap !== null && latest.netIncome && latest.netIncome > 0 ? marketCap / latest.netIncome : null;
  return {
    symbol,
    name,
    year: `fiscal ${latest.fiscalYear}`,
    values: [
      growth,
      share(latest.grossProfit, latest.revenue),
      share(latest.operatingIncome, latest.revenue),
      share(latest.netIncome, latest.revenue),
      latest.netIncome !== null && sheet?.totalStockholdersEquity && sheet.totalStockholdersEquity > 0
        ? share(latest.netIncome, sheet.totalStockholdersEquity)
        : null,
      pe,
    ].map(rounded),
  };
}

/** A value as the table's source states it: a percentage with one decimal, a multiple with "×". */
export const comparedValue = (value: number, unit: Measure["unit"]) =>
  unit === "percent" ? formatPercent(value / 100) : `${value.toFixed(1)}×`;

const ordinal = (rank: number) => {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  return `${rank}${{ 1: "st", 2: "nd", 3: "rd" }[rank % 10] ?? "th"}`;
};

/** The company's place on each measure among the rows that have it, 1 the best. */
function ranksOf(symbol: string, rows: ReadonlyArray<Row>): PeerComparison["measures"] {
  return COMPARED_MEASURES.map((measure, index) => {
    const having = rows.filter((row) => row.values[index] !== null && row.values[index] !== undefined);
    const ordered = [...having].sort((a, b) => {
      const difference = (b.values[index] as number) - (a.values[index] as number);
      return measure.lowerIsBetter ? -difference : difference;
    });
    const at = ordered.findIndex((row) => row.symbol === symbol);
    return {
      id: measure.id,
      label: measure.label,
      unit: measure.unit,
      rank: at === -1 ? null : at + 1,
      of: having.length,
    };
  });
}

/**
 * The company against its sector's peers in the data (the bundled companies the market covers,
 * handed in by the caller); null when the data names no sector for it or covers no other company
 * of that sector.
 */
export async function peerComparison(
  market: MarketFacts,
  symbol: string,
  companyName: string,
  sector: string | null,
  bundled: ReadonlyArray<BundledCompany>,
): Promise<PeerComparison | null> {
  if (!sector) return null;
  const peers = bundled.filter(
    (company) => company.sector === sector && company.symbol !== symbol && market.covers(company.symbol),
  );
  if (peers.length === 0) return null;
  const rows = (
    await Promise.all([
      rowOf(market, symbol, companyName),
      ...peers.map((peer) => rowOf(market, peer.symbol, peer.companyName)),
    ])
  ).filter((row): row is Row => row !== null);
  if (!rows.some((row) => row.symbol === symbol) || rows.length < 2) return null;
  const lines = rows.map(
    (row) =>
      `${row.name} (${row.symbol}), ${row.year}: ${COMPARED_MEASURES.map((measure, index) => {
        const value = row.values[index];
        return `${measure.label.toLowerCase()} ${value === null || value === undefined ? "n/a" : comparedValue(value, measure.unit)}`;
      }).join("; ")}.`,
  );
  const measures = ranksOf(symbol, rows);
  const ranks = `${companyName}'s ranks: ${measures
    .map(
      (measure) =>
        `${measure.label.toLowerCase()} ${measure.rank === null ? "n/a" : `${ordinal(measure.rank)} of ${measure.of}`}`,
    )
    .join("; ")}.`;
  const source: ResearchSource = {
    id: `comparison:${symbol}:${sector}`,
    kind: "statement",
    title: `${sector} companies in Moatwise: income statements, balance sheets and market values`,
    url: `/stock/${encodeURIComponent(symbol)}?section=financials`,
    excerpt: [...lines, ranks].join(" ").slice(-4000),
  };
  return { symbol, sector, measures, rows, source };
}

/** One sentence per measure: where the company ranks, its figure and the leader's. */
export function rankSentences(comparison: PeerComparison, companyName: string): string[] {
  const own = comparison.rows.find((row) => row.symbol === comparison.symbol);
  if (!own) return [];
  return comparison.measures.flatMap((measure, index) => {
    const value = own.values[index];
    if (measure.rank === null || value === null || value === undefined) return [];
    const leader = [...comparison.rows]
      .filter((row) => row.values[index] !== null && row.values[index] !== undefined)
      .sort((a, b) => {
        const difference = (b.values[index] as number) - (a.values[index] as number);
        return COMPARED_MEASURES[index]?.lowerIsBetter ? -difference : difference;
      })[0];
    const lead =
      leader && leader.symbol !== own.symbol
        ? `; ${leader.name} leads at ${comparedValue(leader.values[index] as number, measure.unit)}`
        : "";
    return [
      `${companyName} ranks ${ordinal(measure.rank)} of ${measure.of} ${comparison.sector} companies in the data on ${measure.label.toLowerCase()}, at ${comparedValue(value, measure.unit)} in ${own.year}${lead}.`,
    ];
  });
}

/**
 * The sector's other companies in the data, each with the figures the comparison states for it,
 * so the claim check finds every figure in the comparison it cites.
 */
export function peersSentence(comparison: PeerComparison, companyName: string): string {
  const growth = COMPARED_MEASURES.findIndex((measure) => measure.id === "revenueGrowth");
  const operating = COMPARED_MEASURES.findIndex((measure) => measure.id === "operatingMargin");
  const peers = comparison.rows
    .filter((row) => row.symbol !== comparison.symbol)
    .map((row) => {
      const figures = [
        [growth, "revenue growth"],
        [operating, "operating margin"],
      ].flatMap(([index, words]) => {
        const value = row.values[index as number];
        const measure = COMPARED_MEASURES[index as number];
        return value === null || value === undefined || !measure
          ? []
          : [`${words} ${comparedValue(value, measure.unit)}`];
      });
      const name = row.name.replace(/\.$/, "");
      return figures.length > 0 ? `${name} (${row.year}: ${figures.join(", ")})` : name;
    });
  const list = peers.length <= 1 ? (peers[0] ?? "") : `${peers.slice(0, -1).join(", ")} and ${peers.at(-1)}`;
  return `The data names no competitors of ${companyName}; the other ${comparison.sector} companies it covers are ${list}.`;
}
