// Which way each numeric proxy of a power points for one company (issue 38): it supports the
// power, it is weak, or it argues against it, read from the company's own figures against the
// thresholds named in constants.ts (and, for a price premium, against its sector's peers in the
// data). The reading's text says why in the company's terms, so a 12.6 % gross margin is never
// put forward as "a high mark-up". A proxy against a power is evidence against it, never for it.

import {
  BRANDING_GROSS_MARGIN_AGAINST_BELOW,
  BRANDING_GROSS_MARGIN_SUPPORTS_MIN,
  BRANDING_SGA_AGAINST_BELOW,
  BRANDING_SGA_SUPPORTS_MIN,
  CORNERED_RND_SUPPORTS_MIN,
  PEER_GROSS_MARGIN_GAP,
  PEERS_MIN,
  PROCESS_ASSET_TURNOVER_SUPPORTS_MIN,
  PROCESS_ROIC_AGAINST_BELOW,
  PROCESS_ROIC_SUPPORTS_MIN,
  SCALE_MARGIN_CHANGE_AGAINST_BELOW,
  SCALE_MARGIN_CHANGE_SUPPORTS_MIN,
  SCALE_REVENUE_AGAINST_BELOW_USD,
  SCALE_REVENUE_SUPPORTS_MIN_USD,
  SWITCHING_GROSS_MARGIN_AGAINST_BELOW,
  SWITCHING_GROSS_MARGIN_SUPPORTS_MIN,
  SWITCHING_MARGIN_RANGE_AGAINST_ABOVE,
  SWITCHING_MARGIN_RANGE_SUPPORTS_MAX,
} from "../constants";
import type { PowerEvidence, ProxyDirection } from "../schemas/company";
import { formatMultiple, formatPercent, formatPoints } from "./marketFormat";

/** A proxy's reading for one company: which way it points, and why in a sentence or two. */
export interface ProxyReading {
  readonly direction: ProxyDirection;
  readonly text: string;
}

/** The gross margins of a company's peers in the data (its industry's, domain/peers), as their median. */
export interface PeerMargins {
  /** Why they are peers: "same industry: Discount Stores". */
  readonly basis: string;
  readonly symbols: ReadonlyArray<string>;
  readonly medianGrossMargin: number;
}

/** How the directions order, from against to supports: a reading only moves along this. */
export const DIRECTION_RANK: Record<ProxyDirection, number> = { against: -1, weak: 0, supports: 1 };

/** Each direction in a word, for a label beside the evidence. */
export const DIRECTION_WORDS: Record<ProxyDirection, string> = {
  supports: "Supports",
  weak: "Weak",
  against: "Against",
};

const pct = (fraction: number) => formatPercent(fraction, 0);
const points = (change: number) => formatPoints(change, false, "percentage points");
/** A threshold in whole percentage points: "2 percentage points". */
const wholePoints = (change: number) => formatPoints(change, false, "percentage points", 0);

/** Higher is better: supports from `supportsMin`, against below `againstBelow`, weak between. */
function byThresholds(value: number, supportsMin: number, againstBelow: number): ProxyDirection {
  if (value >= supportsMin) return "supports";
  return value < againstBelow ? "against" : "weak";
}

/** "A, B and C". */
const listed = (names: ReadonlyArray<string>) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

const fromRank = (rank: number): ProxyDirection => (rank > 0 ? "supports" : rank < 0 ? "against" : "weak");

/** The median of the peers' gross margins, or null with fewer than PEERS_MIN of them. */
export function peerMargins(
  basis: string,
  margins: ReadonlyArray<{ readonly symbol: string; readonly grossMargin: number | null }>,
): PeerMargins | null {
  const known = margins.filter(
    (peer): peer is { symbol: string; grossMargin: number } =>
      peer.grossMargin !== null && Number.isFinite(peer.grossMargin),
  );
  if (known.length < PEERS_MIN) return null;
  const sorted = known.map((peer) => peer.grossMargin).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { basis, symbols: known.map((peer) => peer.symbol), medianGrossMargin: median };
}

/**
 * Branding, gross margin: a price premium needs a wide mark-up (against the thresholds) and, when
 * the data holds its industry's peers, one wider than theirs. The two readings add up, so a higher
 * margin never reads worse: both are against → against, one each way → weak. Without peers,
 * `noPeer` (domain/peers' line) says the data holds none, so no sector company stands in for one.
 */
