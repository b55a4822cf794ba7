// The words of a question and the sentences of a text, as every answer reads them: common words
// dropped, bounded work on any input, clipped quotes, the passage's own order.
import { describe, expect, it } from "vitest";
import { bestSentences, QUOTE_MAX_CHARS, queryTerms, SEARCH_WORDS_MAX, sentenceKey } from "./sentences";

describe("queryTerms and bestSentences", () => {
  it("drops common words and possessives, keeps each term once", () => {
    expect(queryTerms("What is Apple's revenue, and Apple's margin?")).toEqual(["apple", "revenue", "margin"]);
  });

  it("drops words no one searches for (over 40 letters) and searches at most 32 words", () => {
    expect(queryTerms(`apple ${"x".repeat(45_000)} revenue`)).toEqual(["apple", "revenue"]);
    const manyWords = Array.from({ length: 140_000 }, (_, index) => `w${index}`).join(" ");
    const terms = queryTerms(manyWords);
    expect(terms).toHaveLength(SEARCH_WORDS_MAX);
    expect(terms[0]).toBe("w0");
  });

  it("clips a quoted sentence, so a page without full stops is not quoted whole", () => {
    const page = `revenue ${"word ".repeat(400_000)}`;
    const [quote = ""] = bestSentences(page, ["revenue"]);
    expect(quote.length).toBe(QUOTE_MAX_CHARS);
    expect(quote.endsWith("…")).toBe(true);
  });

  it("keeps the best sentences in the passage's own order", () => {
    const text = "Margins widened. Revenue grew fast. Revenue and margin both rose. Cash fell.";
    expect(bestSentences(text, ["revenue", "margin"], 2)).toEqual([
      "Margins widened.",
      "Revenue and margin both rose.",
    ]);
  });
});

describe("sentenceKey", () => {
  it("keys a sentence aside from case, spacing and its closing stop", () => {
    expect(sentenceKey("  Revenue  grew. ")).toBe(sentenceKey("revenue grew"));
    expect(sentenceKey("Revenue grew.")).not.toBe(sentenceKey("Revenue fell."));
  });
});
