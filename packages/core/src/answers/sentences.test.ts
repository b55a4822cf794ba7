// The words of a question and the sentences of a text, as every answer reads them: common words
// dropped, bounded work on any input, clipped quotes, the passage's own order.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bestPassages,
  bestSentences,
  citedPassage,
  QUOTE_MAX_CHARS,
  queryTerms,
  SEARCH_WORDS_MAX,
  sentenceKey,
  sentencesOf,
} from "./sentences";

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

describe("quotations are passages of the page (issue 43)", () => {
  const word = fc.constantFrom(
    "revenue",
    "margin",
    "cash",
    "debt",
    "grew",
    "fell",
    "the",
    "company",
    "segment",
    "quarter",
    "rose",
    "sharply",
    "lease",
  );
  const capital = fc.constantFrom("Revenue", "Margins", "The", "Cash", "Our", "Debt", "Net", "Total");
  /** A sentence, a heading, a table row or a running footer, as a filing's page prints them. */
  const piece = fc.oneof(
    fc
      .tuple(capital, fc.array(word, { minLength: 2, maxLength: 12 }))
      .map(([first, rest]) => `${first} ${rest.join(" ")}.`),
    fc
      .tuple(capital, fc.array(word, { minLength: 1, maxLength: 4 }))
      .map(([first, rest]) => `${first} ${rest.join(" ")}`),
    fc
      .tuple(capital, fc.integer({ min: 1, max: 99_999 }))
      .map(([first, figure]) => `${first} revenue $ ${figure.toLocaleString("en-US")}`),
    fc.integer({ min: 1, max: 120 }).map((page) => `Acme Inc. | 2023 Form 10-K | ${page}`),
    fc
      .tuple(capital, fc.array(word, { minLength: 1, maxLength: 5 }))
      .map(([first, rest]) => `${first} ${rest.join(" ")} (in millions):`),
  );
  const page = fc
    .array(fc.tuple(piece, fc.constantFrom(" ", "\n", "\n\n", "  \n")), { minLength: 1, maxLength: 14 })
    .map((pieces) => pieces.map(([text, gap]) => `${text}${gap}`).join(""));
  const flat = (text: string) => text.replace(/\s+/g, " ").trim();

  it("quotes each passage as one stretch of the page's text, never two places joined", () => {
    fc.assert(
      fc.property(
        page,
        fc.subarray(["revenue", "margin", "cash", "debt", "quarter", "lease"], { minLength: 1 }),
        (text, terms) => {
          for (const passage of bestPassages(text, terms, 4)) {
            expect(flat(text)).toContain(flat(passage.replace(/…$/, "")));
          }
        },
      ),
    );
  });

  it("shows sentences apart as separate passages, and sentences that follow each other as one", () => {
    const text = "Revenue grew in the year. Costs were flat. Margins fell. Revenue fell in the quarter.";
    expect(bestPassages(text, ["revenue"], 2)).toEqual(["Revenue grew in the year.", "Revenue fell in the quarter."]);
    expect(bestPassages(text, ["margins", "revenue"], 3)).toEqual([
      "Revenue grew in the year.",
      "Margins fell. Revenue fell in the quarter.",
    ]);
  });

  it("keeps a person's first name and initial: an initial's full stop ends no sentence", () => {
    const first = fc.constantFrom("Timothy", "Mary", "Satya", "Lisa", "Jean-Luc", "Ursula");
    const last = fc.constantFrom("Cook", "Barra", "Nadella", "Su", "O'Brien", "McNeil");
    const initials = fc.array(fc.constantFrom(..."ABCDEFGHJKLMNPRSTW".split("")), { minLength: 1, maxLength: 2 });
    fc.assert(
      fc.property(first, initials, last, fc.boolean(), (given, middle, family, lead) => {
        const name = `${given} ${middle.map((letter) => `${letter}.`).join(" ")} ${family}`;
        const text = `${lead ? "Exhibit 31.1\nCERTIFICATION\n" : "The board met. "}I, ${name}, certify that:\n1. I have reviewed this annual report.`;
        const sentence = sentencesOf(text).find((each) => each.includes("certify"));
        expect(sentence).toBe(`I, ${name}, certify that:`);
        expect(bestPassages(text, ["certify"])).toEqual([`I, ${name}, certify that:`]);
      }),
    );
  });

  it("reads letters with stops, titles and a company's suffix inside a sentence", () => {
    expect(
      sentencesOf("Pursuant to 18 U.S.C. Section 1350, Mr. Cook of Apple Inc. (the Company) signed. Then he left."),
    ).toEqual(["Pursuant to 18 U.S.C. Section 1350, Mr. Cook of Apple Inc. (the Company) signed.", "Then he left."]);
  });

  describe("citedPassage", () => {
    const TERMS = ["purchases", "property", "plant", "equipment", "lease", "dividends"];
    /** Words no term matches (none starts a term or is started by one). */
    const filler = fc.constantFrom("net", "the", "year", "ended", "total", "amounts", "millions", "cash");
    /** A passage holding `held` of the terms, each once, among filler words; its count is known by construction. */
    const passage = fc
      .tuple(fc.subarray(TERMS), fc.array(filler, { minLength: 1, maxLength: 6 }))
      .map(([held, words]) => ({ held: held.length, text: [...words, ...held, ...words].join(" ") }));

    it("points to the passage holding most of the question's terms, the earlier on a tie", () => {
      fc.assert(
        fc.property(fc.array(passage, { minLength: 1, maxLength: 6 }), (passages) => {
          const most = Math.max(...passages.map((each) => each.held));
          const expected = passages.find((each) => each.held === most)?.text;
          expect(
            citedPassage(
              passages.map((each) => each.text),
              TERMS,
            ),
          ).toBe(expected);
        }),
        { numRuns: 300 },
      );
    });

    it("points past a heading above the sentence asked about", () => {
      const page =
        "Item 2. Management's Discussion and Analysis (unaudited)\nRevenue rose 8% in the quarter.\n" +
        "Research and development expenses increased to $2.1 billion, driven by hiring in our cloud segment.";
      const terms = queryTerms("In management's discussion, why did research and development expenses increase?");
      const passages = bestPassages(page, terms);
      expect(passages[0]).toBe("Management's Discussion and Analysis (unaudited)");
      expect(citedPassage(passages, terms)).toBe(passages[1]);
      expect(passages[1]).toMatch(/^Research and development expenses increased/);
    });

    it("points to nothing when there is no passage", () => {
      expect(citedPassage([], ["revenue"])).toBeUndefined();
    });
  });
});
