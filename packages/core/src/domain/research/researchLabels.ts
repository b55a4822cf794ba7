// The research area's words for statuses, progress, sources and verdicts, once, for every client.
import type { Claim, PillarProgress, ResearchSource, ResearchStatus, SanityCheck } from "../../api/schemas/research";

export const RESEARCH_STATUS_WORDS: Readonly<Record<ResearchStatus, string>> = {
  draft: "Draft",
  generating: "Writing…",
  complete: "Complete",
  failed: "Failed",
};

export const PILLAR_PROGRESS_WORDS: Readonly<Record<PillarProgress["state"], string>> = {
  waiting: "Waiting",
  writing: "Writing…",
  done: "Written",
  failed: "Failed",
};

export const SOURCE_KIND_WORDS: Readonly<Record<ResearchSource["kind"], string>> = {
  filing: "Filing",
  statement: "Statement",
  news: "News",
  profile: "Profile",
  overview: "Key figures",
  note: "Your note",
  pdf: "Your PDF",
  material: "Your material",
};

export const VERDICT_WORDS: Readonly<Record<SanityCheck["verdict"], string>> = {
  supported: "Supported",
  mixed: "Mixed",
  unsupported: "Not supported",
};

/** What a reader is told of a claim that did not verify (with the longer reason), or null. */
export function claimFlag(claim: Claim): { label: string; reason: string } | null {
  if (claim.verified && claim.sources.length > 0) return null;
  if (claim.sources.length === 0) {
    return claim.verified
      ? null
      : { label: "No source", reason: "This sentence cites no source, so it is not verified." };
  }
  return { label: "Figures not verified", reason: "A figure of this claim is not in the sources it cites." };
}
