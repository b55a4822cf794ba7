// The template writer on a company's material (issue 44, item 7): a lead per company, an item per
// heading (a moat power, a filing) with the evidence against it set apart, an item per quote
// without one; every item names its quotes, and their sources are cited in the order first named.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planOf } from "../testing/answerPlans";
import type { FactsTable, MaterialAsked, Quote } from "./answerTypes";
import { writeDraft } from "./templateWriter";

const quote = (over: Partial<Quote> & Pick<Quote, "id" | "text">): Quote => ({
  symbol: "COST",
  sourceId: "source:1",
  ...over,
});

const tableOf = (material: MaterialAsked, quotes: ReadonlyArray<Quote>): FactsTable => ({
  plan: { ...planOf("netIncome", { material }), measures: [] },
  names: { COST: "Costco Wholesale Corporation", AAPL: "Apple Inc." },
  facts: [],
  quotes,
  gaps: [],
  sources: [],
});

describe("the material a question asks, written from quotes", () => {
  it("heads each moat power once, its evidence for it first and the evidence against set apart", () => {
    const draft = writeDraft(
      tableOf("moat", [
        quote({ id: "q1", text: "Revenue: $254.5 billion", heading: "Scale Economies" }),
        quote({ id: "q2", text: "Gross margin: 12.6%", heading: "Branding", against: true, sourceId: "source:2" }),
        quote({ id: "q3", text: "SG&A: 9.0%", heading: "Branding", sourceId: "source:2" }),
      ]),
    );
    expect(draft.sentences.map((sentence) => sentence.text)).toEqual([
      "Costco Wholesale's moat, as evidence for Hamilton Helmer's seven powers (the evidence, not a rating):",
      "**Scale Economies**: Revenue: $254.5 billion",
      "**Branding**: SG&A: 9.0%. **Against it**: Gross margin: 12.6%",
    ]);
    expect(draft.sentences.map((sentence) => sentence.quoteIds)).toEqual([[], ["q1"], ["q2", "q3"]]);
    expect(draft.sourceIds).toEqual(["source:1", "source:2"]);
  });

  it("quotes every passage once, each company under its own lead, and cites each source once", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<MaterialAsked>("risks", "news", "filings"),
        fc.array(fc.tuple(fc.constantFrom("COST", "AAPL"), fc.integer({ min: 1, max: 3 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (material, picks) => {
          const quotes = picks.map(([symbol, source], index) =>
            quote({ id: `q${index}`, symbol, text: `Sentence ${index}.`, sourceId: `source:${source}` }),
          );
          const draft = writeDraft(tableOf(material, quotes));
          const items = draft.sentences.filter((sentence) => sentence.block === "item");
          expect(items.flatMap((item) => item.quoteIds).sort()).toEqual(quotes.map((each) => each.id).sort());
          expect(draft.sentences.filter((sentence) => sentence.block === "paragraph")).toHaveLength(
            new Set(picks.map(([symbol]) => symbol)).size,
          );
          expect(new Set(draft.sourceIds).size).toBe(draft.sourceIds.length);
          expect(new Set(draft.sourceIds)).toEqual(new Set(quotes.map((each) => each.sourceId)));
        },
      ),
    );
  });

  it("writes no material for a plan that asks none, whatever quotes the table holds", () => {
    const table = tableOf("search", [quote({ id: "q1", text: "A passage." })]);
    expect(writeDraft(table).sentences).toEqual([]);
  });
});
