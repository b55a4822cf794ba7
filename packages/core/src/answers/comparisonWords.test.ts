// Comparison wording over generated figures (issue 43): a tie is a tie, a headline names every
// figure's year, a plural subject takes a plural verb, a change in points rises or falls by its size,
// a lead-in to figures only with figures after it, and a closing comparison its own paragraph.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planOf } from "../testing/answerPlans";
import type { AnswerPlan, DraftSentence, Fact, FactsTable } from "./answerTypes";
import { beVerb, type ComparedFigure, comparisonSentence, isPluralSubject, pointsChange } from "./comparisonWords";
import { forecastGapText } from "./gapWords";
import { draftText, writeDraft } from "./templateWriter";

const name = fc.constantFrom("Costco", "Walmart", "Home Depot", "Target", "Kroger");
const year = fc.integer({ min: 2015, max: 2026 }).map((each) => `fiscal ${each}`);
const tenths = fc.integer({ min: -300, max: 900 }).map((each) => each / 10);
const figure = (value: number, label: string, period: string): ComparedFigure => ({
  name: label,
  value,
  shown: `${value.toFixed(1)}%`,
  period,
});
/** Distinct names, each with a figure and a year, best first. */
const figures = fc
  .uniqueArray(fc.record({ name, value: tenths, period: year }), {
    minLength: 2,
    maxLength: 4,
    selector: (each) => each.name,
  })
  .map((rows) => rows.map((row) => figure(row.value, row.name, row.period)).sort((a, b) => b.value - a.value));

describe("a comparison's headline", () => {
  it("reads figures equal at the shown precision as a tie, never one of them as the higher", () => {
    fc.assert(
      fc.property(figures, tenths, (rows, level) => {
        const tied = [
          figure(level, rows[0]?.name ?? "A", rows[0]?.period ?? "fiscal 2024"),
          figure(level, rows[1]?.name ?? "B", rows[0]?.period ?? "fiscal 2024"),
        ];
        const text = comparisonSentence("net margin", tied, "higher");
        expect(text).toContain(`tie on net margin: both ${level.toFixed(1)}%`);
        expect(text).not.toMatch(/higher/);
      }),
    );
  });

  it("names the leader when it leads at the shown precision, and each figure's year when years differ", () => {
    fc.assert(
      fc.property(figures, (rows) => {
        const text = comparisonSentence("gross margin", rows, rows.length > 2 ? "highest" : "higher");
        const [top, second] = rows;
        if (top?.shown !== second?.shown) expect(text).toMatch(/ is the high(er|est)/);
        else expect(text).toContain(" tie on gross margin");
        for (const row of rows) {
          expect(text).toContain(row.shown);
          expect(text).toContain(row.period);
        }
      }),
    );
  });
});

describe("a plural subject", () => {
  const noun = fc.constantFrom("dividends", "buybacks", "revenue", "margin", "expenses", "earnings", "income");
  it("takes 'were' when two things are joined by 'and', and 'was' for one thing measured", () => {
    fc.assert(
      fc.property(noun, noun, (a, b) => {
        expect(beVerb(`${a} and ${b}`, "past")).toBe("were");
        expect(beVerb(`number of ${a}`, "past")).toBe("was");
        expect(beVerb(`change in ${a}`, "present")).toBe("is");
      }),
    );
    expect(beVerb("dividends and buybacks", "past")).toBe("were");
    expect(beVerb("capital expenditures", "past")).toBe("were");
    expect(isPluralSubject("gross margin")).toBe(false);
    expect(isPluralSubject("diluted EPS")).toBe(false);
    expect(isPluralSubject("tangible book value (equity less goodwill and intangibles) per share")).toBe(false);
    expect(isPluralSubject("gross profit")).toBe(false);
  });

  it("reads the noun before a participle, and no '&' inside an abbreviation as a join", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("dividends", "shares", "taxes", "buybacks"),
        fc.constantFrom("paid", "repurchased", "issued", "sold"),
        fc.constantFrom("SG&A", "R&D", "D&A"),
        fc.constantFrom("as a share of revenue", "per share", "over revenue"),
        (noun, participle, abbreviation, tail) => {
          expect(beVerb(`${noun} ${participle}`, "past")).toBe("were");
          expect(beVerb(`${abbreviation} ${tail}`, "past")).toBe("was");
          expect(beVerb(`cash & equivalents`, "past")).toBe("were");
          expect(beVerb(`net income ${participle === "sold" ? "reported" : participle}`, "past")).toBe("was");
        },
      ),
    );
  });
});

