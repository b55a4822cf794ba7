import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { samplePrompt } from "../../testing/samplePrompt";
import type { VoteType } from "../schemas/prompts";
import { promptProblem, rankPrompts, voteAfterClick, withMyVote } from "./promptVotes";

const prompt = (id: string, score: number, createdAt?: string, myVote: VoteType | null = null) =>
  samplePrompt(id, score, { myVote, ...(createdAt ? { createdAt } : {}) });
const vote = fc.constantFrom<VoteType | null>("up", "down", null);

describe("votes on a prompt", () => {
  it("takes back the vote clicked twice, and replaces the other", () => {
    expect(voteAfterClick(null, "up")).toBe("up");
    expect(voteAfterClick("up", "up")).toBeNull();
    expect(voteAfterClick("up", "down")).toBe("down");
  });

  it("moves the score by the change in the user's own vote, whatever the clicks", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 50 }),
        vote,
        fc.array(fc.constantFrom<VoteType>("up", "down")),
        (others, first, clicks) => {
          const start = withMyVote(prompt("p", others), first);
          const end = clicks.reduce(
            (current, clicked) => withMyVote(current, voteAfterClick(current.myVote, clicked)),
            start,
          );
          const own = end.myVote === "up" ? 1 : end.myVote === "down" ? -1 : 0;
          expect(end.score).toBe(others + own);
        },
      ),
    );
  });

  it("ranks by score, then newest first", () => {
    const ranked = rankPrompts([
      prompt("old", 2, "2026-11-01T00:00:00.000Z"),
      prompt("low", -1),
      prompt("new", 2, "2026-11-20T00:00:00.000Z"),
    ]);
    expect(ranked.map((p) => p.id)).toEqual(["new", "old", "low"]);
  });

  it("asks for 3 to 500 characters once trimmed", () => {
    expect(promptProblem("  ok ")).toBe("A prompt needs at least 3 characters.");
    expect(promptProblem("Why?")).toBeNull();
    expect(promptProblem("x".repeat(501))).toBe("A prompt has at most 500 characters (this one has 501).");
  });
});
