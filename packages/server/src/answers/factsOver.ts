// The facts engine over one MarketData (issue 33): the plan reader's directory of the companies
// the providers cover, and runPlan bound to that data. The chat, the reports and the live writer
// all take it from here, so they plan and read the same companies.
import { companyDirectory, type KnownCompany } from "@moatwise/core";
import { companyUniverse } from "../areas/company/companyUniverse";
import { SAMPLE_PROFILES } from "../areas/market/sample/sampleProfiles.data";
import { runPlan } from "./factsEngine";
import type { MarketFacts } from "./ports";

/** The companies the providers have data on: the bundled set's, and every listed one a live provider covers. */
function coveredCompanies(market: MarketFacts): KnownCompany[] {
  const sample = SAMPLE_PROFILES.filter((company) => market.covers(company.symbol)).map((company) => ({
    symbol: company.symbol,
    name: company.companyName,
    people: [company.ceo],
  }));
  const known = new Set(sample.map((company) => company.symbol));
  const listed = companyUniverse.filter((company) => !known.has(company.symbol) && market.covers(company.symbol));
  return [...sample, ...listed];
}

/** The plan reader's directory and the facts engine, over one MarketData. */
export function factsOver(market: MarketFacts) {
  const covered = coveredCompanies(market);
  const directory = companyDirectory(covered, companyUniverse);
  return { directory, run: (plan: Parameters<typeof runPlan>[0]) => runPlan(plan, market, { covered }) };
}
