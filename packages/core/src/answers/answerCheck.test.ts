// The figure check of a chat answer (issue 33): every figure a sentence states must stand in the
// facts it names (or in the whole table when it names none), the same `checkClaim` as reports.
// The template writer's own drafts always pass; a model's invented figure, or a true figure of
// another fact than the one named, does not, and is marked in the text.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Fact, FactsTable } from "./answerTypes";
import { checkAnswer, markUnverified } from "./claimCheck";
import { companyDirectory } from "./companyDirectory";
import { planQuestion } from "./plan";
import { writeDraft } from "./templateWriter";

const directory = companyDirectory(
  [
    { symbol: "AAPL", name: "Apple Inc." },
    { symbol: "MSFT", name: "Microsoft Corporation" },
  ],
  [{ symbol: "F", name: "Ford Motor Company" }],
);

const fact = (symbol: string, measure: string, period: string, value: number, unit: Fact["unit"]): Fact => ({
  id: `${symbol}/${measure}/${period}`,
  symbol,
  measure,
  label: measure === "netIncome" ? "net income" : measure,
  period,
  value,
  unit,
  sourceId: `statements:${symbol}`,
  derivedFrom: [],
});

function tableOf(question: string, facts: Fact[]): FactsTable {
  return {
    plan: planQuestion(question, [], directory),
    names: { AAPL: "Apple Inc.", MSFT: "Microsoft Corporation" },
    facts,
    quotes: [],
    gaps: [],
    sources: [],
  };
}

const sentence = (text: string, factIds: string[] = []) => ({
  text,
  factIds,
  quoteIds: [],
  block: "paragraph" as const,
});

describe("checkAnswer", () => {
  it("passes every sentence the template writes from a table, whatever the figures", () => {
    const money = fc.double({ min: 1e6, max: 5e11, noNaN: true });
    fc.assert(
      fc.property(money, money, fc.constantFrom(2021, 2022, 2023, 2024), (apple, microsoft, year) => {
        const table = tableOf(`Compare Apple and Microsoft net income in ${year}`, [
          fact("AAPL", "netIncome", `FY${year}`, apple, "usd"),
          fact("MSFT", "netIncome", `FY${year}`, microsoft, "usd"),
        ]);
        const draft = writeDraft(table);
        expect(draft.sentences.length).toBeGreaterThan(0);
        for (const check of checkAnswer(draft, table)) expect(check.unsupported).toEqual([]);
      }),
    );
  });

  it("marks a figure no fact holds, and passes the true ones, rounded as people write them", () => {
    const table = tableOf("Apple net income 2024", [fact("AAPL", "netIncome", "FY2024", 93_736_000_000, "usd")]);
    const [truth, invented] = checkAnswer(
      {
        sentences: [
          sentence("Apple earned $93.7 billion in fiscal 2024.", ["AAPL/netIncome/FY2024"]),
          sentence("Its iPhone sold 231 million units, for $205.5 billion.", ["AAPL/netIncome/FY2024"]),
        ],
      },
      table,
    );
    expect(truth?.verified).toBe(true);
    expect(invented?.unsupported).toEqual(["231 million", "$205.5 billion"]);
  });

  it("checks a sentence against the facts it names, not another company's", () => {
    const table = tableOf("Compare Apple and Microsoft net income in 2024", [
      fact("AAPL", "netIncome", "FY2024", 93_736_000_000, "usd"),
      fact("MSFT", "netIncome", "FY2024", 88_136_000_000, "usd"),
    ]);
    const [wrongId, noId] = checkAnswer(
      {
        sentences: [
          sentence("Apple earned $88.1 billion.", ["AAPL/netIncome/FY2024"]),
          sentence("Microsoft earned $88.1 billion."),
        ],
      },
      table,
    );
    expect(wrongId?.unsupported).toEqual(["$88.1 billion"]);
    // Naming no fact, a figure anywhere in the table stands.
    expect(noId?.verified).toBe(true);
  });

  it("lets a figure the question or a gap gave stand without a fact", () => {
    const table = {
      ...tableOf("Apple net income over the last 5 years", []),
      gaps: [{ kind: "year" as const, text: "The data covers fiscal 2020–2024." }],
    };
    const [check] = checkAnswer(
      { sentences: [sentence("Over 5 years, from fiscal 2020 to 2024, no figure is given.")] },
      table,
      ["Apple net income over the last 5 years"],
    );
    expect(check?.unsupported).toEqual([]);
  });
});

describe("markUnverified", () => {
  it("writes the mark after each failed figure, leaving the rest as it was", () => {
    expect(markUnverified("Sales were $205.5 billion, up 12% on $183.4 billion.", ["$205.5 billion", "12%"])).toBe(
      "Sales were $205.5 billion *(not verified)*, up 12% *(not verified)* on $183.4 billion.",
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(markUnverified(text, [])).toBe(text);
      }),
    );
  });
});
