// A figure counted in another's dollars and the gap between two growth rates (issue 44), over
// generated companies, measures, years and wordings: "for every dollar of total assets, how many
// dollars of revenue" is revenue over total assets, a multiple, every word read; "how much
// faster", "by how many points" between two companies' growth asks the gap, and the answer
// states it after both rates.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planOf } from "../testing/answerPlans";
import { planReaderOver } from "../testing/planReader";
import type { Fact } from "./answerTypes";
import { COMPANY_GAP_PHRASES } from "./plan/lexicon/differenceWords";
import { writeDraft } from "./templateWriter";

const COVERED = [
  { symbol: "COST", name: "Costco Wholesale Corporation" },
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "NKE", name: "NIKE, Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "GOOGL", name: "Alphabet Inc." },
];
const plan = planReaderOver(COVERED);
const company = fc.constantFrom("Costco", "Apple", "Nike", "COST", "aapl");
const money = fc.constantFrom(
  ["revenue", "revenue"],
  ["net income", "netIncome"],
  ["total assets", "totalAssets"],
  ["PP&E", "netPpe"],
  ["operating cash flow", "operatingCashFlow"],
  ["total equity", "equity"],
);
const year = fc.integer({ min: 2020, max: 2024 });

describe("a figure counted per dollar of another", () => {
  it("is the figure over the one after 'dollar of', a multiple, every word read", () => {
    fc.assert(
      fc.property(
        company,
        money,
        money,
        year,
        fc.constantFrom(
          "For every dollar of {b} at the end of fiscal {y}, how many dollars of {a} did {c} bring in?",
          "How much {a} does {c} make per dollar of {b} in {y}?",
          "{c}: {a} per dollar of {b}, FY{y}",
          "for each dollar of {b}, how much {a} did {c} have in {y}",
        ),
        (who, [top, topId], [bottom, bottomId], when, form) => {
          fc.pre(topId !== bottomId);
          const question = form
            .replace("{a}", top)
            .replace("{b}", bottom)
            .replace("{c}", who)
            .replace("{y}", String(when));
          const read = plan(question);
          expect(read.measures, question).toHaveLength(1);
          expect(read.measures[0]?.unit, question).toBe("ratio");
          expect(read.measures[0]?.formula, question).toMatchObject({
            kind: "expression",
            numerator: [{ sign: 1, id: topId }],
            denominator: [{ sign: 1, id: bottomId }],
          });
          expect(read.unread ?? [], question).toEqual([]);
        },
      ),
    );
  });
});

describe("a figure per dollar beside another figure", () => {
  it("divides the figure named just before 'per dollar', and leaves the other asked on its own", () => {
    fc.assert(
      fc.property(
        company,
        money,
        money,
        money,
        year,
        (who, [other, otherId], [top, topId], [bottom, bottomId], when) => {
          fc.pre(new Set([otherId, topId, bottomId]).size === 3);
          const question = `${who}'s ${other} in ${when}, and ${top} per dollar of ${bottom}`;
          const read = plan(question);
          const quotient = read.measures.find((measure) => measure.defined);
          expect(quotient?.formula, question).toMatchObject({
            numerator: [{ sign: 1, id: topId }],
            denominator: [{ sign: 1, id: bottomId }],
          });
          expect(
            read.measures.map((measure) => measure.id),
            question,
          ).toContain(otherId);
        },
      ),
    );
  });
});

describe("the gap between two companies' growth", () => {
  it("is asked by 'how much faster' and every gap phrase", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMPANY_GAP_PHRASES.filter((phrase) => /faster|slower|quicker/.test(phrase))),
        fc.constantFrom(["msft", "googl"], ["Microsoft", "Alphabet"]),
        year,
        (phrase, [first, second], when) => {
          const question = `${phrase} did ${first} grow revenue than ${second} in fy${String(when).slice(2)}?`;
          const read = plan(question);
          expect(read.operation, question).toMatchObject({ kind: "growth", difference: true });
        },
      ),
    );
  });

  it("is written after both growth rates, in percentage points", () => {
    const growth = (symbol: string, value: number): Fact => ({
      id: `${symbol}/revenueGrowth/FY2024`,
      symbol,
      measure: "revenueGrowth",
      label: "revenue growth",
      period: "FY2023–FY2024",
      value,
      unit: "percent",
      sourceId: "s",
      derivedFrom: [],
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -200, max: 600 }), { minLength: 2, maxLength: 2 }),
        ([first = 0, second = 1]) => {
          const facts = [growth("MSFT", first / 10), growth("GOOGL", second / 10)];
          const table = {
            plan: planOf("revenue", { operation: { kind: "growth", across: "compare", difference: true } }),
            names: { MSFT: "Microsoft Corporation", GOOGL: "Alphabet Inc." },
            facts,
            quotes: [],
            gaps: [],
            sources: [],
          };
          const text = writeDraft(table).sentences[0]?.text ?? "";
          const points = (Math.abs(first - second) / 10).toFixed(1);
          expect(text, text).toContain(`(a difference of ${points} percentage points)`);
        },
      ),
    );
  });
});
