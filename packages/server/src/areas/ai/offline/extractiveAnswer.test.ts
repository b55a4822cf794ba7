// The offline answer's promises: it quotes only the passages it was given, each citation number
// points at one of their addresses, and with nothing to quote it says so and cites nothing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bestSentences,
  extractiveAnswer,
  QUOTE_MAX_CHARS,
  queryTerms,
  type RankedPassage,
  SEARCH_WORDS_MAX,
  sentencesOf,
} from "./extractiveAnswer";
import type { Passage } from "./localLibrary";

const passage = (id: string, title: string, text: string, url = `https://example.com/${id}`): Passage => ({
  id,
  kind: "filing",
  symbol: "ACME",
  companyName: "Acme Corp",
  title,
  url,
  text,
  publisher: "test",
});

const VOCABULARY = ["revenue", "margin", "grew", "cash", "debt", "Acme", "profit", "iPhone", "fell", "the", "was"];
const sentence = fc
  .array(fc.constantFrom(...VOCABULARY), { minLength: 2, maxLength: 8 })
  .map((words) => `${words.join(" ")}.`.replace(/^./, (first) => first.toUpperCase()));
const rankedPassages = fc
  .array(
    fc.record({
      text: fc.array(sentence, { minLength: 1, maxLength: 5 }).map((sentences) => sentences.join(" ")),
      url: fc.constantFrom("https://a.example", "https://b.example", "https://c.example"),
      score: fc.double({ min: 0.1, max: 50, noNaN: true }),
    }),
    { maxLength: 8 },
  )
  .map((items) =>
    items
      .map(
        (item, index): RankedPassage => ({
          passage: passage(`p${index}`, `Passage ${index}`, item.text, item.url),
          score: item.score,
        }),
      )
      .sort((a, b) => b.score - a.score),
  );
const question = fc
  .array(fc.constantFrom(...VOCABULARY, "weather", "Lisbon"), { maxLength: 6 })
  .map((w) => w.join(" "));

describe("extractiveAnswer", () => {
  it("cites only addresses of the passages given, and every number it writes has a source", () => {
    fc.assert(
      fc.property(question, rankedPassages, (message, ranked) => {
        const answer = extractiveAnswer(message, ranked);
        const given = new Set(ranked.map(({ passage: p }) => p.url));
        expect(answer.citations.every((url) => given.has(url))).toBe(true);
        expect(new Set(answer.citations).size).toBe(answer.citations.length);
        expect(answer.searchResults.map((result) => result.url)).toEqual(answer.citations);
        const numbers = [...answer.text.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
        expect(numbers.every((n) => n >= 1 && n <= answer.citations.length)).toBe(true);
        if (answer.citations.length === 0) expect(answer.text).toMatch(/^I found nothing about/);
      }),
    );
  });

  it("quotes sentences word for word from the passage it cites", () => {
    fc.assert(
      fc.property(question, rankedPassages, (message, ranked) => {
        const answer = extractiveAnswer(message, ranked);
        for (const line of answer.text.split("\n").filter((l) => /^\d+\. /.test(l))) {
          const [, quote = "", number = "0"] = /“(.*)” \[(\d+)\]$/.exec(line) ?? [];
          const url = answer.citations[Number(number) - 1];
          const sources = ranked.filter(({ passage: p }) => p.url === url).map(({ passage: p }) => p.text);
          const sentences = quote.split(/(?<=\.) /);
          expect(sentences.every((s) => sources.some((text) => text.includes(s)))).toBe(true);
        }
      }),
    );
  });

  it("picks the sentence that answers what the title does not", () => {
    const filing = passage(
      "f",
      "Acme Corp 10-K",
      "Acme makes anvils. Revenue was $4.0 billion. Cash was $1.0 billion.",
    );
    const answer = extractiveAnswer("Acme revenue", [{ passage: filing, score: 3 }]);
    expect(answer.text).toContain("“Revenue was $4.0 billion.” [1]");
    expect(answer.citations).toEqual(["https://example.com/f"]);
  });

  it("says plainly that it found nothing, and that opinions and the web are not available offline", () => {
    const answer = extractiveAnswer("Will it rain in Lisbon?", []);
    expect(answer.text).toMatch(/^I found nothing about "Will it rain in Lisbon\?"/);
    expect(answer.text).toMatch(/Web search, live news and opinions are not available offline/);
    expect(answer.citations).toEqual([]);
  });
});

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

describe("sentencesOf across a PDF's line breaks (issue 38 item 15)", () => {
  const openings = ["Revenue", "Gross", "Operating", "The", "Net", "Our", "In"];
  const middles = [
    "margin",
    "rose",
    "by",
    "about",
    "0.15",
    "percentage",
    "points",
    "$1.2",
    "billion",
    "12%",
    "in",
    "fiscal",
    "2023",
    "of",
    "the",
    "segment",
    "(see",
    "note",
    "7)",
    "million,",
    "and",
  ];
  const sentence = fc
    .tuple(fc.constantFrom(...openings), fc.array(fc.constantFrom(...middles), { minLength: 1, maxLength: 14 }))
    .map(([first, rest]) => `${[first, ...rest].join(" ")}.`);

  it("keeps every sentence whole, with its unit, wherever the lines break", () => {
    fc.assert(
      fc.property(
        fc.array(sentence, { minLength: 1, maxLength: 6 }),
        fc.infiniteStream(fc.boolean()),
        (sentences, breaks) => {
          const text = sentences.join(" ").replace(/ /g, () => (breaks.next().value ? "\n" : " "));
          expect(sentencesOf(text)).toEqual(sentences);
        },
      ),
    );
  });

  it("quotes a sentence broken before its figure whole, unit and all", () => {
    const page = "Results\nGross margin rose by about\n0.15 percentage points in the year.\nCash fell.";
    expect(bestSentences(page, ["margin"])).toEqual(["Gross margin rose by about 0.15 percentage points in the year."]);
  });

  it("still ends a heading at its line, and a line left open goes on before a capital", () => {
    expect(sentencesOf("Risk factors\nOur business depends on suppliers.")).toEqual([
      "Risk factors",
      "Our business depends on suppliers.",
    ]);
    expect(sentencesOf("We sold the chips to\nApple in the year.")).toEqual([
      "We sold the chips to Apple in the year.",
    ]);
  });
});
