// Runs an answer plan against the one MarketData the server built (issue 33): each figure the
// plan asks for becomes a fact with its value, unit, period and source, a derived figure naming
// the facts it is computed from; what the data cannot serve becomes a gap, said first.
// This file is the dispatch; each concern lives in a file of its own (companyFacts, planGaps…).
import type { AnswerPlan, Fact, FactSource, FactsTable, KnownCompany } from "@moatwise/core";
import { namesOf, noCompanyGap, symbolsAsked } from "./companiesAsked";
import { addCompanyFacts, type FactsGathered } from "./companyFacts";
import { gapsAsked, gapsSaid } from "./planGaps";
import type { MarketFacts } from "./ports";

export interface FactsEngineOptions {
  /** The companies the data covers (for ranking a sector and naming the set's size). */
  readonly covered: ReadonlyArray<KnownCompany>;
}

export async function runPlan(plan: AnswerPlan, market: MarketFacts, options: FactsEngineOptions): Promise<FactsTable> {
  const { covered } = options;
  const offline = !market.covers("ZZZZ-NOT-LISTED") && covered.length < 100;
  const gaps = gapsAsked(plan, { offline, coveredCount: covered.length });
  const symbols = await symbolsAsked(plan, market, covered, gaps);
  const names = namesOf(plan, covered, symbols);
  if (symbols.length === 0) {
    const noCompany = noCompanyGap(plan);
    if (noCompany) gaps.push(noCompany);
    return { plan, names, facts: [], quotes: [], gaps, sources: [] };
  }
  const gathered: FactsGathered = {
    facts: new Map<string, Fact>(),
    sources: new Map<string, FactSource>(),
    gaps,
    yearGaps: new Set(),
  };
  for (const symbol of symbols) await addCompanyFacts(plan, market, symbol, names[symbol] ?? symbol, gathered);
  const { facts, sources } = gathered;
  return {
    plan,
    names,
    facts: [...facts.values()],
    quotes: [],
    gaps: gapsSaid(plan, gaps, facts.size > 0),
    sources: [...sources.values()],
  };
}