export function pricePremiumReading(
  grossMargin: number,
  peers: PeerMargins | null,
  noPeer: string | null = null,
): ProxyReading {
  const absolute = byThresholds(grossMargin, BRANDING_GROSS_MARGIN_SUPPORTS_MIN, BRANDING_GROSS_MARGIN_AGAINST_BELOW);
  const level = {
    supports: `At ${pct(BRANDING_GROSS_MARGIN_SUPPORTS_MIN)} or more, a mark-up over cost that can reflect a price premium.`,
    weak: `Between ${pct(BRANDING_GROSS_MARGIN_AGAINST_BELOW)} and ${pct(BRANDING_GROSS_MARGIN_SUPPORTS_MIN)}: a middling mark-up, no clear sign of a price premium.`,
    against: `Under ${pct(BRANDING_GROSS_MARGIN_AGAINST_BELOW)}: a mark-up too thin to carry a price premium, so it argues against one.`,
  }[absolute];
  if (!peers) return { direction: absolute, text: noPeer ? `${level} ${noPeer}` : level };
  const gap = grossMargin - peers.medianGrossMargin;
  const relative = byThresholds(gap, PEER_GROSS_MARGIN_GAP, -PEER_GROSS_MARGIN_GAP);
  const side = gap >= 0 ? "above" : "below";
  const meaning = {
    supports: "a premium its rivals do not get",
    weak: "in line with them",
    against: "its rivals charge more",
  }[relative];
  const who =
    peers.symbols.length === 1
      ? `Its peer in the data, ${peers.symbols[0]} (${peers.basis}), has a gross margin of`
      : `Its peers in the data, ${listed(peers.symbols)} (${peers.basis}), have a median of`;
  const peerText = `${who} ${formatPercent(peers.medianGrossMargin)}; it is ${points(Math.abs(gap))} ${side}: ${meaning}.`;
  return { direction: fromRank(DIRECTION_RANK[absolute] + DIRECTION_RANK[relative]), text: `${level} ${peerText}` };
}

/** Branding, selling and administrative spend to revenue: the upkeep of a brand. */
export function brandSpendReading(sgaToRevenue: number): ProxyReading {
  const direction = byThresholds(sgaToRevenue, BRANDING_SGA_SUPPORTS_MIN, BRANDING_SGA_AGAINST_BELOW);
  const text = {
    supports: `At ${pct(BRANDING_SGA_SUPPORTS_MIN)} of revenue or more: the spending that keeps a brand up.`,
    weak: `Between ${pct(BRANDING_SGA_AGAINST_BELOW)} and ${pct(BRANDING_SGA_SUPPORTS_MIN)} of revenue: spending to sell, no sign of a brand kept up by it.`,
    against: `Under ${pct(BRANDING_SGA_AGAINST_BELOW)} of revenue: too little spent on selling to keep up a brand.`,
  }[direction];
  return { direction, text };
}

/**
 * Switching costs, the range of the gross margin over the years: customers who stay keep paying a
 * high mark-up. A steady thin mark-up is cost-plus pricing, not a price customers pay to stay, so
 * it argues against; so does a margin that swings. A wider range or a thinner margin never reads better.
 */
export function marginStabilityReading(range: number, latestGrossMargin: number): ProxyReading {
  if (latestGrossMargin < SWITCHING_GROSS_MARGIN_AGAINST_BELOW) {
    return {
      direction: "against",
      text: `A mark-up of ${formatPercent(latestGrossMargin)}, under ${pct(SWITCHING_GROSS_MARGIN_AGAINST_BELOW)}, held steady is cost-plus pricing, not a price customers pay to stay.`,
    };
  }
  if (range > SWITCHING_MARGIN_RANGE_AGAINST_ABOVE) {
    return {
      direction: "against",
      text: `A range over ${wholePoints(SWITCHING_MARGIN_RANGE_AGAINST_ABOVE)}: customers did not keep paying the same mark-up.`,
    };
  }
  if (range <= SWITCHING_MARGIN_RANGE_SUPPORTS_MAX && latestGrossMargin >= SWITCHING_GROSS_MARGIN_SUPPORTS_MIN) {
    return {
      direction: "supports",
      text: `Within ${wholePoints(SWITCHING_MARGIN_RANGE_SUPPORTS_MAX)} on a mark-up of ${pct(SWITCHING_GROSS_MARGIN_SUPPORTS_MIN)} or more: customers kept paying a high mark-up year after year.`,
    };
  }
  return {
    direction: "weak",
    text: `Steady or high but not both: a range within ${wholePoints(SWITCHING_MARGIN_RANGE_SUPPORTS_MAX)} on a mark-up of ${pct(SWITCHING_GROSS_MARGIN_SUPPORTS_MIN)} or more would show customers who stay.`,
  };
}

