// Prompts users share about a company (issue 24), ranked by votes: one vote per user and prompt.
import { Schema } from "effect";
import { PROMPT_MAX_CHARS } from "../constants";
import { boundedText, Id, IsoDateTime, Ticker } from "./common";

export const VoteType = Schema.Literals(["up", "down"]);
export type VoteType = typeof VoteType.Type;

export const Prompt = Schema.Struct({
  id: Id,
  symbol: Ticker,
  content: Schema.String,
  /** The author's public handle (User.handle): unique, and never any part of an e-mail address. */
  authorHandle: Schema.String,
  /** Up votes minus down votes. */
  score: Schema.Finite,
  /** The signed-in user's own vote, if any. */
  myVote: Schema.NullOr(VoteType),
  /** Whether the signed-in user wrote it (and so may delete it). */
  mine: Schema.Boolean,
  createdAt: IsoDateTime,
});
export type Prompt = typeof Prompt.Type;

/** The server trims the content and asks for at least PROMPT_MIN_CHARS of it. */
export const NewPrompt = Schema.Struct({ symbol: Ticker, content: boundedText(PROMPT_MAX_CHARS) });
export type NewPrompt = typeof NewPrompt.Type;

export const Vote = Schema.Struct({ voteType: VoteType });
export type Vote = typeof Vote.Type;
