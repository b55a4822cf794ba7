// Prompts users share about a company, ranked by votes.
import { Schema } from "effect";
import { boundedText, Id, IsoDateTime, Ticker } from "./common";

export const VoteType = Schema.Literals(["up", "down"]);
export type VoteType = typeof VoteType.Type;

export const Prompt = Schema.Struct({
  id: Id,
  symbol: Ticker,
  content: Schema.String,
  authorName: Schema.String,
  /** Up votes minus down votes. */
  score: Schema.Number,
  /** The signed-in user's own vote, if any. */
  myVote: Schema.NullOr(VoteType),
  /** Whether the signed-in user wrote it (and so may delete it). */
  mine: Schema.Boolean,
  createdAt: IsoDateTime,
});
export type Prompt = typeof Prompt.Type;

export const NewPrompt = Schema.Struct({ symbol: Ticker, content: boundedText(2000) });
export type NewPrompt = typeof NewPrompt.Type;

export const Vote = Schema.Struct({ voteType: VoteType });
export type Vote = typeof Vote.Type;
