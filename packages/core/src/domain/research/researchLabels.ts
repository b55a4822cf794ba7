// The research area's words for statuses, progress, sources and verdicts, once, for every client.

import type {
  Claim,
  ClaimState,
  PillarProgress,
  ResearchSource,
  ResearchStatus,
  SanityCheck,
} from "../schemas/research";
import { statedNumbers } from "./claimStanding";
import { claimStateOf } from "./reportClaims";

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

/** How one claim of a thesis stands against the report, in a reader's words. */
export const ASSESSMENT_WORDS: Readonly<Record<SanityCheck["points"][number]["assessment"], string>> = {
  supported: "Supported",
  contradicted: "Contradicted",
  unclear: "No evidence",
  notCheckable: "Not checkable (looks ahead)",
};

/** The three states of a claim as a reader sees them, with the longer reason (issue 34). */
export const CLAIM_STATE_WORDS: Readonly<Record<ClaimState, { label: string; reason: string }>> = {
  checked: { label: "Figures checked", reason: "Every figure of this claim stands in the sources it cites." },
  quoted: { label: "Quoted", reason: "This sentence is quoted word for word from the source it cites." },
  unverified: {
    label: "Not verified",
    reason: "This sentence is neither quoted from its sources nor made of figures checked against them.",
  },
};

/** What a reader is told of a claim that did not verify (with the longer reason), or null. */
export function claimFlag(claim: Claim): { label: string; reason: string } | null {
  if (claim.sources.length === 0) {
    return claim.verified
      ? null
      : { label: "No source", reason: "This sentence cites no source, so it is not verified." };
  }
  if (claimStateOf(claim) !== "unverified") return null;
  return statedNumbers(claim.text).length > 0
    ? { label: "Figures not verified", reason: "A figure of this claim is not in the sources it cites." }
    : { label: CLAIM_STATE_WORDS.unverified.label, reason: CLAIM_STATE_WORDS.unverified.reason };
}
