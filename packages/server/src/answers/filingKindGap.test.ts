// What a filing's kind does not hold (issue 43), on pages the tests write: said first, with where it
// is found, only when no page of this filing prints it; its own pointer to the proxy statement is
// the passage quoted after. Amounts and names beside the printed words are generated.
import { companyDirectory, planQuestion } from "@moatwise/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GapEvidence } from "./filingGaps";
import { filingKindGap, pointerPassages } from "./filingKindGap";

const COVER_10K =
  "UNITED STATES\nSECURITIES AND EXCHANGE COMMISSION\nFORM 10-K\nANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d)\n" +
  "Acme Corp.\n(Exact name of registrant as specified in its charter)";
const RELEASE = "Acme Corp. Reports Second Quarter 2023 Results\nAcme Corp. today announced results for the quarter.";

const evidence = (question: string, texts: ReadonlyArray<string>): GapEvidence => ({
  filename: "acme.pdf",
  question,
  plan: planQuestion(question, [], companyDirectory([])),
  reading: null,
  pages: texts.map((text, index) => ({ pageNumber: index + 1, text })),
});

const amount = fc.integer({ min: 1_000, max: 99_000_000 }).map((value) => value.toLocaleString("en-US"));

describe("a 10-K asked an executive's pay", () => {
  const pointer =
    "Item 11. Executive Compensation\nThe information required by this Item is incorporated herein by reference to the 2024 Proxy Statement.";

  it("is told first that the proxy statement holds it, and its Item 11 pointer is the passage quoted", () => {
    const asked = evidence("How much was Jane Roe paid in 2023?", [
      COVER_10K,
      "Item 1. Business\nWe make anvils.",
      pointer,
    ]);
    const gap = filingKindGap(asked);
    expect(gap?.line).toBe(
      "acme.pdf is an annual report on Form 10-K, which does not report executive pay: a company reports it in its proxy statement (DEF 14A), in the summary compensation table.",
    );
    expect(gap && pointerPassages(gap, asked.pages)).toEqual([
      {
        pageNumber: 3,
        passage:
          "Item 11. Executive Compensation The information required by this Item is incorporated herein by reference to the 2024 Proxy Statement.",
      },
    ]);
  });

  it("is answered from the page when the 10-K prints the person's pay beside an amount", () => {
    fc.assert(
      fc.property(amount, fc.constantFrom("Salary", "Bonus", "Total compensation"), (figure, column) => {
        const table = `Summary Compensation Table\nName Year ${column}\nJane Roe, Chief Executive Officer 2023 $ ${figure}`;
        expect(filingKindGap(evidence("How much was Jane Roe paid in 2023?", [COVER_10K, table, pointer]))).toBeNull();
      }),
    );
  });

  it("is told the gap when the amount beside the pay words is another person's", () => {
    const table = "Summary Compensation Table\nName Year Salary\nJohn Doe, Chief Financial Officer 2023 $ 900,000";
    expect(filingKindGap(evidence("How much was Jane Roe paid in 2023?", [COVER_10K, table]))).not.toBeNull();
  });
});

describe("other kinds and concepts", () => {
  it("an earnings release is told its risk factors are in the 10-K, unless it prints a Risk Factors heading", () => {
    const question = "What are Acme's risk factors?";
    const safeHarbor =
      "Forward-Looking Statements\nThis release contains forward-looking statements. See the risk factors in our Form 10-K.";
    expect(filingKindGap(evidence(question, [RELEASE, safeHarbor]))?.line).toContain("annual report (10-K), Item 1A");
    expect(filingKindGap(evidence(question, [RELEASE, "Risk Factors\nDemand for anvils may fall."]))).toBeNull();
  });

  it("a 10-K is told a quarter's figures are in the 10-Q unless it prints the quarter by the asked measure and an amount", () => {
    const question = "What were Acme's net sales in the third quarter of 2023?";
    expect(filingKindGap(evidence(question, [COVER_10K, "Net sales $ 12,345 for the year 2023"]))?.line).toContain(
      "quarterly report (10-Q)",
    );
    fc.assert(
      fc.property(amount, (figure) => {
        const quarterly = `Quarterly Financial Data\nThird Quarter 2023\nNet sales $ ${figure}`;
        expect(filingKindGap(evidence(question, [COVER_10K, quarterly]))).toBeNull();
      }),
    );
  });

  it("a filing of no known kind is never told it lacks anything", () => {
    expect(
      filingKindGap(evidence("How much was Jane Roe paid in 2023?", ["Letter to shareholders", "We make anvils."])),
    ).toBeNull();
  });
});
