// Where the research under way is kept: one entry of the client's storage per user, holding only
// which draft and which report it was (`{ draftId, documentId }`); the server's draft is the
// truth. A missing or unreadable entry reads as none (never an error: the server keeps drafts).
import type { KeyValueStorage } from "../../services/storage";
import type { ResearchKept } from "./researchSession.machine";

export const RESEARCH_SESSIONS_KEY = "moatwise.researchSessions";
const NONE: ResearchKept = { draftId: null, documentId: null };

/** The storage entry of one user's research under way. */
export const researchSessionsKey = (owner: string) => `${RESEARCH_SESSIONS_KEY}.${owner}`;

const idOrNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

export function loadResearchKept(storage: KeyValueStorage, owner: string): ResearchKept {
  try {
    const kept = JSON.parse(storage.get(researchSessionsKey(owner)) ?? "null") as Partial<ResearchKept> | null;
    if (!kept || typeof kept !== "object") return NONE;
    return { draftId: idOrNull(kept.draftId), documentId: idOrNull(kept.documentId) };
  } catch {
    return NONE;
  }
}

/** The machine's `persist` action keeping `owner`'s research under way in `storage`. */
export function researchSessionPersist(storage: KeyValueStorage, owner: string) {
  return ({ context }: { context: ResearchKept }) =>
    storage.set(
      researchSessionsKey(owner),
      JSON.stringify({ draftId: context.draftId, documentId: context.documentId } satisfies ResearchKept),
    );
}
