// The company calls computed from the other data: the overview and the seven-powers evidence.
// Each carries the provenance of the statements it was written from.

import {
  type CompanyOverview,
  type CompanyProfile,
  noPeerLine,
  type PeerMargins,
  peerMargins,
  type SevenPowers,
} from "@moatwise/core";
import type { AiProvider } from "../../languageModel/aiProvider";
import { financialsService } from "../financials/financials.service";
import { ratio } from "../financials/metrics";
import { netDebtOf } from "../financials/netDebt";
import { industryPeers } from "../market/industryPeers";
import type { MarketData } from "../market/marketData";
import { overviewFrom } from "./companyOverview";
import { EVIDENCE_ONLY_NOTE, powersEvidence } from "./sevenPowers";
import { judgePowers, type PowersJudged } from "./sevenPowersJudgement";

/** How long a company's rated powers are kept before the model is asked again. */
const JUDGEMENT_CACHE_MS = 6 * 3600_000;

/**
 * `judge`: the AI provider that rates the seven powers; with none, or one that cannot write (the
 * offline provider), the answer is evidence only.
 */
export function companyInsightsService(market: MarketData, judge: AiProvider | null = null, now = Date.now) {
  const financials = financialsService(market);
  const judged = new Map<string, { at: number; result: PowersJudged }>();

  async function judgementsFor(
    company: { symbol: string; companyName: string },
    powers: Parameters<typeof judgePowers>[2],
    signal: AbortSignal,
  ): Promise<PowersJudged> {
    if (!judge?.complete) return { judgements: new Map(), note: EVIDENCE_ONLY_NOTE };
    const kept = judged.get(company.symbol);
    if (kept && now() - kept.at < JUDGEMENT_CACHE_MS) return kept.result;
    const result = await judgePowers(judge, company, powers, signal);
    if (result.judgements.size > 0) judged.set(company.symbol, { at: now(), result });
    return result;
  }

  async function annualFacts(symbol: string) {
    const upper = symbol.toUpperCase();
    const [profile, metrics, income, balance, cashFlow] = await Promise.all([
      market.profile(upper),
      financials.metrics(upper, {}),
      market.statements(upper, "income", "annual"),
      market.statements(upper, "balance", "annual"),
      market.statements(upper, "cashFlow", "annual"),
    ]);
    return { profile, metrics, income: income.data, balance: balance.data, cashFlow: cashFlow.data };
  }

  /** The latest gross margins of the company's industry peers in the data; a peer that fails is left out. */
  async function peersOf(profile: CompanyProfile): Promise<PeerMargins | null> {
    const set = industryPeers(profile.symbol, profile.industry);
    if (!set.basis) return null;
    const margins = await Promise.all(
      set.symbols.map(async (symbol) => {
        const income = await market.statements(symbol, "income", "annual").then(
          (answer) => answer.data,
          () => [],
        );
        const [latest] = income;
        return { symbol, grossMargin: ratio(latest?.grossProfit ?? null, latest?.revenue ?? null) };
      }),
    );
    return peerMargins(set.basis, margins);
  }

  return {
    async overview(symbol: string): Promise<CompanyOverview> {
      const facts = await annualFacts(symbol);
      const filings = await market.filings(symbol.toUpperCase()).then(
        (answer) => answer.data,
        () => [],
      );
      const [income] = facts.income;
      const latest = {
        revenue: income?.revenue ?? null,
        ebitda: income?.ebitda ?? null,
        freeCashFlow: facts.cashFlow.find((row) => row.date === income?.date)?.freeCashFlow ?? null,
        netDebt: netDebtOf(facts.balance.find((row) => row.date === income?.date)),
      };
      return {
        ...overviewFrom({ profile: facts.profile, periods: facts.metrics.periods, latest, filings }),
        provenance: facts.metrics.provenance,
      };
    },

    async sevenPowers(symbol: string, signal: AbortSignal = new AbortController().signal): Promise<SevenPowers> {
      const facts = await annualFacts(symbol);
      const company = { symbol: facts.profile.symbol, companyName: facts.profile.companyName };
      const peers = await peersOf(facts.profile);
      const noPeer = peers ? null : noPeerLine(facts.profile.companyName, facts.profile.industry);
      const powers = powersEvidence({ ...facts, periods: facts.metrics.periods, peers, noPeer });
      const { judgements, note } = await judgementsFor(company, powers, signal);
      return {
        ...company,
        powers: powers.map((power) => ({ ...power, judgement: judgements.get(power.name) ?? null })),
        note,
        provenance: facts.metrics.provenance,
      };
    },
  };
}

export type CompanyInsights = ReturnType<typeof companyInsightsService>;
