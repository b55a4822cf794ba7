// The questions a draft's pillars ask (issue 22), written offline from the company's own data: its
// figures and their years, its latest filing and news, and the user's materials, so each question
// is about this company and can be answered from what is there.
import {
  type MaterialLabel,
  marginTrend,
  materialQuestion,
  noPeerLine,
  type PillarId,
  peersLine,
  pillarOf,
  type ResearchQuestion,
  type ResearchStructure,
  reportQuestionWordsProblem,
} from "@moatwise/core";
import type { FactTopic } from "../statementFacts";
import { namedRisks } from "./questionRetrieval";
import type { ResearchEvidence } from "./researchEvidence";

const question = (text: string): ResearchQuestion => ({ id: crypto.randomUUID(), text });

export interface Known {
  readonly name: string;
  /** The latest fiscal year the statements cover, e.g. "fiscal 2024". */
  readonly year: string | null;
  /** The first fiscal year of the revenue series, e.g. "fiscal 2022". */
  readonly firstYear: string | null;
  /** The newest quarterly filing's quarter, e.g. "fiscal 2025 Q1". */
  readonly latestQuarter: string | null;
  /** The margin that moved most over the years compared, e.g. "operating margin". */
  readonly fastestMargin: string | null;
  readonly costLine: string | null;
  /** The facts behind the specific questions, as sentences with their figures, for a model to write from. */
  readonly specifics: ReadonlyArray<string>;
  readonly ceo: boolean;
  /** The industry its profile names, which its peers share (issue 43: not its sector). */
  readonly industry: string | null;
  /** "as a consumer electronics company", from the profile's industry; "" when it names none. */
  readonly asIndustry: string;
  readonly peers: number;
  readonly risks: boolean;
  readonly has: (topic: FactTopic) => boolean;
}

const MARGINS: ReadonlyArray<[FactTopic, string]> = [
  ["grossMargin", "gross margin"],
  ["operatingMargin", "operating margin"],
  ["netMargin", "net margin"],
];

/** The margin whose value moved most between the first and the last year the data holds. */
function fastestMarginOf(evidence: ResearchEvidence): string | null {
  const moves = MARGINS.flatMap(([topic, words]) => {
    const series = evidence.facts.find((fact) => fact.topic === topic)?.series ?? [];
    const [newest] = series;
    const oldest = series.at(-1);
    return newest && oldest && series.length >= 2 ? [{ words, move: Math.abs(newest.value - oldest.value) }] : [];
  }).sort((a, b) => b.move - a.move);
  return moves[0]?.words ?? null;
}

/** " as a discount stores company" from "Discount Stores"; "Drug Manufacturers - General" reads as "drug manufacturers". */
function asIndustryOf(industry: string | null): string {
  const words = industry?.split(" - ")[0]?.trim().toLowerCase();
  if (!words) return "";
  return ` as ${/^[aeiou]/.test(words) ? "an" : "a"} ${words} company`;
}

/** A fact's sentence, when the data has one on the topic. */
const factText = (evidence: ResearchEvidence, topic: FactTopic) =>
  evidence.facts.find((fact) => fact.topic === topic)?.text ?? null;

/** The fastest-moving margin's path over every year the data holds, as the report's answer states it. */
const fastestTrend = (evidence: ResearchEvidence, topic: FactTopic, known: Omit<Known, "specifics" | "has">) => {
  const series = evidence.facts.find((fact) => fact.topic === topic)?.series ?? [];
  return (known.fastestMargin ? marginTrend(known.fastestMargin, series)?.text : null) ?? factText(evidence, topic);
};

/**
 * What the specific questions rest on, each a sentence from the data: the largest cost line, the
 * fastest-moving margin, debt, capital returns, the latest filing's quarter, the risks named most
 * often and its peers (those of its industry, issue 43), or that the data holds none.
 */
