// The report's Markdown: contents linking each pillar, claims followed by their sources' numbers
// (one number per source, however often cited), unverified figures marked, sources at the end.
import { describe, expect, it } from "vitest";
import type { Claim, ResearchDocument, ResearchSource } from "../schemas/research";
import { claimCiter, headingAnchor, reportFileName, reportMarkdown } from "./reportMarkdown";

const statement: ResearchSource = {
  id: "statement:AAPL:grossMargin",
  kind: "statement",
  title: "AAPL income statement: gross margin",
  url: "/stock/AAPL?section=financials",
  excerpt: "fiscal 2024: gross margin 46.2%.",
};
const filing: ResearchSource = {
  ...statement,
  id: "filing:x",
  kind: "filing",
  title: "Apple 10-K",
  url: "https://www.sec.gov/x",
  excerpt: "Competition is intense.\nIt may grow.",
};
const claim = (text: string, sources: ResearchSource[], verified = true): Claim => ({ text, sources, verified });

const document: ResearchDocument = {
  id: "d1",
  draftId: "x1",
  companyName: "Apple Inc.",
  companyTicker: "AAPL",
  status: "complete",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-21T10:00:00.000Z",
  failure: null,
  progress: [],
  sections: [
    {
      id: "s1",
      pillarId: "economic-engine-financial",
      title: "Economic engine and financials",
      pillarReport: null,
      structuredContent: {
        summary: "Margins are high.",
        keyPoints: [claim("Gross margin was 46.2% in fiscal 2024.", [statement])],
        evidence: [claim("Competition is intense.", [filing])],
        risks: [claim("Gross margin was 50.0%.", [statement], false)],
      },
      questions: [
        {
          id: "q1",
          text: "What are Apple's margins?",
          answer: [claim("Gross margin was 46.2% in fiscal 2024.", [statement])],
          summary: null,
          readability: null,
        },
      ],
    },
  ],
};

describe("reportMarkdown", () => {
  const markdown = reportMarkdown(document, { locale: "en-US", timeZone: "UTC" });

  it("opens with the title, the date and contents linking each section", () => {
    expect(markdown.startsWith("# Apple Inc. (AAPL): research report\n\nWritten Nov 21, 2026.")).toBe(true);
    expect(markdown).toContain("- [Economic engine and financials](#economic-engine-and-financials)");
    expect(headingAnchor("Reputation, stakeholders and moat")).toBe("reputation-stakeholders-and-moat");
  });

  it("numbers each source once, in the order first cited, and marks figures that did not verify", () => {
    expect(markdown).toContain("- Gross margin was 46.2% in fiscal 2024. [1]");
    expect(markdown).toContain("- Competition is intense. [2]");
    expect(markdown).toContain("- Gross margin was 50.0%. [1] _(figures not verified against the sources)_");
    expect(markdown).toContain("### What are Apple's margins?\n\nGross margin was 46.2% in fiscal 2024. [1]");
    expect(markdown).toContain("## Sources\n\n1. AAPL income statement: gross margin: /stock/AAPL?section=financials");
    expect(markdown).toContain("2. Apple 10-K: https://www.sec.gov/x\n   > Competition is intense. It may grow.");
    expect(markdown.match(/^\d+\. /gm)).toHaveLength(2);
  });

  it("names the file by ticker and day", () => {
    expect(reportFileName(document)).toBe("AAPL-research-2026-11-21.md");
  });

  it("marks a cited sentence without figures that its source does not state, and nothing on a line citing nothing", () => {
    const { cite } = claimCiter();
    const filing = {
      id: "f",
      kind: "filing" as const,
      title: "10-K",
      url: "https://sec.gov/x",
      excerpt: "It may grow.",
    };
    expect(cite(claim("Apple dominates its market.", [filing], false))).toBe(
      "Apple dominates its market. [1] _(not verified: not quoted from the sources)_",
    );
    expect(cite(claim("Nothing in the data answers this.", [], false))).toBe("Nothing in the data answers this.");
  });
});
