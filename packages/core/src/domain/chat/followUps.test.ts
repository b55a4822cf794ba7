// The follow-ups under an answer: each becomes the next message with its own preferences; offline,
// the ones only a model can carry out (web search, thinking longer) are not offered.
import { describe, expect, it } from "vitest";
import { FOLLOW_UP_ACTIONS, followUpActionsFor, followUpMessage } from "./followUps";

describe("follow-ups", () => {
  it("are all offered with a live model, and offline without web search and thinking longer", () => {
    expect(followUpActionsFor(true)).toBe(FOLLOW_UP_ACTIONS);
    expect(followUpActionsFor(false).map((action) => action.label)).toEqual([
      "Try again",
      "Add details",
      "More concise (3-5 bullets)",
    ]);
  });

  it("send the question again with the follow-up's words and preferences", () => {
    expect(followUpMessage("retry", "Apple margins?")).toEqual({ text: "Apple margins?" });
    expect(followUpMessage("web", "Apple margins?")).toEqual({
      text: "Search the web: Apple margins?",
      preferences: { searchDepth: "deep" },
    });
    expect(followUpMessage("concise", "Apple margins?").preferences).toEqual({ verbosity: "concise" });
  });
});
