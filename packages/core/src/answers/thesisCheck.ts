// The thesis check (issue 34, item 7; issue 43, item 14): a thesis split into the claims it makes,
// each weighed against a report's claims, the passages and figures they quote, and the material the
// user pasted: supported, contradicted by figures, not checkable when it looks ahead, or without evidence. Pure: any answer (a report, the chat) may weigh a thesis with it.

import { counted } from "../domain/counted";
import { claimStateOf, reportClaims } from "../domain/research/reportClaims";
import type { Claim, Material, ResearchSection, SanityCheck } from "../domain/schemas/research";
import { checkClaim, statedNumbers } from "./claimCheck";
import { sentencesOf } from "./sentences";
import {
  type Concepts,
  companyStems,
  conceptCount,
  conceptsOf,
  sharedConcepts,
  thesisEvidence,
} from "./thesisEvidence";

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

/** Evidence read once: its concepts, and whether it names the report's company. */
interface Weighed {
  readonly claim: Claim;
  readonly concepts: Concepts;
  readonly aboutCompany: boolean;
}

/** The evidence's concepts, read once for every claim of the thesis. */
function weighedEvidence(evidence: ReadonlyArray<Claim>, context: ThesisContext): Weighed[] {
  const ignored = companyStems(context.company);
  return evidence.filter(withSources).map((claim) => ({
    claim,
    concepts: conceptsOf(claim.text, ignored),
    aboutCompany: [...ignored].some((stem) => claim.text.toLowerCase().includes(stem)),
  }));
}

/**
 * The evidence that bears on a thesis claim, best first: an item bears when it shares most of the
 * claim's concepts, not one common word ("partners"); when none does alone, up to three items that
 * each share two and together most of them ("membership fees" in one, "earnings grew" in another).
 * A claim with figures is borne on by any item stating a figure of each measure it names.
 */
function nearestClaims(sentence: string, evidence: ReadonlyArray<Weighed>, context: ThesisContext): Claim[] {
  const concepts = conceptsOf(sentence, companyStems(context.company));
  const count = conceptCount(concepts);
  if (count === 0) return [];
  const needed = Math.max(Math.min(2, count), Math.ceil(count / 2));
  const measures = [...concepts.named].filter((concept) => concept.startsWith("measure:"));
  const figureOnly = statedNumbers(sentence).length > 0 && measures.length > 0;
  const ranked = evidence
    .map((item) => ({ item, shared: sharedConcepts(concepts, item.concepts) }))
    .map((scored) => ({
      ...scored,
      score: scored.shared.length + (scored.item.aboutCompany ? 0.5 : 0),
      figures: figureOnly && measures.every((measure) => scored.shared.includes(measure)),
    }))
    .filter(({ shared }) => shared.length >= Math.min(2, count) || figureOnly)
    .sort((a, b) => b.score - a.score);
  const alone = ranked.filter(({ shared, figures }) => shared.length >= needed || figures);
  if (alone.length > 0) return alone.map(({ item }) => item.claim);
  const together = ranked.filter(({ shared }) => shared.length >= Math.min(2, count)).slice(0, 3);
  const covered = new Set(together.flatMap(({ shared }) => shared));
  return covered.size >= needed ? together.map(({ item }) => item.claim) : [];
}

/**
 * One claim of a thesis weighed: a forward-looking one is not checkable by history; one with
 * figures is supported when the nearest claims' sources state them and contradicted when they
 * state other figures of the same thing; one without figures is supported when a claim quoted or
 * checked from a source says as much, and has no evidence otherwise (never contradicted by words).
 */
function weigh(sentence: string, weighed: ReadonlyArray<Weighed>, context: ThesisContext): Point {
  const near = nearestClaims(sentence, weighed, context).slice(0, 3);
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

/** What a thesis is weighed in: the report's company, and the material its draft was given. */
export interface ThesisContext {
  /** The report's company: its names are every sentence's subject, so they decide nothing. */
  readonly company?: { readonly name: string; readonly ticker: string };
  /** What the user brought to the report's draft (pasted text above all), weighed as the report quotes it. */
  readonly materials?: ReadonlyArray<Material>;
}

/**
 * A thesis weighed claim by claim against the report: its claims, the sentences its sources quote
 * (filings, statement lines, the peer table) and the draft's materials.
 */
export function sanityCheck(
  thesis: string,
  sections: ReadonlyArray<ResearchSection>,
  context: ThesisContext = {},
): SanityCheck {
  const evidence = weighedEvidence(thesisEvidence(sections, reportClaims(sections), context.materials ?? []), context);
  const points = thesisClaims(thesis)
    .slice(0, 12)
    .map((sentence) => weigh(sentence, evidence, context));
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
