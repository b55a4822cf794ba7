// The offline writer on figures written in the rounding asked (issue 33): any decimals and any
// scale are honoured with thousands separators; a multiple asked is the end over the start; a
// ratio of two companies' figures is stated; a possessive name is not made possessive twice.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dictionaryMeasure, planOf } from "../testing/answerPlans";
import type { AnswerPlan, Fact, FactsTable, PlannedRounding } from "./answerTypes";
import { factValue, possessive, shortName, writeDraft } from "./templateWriter";

const SCALE_SIZES = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 } as const;

const fact = (over: Partial<Fact>): Fact => ({
  id: "AAPL/revenue/FY2024",
  symbol: "AAPL",
  measure: "revenue",
  label: "revenue",
  period: "FY2024",
  value: 391_035_000_000,
  unit: "usd",
  sourceId: "statements:AAPL",
  derivedFrom: [],
  ...over,
});

const planWith = (over: Partial<AnswerPlan>): AnswerPlan => planOf("netIncome", over);

/** The number a written figure states, separators taken out. */
const numberIn = (written: string) => Number((written.match(/[\d,]+(?:\.\d+)?/)?.[0] ?? "").replaceAll(",", ""));

describe("factValue", () => {
  it("writes any dollar figure in the scale and decimals asked, with thousands separators", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e3, max: 5e14, noNaN: true }),
        fc.constantFrom(...(Object.keys(SCALE_SIZES) as Array<keyof typeof SCALE_SIZES>)),
        fc.integer({ min: 0, max: 3 }),
        (value, scale, decimals) => {
          const rounding: PlannedRounding = { decimals, scale };
          const written = factValue(fact({ value }), rounding);
          expect(written.endsWith(` ${scale}`)).toBe(true);
          const digits = written.match(/^\$([\d,]+)(?:\.(\d+))? /);
          expect(digits).not.toBeNull();
          // Exactly the decimals asked, and every group of three digits separated.
          expect((digits?.[2] ?? "").length).toBe(decimals);
          expect(digits?.[1]).toMatch(/^\d{1,3}(?:,\d{3})*$/);
          const inScale = value / SCALE_SIZES[scale];
          expect(Math.abs(numberIn(written) - inScale)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + inScale * 1e-12);
        },
      ),
    );
  });

  it("writes any percentage to the decimals asked, whole percent as no decimals", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (value, decimals) => {
          const written = factValue(fact({ unit: "percent", value }), { decimals, scale: null });
          expect(written).toMatch(decimals === 0 ? /^-?\d+%$/ : new RegExp(`^-?\\d+\\.\\d{${decimals}}%$`));
        },
      ),
    );
  });

  it("writes a share count and a debt asked in millions in millions, never as '198270.0'", () => {
    const millions: PlannedRounding = { decimals: null, scale: "million" };
    expect(factValue(fact({ unit: "shares", value: 15_408_095_000 }), millions)).toBe("15,408 million shares");
    expect(factValue(fact({ value: 198_270_000_000 }), millions)).toBe("$198,270 million");
    expect(factValue(fact({ value: 198_270_000_000 }), { decimals: 1, scale: "million" })).toBe("$198,270.0 million");
    expect(factValue(fact({ value: 72_880_000_000 }), { decimals: 0, scale: "billion" })).toBe("$73 billion");
  });
});

