// A shared prompt for core's tests: someone else's question about Apple, with no vote of the user's.
import type { Prompt } from "../domain/schemas/prompts";

export const samplePrompt = (id: string, score: number, fields: Partial<Prompt> = {}): Prompt => ({
  id,
  symbol: "AAPL",
  content: `Question ${id}?`,
  authorHandle: "investor-ada0000001",
  score,
  myVote: null,
  mine: false,
  createdAt: "2026-11-24T09:00:00.000Z",
  ...fields,
});