describe("a change in percentage points", () => {
  it("rises or falls by its size, with no sign, and a change that rounds to nothing is unchanged", () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.integer({ min: 0, max: 2 }), (change, decimals) => {
        const text = pointsChange(change, decimals);
        expect(text).not.toMatch(/[+−-]|grew|\bchange\b/);
        const size = Math.abs(change).toFixed(decimals);
        if (Number(size) === 0) expect(text).toBe("was unchanged");
        else expect(text).toBe(`${change > 0 ? "rose" : "fell"} by ${size} percentage points`);
      }),
    );
  });
});

const plan = (over: Partial<AnswerPlan> = {}): AnswerPlan => planOf("grossMargin", over);
const marginFact = (symbol: string, value: number, period = "FY2024"): Fact => ({
  id: `${symbol}/grossMargin/${period}`,
  symbol,
  measure: "grossMargin",
  label: "gross margin",
  period,
  value,
  unit: "percent",
  sourceId: `statements:${symbol}`,
  derivedFrom: [],
});
const table = (facts: Fact[], over: Partial<FactsTable> = {}): FactsTable => ({
  plan: plan(),
  names: { COST: "Costco", WMT: "Walmart", HD: "Home Depot" },
  facts,
  quotes: [],
  gaps: [],
  sources: [],
  ...over,
});

describe("the offline writer", () => {
  it("says two companies tie when their figures are level as written, and names the year of each", () => {
    fc.assert(
      fc.property(tenths, fc.integer({ min: 2019, max: 2025 }), fc.integer({ min: 2019, max: 2025 }), (value, a, b) => {
        const draft = writeDraft(
          table([marginFact("COST", value, `FY${a}`), marginFact("WMT", value + 0.01, `FY${b}`)]),
        );
        const lead = draft.sentences[0]?.text ?? "";
        expect(lead).toMatch(/^(Costco and Walmart|Walmart and Costco) tie on gross margin: both /);
        expect(lead).toContain(`fiscal ${a}`);
        expect(lead).toContain(`fiscal ${b}`);
      }),
    );
  });

  it("says 'here are the figures the data holds' only when figures follow it", () => {
    fc.assert(
      fc.property(fc.array(tenths, { maxLength: 3 }), (values) => {
        const symbols = ["COST", "WMT", "HD"];
        const facts = values.map((value, index) => marginFact(symbols[index] as string, value));
        const draft = writeDraft(table(facts, { gaps: [{ kind: "forecast", text: forecastGapText(true) }] }));
        const [gap, ...after] = draft.sentences;
        expect(gap?.text.includes("here are the figures")).toBe(after.length > 0);
        expect(gap?.text).toMatch(/^Moatwise does not forecast/);
      }),
    );
  });

  it("says a margin's change as rising or falling by percentage points, never 'the change ... grew by +'", () => {
    fc.assert(
      fc.property(tenths, tenths, (start, end) => {
        const ends = [marginFact("COST", start, "FY2020"), marginFact("COST", end, "FY2024")];
        const change: Fact = {
          ...marginFact("COST", end - start),
          id: "COST/grossMarginGrowth/FY2020-FY2024",
          measure: "grossMarginGrowth",
          label: "change in gross margin (percentage points)",
          period: "FY2020–FY2024",
          unit: "points",
          derivedFrom: ends.map((each) => each.id),
        };
        const draft = writeDraft(
          table([...ends, change], { plan: plan({ operation: { kind: "growth", across: "each" } }) }),
        );
        const lead = draft.sentences[0]?.text ?? "";
        expect(lead).toMatch(/^Costco's gross margin (rose by|fell by|was unchanged)/);
        expect(lead).not.toMatch(/change in|grew by|\+/);
      }),
    );
  });
});

describe("a draft as text", () => {
  const block = fc.record({
    text: fc.constantFrom("A sentence.", "Another one.", "Walmart's gross margin is the higher: 24.9%."),
    factIds: fc.constant([] as string[]),
    quoteIds: fc.constant([] as string[]),
    block: fc.constantFrom("paragraph" as const, "item" as const),
  });
  it("sets a sentence after a list apart as its own paragraph, never run on into the last item", () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 8 }), (sentences: DraftSentence[]) => {
        const lines = draftText(sentences).split("\n");
        lines.forEach((line, index) => {
          const before = lines[index - 1];
          if (before?.startsWith("- ") && line !== "") expect(line.startsWith("- ")).toBe(true);
        });
        const words = sentences.map((each) => each.text.replace(/\.$/, ""));
        for (const each of words) expect(draftText(sentences)).toContain(each);
      }),
    );
  });
});
