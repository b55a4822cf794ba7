// The facts engine over one MarketData (issue 33): the plan reader's directory of the companies
// the providers cover, and runPlan bound to that data. The chat, the reports and the live writer
// all take it from here, so they plan and read the same companies.
import { companyDirectory, type KnownCompany } from "@moatwise/core";
import { runPlan } from "./factsEngine";
import type { CompanyCatalogue, MarketFacts } from "./ports";

/** The companies the providers have data on: the bundled set's, and every listed one a live provider covers. */
function coveredCompanies(market: MarketFacts, { bundled, universe }: CompanyCatalogue): KnownCompany[] {
  const sample = bundled
    .filter((company) => market.covers(company.symbol))
    .map((company) => ({
      symbol: company.symbol,
      name: company.companyName,
      people: [company.ceo],
    }));
  const known = new Set(sample.map((company) => company.symbol));
  const listed = universe.filter((company) => !known.has(company.symbol) && market.covers(company.symbol));
  return [...sample, ...listed];
}

/** The plan reader's directory and the facts engine, over one MarketData. */
export function factsOver(market: MarketFacts, catalogue: CompanyCatalogue) {
  const covered = coveredCompanies(market, catalogue);
  const directory = companyDirectory(covered, catalogue.universe);
  return { directory, run: (plan: Parameters<typeof runPlan>[0]) => runPlan(plan, market, { covered }) };
}
