// The thesis check (issue 34, item 7): a thesis split into the claims it makes, each weighed
// against a report's claims: supported, contradicted by figures, not checkable when it looks
// ahead, or without evidence. Pure: any answer (a report, the chat) may weigh a thesis with it.
import type { Claim, ResearchSection, SanityCheck } from "../api/schemas/research";
import { counted } from "../domain/counted";
import { claimStateOf, reportClaims } from "../domain/research/reportClaims";
import { checkClaim, statedNumbers } from "./claimCheck";
import { queryTerms, sentencesOf } from "./sentences";

const withSources = (claim: Claim) => claim.sources.length > 0;

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
