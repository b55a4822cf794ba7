// What the data covers, said where a newcomer needs it (issue 38, items 5 and 6): the home page's
// line on coverage, the first step offered on the signed-in home, and the pages that would
// otherwise end on a red line (a company outside the data, a report that does not exist), which
// offer the covered companies, the search and the assistant instead: an expected state, not an error.
import type { CoveredCompanies } from "../schemas/company";

/** The address of the list of covered companies. */
export const COVERED_COMPANIES_PATH = "/companies";

/** How many covered companies a dead end or a summary names by name. */
export const COVERED_EXAMPLES_MAX = 6;

const SHORT_NAME = /,?\s+(?:Inc\.?|Corporation|Corp\.?|Company|Co\.|Incorporated|Holdings|plc|Ltd\.?)$/i;

/** "Costco Wholesale Corporation" → "Costco Wholesale"; "Apple Inc." → "Apple". */
export function shortCompanyName(name: string): string {
  let short = name.trim();
  for (let i = 0; i < 2 && SHORT_NAME.test(short); i++) short = short.replace(SHORT_NAME, "").trim();
  return short === "" ? name : short;
}

/** The home page's line on what the data covers. */
export function coverageSummary(covered: CoveredCompanies): string {
  const count = covered.companies.length;
  if (covered.everyListedCompany) {
    return count > 0
      ? `Company data comes from live providers for US-listed companies, and from a bundled sample of ${count}.`
      : "Company data comes from live providers for US-listed companies.";
  }
  const date = covered.provenance.asOf.slice(0, 10);
  const examples = covered.companies.slice(0, 3).map((company) => shortCompanyName(company.name));
  const such = examples.length > 0 ? `, such as ${examples.join(", ")}` : "";
  return `Company data covers ${count} large US companies${such}: a bundled sample as of ${date}, not live.`;
}

/** The first step the signed-in home suggests to someone who has not asked anything yet. */
export interface FirstStep {
  readonly title: string;
  readonly text: string;
  /** Where "Open …" goes, and the question "Ask …" asks. */
  readonly companyPath: string | null;
  readonly question: string | null;
}

/** Open a covered company and ask about its moat; with no company to name, the list of them. */
export function firstStep(covered: CoveredCompanies | undefined): FirstStep {
  const pick = covered?.companies.find((company) => company.symbol === "COST") ?? covered?.companies[0];
  if (!pick) {
    return {
      title: "Start here",
      text: "See which companies the data covers, then open one or ask the assistant about it.",
      companyPath: null,
      question: null,
    };
  }
  const name = shortCompanyName(pick.name);
  return {
    title: "Start here",
    text: `Open ${name}'s page for its financials, valuation and moat, or ask the assistant a question about it.`,
    companyPath: `/stock/${encodeURIComponent(pick.symbol)}`,
    question: `What is ${name}'s moat?`,
  };
}

/** A page that cannot show what was asked for, said as an expected state, with ways on. */
export interface DeadEnd {
  readonly title: string;
  readonly text: string;
  /** What "Ask the assistant" sends. */
  readonly question: string;
}

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** A company the data has nothing on (404 unknown_symbol): not the user's mistake, nor a failure. */
export function uncoveredCompany(error: unknown, symbol: string): DeadEnd | null {
  if (statusOf(error) !== 404 || codeOf(error) !== "unknown_symbol") return null;
  return {
    title: `${symbol} is not in Moatwise's data`,
    text: `Moatwise has no company data for ${symbol}. Pick a company the data covers, search for another, or ask the assistant, which says what it can and cannot answer.`,
    question: `What can you tell me about ${symbol}?`,
  };
}

/** A research report that does not exist, or not for this user (404, or an address that is no report's). */
export function missingReport(error: unknown): DeadEnd | null {
  const status = statusOf(error);
  if (status !== 404 && status !== 400) return null;
  return {
    title: "There is no such report",
    text: "This report does not exist or was deleted. Start a new one on a covered company, find a company, or ask the assistant.",
    question: "What can you research for me?",
  };
}
