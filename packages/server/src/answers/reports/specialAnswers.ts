// The report questions answered from the one thing each asks for (issue 22): the company's peers,
// its chief executive, its latest quarter, a margin's trend, its debt, the risks its filings name
// most often, and its largest cost; and a question about the user's own material (issue 38).
import { type Claim, marginTrend, noPeerLine, sentenceKey, sentencesOf, texts } from "@moatwise/core";
import type { FigureFact } from "../statementFacts";
import { peersSentence, rankSentences } from "./peerComparison";
import { RISKS } from "./pillarFocus";
import { materialQuotes, namedRisks } from "./questionRetrieval";
import { claimOf, factClaim, quoteClaim } from "./reportClaims";
import type { ReportMemory } from "./reportMemory";
import { isPastedPassage, passageSource, type ResearchEvidence } from "./researchEvidence";

/** The offline answer to a question about the user's material: its sentences, or what the draft lacks. */
export function materialClaims(text: string, evidence: ResearchEvidence): Claim[] | null {
  const quotes = materialQuotes(text, evidence, new Set());
  if (quotes === null) return null;
  if (quotes.length === 0 && !evidence.passages.some(isPastedPassage)) return [claimOf(texts.noPastedMaterial, [])];
  return quotes.map(quoteClaim);
}

const asks = (text: string, pattern: RegExp) => pattern.test(text.toLowerCase());

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
function marginTrendClaims(text: string, evidence: ResearchEvidence): Claim[] | null {
  const [topic, name] = MARGIN_NAMES.find(([, words]) => text.toLowerCase().includes(words)) ?? [];
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

/**
 * The questions the company's profile, its peers, its filings' risks and its latest quarter answer,
 * each from the one thing it asks for; null for a question none of them answers.
 */
export function specialClaims(text: string, evidence: ResearchEvidence, memory: ReportMemory): Claim[] | null {
  const { comparison, profile, companyName } = evidence;
  const aboutPeers = asks(text, /\b(compet\w*|rivals?|peers?)\b/);
  if (aboutPeers && !comparison) return [claimOf(noPeerLine(companyName, profile?.industry), [])];
  if (aboutPeers && comparison && asks(text, /\b(rank|ranks|against)\b/)) {
    return rankSentences(comparison, companyName).map((line) => claimOf(line, [comparison.source]));
  }
  if (aboutPeers && comparison) return [claimOf(peersSentence(comparison), [comparison.source])];
  if (asks(text, /\b(leads|chief executive|ceo)\b/)) {
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
  if (asks(text, /\bquarter(ly)?\b/)) return quarterClaims(evidence);
  if (asks(text, /\bfastest-moving margin\b/)) return marginTrendClaims(text, evidence);
  if (asks(text, /\bdebt\b/)) {
    const debt = evidence.facts.find((fact) => fact.topic === "balanceSheet");
    if (debt) return [factClaim(debt)];
  }
  if (asks(text, /\brisks?\b/) && asks(text, /\b(name|names|named|often|most)\b/)) {
    return namedRisks(evidence)
      .filter((quote) => !memory.said.has(sentenceKey(quote.sentence)))
      .slice(0, RISKS)
      .map(quoteClaim);
  }
  if (asks(text, /\b(largest|biggest) cost\b/) && evidence.costLine) {
    return [claimOf(evidence.costLine.text, [evidence.costLine.source])];
  }
  return null;
}