/** Scale economies, the operating margin's change over the years, a fraction (0.02 is 2 points). */
export function marginWideningReading(change: number): ProxyReading {
  const direction = byThresholds(change, SCALE_MARGIN_CHANGE_SUPPORTS_MIN, SCALE_MARGIN_CHANGE_AGAINST_BELOW);
  const text = {
    supports: `Widened by ${wholePoints(SCALE_MARGIN_CHANGE_SUPPORTS_MIN)} or more: costs grew more slowly than sales.`,
    weak: `Within ${wholePoints(SCALE_MARGIN_CHANGE_SUPPORTS_MIN)} either way: no sign yet that costs fall behind sales.`,
    against: `Narrowed by more than ${wholePoints(-SCALE_MARGIN_CHANGE_AGAINST_BELOW)}: costs grew faster than sales, the opposite of scale economies.`,
  }[direction];
  return { direction, text };
}

/** Scale economies, revenue in dollars: fixed costs spread over more sales. */
export function revenueSizeReading(revenue: number): ProxyReading {
  const direction = byThresholds(revenue, SCALE_REVENUE_SUPPORTS_MIN_USD, SCALE_REVENUE_AGAINST_BELOW_USD);
  const billions = (usd: number) => `$${usd / 1e9} billion`;
  const text = {
    supports: `${billions(SCALE_REVENUE_SUPPORTS_MIN_USD)} or more: fixed costs spread over a large base of sales.`,
    weak: `Between ${billions(SCALE_REVENUE_AGAINST_BELOW_USD)} and ${billions(SCALE_REVENUE_SUPPORTS_MIN_USD)}: size alone says little.`,
    against: `Under ${billions(SCALE_REVENUE_AGAINST_BELOW_USD)}: too small for scale to be the edge.`,
  }[direction];
  return { direction, text };
}

/** Cornered resource, research and development to revenue; little research is weak, not against. */
export function researchSpendReading(rndToRevenue: number): ProxyReading {
  const direction = byThresholds(rndToRevenue, CORNERED_RND_SUPPORTS_MIN, Number.NEGATIVE_INFINITY);
  const text =
    direction === "supports"
      ? `At ${pct(CORNERED_RND_SUPPORTS_MIN)} of revenue or more: spending that can create patents and know-how others cannot use.`
      : `Under ${pct(CORNERED_RND_SUPPORTS_MIN)} of revenue: little research to corner a resource with; one may come from elsewhere.`;
  return { direction, text };
}

/** Process power, the average return on invested capital over the years. */
export function returnOnCapitalReading(averageRoic: number): ProxyReading {
  const direction = byThresholds(averageRoic, PROCESS_ROIC_SUPPORTS_MIN, PROCESS_ROIC_AGAINST_BELOW);
  const text = {
    supports: `At ${pct(PROCESS_ROIC_SUPPORTS_MIN)} or more, well above a cost of capital: an edge competitors have not copied.`,
    weak: `Between ${pct(PROCESS_ROIC_AGAINST_BELOW)} and ${pct(PROCESS_ROIC_SUPPORTS_MIN)}: above a typical cost of capital, but not by much.`,
    against: `Under ${pct(PROCESS_ROIC_AGAINST_BELOW)}, about a cost of capital: no sign of an edge in how it works.`,
  }[direction];
  return { direction, text };
}

/** Process power, revenue per dollar of assets; a slow turn is weak, not against. */
export function assetTurnoverReading(turnover: number): ProxyReading {
  const direction = byThresholds(turnover, PROCESS_ASSET_TURNOVER_SUPPORTS_MIN, Number.NEGATIVE_INFINITY);
  const text =
    direction === "supports"
      ? `${formatMultiple(PROCESS_ASSET_TURNOVER_SUPPORTS_MIN)} or more: the operation works its assets hard.`
      : `Under ${formatMultiple(PROCESS_ASSET_TURNOVER_SUPPORTS_MIN)}: revenue per dollar of assets shows no edge by itself.`;
  return { direction, text };
}

/**
 * A power's evidence split by which way it points: what speaks for it (supporting and weak
 * proxies, passages) and what argues against it, which is never listed as its evidence.
 */
export function evidenceByDirection(evidence: ReadonlyArray<PowerEvidence>): {
  readonly for: ReadonlyArray<PowerEvidence>;
  readonly against: ReadonlyArray<PowerEvidence>;
} {
  return {
    for: evidence.filter((item) => item.direction !== "against"),
    against: evidence.filter((item) => item.direction === "against"),
  };
}
