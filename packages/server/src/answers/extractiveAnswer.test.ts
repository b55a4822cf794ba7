// The offline answer's promises: it quotes only the passages it was given, each citation number
// points at one of their addresses, and with nothing to quote it says so and cites nothing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractiveAnswer, type RankedPassage } from "./extractiveAnswer";
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

/** How many companies the local material profiles, as the offline assistant hands it in. */
const BUNDLED_COMPANIES = 3;

describe("extractiveAnswer", () => {
  it("cites only addresses of the passages given, and every number it writes has a source", () => {
    fc.assert(
      fc.property(question, rankedPassages, (message, ranked) => {
        const answer = extractiveAnswer(message, ranked, BUNDLED_COMPANIES);
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

  it("quotes each stretch of the passage it cites word for word, never two stretches joined", () => {
    fc.assert(
      fc.property(question, rankedPassages, (message, ranked) => {
        const answer = extractiveAnswer(message, ranked, BUNDLED_COMPANIES);
        for (const line of answer.text.split("\n").filter((l) => /^\d+\. /.test(l))) {
          const [, number = "0"] = /\[(\d+)\]$/.exec(line) ?? [];
          const url = answer.citations[Number(number) - 1];
          const sources = ranked.filter(({ passage: p }) => p.url === url).map(({ passage: p }) => p.text);
          const quotes = [...line.matchAll(/“([^”]*)”/g)].map(([, quote = ""]) => quote.replace(/…$/, ""));
          expect(quotes.length).toBeGreaterThan(0);
          expect(quotes.every((quote) => sources.some((text) => text.includes(quote)))).toBe(true);
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
    const answer = extractiveAnswer("Acme revenue", [{ passage: filing, score: 3 }], BUNDLED_COMPANIES);
    expect(answer.text).toContain("“Revenue was $4.0 billion.” [1]");
    expect(answer.citations).toEqual(["https://example.com/f"]);
  });

  it("says plainly that it found nothing, and that opinions and the web are not available offline", () => {
    const answer = extractiveAnswer("Will it rain in Lisbon?", [], BUNDLED_COMPANIES);
    expect(answer.text).toMatch(/^I found nothing about "Will it rain in Lisbon\?"/);
    // The size of the set searched is the one the caller hands in, not a count of a sample file.
    expect(answer.text).toContain(`the bundled sample data set of ${BUNDLED_COMPANIES} large US companies`);
    expect(answer.text).toMatch(/Web search, live news and opinions are not available offline/);
    expect(answer.citations).toEqual([]);
  });
});
