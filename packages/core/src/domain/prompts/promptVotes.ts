// Votes on shared prompts (issue 24), as the user sees them change at once: clicking the vote
// already cast takes it back, clicking the other replaces it; a prompt's score moves by the
// difference. Prompts rank by score, then newest first (as the server ranks them).

import { PROMPT_MAX_CHARS, PROMPT_MIN_CHARS } from "../constants";
import type { Prompt, VoteType } from "../schemas/prompts";

const weight = (vote: VoteType | null) => (vote === "up" ? 1 : vote === "down" ? -1 : 0);

/** The user's vote after clicking `clicked`: the same vote again takes it back. */
export const voteAfterClick = (current: VoteType | null, clicked: VoteType): VoteType | null =>
  current === clicked ? null : clicked;

/** The prompt with the user's vote changed to `vote`, its score moved to match. */
export function withMyVote(prompt: Prompt, vote: VoteType | null): Prompt {
  return { ...prompt, myVote: vote, score: prompt.score - weight(prompt.myVote) + weight(vote) };
}

export function rankPrompts(prompts: ReadonlyArray<Prompt>): Prompt[] {
  return [...prompts].sort((a, b) => b.score - a.score || b.createdAt.localeCompare(a.createdAt));
}

/** Why a prompt cannot be shared as typed, or null: 3 to 500 characters once trimmed. */
export function promptProblem(content: string): string | null {
  const length = content.trim().length;
  if (length < PROMPT_MIN_CHARS) return `A prompt needs at least ${PROMPT_MIN_CHARS} characters.`;
  if (length > PROMPT_MAX_CHARS) return `A prompt has at most ${PROMPT_MAX_CHARS} characters (this one has ${length}).`;
  return null;
}
