// A path in words stays one readable line: each step's event with its fields, and a long text by
// its start and its length (a 16,001-character question would otherwise fill a screen).
import { AI_MESSAGE_MAX_CHARS } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { describePath } from "./describePath";
import { chatModel, LONG_QUESTION } from "./models/chat.model";
import { transitionPaths } from "./transitionPaths";

describe("describePath", () => {
  const paths = transitionPaths(chatModel);
  const withLongQuestion = paths.find((path) =>
    path.steps.some((step) => (step.event as { text?: string }).text === LONG_QUESTION),
  );

  it("shows a long text by its start and its length", () => {
    expect(withLongQuestion).toBeDefined();
    const words = describePath(chatModel, withLongQuestion as never);
    expect(words).toContain(
      `"wwwwwwwwwwwwwwwwwwwwwwww…" (${(AI_MESSAGE_MAX_CHARS + 1).toLocaleString("en-US")} characters)`,
    );
    expect(words.length).toBeLessThan(2000);
  });

  it("shows a short text whole, with the state each step leads to", () => {
    const first = paths.find((path) => {
      const event = path.steps[0]?.event as { text?: string; at?: number } | undefined;
      return event?.text === "Apple revenue" && event.at === 0;
    }) as never;
    const words = describePath(chatModel, first);
    expect(words).toMatch(/^in conversation\.idle \+ title\.idle; /);
    expect(words).toContain('message.send (text: "Apple revenue", at: 0) → conversation.saving + title.idle');
  });
});
