// The competitors pillar's table (issue 34): the company against its peers the data covers (issue
// 43: the companies of its industry or competitive group, never merely of its sector), each on its
// latest fiscal year's growth, margins, return on equity and valuation, with its rank on each. Every figure is computed from the statements (and
// the quote's market value), and the table's source states each one, so a claim citing it checks.
import {
  comparedAmong,
  figureIn,
  formatPercent,
  measureWords,
  namesList,
  type PeerComparison,
  peerSetOf,
  type ResearchSource,
  texts,
  yearWords,
} from "@moatwise/core";
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
  // Today's market value over the latest fiscal year's net income: labelled apart from the stock page's P/E (TTM).
  { id: "priceToEarnings", label: texts.peFiscalYearLabel, unit: "times", lowerIsBetter: true },
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

/** The rows that have a measure's figure, best first (the lowest first where lower is better). */
function bestFirst(rows: ReadonlyArray<Row>, index: number): Row[] {
  const lowerIsBetter = COMPARED_MEASURES[index]?.lowerIsBetter ?? false;
  return rows
    .filter((row) => row.values[index] !== null && row.values[index] !== undefined)
    .sort((a, b) => ((b.values[index] as number) - (a.values[index] as number)) * (lowerIsBetter ? -1 : 1));
}

/**
 * The company's place on each measure among the rows that have it, 1 the best: one more than the
 * rows strictly ahead of it, so companies level at the shown precision share a place (issue 43).
 */
function ranksOf(symbol: string, rows: ReadonlyArray<Row>): PeerComparison["measures"] {
  return COMPARED_MEASURES.map((measure, index) => {
    const having = bestFirst(rows, index);
    const own = having.find((row) => row.symbol === symbol)?.values[index];
    const ahead = (row: Row) =>
      measure.lowerIsBetter
        ? (row.values[index] as number) < (own as number)
        : (row.values[index] as number) > (own as number);
    return {
      id: measure.id,
      label: measure.label,
      unit: measure.unit,
      rank: own === null || own === undefined ? null : having.filter(ahead).length + 1,
      of: having.length,
    };
  });
}

/**
 * The company against its peers in the data (the bundled companies the market covers, handed in
 * by the caller): those whose industry competes with its own (core's peerSetOf), never those that
 * only share its sector (issue 43). Null when the data names no industry for it or covers no peer.
 */
export async function peerComparison(
  market: MarketFacts,
  symbol: string,
  companyName: string,
  profile: { readonly sector: string | null; readonly industry: string | null } | null,
  bundled: ReadonlyArray<BundledCompany>,
): Promise<PeerComparison | null> {
  const covered = bundled.filter((company) => market.covers(company.symbol));
  const set = peerSetOf({ symbol, industry: profile?.industry ?? null }, covered);
  if (!set.basis || set.symbols.length === 0) return null;
  const peers = covered.filter((company) => set.symbols.includes(company.symbol));
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
        return `${measureWords(measure.label)} ${value === null || value === undefined ? "n/a" : comparedValue(value, measure.unit)}`;
      }).join("; ")}.`,
  );
  const measures = ranksOf(symbol, rows);
  const ranks = `${companyName}'s ranks: ${measures
    .map(
      (measure) =>
        `${measureWords(measure.label)} ${measure.rank === null ? "n/a" : `${ordinal(measure.rank)} of ${measure.of}`}`,
    )
    .join("; ")}.`;
  const source: ResearchSource = {
    id: `comparison:${symbol}:${profile?.industry ?? "peers"}`,
    kind: "statement",
    title: `${companyName}'s peers in Moatwise (${set.basis}): income statements, balance sheets and market values`,
    url: `/stock/${encodeURIComponent(symbol)}?section=financials`,
    excerpt: [...lines, ranks].join(" ").slice(-4000),
  };
  return {
    symbol,
    sector: profile?.sector ?? "",
    basis: set.basis,
    ...(set.group ? { group: set.group } : {}),
    measures,
    rows,
    source,
  };
}

const bare = (name: string) => name.replace(/\.$/, "");

/** Each row's figure with its year, or all under one year when they share it: "both at 2.9% in fiscal 2024". */
function levelAt(
  rows: ReadonlyArray<Row>,
  measureId: string,
  value: string,
  companyName: string,
  ownSymbol: string,
): string {
  const years = new Set(rows.map((row) => row.year));
  const both = rows.length === 2 ? "both" : "all";
  if (years.size === 1) return `${both} ${figureIn(measureId, value, rows[0]?.year ?? "")}`;
  const each = rows.map(
    (row) => `${row.symbol === ownSymbol ? bare(companyName) : bare(row.name)} ${yearWords(measureId, row.year)}`,
  );
  return `${both} at ${value} (${namesList(each)})`;
}

/**
 * One sentence per measure: where the company ranks, its figure and year, and the leader's figure
 * and year. Companies level at the shown precision tie, and the sentence says so (issue 43).
 */
export function rankSentences(comparison: PeerComparison, companyName: string): string[] {
  const own = comparison.rows.find((row) => row.symbol === comparison.symbol);
  if (!own) return [];
  const among = comparedAmong(comparison);
  return comparison.measures.flatMap((measure, index) => {
    const value = own.values[index];
    if (measure.rank === null || value === null || value === undefined) return [];
    const place = `${ordinal(measure.rank)} of ${measure.of}`;
    const shown = comparedValue(value, measure.unit);
    const having = bestFirst(comparison.rows, index);
    const level = having.filter((row) => row.symbol !== own.symbol && row.values[index] === value);
    const onMeasure = `on ${measureWords(measure.label)}`;
    if (level.length > 0) {
      return [
        `${companyName} ties with ${namesList(level.map((row) => bare(row.name)))} for ${place} among ${among} ${onMeasure}, ${levelAt([own, ...level], measure.id, shown, companyName, own.symbol)}.`,
      ];
    }
    const best = having[0]?.values[index];
    const leaders = having.filter((row) => row.values[index] === best && row.symbol !== own.symbol);
    const lead =
      measure.rank === 1 || !leaders[0] || best === null || best === undefined
        ? ""
        : leaders.length > 1
          ? `; ${namesList(leaders.map((row) => bare(row.name)))} lead, ${levelAt(leaders, measure.id, comparedValue(best, measure.unit), companyName, own.symbol)}`
          : `; ${bare(leaders[0].name)} leads ${figureIn(measure.id, comparedValue(best, measure.unit), leaders[0].year)}`;
    return [
      `${companyName} ranks ${place} among ${among} ${onMeasure}, ${figureIn(measure.id, shown, own.year)}${lead}.`,
    ];
  });
}

/**
 * The company's peers in the data and why they are its peers, each with the figures the comparison
 * states for it, so the claim check finds every figure in the comparison it cites.
 */
export function peersSentence(comparison: PeerComparison): string {
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
      const name = bare(row.name);
      return figures.length > 0 ? `${name} (${row.year}: ${figures.join(", ")})` : name;
    });
  const why = comparison.basis ?? `same sector: ${comparison.sector}`;
  // Without the company's own name, so its words never make this list look like evidence of what it sells.
  return `${peers.length === 1 ? "Its peer" : "Its peers"} in the data (${why}): ${namesList(peers)}.`;
}
