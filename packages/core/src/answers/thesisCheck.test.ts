// The thesis check as a pure rule: a thesis split into its claims, a forward-looking claim not
// checkable by history, and words that merely share a noun with the evidence bear on nothing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sourcedClaim } from "../domain/research/reportClaims";
import type { ResearchSection } from "../domain/schemas/research";
import { sanityCheck, thesisClaims } from "./thesisCheck";

const source = (excerpt: string) => ({
  id: "filing:x",
  kind: "filing" as const,
  title: "Nike, Inc.: Form 10-K",
  url: "https://www.sec.gov/x.htm",
  excerpt,
});
const sectionWith = (...texts: string[]): ResearchSection =>
  ({
    id: "s1",
    pillarId: "business-model-industry",
    title: "Business model",
    position: 0,
    structuredContent: {
      summary: "Business model, Nike: its answers rest on 2 passages quoted from filings.",
      keyPoints: texts.map((text) => sourcedClaim(text, [source(text)])),
      evidence: [],
      risks: [],
    },
    questions: [],
  }) as unknown as ResearchSection;

describe("the thesis check", () => {
  it("splits a thesis into its claims at semicolons and joined clauses", () => {
    expect(thesisClaims("Nike has a strong brand; it sells through wholesale partners, and margins are wide.")).toEqual(
      ["Nike has a strong brand.", "it sells through wholesale partners.", "margins are wide."],
    );
  });

  it("calls a forward-looking claim not checkable, and never contradicts it by history", () => {
    const check = sanityCheck("Nike is a turnaround as it returns to wholesale partners.", [
      sectionWith("It sells through wholesale partners and its own stores."),
    ]);
    expect(check.points.map((point) => point.assessment)).toEqual(["notCheckable"]);
    expect(check.verdict).not.toBe("supported");
  });

  it("supports a figure only when a cited source states it, and contradicts another figure of the same thing", () => {
    const sections = [sectionWith("Nike's gross margin was 44.6% in fiscal 2024.")];
    expect(sanityCheck("Nike's gross margin was 44.6% in fiscal 2024.", sections).points[0]?.assessment).toBe(
      "supported",
    );
    expect(sanityCheck("Nike's gross margin was 52% in fiscal 2024.", sections).points[0]?.assessment).toBe(
      "contradicted",
    );
  });
});

// Issue 43, item 14: a thesis about membership fees and earnings growth found "no evidence" in a
// report quoting both. Generated theses and reports: the thesis's key words stand only in a
// statement line a claim quotes, in the peer table's row, or in the text the user pasted.
const TOPICS = ["membership", "subscription", "advertising", "licensing", "warehouse", "cloud", "royalty"] as const;
const OTHER_TOPICS = ["pharmacy", "aviation", "insurance", "tobacco", "mining"] as const;
/** A measure as the thesis says it, and as the report writes it. */
const MEASURE_WORDINGS = [
  ["earnings", "net income"],
  ["profits", "net income"],
  ["sales", "revenue"],
  ["operating profit", "operating income"],
] as const;
const COMPANIES = [
  { name: "Costco Wholesale Corporation", ticker: "COST", short: "Costco" },
  { name: "Nike, Inc.", ticker: "NKE", short: "Nike" },
  { name: "Microsoft Corporation", ticker: "MSFT", short: "Microsoft" },
] as const;

const statementSource = (excerpt: string) => ({
  id: "statement:x",
  kind: "statement" as const,
  title: "Income statement",
  url: "/stock/X?section=financials",
  excerpt,
});
/** A section whose one claim says little, citing a source that says more. */
const sectionCiting = (claim: string, excerpt: string, comparison?: string): ResearchSection =>
  ({
    id: "s2",
    pillarId: "economic-engine-financial",
    title: "Economic engine",
    position: 1,
    structuredContent: {
      summary: "Economic engine.",
      keyPoints: [sourcedClaim(claim, [statementSource(excerpt)])],
      evidence: [],
      risks: [],
      ...(comparison ? { comparison: { source: { ...statementSource(comparison), id: "comparison:x" } } } : {}),
    },
    questions: [],
  }) as unknown as ResearchSection;

