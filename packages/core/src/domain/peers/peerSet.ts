// A company's peers among the companies the data covers (issue 43): those of its industry, or of a
// competitive group its industry belongs to (competitiveGroups.data.ts), never those that only
// share its sector. Every place that sets a company against peers (the seven powers' price
// premium, a report's competitors pillar and executive summary) takes its set and its reason here,
// and says plainly when the data holds no true peer.
import { COMPETITIVE_GROUPS } from "./competitiveGroups.data";

/** What a peer set is drawn from: a company's symbol and the industry its data names. */
export interface IndustryOf {
  readonly symbol: string;
  readonly industry?: string | null;
}

export interface PeerSet {
  /** The peers' symbols, in the order of the companies handed in; empty when the data holds none. */
  readonly symbols: ReadonlyArray<string>;
  /** Why these are peers, as shown beside them: "same industry: Discount Stores". Null without an industry. */
  readonly basis: string | null;
  /** The set in a few words, before "peers": the industry, or the group when it spans industries. */
  readonly group: string | null;
}

const key = (industry: string) => industry.trim().toLowerCase();

/** The industries that compete with this one (itself included), by their lower-case key. */
export function competingIndustries(industry: string): ReadonlySet<string> {
  const own = key(industry);
  const group = COMPETITIVE_GROUPS.find((each) => each.industries.some((member) => key(member) === own));
  return new Set(group ? group.industries.map(key) : [own]);
}

/** The group's name when the industry belongs to one, else null. */
const groupOf = (industry: string) =>
  COMPETITIVE_GROUPS.find((each) => each.industries.some((member) => key(member) === key(industry))) ?? null;

/**
 * The company's peers among `companies`: those whose industry competes with its own. The basis says
 * "same industry: X" when every peer shares the company's industry, else the group and the industries
 * it joins ("same competitive group, big-box retail: Discount Stores, Home Improvement Retail").
 */
export function peerSetOf(company: IndustryOf, companies: ReadonlyArray<IndustryOf>): PeerSet {
  const industry = company.industry?.trim();
  if (!industry) return { symbols: [], basis: null, group: null };
  const competing = competingIndustries(industry);
  const own = company.symbol.toUpperCase();
  const peers = companies.filter(
    (each) => each.symbol.toUpperCase() !== own && each.industry && competing.has(key(each.industry)),
  );
  const industries = [...new Set([industry, ...peers.map((each) => (each.industry as string).trim())])];
  const group = groupOf(industry);
  const spans = industries.length > 1 && group;
  return {
    symbols: peers.map((each) => each.symbol),
    basis: spans ? `same competitive group, ${group.name}: ${industries.join(", ")}` : `same industry: ${industry}`,
    group: spans ? group.name : industry,
  };
}

/** "Peers: Walmart, Home Depot (same industry: Discount Stores)." as shown where the set is used. */
export function peersLine(names: ReadonlyArray<string>, basis: string): string {
  return `Peers: ${names.join(", ")} (${basis}).`;
}

/** What the data lacks, said where peers would be: no company of its industry or group. */
export function noPeerLine(companyName: string, industry: string | null | undefined): string {
  const name = companyName.replace(/\.$/, "");
  return industry?.trim()
    ? `The data holds no true peer of ${name}: no other company it covers is in its industry (${industry.trim()}) or one that competes with it.`
    : `The data holds no true peer of ${name}: it names no industry for it.`;
}

/** Who a comparison ranks a company among, as written beside its ranks: "its big-box retail peers in the data". */
export function comparedAmong(comparison: {
  readonly sector: string;
  readonly basis?: string;
  readonly group?: string;
}): string {
  if (comparison.group) return `its ${comparison.group} peers in the data`;
  return comparison.basis
    ? `its peers in the data (${comparison.basis})`
    : `${comparison.sector} companies in the data`;
}

/** "Walmart", "Walmart and Home Depot", "A, B and C". */
export function namesList(names: ReadonlyArray<string>): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The caption of a comparison's table: who the rows are and why, of the latest fiscal year each. */
export function comparisonCaption(comparison: {
  readonly sector: string;
  readonly basis?: string;
  readonly group?: string;
}): string {
  // The group in a few words: the reason in full is the figure's source, under the table.
  if (comparison.group) return `Peers in the data: ${comparison.group} (latest fiscal year of each)`;
  return comparison.basis
    ? `Peers in the data (${comparison.basis}), latest fiscal year of each`
    : `Against ${comparison.sector} companies in the data (latest fiscal year of each)`;
}
