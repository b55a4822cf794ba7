// What the chat saves of an answer always fits the message append's bounds, and an answer within
// them is saved as it came.
import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AI_MODEL_NAME_MAX_CHARS,
  ANSWER_REASONING_MAX_CHARS,
  ANSWER_SOURCES_MAX,
  CHAT_MESSAGE_MAX_CHARS,
  SOURCE_TEXT_MAX_CHARS,
} from "../constants";
import type { AssistantResponse } from "../schemas/ai";
import { SavedAssistantResponse } from "../schemas/ai";
import { cutTo, savableAnswer } from "./savableAnswer";

const fits = Schema.is(SavedAssistantResponse);

const answer = (overrides: Partial<AssistantResponse> = {}): AssistantResponse => ({
  response: "Apple's gross margin was 46.2% in fiscal 2024 [1].",
  citations: ["https://www.sec.gov/a"],
  search_results: [{ url: "https://www.sec.gov/a", title: "10-K", content: "Gross margin 46.2%", date: "2024-11-01" }],
  reasoning_summary: null,
  mode: "chat",
  provider: "perplexity",
  model: "sonar-pro",
  ...overrides,
});

describe("the answer the chat saves", () => {
  it("keeps an answer within the bounds as it came", () => {
    expect(savableAnswer(answer())).toEqual(answer());
  });

  it("cuts a live provider's oversize answer to fit, keeping the first of each list", () => {
    const results = Array.from({ length: 80 }, (_, index) => ({
      url: `https://example.com/${index}`,
      title: "t",
      content: "c".repeat(SOURCE_TEXT_MAX_CHARS * 2),
      snippet: "s".repeat(SOURCE_TEXT_MAX_CHARS + 1),
    }));
    const big = answer({
      response: "r".repeat(CHAT_MESSAGE_MAX_CHARS + 10),
      citations: results.map((result) => result.url),
      search_results: results,
      reasoning_summary: "thinking ".repeat(ANSWER_REASONING_MAX_CHARS),
      model: "m".repeat(500_000),
    });
    expect(fits(big)).toBe(false);
    const saved = savableAnswer(big);
    expect(fits(saved)).toBe(true);
    expect(saved.search_results).toHaveLength(ANSWER_SOURCES_MAX);
    expect(saved.citations[0]).toBe("https://example.com/0");
    expect(saved.model).toHaveLength(AI_MODEL_NAME_MAX_CHARS);
    expect(saved.response).toHaveLength(CHAT_MESSAGE_MAX_CHARS);
  });

  it("fits whatever the texts are", () => {
    const text = fc.string({ unit: "grapheme", maxLength: 300 });
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 70 }), fc.nat({ max: 300 }), (sample, list, repeat) => {
        const long = sample.repeat(repeat);
        const saved = savableAnswer(
          answer({
            provider: long,
            model: long,
            citations: list,
            search_results: list.map((item) => ({ url: item, title: long, content: long, publisher: long })),
          }),
        );
        expect(fits(saved)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it("never cuts a character in half", () => {
    expect(cutTo("ab🍎", 3)).toBe("ab");
    expect(cutTo("ab🍎", 4)).toBe("ab🍎");
    expect(cutTo("abc", 2)).toBe("ab");
  });
});