function specificsOf(evidence: ResearchEvidence, known: Omit<Known, "specifics" | "has">): string[] {
  const fastest = MARGINS.find(([, words]) => words === known.fastestMargin)?.[0];
  const peers = (evidence.comparison?.rows ?? [])
    .filter((row) => row.symbol !== evidence.symbol)
    .map((row) => row.name.replace(/\.$/, ""));
  const risks = namedRisks(evidence)
    .slice(0, 3)
    .map((quote) => quote.sentence);
  return [
    evidence.costLine ? `Largest cost line: ${evidence.costLine.text}` : null,
    fastest ? `Fastest-moving margin, ${known.fastestMargin}: ${fastestTrend(evidence, fastest, known)}` : null,
    factText(evidence, "balanceSheet") ? `Debt: ${factText(evidence, "balanceSheet")}` : null,
    factText(evidence, "shareholderReturns") ? `Capital returns: ${factText(evidence, "shareholderReturns")}` : null,
    known.latestQuarter ? `Latest quarterly filing: ${known.latestQuarter}.` : null,
    ...risks.map((risk) => `A risk its annual reports name: ${risk}`),
    peers.length > 0 && evidence.comparison?.basis
      ? peersLine(peers, evidence.comparison.basis)
      : noPeerLine(evidence.companyName, known.industry),
    known.ceo && evidence.profile?.ceo ? `Chief executive: ${evidence.profile.ceo}.` : null,
  ].filter((line): line is string => line !== null);
}

export function knownAbout(evidence: ResearchEvidence): Known {
  const revenue = evidence.facts.find((fact) => fact.topic === "revenue");
  const year = revenue?.series?.[0]?.year ?? evidence.facts[0]?.text.match(/fiscal \d{4}/)?.[0] ?? null;
  const firstYear = revenue?.series?.at(-1)?.year ?? null;
  const quarterly = evidence.passages
    .filter((passage) => passage.kind === "filing" && /10-Q/.test(passage.title))
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))[0];
  // The quarter as the filing's own results name it ("Fiscal 2025 Q1: Revenue was …"), not its title.
  const quarter = quarterly?.text.match(/Fiscal (\d{4}) (Q\d)/);
  const known = {
    name: evidence.companyName,
    year,
    firstYear: firstYear !== year ? firstYear : null,
    latestQuarter: quarter ? `fiscal ${quarter[1]} ${quarter[2]}` : null,
    fastestMargin: fastestMarginOf(evidence),
    costLine: evidence.costLine?.label ?? null,
    ceo: Boolean(evidence.profile?.ceo),
    industry: evidence.profile?.industry ?? null,
    asIndustry: asIndustryOf(evidence.profile?.industry ?? null),
    peers: Math.max(0, (evidence.comparison?.rows.length ?? 1) - 1),
    risks: evidence.passages.some((passage) => /Risk factors\.\s/i.test(passage.text)),
  };
  return {
    ...known,
    specifics: specificsOf(evidence, known),
    has: (topic: FactTopic) => evidence.facts.some((fact) => fact.topic === topic),
  };
}

const ifKnown = (condition: unknown, text: string) => (condition ? [text] : []);

/**
 * The questions of each pillar, written from what the data holds on the company: its figures and
 * their years, its largest cost line, its fastest-moving margin, its industry's peers, its chief
 * executive, its latest quarter and the risks its filings name. A question the data cannot answer
 * is asked only where the answer's honest line helps the reader (what to add to the materials).
 */
