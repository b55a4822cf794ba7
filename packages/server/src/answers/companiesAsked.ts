// Which companies a plan's figures are for (issue 33): those named, a sector's (for ranking it), or
// every covered one when few enough to rank in one answer.
import type { AnswerPlan, Gap, KnownCompany } from "@moatwise/core";
import type { MarketFacts } from "./ports";

/** The symbols asked, in the plan's order; a gap is added when every covered one is too many to rank. */
export async function symbolsAsked(
  plan: AnswerPlan,
  market: MarketFacts,
  covered: ReadonlyArray<KnownCompany>,
  gaps: Gap[],
): Promise<string[]> {
  return plan.sector
    ? await companiesOfSector(market, covered, plan.sector)
    : plan.everyCovered
      ? everyCoveredSymbols(covered, gaps)
      : plan.companies.map((company) => company.symbol);
}

/** Each asked company's name by symbol: the covered list's, then the plan's own where it names one. */
export function namesOf(
  plan: AnswerPlan,
  covered: ReadonlyArray<KnownCompany>,
  symbols: ReadonlyArray<string>,
): Record<string, string> {
  const names: Record<string, string> = {};
  for (const company of covered) if (symbols.includes(company.symbol)) names[company.symbol] = company.name;
  for (const company of plan.companies) names[company.symbol] = company.name;
  return names;
}

/** When no company is asked: the gap asking for one, unless a company gap or the screen already says why. */
export function noCompanyGap(plan: AnswerPlan): Gap | null {
  if (plan.unknownCompanies.length === 0 && plan.measures.length > 0 && !plan.everyCovered) {
    return { kind: "noCompany", text: "The question names no company the data covers; name one to get its figures." };
  }
  return null;
}

/** Companies ranked at once when a question asks of every covered one: a screener's job beyond it. */
const EVERY_COVERED_MAX = 100;

/** Every covered company, when there are few enough to rank in one answer; else none, and the gap said. */
function everyCoveredSymbols(covered: ReadonlyArray<KnownCompany>, gaps: Gap[]): string[] {
  if (covered.length <= EVERY_COVERED_MAX) return covered.map((company) => company.symbol);
  gaps.push({
    kind: "noCompany",
    text: `Ranking all ${covered.length} companies the data covers is a screener's job; name the companies to compare.`,
  });
  return [];
}

async function companiesOfSector(market: MarketFacts, covered: ReadonlyArray<KnownCompany>, sector: string) {
  const profiles = await Promise.all(covered.map((company) => market.profile(company.symbol).catch(() => null)));
  return profiles.flatMap((profile) => (profile && profile.sector === sector ? [profile.symbol] : []));
}
