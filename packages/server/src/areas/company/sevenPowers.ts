// The evidence for Hamilton Helmer's seven powers (GET /company/7-powers): numeric proxies from
// the statements and the passages of the company's description that speak to each power. A proxy
// points at a power; it does not prove one. Which way it points for this company (supports, weak,
// against) and why is core's reading (powerProxies.ts); a proxy against a power is listed after
// those for it, marked so. Judging the strength of a power is the AI provider's part; without one
// the answer is evidence only.
import {
  assetTurnoverReading,
  type BalanceSheet,
  brandSpendReading,
  type CompanyProfile,
  DIRECTION_RANK,
  type IncomeStatement,
  type MetricsPeriod,
  marginStabilityReading,
  marginWideningReading,
  type PeerMargins,
  type PowerEvidence,
  type PowerName,
  type ProxyReading,
  pricePremiumReading,
  researchSpendReading,
  returnOnCapitalReading,
  revenueSizeReading,
} from "@moatwise/core";
import { ratio } from "../financials/metrics";

type Figure = number | null;

export interface PowersInputs {
  readonly profile: CompanyProfile;
  /** Fiscal-year metrics, newest first. */
  readonly periods: ReadonlyArray<MetricsPeriod>;
  /** Annual statements, newest first. */
  readonly income: ReadonlyArray<IncomeStatement>;
  readonly balance: ReadonlyArray<BalanceSheet>;
  /** The gross margins of the company's industry peers in the data, when there are some. */
  readonly peers: PeerMargins | null;
  /** Without peers, the line saying the data holds none (so no sector company stands in). */
  readonly noPeer?: string | null;
}

export const EVIDENCE_ONLY_NOTE =
  "Evidence only: no AI provider is configured, so no power is judged. The figures are proxies from the statements and the passages come from the company description; weigh them yourself.";

const known = (value: Figure): value is number => value !== null && Number.isFinite(value);
const average = (values: ReadonlyArray<number>): Figure =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** The words in a description that speak to each power. */
const PASSAGE_WORDS: Record<PowerName, RegExp> = {
  "Scale Economies": /\b(scale|largest|global|volume|fleet|warehouses?|stores|data cent(er|re)s?)\b/i,
  "Network Economies": /\b(network|platforms?|marketplace|ecosystem|developers|advertis\w*|payments?)\b/i,
  "Counter-Positioning": /\b(low[- ]cost|low(er)? prices|membership|direct[- ]to|subscriptions?|online)\b/i,
  "Switching Costs": /\b(installed base|subscriptions?|recurring|enterprises?|contracts?|software|cloud)\b/i,
  Branding: /\b(brands?|premium|loyal\w*|consumers?)\b/i,
  "Cornered Resource": /\b(patents?|licen[cs]\w*|exclusive|proprietary|drugs?|medicines?|therap\w*|reserves|rights)\b/i,
  "Process Power": /\b(manufactur\w*|supply chain|logistics|efficien\w*|production|distribution)\b/i,
};

function passages(profile: CompanyProfile, power: PowerName): PowerEvidence[] {
  const sentences = (profile.description ?? "").match(/[^.!?]+[.!?]?/g) ?? [];
  const source = profile.website ? { title: `${profile.companyName} description`, url: profile.website } : undefined;
  return sentences
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "" && PASSAGE_WORDS[power].test(sentence))
    .map((text) => ({ kind: "passage", label: "From the company description", text, ...(source ? { source } : {}) }));
}

type Unit = NonNullable<PowerEvidence["unit"]>;

/** A metric with its reading for this company, when its value is known. */
function metric(label: string, value: Figure, unit: Unit, read: (value: number) => ProxyReading): PowerEvidence[] {
  if (!known(value)) return [];
  const { direction, text } = read(value);
  return [{ kind: "metric", label, value, unit, text, direction }];
}

function scaleProxies({ periods, income }: PowersInputs): PowerEvidence[] {
  const [latest] = periods;
  const earliest = periods.at(-1);
  const widening =
    latest && earliest && latest !== earliest && known(latest.operatingMargin) && known(earliest.operatingMargin)
      ? latest.operatingMargin - earliest.operatingMargin
      : null;
  return [
    ...metric("Revenue, latest fiscal year", income[0]?.revenue ?? null, "money", revenueSizeReading),
    ...metric(`Operating margin change over ${periods.length - 1} years`, widening, "points", marginWideningReading),
  ];
}

function switchingProxies({ periods }: PowersInputs): PowerEvidence[] {
  const margins = periods.map((period) => period.grossMargin).filter(known);
  const [latest] = margins;
  const range = margins.length >= 3 ? Math.max(...margins) - Math.min(...margins) : null;
  return latest === undefined
    ? []
    : metric(`Gross margin range over ${margins.length} years`, range, "spread", (spread) =>
        marginStabilityReading(spread, latest),
      );
}

function brandingProxies({ periods, income, peers, noPeer = null }: PowersInputs): PowerEvidence[] {
  const [latest] = income;
  return [
    ...metric("Gross margin", periods[0]?.grossMargin ?? null, "share", (margin) =>
      pricePremiumReading(margin, peers, noPeer),
    ),
    ...metric(
      "Selling, general and administrative expense to revenue",
      ratio(latest?.sellingGeneralAndAdministrativeExpenses ?? null, latest?.revenue ?? null),
      "share",
      brandSpendReading,
    ),
  ];
}

function corneredProxies({ income }: PowersInputs): PowerEvidence[] {
  const [latest] = income;
  return metric(
    "Research and development to revenue",
    ratio(latest?.researchAndDevelopmentExpenses ?? null, latest?.revenue ?? null),
    "share",
    researchSpendReading,
  );
}

function processProxies({ periods, income, balance }: PowersInputs): PowerEvidence[] {
  const returns = periods.map((period) => period.roic).filter(known);
  return [
    ...metric(
      `Average return on invested capital over ${returns.length} years`,
      average(returns),
      "share",
      returnOnCapitalReading,
    ),
    ...metric(
      "Asset turnover",
      ratio(income[0]?.revenue ?? null, balance[0]?.totalAssets ?? null),
      "times",
      assetTurnoverReading,
    ),
  ];
}

const PROXIES: Record<PowerName, (inputs: PowersInputs) => PowerEvidence[]> = {
  "Scale Economies": scaleProxies,
  "Network Economies": () => [],
  "Counter-Positioning": () => [],
  "Switching Costs": switchingProxies,
  Branding: brandingProxies,
  "Cornered Resource": corneredProxies,
  "Process Power": processProxies,
};

export const POWER_NAMES = Object.keys(PROXIES) as PowerName[];

/** Supporting proxies first, then weak ones and passages, then those against the power. */
const rank = (evidence: PowerEvidence) => (evidence.direction ? DIRECTION_RANK[evidence.direction] : 0);

/** Each power with its evidence; no judgement (that is the AI provider's). */
export function powersEvidence(inputs: PowersInputs) {
  return POWER_NAMES.map((name) => ({
    name,
    evidence: [...PROXIES[name](inputs), ...passages(inputs.profile, name)].sort((a, b) => rank(b) - rank(a)),
    judgement: null,
  }));
}
