// The thesis check as a pure rule: a thesis split into its claims, a forward-looking claim not
// checkable by history, and words that merely share a noun with the evidence bear on nothing.
import { describe, expect, it } from "vitest";
import type { ResearchSection } from "../api/schemas/research";
import { sourcedClaim } from "../domain/research/reportClaims";
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
