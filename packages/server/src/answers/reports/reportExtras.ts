// What a reader asks of a written report (issue 22), done offline from the report's own claims:
// a question's summary, its answer in plainer words, a pillar's report as one text, and a thesis
// weighed against the report's evidence. Nothing is invented: each is built from claims that
// carry their sources, and a thesis figure counts as supported only when a cited source states it.
import {
  type Claim,
  checkClaim,
  claimCiter,
  claimStateOf,
  counted,
  type ResearchSection,
  reportClaims,
  type SanityCheck,
  type SectionQuestion,
  statedNumbers,
} from "@moatwise/core";
import { queryTerms, sentencesOf } from "../extractiveAnswer";

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

/** Words that look ahead: a claim about what will happen, which history cannot settle. */
const FORWARD =
  /\b(will|would|could|should|may|might|expects?|expected|plans?|aims?|going to|poised|set to|likely|turnaround|outlook|forecast|future|next (year|quarter)|returns? to|recover(y|s)?|re-?accelerat\w*)\b/i;

/** A thesis split into the claims it makes: its sentences, and their clauses joined by ";" or ", and". */
export function thesisClaims(thesis: string): string[] {
  return sentencesOf(thesis)
    .flatMap((sentence) => sentence.split(/;\s+|,\s+(?:and|but|while)\s+/))
    .map((claim) => claim.trim().replace(/[.;,]+$/, ""))
    .filter((claim) => claim.split(/\s+/).length >= 3)
    .map((claim) => `${claim}.`);
}

/** The report's distinct cited claims that share enough of a thesis claim's words, best first. */
function nearestClaims(sentence: string, claims: ReadonlyArray<Claim>): Claim[] {
  const terms = queryTerms(sentence);
  const overlap = (claim: Claim) => {
    const lower = claim.text.toLowerCase();
    return terms.filter((term) => lower.includes(term)).length;
  };
  // Evidence bears on a claim when it shares most of its words, not one common word ("partners").
  const needed = Math.max(Math.min(2, terms.length), Math.ceil(terms.length / 2));
  const distinct = [...new Map(claims.filter(withSources).map((claim) => [claim.text, claim])).values()];
  return distinct
    .map((claim) => ({ claim, overlap: overlap(claim) }))
    .filter(({ overlap: shared }) => shared >= needed)
    .sort((a, b) => b.overlap - a.overlap)
    .map(({ claim }) => claim);
}

/**
 * One claim of a thesis weighed: a forward-looking one is not checkable by history; one with
 * figures is supported when the nearest claims' sources state them and contradicted when they
 * state other figures of the same thing; one without figures is supported when a claim quoted or
 * checked from a source says as much, and has no evidence otherwise (never contradicted by words).
 */
function weigh(sentence: string, claims: ReadonlyArray<Claim>): Point {
  const near = nearestClaims(sentence, claims).slice(0, 3);
  const sources = near.flatMap((claim) => claim.sources);
  const evidence = near.map((claim) => claim.text).join(" ");
  if (FORWARD.test(sentence)) {
    return {
      claim: sentence,
      assessment: "notCheckable",
      evidence:
        near.length > 0
          ? `This looks ahead, and the report's history cannot settle it; what bears on it: ${evidence}`
          : "This looks ahead, and the report's history cannot settle it.",
      sources,
    };
  }
  if (near.length === 0) {
    return {
      claim: sentence,
      assessment: "unclear",
      evidence: "The report has no evidence that bears on this.",
      sources: [],
    };
  }
  if (statedNumbers(sentence).length > 0) {
    const check = checkClaim(
      sentence,
      sources.map((source) => source.excerpt),
    );
    return { claim: sentence, assessment: check.verified ? "supported" : "contradicted", evidence, sources };
  }
  const standing = near.filter((claim) => claimStateOf(claim) !== "unverified");
  if (standing.length === 0) {
    return {
      claim: sentence,
      assessment: "unclear",
      evidence: "The report has no evidence that bears on this.",
      sources: [],
    };
  }
  return {
    claim: sentence,
    assessment: "supported",
    evidence: standing.map((claim) => claim.text).join(" "),
    sources: standing.flatMap((claim) => claim.sources),
  };
}

export function sanityCheck(thesis: string, sections: ReadonlyArray<ResearchSection>): SanityCheck {
  const claims = reportClaims(sections);
  const points = thesisClaims(thesis)
    .slice(0, 12)
    .map((sentence) => weigh(sentence, claims));
  const count = (assessment: Point["assessment"]) => points.filter((point) => point.assessment === assessment).length;
  const supported = count("supported");
  const contradicted = count("contradicted");
  const ahead = count("notCheckable");
  const checkable = points.length - ahead;
  const verdict =
    contradicted === 0 && supported === checkable && supported > 0
      ? "supported"
      : supported === 0
        ? "unsupported"
        : "mixed";
  const summary =
    `${supported} of ${counted(checkable, "checkable claim")} of the thesis supported by the report's evidence` +
    (contradicted > 0 ? `, ${contradicted} contradicted by its figures` : "") +
    (ahead > 0 ? `; ${counted(ahead, "claim")} looking ahead, which history cannot check.` : ".");
  return { thesis, verdict, summary, points };
}
