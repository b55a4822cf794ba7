// Where research goes on (routes of data-areas §2): a draft opens its report once it has one,
// else its questions once written, else its pillars; and which research page an address is, for
// the research workflow to open (URL -> machine).
import type { ResearchDraft } from "../schemas/research";

export const draftStepAddress = (draftId: string, step: "pillars" | "questions") =>
  `/research/draft/${encodeURIComponent(draftId)}/${step}`;
export const reportAddress = (documentId: string) => `/research/${encodeURIComponent(documentId)}`;

export function draftNextAddress(draft: Pick<ResearchDraft, "id" | "documentId" | "structure">): string {
  if (draft.documentId) return reportAddress(draft.documentId);
  return draftStepAddress(draft.id, draft.structure ? "questions" : "pillars");
}

/** The research page an address is: a draft's pillars or questions, or a report; null for any other page. */
export function researchVisitOf(
  path: string,
): { readonly draftId: string; readonly step: "pillars" | "questions" } | { readonly documentId: string } | null {
  const pathname = path.split(/[?#]/)[0] ?? "";
  const draft = /^\/research\/draft\/([^/]+)\/(pillars|questions)\/?$/.exec(pathname);
  if (draft?.[1] && draft[2])
    return { draftId: decodeURIComponent(draft[1]), step: draft[2] as "pillars" | "questions" };
  const report = /^\/research\/([^/]+)\/?$/.exec(pathname);
  if (report?.[1] && report[1] !== "draft") return { documentId: decodeURIComponent(report[1]) };
  return null;
}
