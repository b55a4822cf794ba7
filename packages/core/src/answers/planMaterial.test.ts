// The plan reads what a question asks of a company's material (issue 44, item 7) from the
// lexicon's rows, wherever the words stand: its risks, its moat, its news, its filings, its
// valuation; a word naming a family of measures ("margins") asks for every member; risks or a moat
// asked beside a figure are a second part of the answer, not dropped; and the material's words are
// read, never reported unread.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import { answersFromFacts, asksQuotedMaterial } from "./plan";
import { MATERIAL_ROWS } from "./plan/lexicon/material";

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
  { symbol: "NVDA", name: "NVIDIA Corporation" },
  { symbol: "KO", name: "The Coca-Cola Company" },
];
const plan = planReaderOver(COVERED);

const company = fc.constantFrom(...COVERED.map((each) => each.name.replace(/,? (Inc\.|Corporation|Company)$/, "")));
const courtesy = fc.constantFrom("", "please ", "quickly, ", "can you tell me ", "I'd like to know ");

/** One word or phrase of each row, as a question would write it, with the row's material. */
const rowWord = fc.constantFrom(
  ...MATERIAL_ROWS.filter((row) => row.material !== "own" && row.material !== "valuation").flatMap((row) =>
    [...row.words.split(" "), ...(row.phrases?.split("|") ?? [])]
      .filter((word) => !/^\d/.test(word))
      .map((word) => ({ word, material: row.material })),
  ),
);

describe("the plan reads a company's material by the lexicon's words", () => {
  it("reads the material of any row's word, in any order around the company, and names no word unread", () => {
    fc.assert(
      fc.property(company, rowWord, courtesy, fc.boolean(), (name, { word, material }, polite, nameFirst) => {
        const question = nameFirst ? `${polite}${name}: ${word}?` : `${polite}what about the ${word} of ${name}?`;
        const read = plan(question);
        expect(read.material, question).toBe(material);
        expect(read.measures, question).toEqual([]);
        expect(asksQuotedMaterial(read), question).toBe(true);
        expect(answersFromFacts(read), question).toBe(true);
        expect(read.unread ?? [], question).not.toContain(word.split(" ")[0]);
      }),
    );
  });

  it("asks for every margin when a family's word names no margin of its own", () => {
    for (const question of ["What are Costco's margins?", "how profitable is Apple", "NVIDIA profitability"]) {
      const read = plan(question);
      expect(read.measures.map((measure) => measure.id)).toEqual(["grossMargin", "operatingMargin", "netMargin"]);
      expect(read.unread ?? []).toEqual([]);
    }
    expect(plan("What is Apple's gross margin?").measures.map((measure) => measure.id)).toEqual(["grossMargin"]);
  });

  it("keeps risks or a moat asked beside a figure as a second part, and reads 'latest' beside one as its period", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(["risks", "risks"], ["biggest threats", "risks"], ["moat", "moat"]),
        fc.constantFrom("revenue", "net margin", "free cash flow"),
        (name, [words, material], figure) => {
          for (const question of [
            `${name}'s ${figure} and its ${words}`,
            `What are ${name}'s ${words}, and its ${figure}?`,
          ]) {
            const read = plan(question);
            expect(read.material, question).toBe(material);
            expect(read.measures.length, question).toBeGreaterThan(0);
            expect(asksQuotedMaterial(read), question).toBe(true);
          }
        },
      ),
    );
    expect(plan("What's Apple's latest revenue?").material).toBeNull();
  });

  it("keeps a filing asked as an event beside a figure as a second part; a filing named as the figure's source is read as such", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(["10-Q", "latestQuarter"], ["10-K", "latest"]),
        fc.constantFrom("revenue", "net income", "operating cash flow"),
        (name, [form, period], figure) => {
          const event = plan(`When did ${name} file its latest ${form}, and what ${figure} did it report?`);
          expect(event.material).toBe("filings");
          expect(event.measures.length).toBeGreaterThan(0);
          expect(event.period.kind).toBe(period);
          expect(event.unread ?? []).toEqual([]);
          const source = plan(`What ${figure} did ${name} report in its latest ${form} filing?`);
          expect(source.material).toBeNull();
          expect(source.period.kind).toBe(period);
          expect(source.unread ?? []).toEqual([]);
        },
      ),
    );
  });

  it("answers a valuation word with the valuation measures, the word read", () => {
    for (const question of ["Is Costco expensive?", "how is Apple valued", "MSFT valuation"]) {
      const read = plan(question);
      expect(read.material, question).toBe("valuation");
      expect(read.measures.length, question).toBeGreaterThan(0);
      expect(read.unread ?? [], question).toEqual([]);
    }
  });
});
