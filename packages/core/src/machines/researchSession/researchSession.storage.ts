// Where research sessions are kept: one entry of the client's storage per user, as JSON, so
// another person signing in on the device sees none of them. A missing or unreadable entry reads
// as no sessions (it is never an error: the server keeps the drafts).
import type { KeyValueStorage } from "../../services/storage";
import { type ResearchSessions, researchSessionMachine } from "./researchSession.machine";

export const RESEARCH_SESSIONS_KEY = "moatwise.researchSessions";
const NONE: ResearchSessions = { current: null, history: [] };

/** The storage entry of one user's sessions. */
export const researchSessionsKey = (owner: string) => `${RESEARCH_SESSIONS_KEY}.${owner}`;

export function loadResearchSessions(storage: KeyValueStorage, owner: string): ResearchSessions {
  try {
    const kept = JSON.parse(storage.get(researchSessionsKey(owner)) ?? "null") as Partial<ResearchSessions> | null;
    if (!kept || typeof kept !== "object") return NONE;
    return { current: kept.current ?? null, history: Array.isArray(kept.history) ? kept.history : [] };
  } catch {
    return NONE;
  }
}

/** The machine keeping `owner`'s sessions in `storage`. */
export function researchSessionLogic(storage: KeyValueStorage, owner: string) {
  return researchSessionMachine.provide({
    actions: {
      persist: ({ context }) =>
        storage.set(researchSessionsKey(owner), JSON.stringify({ current: context.current, history: context.history })),
    },
  });
}
