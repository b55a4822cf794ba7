// Editing a written section of a report (issue 22): its summary, and the text of its key points,
// evidence and open risks; a point can be removed, and the reader's own point added. A changed
// claim keeps its sources and is checked again against them (the server checks once more when it
// is saved), so a figure typed in that its sources lack shows as unverified at once.

import type { Claim, StructuredContent } from "../schemas/research";
import { sourcedClaim } from "./reportClaims";

export type ClaimListName = "keyPoints" | "evidence" | "risks";

export const CLAIM_LIST_TITLES: Readonly<Record<ClaimListName, string>> = {
  keyPoints: "Key points",
  evidence: "Evidence",
  risks: "Open risks",
};

/** As long as the report stores a summary or a claim. */
export const SECTION_TEXT_MAX_CHARS = 4000;

const checked = (text: string, sources: Claim["sources"]): Claim => sourcedClaim(text, sources);

function inList(content: StructuredContent, list: ClaimListName, change: (claims: ReadonlyArray<Claim>) => Claim[]) {
  return { ...content, [list]: change(content[list]) };
}

export const editSummary = (content: StructuredContent, summary: string): StructuredContent => ({
  ...content,
  summary,
});

export function editClaim(content: StructuredContent, list: ClaimListName, index: number, text: string) {
  return inList(content, list, (claims) =>
    claims.map((claim, at) => (at === index ? checked(text, claim.sources) : claim)),
  );
}

export function removeClaim(content: StructuredContent, list: ClaimListName, index: number) {
  return inList(content, list, (claims) => claims.filter((_claim, at) => at !== index));
}

/** The reader's own point, at the end of the list; it cites nothing, so a figure in it is unverified. */
export function addClaim(content: StructuredContent, list: ClaimListName, text: string) {
  const trimmed = text.trim();
  if (trimmed === "") return content;
  return inList(content, list, (claims) => [...claims, checked(trimmed, [])]);
}

/** Why the section cannot be saved as it is, or null. */
export function sectionEditProblem(content: StructuredContent): string | null {
  if (content.summary.trim() === "") return "Write a summary for the section.";
  const texts = [
    content.summary,
    ...(["keyPoints", "evidence", "risks"] as const).flatMap((list) => content[list].map((claim) => claim.text)),
  ];
  if (texts.some((text) => text.length > SECTION_TEXT_MAX_CHARS)) {
    return `Keep each point and the summary under ${SECTION_TEXT_MAX_CHARS.toLocaleString("en-US")} characters.`;
  }
  const blank = (["keyPoints", "evidence", "risks"] as const).find((list) =>
    content[list].some((claim) => claim.text.trim() === ""),
  );
  return blank ? `A point in ${CLAIM_LIST_TITLES[blank]} is empty: write it or remove it.` : null;
}
