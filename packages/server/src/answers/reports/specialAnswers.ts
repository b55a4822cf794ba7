// The report questions answered from the one thing each asks for (issue 22): the company's peers,
// its chief executive, its latest quarter, a margin's trend, its debt, the risks its filings name
// most often, and its largest cost; and a question about the user's own material (issue 38).
import {
  type Claim,
  marginTrend,
  noPeerLine,
  type ReportAsk,
  reportAsks,
  sentenceKey,
  sentencesOf,
  texts,
} from "@moatwise/core";
import type { FigureFact } from "../statementFacts";
import { peersSentence, rankSentences } from "./peerComparison";
import { RISKS } from "./pillarFocus";
import { materialQuotes, namedRisks } from "./questionRetrieval";
import { claimOf, factClaim, quoteClaim } from "./reportClaims";
import type { ReportMemory } from "./reportMemory";
import { isPastedPassage, passageSource, type ResearchEvidence } from "./researchEvidence";

/** The offline answer to a question about the user's material: its sentences, or what the draft lacks. */
export function materialClaims(question: string, evidence: ResearchEvidence): Claim[] | null {
  const quotes = materialQuotes(question, evidence, new Set());
  if (quotes === null) return null;
  if (quotes.length === 0 && !evidence.passages.some(isPastedPassage)) return [claimOf(texts.noPastedMaterial, [])];
  return quotes.map(quoteClaim);
}

/** The newest quarterly filing's results, quoted: what "its latest quarter" asks for. */
function quarterClaims(evidence: ResearchEvidence): Claim[] {
  const latest = evidence.passages
    .filter((passage) => passage.kind === "filing" && /10-Q/.test(passage.title))
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))[0];
  if (!latest) return [];
  return sentencesOf(latest.text)
    .filter((sentence) => /^(Fiscal \d{4} Q\d|Operating income was)/.test(sentence))
    .map((sentence) => claimOf(sentence, [passageSource(latest, sentence)]));
}

const MARGIN_NAMES: ReadonlyArray<[FigureFact["topic"], string]> = [
  ["grossMargin", "gross margin"],
  ["operatingMargin", "operating margin"],
  ["netMargin", "net margin"],
];

/** The margin a question names, over every year the data holds, with a source stating each year. */
function marginTrendClaims(margin: string | null, evidence: ResearchEvidence): Claim[] | null {
  const [topic, name] = MARGIN_NAMES.find(([, words]) => words === margin) ?? [];
  const fact = evidence.facts.find((each) => each.topic === topic);
  const trend = name && fact?.series ? marginTrend(name, fact.series) : null;
  if (!fact || !trend) return null;
  return [
    claimOf(trend.text, [
      {
        ...fact.source,
        id: `statement:${evidence.symbol}:trend:${topic}`,
        title: `${evidence.symbol} income statement: ${name} in every year the data holds`,
        excerpt: trend.sourceLines.join(" "),
      },
    ]),
  ];
}

/** The chief executive the company profile names, or a line saying the data names none. */
function chiefExecutiveClaims(evidence: ResearchEvidence): Claim[] {
  const { profile, companyName } = evidence;
  if (!profile?.ceo) return [claimOf(`The data does not name ${companyName}'s chief executive.`, [])];
  const excerpt = `${profile.companyName}. CEO: ${profile.ceo}.`;
  return [
    claimOf(`${profile.ceo} is ${companyName}'s chief executive, as its company profile names.`, [
      {
        id: `profile:${evidence.symbol}`,
        kind: "profile",
        title: `${companyName} (${evidence.symbol}): company profile`,
        url: `/stock/${encodeURIComponent(evidence.symbol)}`,
        excerpt,
      },
    ]),
  ];
}

/** The claims answering one thing asked, or undefined when the evidence lacks it and the next may answer. */
function askClaims(ask: ReportAsk, evidence: ResearchEvidence, memory: ReportMemory): Claim[] | null | undefined {
  const { comparison, profile, companyName } = evidence;
  switch (ask.kind) {
    case "peers":
      if (!comparison) return [claimOf(noPeerLine(companyName, profile?.industry), [])];
      if (ask.rank) return rankSentences(comparison, companyName).map((line) => claimOf(line, [comparison.source]));
      return [claimOf(peersSentence(comparison), [comparison.source])];
    case "chiefExecutive":
      return chiefExecutiveClaims(evidence);
    case "latestQuarter":
      return quarterClaims(evidence);
    case "marginTrend":
      return marginTrendClaims(ask.margin, evidence);
    case "debt": {
      const debt = evidence.facts.find((fact) => fact.topic === "balanceSheet");
      return debt ? [factClaim(debt)] : undefined;
    }
    case "namedRisks":
      return namedRisks(evidence)
        .filter((quote) => !memory.said.has(sentenceKey(quote.sentence)))
        .slice(0, RISKS)
        .map(quoteClaim);
    case "largestCost":
      return evidence.costLine ? [claimOf(evidence.costLine.text, [evidence.costLine.source])] : undefined;
  }
}

/**
 * The questions the company's profile, its peers, its filings' risks and its latest quarter answer,
 * each from the one thing it asks for (read by core's `reportAsks`); null for a question none of
 * them answers.
 */
export function specialClaims(question: string, evidence: ResearchEvidence, memory: ReportMemory): Claim[] | null {
  for (const ask of reportAsks(question)) {
    const claims = askClaims(ask, evidence, memory);
    if (claims !== undefined) return claims;
  }
  return null;
}