const WRITERS: Readonly<Record<PillarId, (k: Known) => string[]>> = {
  "business-model-industry": (k) => [
    `How does ${k.name} make money${k.asIndustry}, and which products or services does it sell?`,
    ...ifKnown(k.costLine, `What is ${k.name}'s largest cost line, ${k.costLine}, as a share of its revenue?`),
    ...ifKnown(k.has("grossMargin"), `What gross margin does ${k.name} keep on what it sells${k.asIndustry}?`),
  ],
  "business-history-evolution": (k) => [
    ...ifKnown(
      k.has("revenue"),
      `How has ${k.name}'s revenue changed${k.firstYear && k.year ? ` from ${k.firstYear} to ${k.year}` : ""}?`,
    ),
    ...ifKnown(k.fastestMargin, `How has ${k.name}'s ${k.fastestMargin}, its fastest-moving margin, changed?`),
  ],
  competitors: (k) => [
    `Who competes with ${k.name}, and which of its peers${k.industry ? ` in ${k.industry.toLowerCase()}` : ""} does the data cover?`,
    ...ifKnown(
      k.peers > 0,
      `How does ${k.name} rank against its ${k.peers === 1 ? "peer" : `${k.peers} peers`} on growth, margins, returns and valuation?`,
    ),
    // With no true peer in the data, the filings' own account of the competition is what is left to read.
    ...ifKnown(
      k.peers === 0,
      `What do ${k.name}'s filings say about the competition it faces, and on what does it compete?`,
    ),
  ],
  "reputation-stakeholders-moat": (k) => [
    `What advantages protect ${k.name}'s returns: scale, brand, network effects or switching costs?`,
    ...ifKnown(k.has("operatingMargin"), `What operating margin do ${k.name}'s advantages give it${k.asIndustry}?`),
    `How do customers, suppliers and regulators regard ${k.name}${k.asIndustry}?`,
  ],
  "leadership-culture-capital": (k) => [
    ...ifKnown(k.ceo, `Who leads ${k.name} as chief executive?`),
    ...ifKnown(
      k.has("shareholderReturns"),
      `How much does ${k.name} return to shareholders through buybacks and dividends?`,
    ),
    ...ifKnown(k.has("balanceSheet"), `How much debt does ${k.name} carry against its cash?`),
  ],
  "economic-engine-financial": (k) => [
    ...ifKnown(k.has("revenue"), `How fast has ${k.name}'s revenue grown${k.year ? ` up to ${k.year}` : ""}?`),
    `What are ${k.name}'s gross margin, operating margin and net margin${k.asIndustry}?`,
    ...ifKnown(k.has("freeCashFlow"), `How much free cash flow does ${k.name} generate?`),
  ],
  "reinvestment-growth-vectors": (k) => [
    ...ifKnown(k.has("reinvestment"), `How much does ${k.name} spend on capital expenditure${k.asIndustry}?`),
    ...ifKnown(k.has("research"), `How much does ${k.name} spend on research and development?`),
    `Which markets, products or regions is ${k.name} investing in to grow${k.asIndustry}?`,
  ],
  "track-record-operations": (k) => [
    ...ifKnown(k.latestQuarter, `What did ${k.name} report in its latest quarterly filing, for ${k.latestQuarter}?`),
    ...ifKnown(k.has("netMargin"), `What net margin has ${k.name} delivered over the years the data covers?`),
  ],
  "risks-mitigating-factors": (k) => [
    ...ifKnown(k.risks, `Which risks do ${k.name}'s annual reports name most often?`),
    ...ifKnown(k.has("balanceSheet"), `Could ${k.name}'s debt become a risk?`),
    `What mitigates the main risks to ${k.name}${k.asIndustry}, and what should an investor watch?`,
  ],
};

/**
 * Why a question may not stand in a report, or null: it pastes an item's title (a filing's or a
 * news item's, or a filing's form line), or makes simulated prices its evidence. The offline
 * writer's questions and a model's are held to it alike.
 */
export function questionProblem(question: string, evidence: ResearchEvidence): "itemTitle" | "simulatedPrices" | null {
  const lower = question.toLowerCase();
  const titled = evidence.passages.some(
    (passage) =>
      (passage.kind === "filing" || passage.kind === "news") &&
      lower.includes(passage.title.toLowerCase().replace(`${evidence.companyName.toLowerCase()}: `, "")),
  );
  return titled ? "itemTitle" : reportQuestionWordsProblem(question);
}

/**
 * The questions per chosen pillar; the user's own materials get a question in the last pillar, so
 * the pillars before it quote each pasted sentence where it belongs and that question the rest.
 */
export function writeStructure(
  pillars: ReadonlyArray<PillarId>,
  evidence: ResearchEvidence,
  materials: ReadonlyArray<MaterialLabel>,
): ResearchStructure {
  const known = knownAbout(evidence);
  return {
    pillars: pillars.map((pillarId, index) => {
      const own = index === pillars.length - 1 ? materials.slice(0, 2).map(materialQuestion) : [];
      return {
        pillarId,
        title: pillarOf(pillarId).title,
        questions: [...WRITERS[pillarId](known), ...own].map(question),
      };
    }),
  };
}
