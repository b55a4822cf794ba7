// The follow-up actions under an answer (spec §2): each becomes the next message, some with their
// own answer preferences (searching the web digs deeper; thinking longer too, in detail).
import type { AnswerPreferences } from "./aiRequest";

export const FOLLOW_UP_ACTIONS = [
  { id: "retry", label: "Try again" },
  { id: "details", label: "Add details" },
  { id: "concise", label: "More concise (3-5 bullets)" },
  { id: "web", label: "Search the web" },
  { id: "longer", label: "Think longer" },
] as const;

export type FollowUpAction = (typeof FOLLOW_UP_ACTIONS)[number]["id"];

/** Follow-ups only a model can carry out: offline there is no web to search and nothing to think with. */
const MODEL_ONLY: ReadonlyArray<FollowUpAction> = ["web", "longer"];

/** The follow-ups an answer offers: all with a live model; offline, those it can carry out. */
export const followUpActionsFor = (live: boolean) =>
  live ? FOLLOW_UP_ACTIONS : FOLLOW_UP_ACTIONS.filter((action) => !MODEL_ONLY.includes(action.id));

export interface FollowUpMessage {
  readonly text: string;
  /** Preferences for this one message, over the user's own. */
  readonly preferences?: Partial<AnswerPreferences>;
}

/** The message a follow-up sends, given the question the answer was to. */
export function followUpMessage(action: FollowUpAction, question: string): FollowUpMessage {
  switch (action) {
    case "retry":
      return { text: question };
    case "details":
      return { text: `Add more details to your answer to: ${question}`, preferences: { verbosity: "detailed" } };
    case "concise":
      return { text: `Answer more concisely, in 3-5 bullets: ${question}`, preferences: { verbosity: "concise" } };
    case "web":
      return { text: `Search the web: ${question}`, preferences: { searchDepth: "deep" } };
    case "longer":
      return {
        text: `Think longer, step by step: ${question}`,
        preferences: { searchDepth: "deep", verbosity: "detailed" },
      };
  }
}
