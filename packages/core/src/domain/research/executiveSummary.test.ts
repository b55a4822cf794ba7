// The executive summary's open questions come from the company's own figures: the measures it
// trails its peers on (the leader read the right way for a multiple), its margin's path, its
// debt and its named risks; a question the data merely leaves unanswered is not one of them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PeerComparison, PillarId, ResearchSection, ResearchSource } from "../schemas/research";
import { executiveSummaryOf } from "./executiveSummary";
import { sourcedClaim } from "./reportClaims";

const source = (id: string, kind: ResearchSource["kind"], excerpt: string): ResearchSource => ({
  id,
  kind,
  title: id,
  url: "/stock/ACME",
  excerpt,
});

const comparison: PeerComparison = {
  symbol: "ACME",
  sector: "Industrials",
  basis: "same industry: Farm & Heavy Construction Machinery",
  measures: [
    { id: "grossMargin", label: "Gross margin", unit: "percent", rank: 3, of: 3 },
    { id: "priceToEarnings", label: "Price to earnings", unit: "times", rank: 3, of: 3 },
    { id: "returnOnEquity", label: "Return on equity", unit: "percent", rank: 1, of: 3 },
  ],
  rows: [
    { symbol: "ACME", name: "Acme Corp", year: "fiscal 2024", values: [20, 40, 30] },
    { symbol: "BOLT", name: "Bolt Inc", year: "fiscal 2025", values: [35, 12, 10] },
    { symbol: "COGS", name: "Cogs Ltd", year: "fiscal 2024", values: [25, 18, 12] },
  ],
  source: source("comparison:ACME:Industrials", "statement", "Acme Corp (ACME), fiscal 2024: gross margin 20.0%."),
};

const section = (
  pillarId: PillarId,
  answers: ResearchSection["questions"],
  withComparison: boolean | PeerComparison = false,
): ResearchSection => ({
  id: pillarId,
  pillarId,
  title: pillarId,
  structuredContent: {
    summary: "",
    keyPoints: [],
    evidence: [],
    risks: [],
    ...(withComparison ? { comparison: withComparison === true ? comparison : withComparison } : {}),
  },
  questions: answers,
  pillarReport: null,
});

const question = (text: string, answer: ResearchSection["questions"][number]["answer"]) => ({
  id: text,
  text,
  answer,
  summary: null,
  readability: null,
});

const trend =
  "Operating margin fell from 14.0% in fiscal 2020 to 9.5% in fiscal 2024, down 4.5 percentage points; in between it was 12.0% in fiscal 2022.";
const debt =
  "At the end of fiscal 2024 ACME had $9.0B of total debt against $2.0B of cash and equivalents: net debt of $7.0B.";
const risk = "A single customer buys a third of the company's output, so losing it would hurt results.";

const report: ResearchSection[] = [
  section("competitors", [], true),
  section("business-history-evolution", [
    question("How has Acme Corp's operating margin, its fastest-moving margin, changed?", [
      sourcedClaim(trend, [source("statement:ACME:trend:operatingMargin", "statement", trend)]),
    ]),
  ]),
  section("leadership-culture-capital", [
    question("How much debt does Acme Corp carry against its cash?", [
      sourcedClaim(debt, [source("statement:ACME:balance-sheet", "statement", debt)]),
    ]),
  ]),
  section("risks-mitigating-factors", [
    question("Which risks do Acme Corp's annual reports name most often?", [
      sourcedClaim(risk, [source("filing:acme-10k", "filing", risk)]),
    ]),
    question("What mitigates the main risks to Acme Corp?", [
      sourcedClaim("Nothing in the data on Acme Corp answers this.", []),
    ]),
  ]),
];

describe("the executive summary's open questions", () => {
  const { openQuestions } = executiveSummaryOf(report);

  it("asks about each measure the company trails on, against the leader read the right way", () => {
    expect(openQuestions).toContain(
      "Acme Corp ranks 3rd of 3 on gross margin, at 20.0% in fiscal 2024 against Bolt Inc's 35.0% in fiscal 2025: what holds it back, and can it close the gap?",
    );
    // Each company's figure with its own fiscal year. On a multiple the cheapest leads: Bolt at 12.0×, not Acme's own 40.0×.
    expect(openQuestions).toContainEqual(
      expect.stringMatching(
        /^Acme Corp ranks 3rd of 3 on price to earnings, at 40\.0× on fiscal 2024 earnings against Bolt Inc's 12\.0× on fiscal 2025 earnings:/,
      ),
    );
    expect(openQuestions.some((text) => /return on equity/.test(text))).toBe(false);
  });

  it("asks what drove the margin's path, how the net debt is due, and what each named risk could cost", () => {
    expect(openQuestions).toContain(
      "Operating margin fell from 14.0% in fiscal 2020 to 9.5% in fiscal 2024, down 4.5 percentage points: what drove the move, and will it last?",
    );
    expect(openQuestions).toContain(
      "With net debt of $7.0B, when does the debt fall due and at what rates? The data holds no maturities.",
    );
    expect(openQuestions).toContainEqual(expect.stringContaining(`“${risk}”`));
  });

  it("does not repeat a question the data merely leaves unanswered", () => {
    expect(openQuestions.some((text) => /mitigates/.test(text))).toBe(false);
  });

  it("has none to ask of a report without figures", () => {
    expect(executiveSummaryOf([section("risks-mitigating-factors", [])]).openQuestions).toEqual([]);
  });
});

describe("the executive summary against peers", () => {
  it("ranks against the peers and says why they are peers", () => {
    const { strongest, weakest } = executiveSummaryOf([section("competitors", [], true)]);
    expect(strongest.map((claim) => claim.text)).toEqual([
      "Strongest against its peers in the data (same industry: Farm & Heavy Construction Machinery): return on equity, 1st of 3, at 30.0% in fiscal 2024.",
    ]);
    expect(weakest.length).toBeGreaterThan(0);
  });

  // Issue 43: Costco was set against Coca-Cola because both are "Consumer Defensive".
  it("sets the company against no one when its comparison is only of its sector", () => {
    const { basis: _, ...sectorOnly } = comparison;
    const summary = executiveSummaryOf([section("competitors", [], sectorOnly)]);
    expect(summary.strongest).toEqual([]);
    expect(summary.weakest).toEqual([]);
    expect(summary.openQuestions.some((text) => /ranks|Industrials/.test(text))).toBe(false);
  });

  it("reads a figure level with another's at the shown precision as a tie, never a gap to close", () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 1500 }), fc.integer({ min: 0, max: 1500 }), (level, other) => {
        const value = level / 10;
        const tied: PeerComparison = {
          ...comparison,
          measures: [{ id: "grossMargin", label: "Gross margin", unit: "percent", rank: 1, of: 3 }],
          rows: [
            { symbol: "ACME", name: "Acme Corp", year: "fiscal 2024", values: [value] },
            { symbol: "BOLT", name: "Bolt Inc", year: "fiscal 2024", values: [value] },
            { symbol: "COGS", name: "Cogs Ltd", year: "fiscal 2024", values: [Math.min(value - 0.1, other / 10)] },
          ],
        };
        const summary = executiveSummaryOf([section("competitors", [], tied)]);
        expect(summary.strongest[0]?.text).toContain("tied 1st of 3");
        expect(summary.openQuestions.some((text) => /Bolt Inc's/.test(text))).toBe(false);
      }),
    );
  });
});