const place = fc.constantFrom("statement line" as const, "peer table" as const, "pasted" as const);
const scenario = fc.record({
  company: fc.constantFrom(...COMPANIES),
  topic: fc.constantFrom(...TOPICS),
  other: fc.constantFrom(...OTHER_TOPICS),
  wording: fc.constantFrom(...MEASURE_WORDINGS),
  change: fc.integer({ min: 2, max: 40 }),
  amount: fc.integer({ min: 2, max: 90 }),
  place,
});

describe("the thesis check weighs the report's figures and the pasted material", () => {
  it("finds a claim's evidence in a quoted statement line, a peer table row or the pasted text", () => {
    fc.assert(
      fc.property(scenario, ({ company, topic, other, wording: [said, written], change, amount, place: where }) => {
        const evidence = `${capital(topic)} fees and ${written} rose ${change}% to $${amount}.4 billion in fiscal 2024.`;
        const filler = `The report covers ${other} markets in detail.`;
        const section =
          where === "statement line"
            ? sectionCiting(filler, `${filler} ${evidence}`)
            : where === "peer table"
              ? sectionCiting(filler, filler, `${company.short} (${company.ticker}), fiscal 2024: ${evidence}`)
              : sectionCiting(filler, filler);
        const materials =
          where === "pasted"
            ? [{ kind: "text" as const, title: "Pasted material", content: `${filler}\n${evidence}` }]
            : [];
        const thesis = `${company.short}'s ${topic} fees drive its ${said} growth.`;
        const check = sanityCheck(thesis, [section], { company, materials });
        expect(check.points).toHaveLength(1);
        expect(check.points[0]?.assessment).toBe("supported");
        expect(check.points[0]?.sources.some((source) => source.excerpt.includes(evidence))).toBe(true);
        if (where === "pasted") expect(check.points[0]?.sources[0]?.title).toBe("Your pasted material");
        // A figure the evidence states is supported, another of the same thing contradicted.
        const figure = `${company.short}'s ${topic} fees and ${said} rose ${change}% in fiscal 2024.`;
        expect(sanityCheck(figure, [section], { company, materials }).points[0]?.assessment).toBe("supported");
        const wrong = `${company.short}'s ${topic} fees and ${said} rose ${change + 50}% in fiscal 2024.`;
        expect(sanityCheck(wrong, [section], { company, materials }).points[0]?.assessment).toBe("contradicted");
      }),
    );
  });

  it("finds evidence split between the pasted text and the statements", () => {
    fc.assert(
      fc.property(scenario, ({ company, topic, wording: [said, written], change, amount }) => {
        const line = `${capital(written)} rose ${change}% in fiscal 2024.`;
        const pasted = `${capital(topic)} fees were $${amount}.4 billion in fiscal 2024.`;
        const section = sectionCiting("The statements cover five fiscal years.", line);
        const materials = [{ kind: "text" as const, title: "Pasted material", content: pasted }];
        const check = sanityCheck(
          `${company.short}'s ${topic} fees and ${said} growth make it a compounder.`,
          [section],
          {
            company,
            materials,
          },
        );
        expect(check.points[0]?.assessment).toBe("supported");
        const quoted = check.points[0]?.sources.map((source) => source.excerpt).join(" ");
        expect(quoted).toContain(pasted);
        expect(quoted).toContain(line);
      }),
    );
  });

  it("finds none where neither the report nor the pasted text speaks of the thesis's subject", () => {
    fc.assert(
      fc.property(scenario, ({ company, topic, other, wording: [said], change, amount }) => {
        const unrelated = `${capital(other)} licences rose ${change}% to $${amount}.4 billion.`;
        const section = sectionCiting(`${capital(other)} is a small line.`, unrelated);
        const materials = [{ kind: "text" as const, title: "Pasted material", content: unrelated }];
        const check = sanityCheck(`${company.short}'s ${topic} fees drive its ${said}.`, [section], {
          company,
          materials,
        });
        expect(check.points[0]?.assessment).toBe("unclear");
      }),
    );
  });
});

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
