// Every claim of a report's sections, in reading order: the key points, evidence and risks of
// each section, then its answers. The thesis check and the figure counts read them all.

import type { Claim, ClaimState, ResearchSection, ResearchSource } from "../schemas/research";
import { claimStanding } from "./claimStanding";

/** A claim with its sources and its honest state against them (issue 34). */
export function sourcedClaim(text: string, sources: ReadonlyArray<ResearchSource>): Claim {
  const state = claimStanding(
    text,
    sources.map((source) => source.excerpt),
  );
  return { text, sources, verified: state !== "unverified", state };
}

/** A claim's state; a claim stored before states existed is weighed now. */
export const claimStateOf = (claim: Claim): ClaimState =>
  claim.state ?? sourcedClaim(claim.text, claim.sources).state ?? "unverified";

export function sectionClaims(section: ResearchSection): Claim[] {
  const { keyPoints, evidence, risks } = section.structuredContent;
  return [...keyPoints, ...evidence, ...risks, ...section.questions.flatMap((question) => question.answer)];
}

export const reportClaims = (sections: ReadonlyArray<ResearchSection>): Claim[] => sections.flatMap(sectionClaims);
