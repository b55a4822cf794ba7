// The draft's wording for plans read from other wordings (issue 33): a legal suffix cut whole, a
// difference between companies written as the gap, and decimals asked for one figure only.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plan } from "../testing/planWordings";
import type { Fact, FactsTable } from "./answerTypes";
import { writeDraft } from "./templateWriter";

describe("the draft's wording", () => {
  const fact = (symbol: string, measure: string, value: number, unit: Fact["unit"]): Fact => ({
    id: `${symbol}/${measure}/FY2024`,
    symbol,
    measure,
    label: measure === "netMargin" ? "net margin" : "net income",
    period: "FY2024",
    value,
    unit,
    sourceId: "s",
    derivedFrom: [],
  });
  const table = (question: string, facts: Fact[], names: Record<string, string>): FactsTable => ({
    plan: plan(question),
    names,
    facts,
    quotes: [],
    gaps: [],
    sources: [],
  });

  it("cuts a legal suffix whole, with the 'and' or '&' that joins it, never leaving 'Eli Lilly and'", () => {
    const text = writeDraft(
      table(
        "Eli Lilly vs Apple net margin 2024",
        [fact("LLY", "netMargin", 23.5, "percent"), fact("AAPL", "netMargin", 24, "percent")],
        { LLY: "Eli Lilly and Company", AAPL: "JPMorgan Chase & Co." },
      ),
    )
      .sentences.map((each) => each.text)
      .join(" ");
    expect(text).toContain("Eli Lilly's 23.5%");
    expect(text).not.toMatch(/Eli Lilly and\b/);
    expect(text).toContain("JPMorgan Chase's net margin");
    expect(text).not.toMatch(/&/);
  });

  it("reads a difference of one company's figure as a change, and between two companies writes the gap", () => {
    expect(plan("Apple net income difference between 2022 and 2023").operation.kind).toBe("growth");
    const read = plan("What's the difference between Apple and Microsoft revenue in 2024?");
    expect(read.operation).toMatchObject({ kind: "value", across: "compare", difference: true });
    const text = writeDraft(
      table(
        "What's the difference between Apple and Microsoft net income in 2024?",
        [fact("AAPL", "netIncome", 93.74e9, "usd"), fact("MSFT", "netIncome", 88.14e9, "usd")],
        { AAPL: "Apple Inc.", MSFT: "Microsoft Corporation" },
      ),
    ).sentences[0]?.text;
    expect(text).toMatch(/^Apple's net income is the higher .*a difference of \$5\.60 billion/);
    expect(plan("Apple vs Microsoft revenue 2024").operation.difference).toBeUndefined();
  });

  it("applies decimals asked for one figure to that figure only", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), (decimals) => {
        const words = ["no", "one", "two", "three"][decimals];
        const read = plan(`Apple revenue and net income 2024, net margin to ${words} decimals`);
        expect(read.rounding).toMatchObject({ decimals, only: "netMargin" });
        const all = plan(`Apple revenue and net income 2024 to ${words} decimals`).rounding;
        expect(all.decimals).toBe(decimals);
        expect(all.only).toBeUndefined();
      }),
    );
    const text = writeDraft(
      table(
        "Apple net income and net margin 2024, net margin to 0 decimals",
        [fact("AAPL", "netIncome", 93.736e9, "usd"), fact("AAPL", "netMargin", 23.97, "percent")],
        { AAPL: "Apple Inc." },
      ),
    )
      .sentences.map((each) => each.text)
      .join(" ");
    expect(text).toContain("24%");
    expect(text).toContain("$93.74 billion");
  });
});
