// What a report has said so far (issue 34): each sentence is said once, and a later section refers
// back to where it was said instead of saying it again.
import { type Claim, sentenceKey } from "@moatwise/core";

/**
 * What a report has said so far, across its sections: each sentence's key and where it was said
 * (the section's title), so a later section refers back instead of saying it again.
 */
export interface ReportMemory {
  readonly said: Map<string, string>;
}

export const newReportMemory = (): ReportMemory => ({ said: new Map() });

/** Records the claims said `here` (a section's title), each sentence at the first place it was said. */
export function remember(memory: ReportMemory, claims: ReadonlyArray<Claim>, here: string) {
  for (const claim of claims) {
    const key = sentenceKey(claim.text);
    if (!memory.said.has(key)) memory.said.set(key, here);
  }
}
