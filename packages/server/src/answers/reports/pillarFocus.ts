// What each pillar looks for in a company's material (issue 22): the computed figures that speak
// to it, and the words its passages use. The report writer and the question writer both read it.
import type { PillarId } from "@moatwise/core";
import type { FactTopic } from "../statementFacts";

export interface PillarFocus {
  readonly topics: ReadonlyArray<FactTopic>;
  readonly words: ReadonlyArray<string>;
}

const words = (text: string) => text.split(" ");

export const PILLAR_FOCUS: Readonly<Record<PillarId, PillarFocus>> = {
  "business-model-industry": {
    topics: ["revenue", "grossMargin"],
    words: words(
      "products services customers segment segments revenue sells subscription business model industry market",
    ),
  },
  "business-history-evolution": {
    topics: ["revenue"],
    words: words(
      "founded history acquired acquisition launched introduced began headquartered grew evolved transformed",
    ),
  },
  competitors: {
    topics: ["grossMargin", "operatingMargin"],
    words: words("competition competitors compete competitive rivals share pricing market alternatives"),
  },
  "reputation-stakeholders-moat": {
    topics: ["grossMargin", "operatingMargin"],
    words: words(
      "brand customers loyalty scale network switching ecosystem advantage moat regulators employees suppliers",
    ),
  },
  "leadership-culture-capital": {
    topics: ["shareholderReturns", "balanceSheet", "freeCashFlow"],
    words: words(
      "management chief executive officer board leadership culture buyback dividend repurchase allocation acquisition",
    ),
  },
  "economic-engine-financial": {
    topics: ["revenue", "grossMargin", "operatingMargin", "netMargin", "freeCashFlow", "balanceSheet"],
    words: words("revenue margin profit income cash earnings costs expenses"),
  },
  "reinvestment-growth-vectors": {
    topics: ["reinvestment", "research", "revenue"],
    words: words(
      "invest investment investing growth expand expansion new markets capacity research development launch",
    ),
  },
  "track-record-operations": {
    topics: ["revenue", "operatingMargin", "netMargin"],
    words: words("record results reported delivered guidance operations units customers stores shipments quarter year"),
  },
  "risks-mitigating-factors": {
    topics: ["balanceSheet"],
    words: words(
      "risk risks could adversely uncertain regulation regulatory litigation depend dependence supply decline",
    ),
  },
};

/** Words that mark a sentence as speaking of a risk, whatever the pillar. */
export const RISK_WORDS: ReadonlyArray<string> = PILLAR_FOCUS["risks-mitigating-factors"].words;

/** At most this many risks a section lists, or a question on the risks named most often gives. */
export const RISKS = 3;
