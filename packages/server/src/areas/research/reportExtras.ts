// What a reader asks of a written report (issue 22), done offline from the report's own claims:
// a question's summary, its answer in plainer words, a pillar's report as one text, and a thesis
// weighed against the report's evidence. Nothing is invented: each is built from claims that
// carry their sources, and a thesis figure counts as supported only when a cited source states it.
import {
  type Claim,
  checkClaim,
  claimCiter,
  counted,
  type ResearchSection,
  reportClaims,
  type SanityCheck,
  type SectionQuestion,
  statedNumbers,
} from "@moatwise/core";
import { queryTerms, sentencesOf } from "../ai/offline/extractiveAnswer";

/** Words in a plain-language sentence, at most; longer ones are cut at a clause. */
const PLAIN_SENTENCE_WORDS = 24;

const withSources = (claim: Claim) => claim.sources.length > 0;

/** The answer's lead figure and lead quote: what a reader needs first. */
export function questionSummary(question: SectionQuestion): string {
  const cited = question.answer.filter(withSources);
  const figure = cited.find((claim) => claim.sources.some((source) => source.kind === "statement"));
  const quote = cited.find((claim) => claim !== figure);
  const lead = [figure, quote].filter((claim): claim is Claim => claim !== undefined).map((claim) => claim.text);
  return lead.length > 0 ? lead.join(" ") : (question.answer[0]?.text ?? "");
}

/** A sentence in plain words: asides in brackets dropped, long ones cut at a clause. */
function plainSentence(sentence: string): string {
  const withoutAsides = sentence
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const words = withoutAsides.split(" ");
  if (words.length <= PLAIN_SENTENCE_WORDS) return withoutAsides;
  const cut = words.slice(0, PLAIN_SENTENCE_WORDS).join(" ");
  const clause = cut.lastIndexOf(",");
  return `${(clause > 40 ? cut.slice(0, clause) : cut).trim()}.`;
}

/** The answer as short, plain sentences, one per line, figures kept as written. */
export function questionReadability(question: SectionQuestion): string {
  return question.answer.map((claim) => `- ${plainSentence(claim.text)}`).join("\n");
}

/** The section as one Markdown text: summary, key points, evidence and risks, with its sources. */
export function pillarReport(section: ResearchSection): string {
  const { summary, keyPoints, evidence, risks } = section.structuredContent;
  const { list, sources } = claimCiter();
  return [
    `## ${section.title}`,
    "",
    summary,
    "",
    ...list("Key points", keyPoints),
    ...list("Evidence", evidence),
    ...list("Risks", risks),
    "### Sources",
    "",
    ...sources.map((source, index) => `${index + 1}. ${source.title} (${source.url})`),
  ].join("\n");
}

type Point = SanityCheck["points"][number];

/** The report's distinct claims that share most words with a thesis sentence, best first. */
function nearestClaims(sentence: string, claims: ReadonlyArray<Claim>): Claim[] {
  const terms = queryTerms(sentence);
  const overlap = (claim: Claim) => {
    const lower = claim.text.toLowerCase();
    return terms.filter((term) => lower.includes(term)).length;
  };
  const distinct = [...new Map(claims.filter(withSources).map((claim) => [claim.text, claim])).values()];
  return distinct
    .map((claim) => ({ claim, overlap: overlap(claim) }))
    .filter(({ overlap: shared }) => shared >= Math.min(2, terms.length))
    .sort((a, b) => b.overlap - a.overlap)
    .map(({ claim }) => claim);
}

/**
 * One thesis sentence weighed: with figures, supported when the nearest claims' sources state
 * them and contradicted when they state other figures instead; without, supported by the nearest
 * claim that shares its words, else unclear.
 */
function weigh(sentence: string, claims: ReadonlyArray<Claim>): Point {
  const near = nearestClaims(sentence, claims).slice(0, 3);
  const sources = near.flatMap((claim) => claim.sources);
  const evidence = near.map((claim) => claim.text).join(" ");
  if (near.length === 0) {
    return { claim: sentence, assessment: "unclear", evidence: "The report has no evidence on this.", sources: [] };
  }
  if (statedNumbers(sentence).length > 0) {
    const check = checkClaim(
      sentence,
      sources.map((source) => source.excerpt),
    );
    return { claim: sentence, assessment: check.verified ? "supported" : "contradicted", evidence, sources };
  }
  return { claim: sentence, assessment: "supported", evidence, sources };
}

export function sanityCheck(thesis: string, sections: ReadonlyArray<ResearchSection>): SanityCheck {
  const claims = reportClaims(sections);
  const points = sentencesOf(thesis)
    .slice(0, 12)
    .map((sentence) => weigh(sentence, claims));
  const count = (assessment: Point["assessment"]) => points.filter((point) => point.assessment === assessment).length;
  const supported = count("supported");
  const contradicted = count("contradicted");
  const verdict =
    contradicted === 0 && supported === points.length && supported > 0
      ? "supported"
      : supported === 0
        ? "unsupported"
        : "mixed";
  const summary =
    `${supported} of ${counted(points.length, "statement")} of the thesis supported by the report's evidence` +
    (contradicted > 0 ? `, ${contradicted} contradicted by its figures.` : ".");
  return { thesis, verdict, summary, points };
}
