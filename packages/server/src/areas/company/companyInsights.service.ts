// The company calls computed from the other data: the overview and the seven-powers evidence.
// Each carries the provenance of the statements it was written from.
import type { CompanyOverview, SevenPowers } from "@moatwise/core";
import { financialsService } from "../financials/financials.service";
import type { MarketData } from "../market/marketData";
import { overviewFrom } from "./companyOverview";
import { EVIDENCE_ONLY_NOTE, powersEvidence } from "./sevenPowers";

export function companyInsightsService(market: MarketData) {
  const financials = financialsService(market);

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
        netDebt: facts.balance.find((row) => row.date === income?.date)?.netDebt ?? null,
      };
      return {
        ...overviewFrom({ profile: facts.profile, periods: facts.metrics.periods, latest, filings }),
        provenance: facts.metrics.provenance,
      };
    },

    async sevenPowers(symbol: string): Promise<SevenPowers> {
      const facts = await annualFacts(symbol);
      return {
        symbol: facts.profile.symbol,
        companyName: facts.profile.companyName,
        powers: powersEvidence({ ...facts, periods: facts.metrics.periods }),
        note: EVIDENCE_ONLY_NOTE,
        provenance: facts.metrics.provenance,
      };
    },
  };
}

export type CompanyInsights = ReturnType<typeof companyInsightsService>;