describe("writeDraft", () => {
  const start = fact({
    id: "MSFT/netIncome/FY2020",
    symbol: "MSFT",
    measure: "netIncome",
    label: "net income",
    period: "FY2020",
    value: 44_281_000_000,
  });
  const end = fact({
    id: "MSFT/netIncome/FY2024",
    symbol: "MSFT",
    measure: "netIncome",
    label: "net income",
    period: "FY2024",
    value: 88_136_000_000,
  });
  const growth = fact({
    id: "MSFT/netIncomeGrowth/FY2020–FY2024",
    symbol: "MSFT",
    measure: "netIncomeGrowth",
    label: "net income growth",
    period: "FY2020–FY2024",
    value: 99.04,
    unit: "percent",
    derivedFrom: [start.id, end.id],
  });
  const table = (plan: AnswerPlan, facts: Fact[]): FactsTable => ({
    plan,
    names: { MSFT: "Microsoft Corporation", AAPL: "Apple Inc.", MCD: "McDonald's Corporation" },
    facts,
    quotes: [],
    gaps: [],
    sources: [],
  });
  const lead = (draft: ReturnType<typeof writeDraft>) => draft.sentences[0]?.text ?? "";

  it("answers 'how many times did it multiply' with the end over the start, not a list", () => {
    const plan = planWith({ operation: { kind: "growth", across: "each", multiple: true } });
    const text = lead(writeDraft(table(plan, [start, end, growth])));
    expect(text).toContain("multiplied 1.99x");
    expect(text).toContain("from fiscal 2020 to fiscal 2024");
    // Without the ask, the same facts are a growth in percent.
    const plain = lead(
      writeDraft(table(planWith({ operation: { kind: "growth", across: "each" } }), [start, end, growth])),
    );
    expect(plain).not.toContain("1.99x");
    expect(plain).toContain("grew by 99.0%");
  });

  it("states one company's figure as a multiple of the other's when the ratio is asked", () => {
    const apple = fact({
      id: "AAPL/netIncome/FY2024",
      measure: "netIncome",
      label: "net income",
      value: 93_736_000_000,
    });
    const plan = planWith({ operation: { kind: "value", across: "compare", ratio: true } });
    expect(lead(writeDraft(table(plan, [apple, end])))).toContain("(1.06x Microsoft's)");
    expect(
      lead(writeDraft(table(planWith({ operation: { kind: "value", across: "compare" } }), [apple, end]))),
    ).not.toContain("x Microsoft's");
  });

  it("writes a closing price as the close on its date, and no double possessive", () => {
    const close = fact({
      id: "MCD/close/2025-03-31",
      symbol: "MCD",
      measure: "close",
      label: "close",
      period: "2025-03-31",
      value: 312.37,
      unit: "perShare",
    });
    const text = lead(writeDraft(table(planWith({ measures: [dictionaryMeasure("close")] }), [close])));
    expect(text).toBe("McDonald's close on 2025-03-31 was $312.37.");
    expect(possessive("Walgreens")).toBe("Walgreens'");
    expect(possessive("Apple")).toBe("Apple's");
  });
});

describe("shortName", () => {
  it("takes a legal form written with full stops off, so a sentence does not end inside the name", () => {
    expect(shortName("Spotify Technology S.A.")).toBe("Spotify Technology");
    expect(shortName("ASML Holding N.V.")).toBe("ASML Holding");
    expect(shortName("JPMorgan Chase & Co.")).toBe("JPMorgan Chase");
  });
});

describe("a comparison of falls (drawdowns)", () => {
  const names = { AAPL: "Apple Inc.", MSFT: "Microsoft Corporation", MCD: "McDonald's Corporation" };
  const drawdown = (symbol: string, value: number) =>
    fact({
      id: `${symbol}/drawdown/2024`,
      symbol,
      measure: "drawdown",
      label: "largest drawdown",
      period: "2024-01-02–2024-12-31",
      value,
      unit: "percent",
    });

  it("names the deepest fall the largest, and the shallowest the smallest when asked lowest first", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 600 }), { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        (tenths, smallestAsked) => {
          const symbols = Object.keys(names);
          const facts = symbols.map((symbol, at) => drawdown(symbol, -(tenths[at] ?? 1) / 10));
          const deepest = facts.reduce((a, b) => (b.value < a.value ? b : a));
          const shallowest = facts.reduce((a, b) => (b.value > a.value ? b : a));
          const plan = planOf("drawdown", {
            operation: { kind: "value", across: "compare", ...(smallestAsked ? { lowestFirst: true } : {}) },
          });
          const text = writeDraft({ plan, names, facts, quotes: [], gaps: [], sources: [] }).sentences[0]?.text ?? "";
          const leader = smallestAsked ? shallowest : deepest;
          expect(text.startsWith(possessive(shortName(names[leader.symbol as keyof typeof names]))), text).toBe(true);
          expect(text, text).toContain(smallestAsked ? "the smallest" : "the largest");
        },
      ),
    );
  });
});
