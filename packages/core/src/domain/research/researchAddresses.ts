// Where research goes on (routes of data-areas §2): a draft opens its report once it has one,
// else its questions once written, else its pillars; the device's session goes back to the step
// it was on, said in words for the "continue" line.
import type { ResearchDraft } from "../../api/schemas/research";

export const draftStepAddress = (draftId: string, step: "pillars" | "questions") =>
  `/research/draft/${encodeURIComponent(draftId)}/${step}`;
export const reportAddress = (documentId: string) => `/research/${encodeURIComponent(documentId)}`;

export function draftNextAddress(draft: Pick<ResearchDraft, "id" | "documentId" | "structure">): string {
  if (draft.documentId) return reportAddress(draft.documentId);
  return draftStepAddress(draft.id, draft.structure ? "questions" : "pillars");
}

/** What a session records of where it is (the research-session machine's sessions). */
interface SessionPlace {
  readonly draftId: string;
  readonly documentId: string | null;
  readonly currentStep: "pillars-selection" | "questions" | "generating";
}

const STEP_WORDS: Readonly<Record<SessionPlace["currentStep"], string>> = {
  "pillars-selection": "choosing pillars",
  questions: "reviewing questions",
  generating: "writing the report",
};

export function sessionNextStep(session: SessionPlace): { readonly href: string; readonly doing: string } {
  const href =
    session.currentStep === "generating" && session.documentId
      ? reportAddress(session.documentId)
      : draftStepAddress(session.draftId, session.currentStep === "questions" ? "questions" : "pillars");
  return { href, doing: STEP_WORDS[session.currentStep] };
}
