// The questions a draft's pillars ask (issue 22), written offline from the company's own data: its
// figures and their years, its latest filing and news, and the user's materials, so each question
// is about this company and can be answered from what is there.
import { type PillarId, pillarOf, type ResearchQuestion, type ResearchStructure } from "@moatwise/core";
import type { FactTopic } from "../financials/statementFacts";
import type { ResearchEvidence } from "./researchEvidence";

const question = (text: string): ResearchQuestion => ({ id: crypto.randomUUID(), text });

interface Known {
  readonly name: string;
  /** The latest fiscal year the statements cover, e.g. "fiscal 2024". */
  readonly year: string | null;
  readonly latestFiling: string | null;
  readonly latestNews: string | null;
  readonly has: (topic: FactTopic) => boolean;
}

function knownAbout(evidence: ResearchEvidence): Known {
  const year = evidence.facts[0]?.text.match(/fiscal \d{4}/)?.[0] ?? null;
  const newest = (kind: string) =>
    evidence.passages
      .filter((passage) => passage.kind === kind)
      .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))[0] ?? null;
  const filing = newest("filing");
  const news = newest("news");
  return {
    name: evidence.companyName,
    year,
    latestFiling: filing ? filing.title.replace(`${evidence.companyName}: `, "") : null,
    latestNews: news?.title ?? null,
    has: (topic) => evidence.facts.some((fact) => fact.topic === topic),
  };
}

const ifKnown = (condition: unknown, text: string) => (condition ? [text] : []);

const WRITERS: Readonly<Record<PillarId, (k: Known) => string[]>> = {
  "business-model-industry": (k) => [
    `How does ${k.name} make money, and which products or services carry its revenue?`,
    ...ifKnown(k.has("grossMargin"), `What does ${k.name}'s gross margin say about its pricing power?`),
    `Which industry does ${k.name} operate in, and where does it sit in that industry's value chain?`,
  ],
  "business-history-evolution": (k) => [
    `Which turns in ${k.name}'s history made the business what it is today?`,
    ...ifKnown(k.year, `How has ${k.name}'s revenue changed in the years up to ${k.year}?`),
    `Which acquisitions, launches or exits changed ${k.name}'s mix of products and customers?`,
  ],
  competitors: (k) => [
    `Who competes with ${k.name} for the same customers?`,
    ...ifKnown(k.has("operatingMargin"), `How do ${k.name}'s margins compare with what competition allows?`),
    `Where is ${k.name} gaining or losing share, and why?`,
  ],
  "reputation-stakeholders-moat": (k) => [
    `What advantages protect ${k.name}'s returns: scale, brand, network effects or switching costs?`,
    `How do customers, suppliers and regulators regard ${k.name}?`,
    ...ifKnown(k.has("grossMargin"), `Has ${k.name}'s gross margin held up, as a durable advantage would keep it?`),
  ],
  "leadership-culture-capital": (k) => [
    `Who leads ${k.name}, and what does management say it is focused on?`,
    ...ifKnown(
      k.has("shareholderReturns"),
      `How does ${k.name} return cash to shareholders through buybacks and dividends?`,
    ),
    ...ifKnown(k.has("balanceSheet"), `How does ${k.name} fund itself: debt, cash or equity?`),
  ],
  "economic-engine-financial": (k) => [
    ...ifKnown(k.has("revenue"), `How fast has ${k.name}'s revenue grown${k.year ? ` up to ${k.year}` : ""}?`),
    `What are ${k.name}'s gross, operating and net margins, and how have they moved?`,
    ...ifKnown(k.has("freeCashFlow"), `How much of ${k.name}'s revenue becomes free cash flow?`),
  ],
  "reinvestment-growth-vectors": (k) => [
    ...ifKnown(k.has("reinvestment"), `How much does ${k.name} reinvest in capital expenditure, against its revenue?`),
    ...ifKnown(k.has("research"), `How much does ${k.name} spend on research and development, and on what?`),
    `Which markets, products or regions is ${k.name} investing in to grow?`,
  ],
  "track-record-operations": (k) => [
    ...ifKnown(k.latestFiling, `What did ${k.name} report in its ${k.latestFiling}?`),
    `Has ${k.name} delivered the growth and margins it set out to?`,
    ...ifKnown(k.latestNews, `What does the latest news, "${k.latestNews}", say about how ${k.name} is executing?`),
  ],
  "risks-mitigating-factors": (k) => [
    `Which risks does ${k.name} name in its filings, and which matter most?`,
    ...ifKnown(k.has("balanceSheet"), `Could ${k.name}'s debt or cash position become a risk?`),
    `What mitigates the main risks to ${k.name}, and what should an investor watch?`,
  ],
};

/** The questions per chosen pillar; the user's own materials get a question in the first pillar. */
export function writeStructure(
  pillars: ReadonlyArray<PillarId>,
  evidence: ResearchEvidence,
  materialTitles: ReadonlyArray<string>,
): ResearchStructure {
  const known = knownAbout(evidence);
  return {
    pillars: pillars.map((pillarId, index) => {
      const own =
        index === 0 ? materialTitles.slice(0, 2).map((title) => `What does your material "${title}" add?`) : [];
      return {
        pillarId,
        title: pillarOf(pillarId).title,
        questions: [...WRITERS[pillarId](known), ...own].map(question),
      };
    }),
  };
}
