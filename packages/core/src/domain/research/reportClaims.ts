// Every claim of a report's sections, in reading order: the key points, evidence and risks of
// each section, then its answers. The thesis check and the figure counts read them all.
import type { Claim, ResearchSection } from "../../api/schemas/research";

export function sectionClaims(section: ResearchSection): Claim[] {
  const { keyPoints, evidence, risks } = section.structuredContent;
  return [...keyPoints, ...evidence, ...risks, ...section.questions.flatMap((question) => question.answer)];
}

export const reportClaims = (sections: ReadonlyArray<ResearchSection>): Claim[] => sections.flatMap(sectionClaims);
