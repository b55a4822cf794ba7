// The sample filings are honest in time (issue 34): each year's annual report names only the
// risks that could be known that year, so no report cites a 10-K for a drug approved after it.
import { describe, expect, it } from "vitest";
import { sampleFilingDocument, sampleFilings } from "./sampleFilings";
import { SAMPLE_RISK_FIRST_YEAR, SAMPLE_RISKS } from "./sampleRisks.data";

const annualReports = (symbol: string) =>
  (sampleFilings(symbol) ?? [])
    .filter((filing) => filing.formType === "10-K")
    .map((filing) => ({
      year: Number(filing.excerpt?.match(/^Fiscal (\d{4})/)?.[1]),
      text: sampleFilingDocument(filing.link)?.text ?? "",
    }));

describe("sample annual reports", () => {
  it("name a later risk only from the first fiscal year that could know it", () => {
    for (const later of SAMPLE_RISK_FIRST_YEAR) {
      const reports = annualReports(later.symbol);
      expect(SAMPLE_RISKS[later.symbol]?.some((risk) => risk.includes(later.names))).toBe(true);
      expect(reports.some((report) => report.year < later.fiscalYear)).toBe(true);
      for (const report of reports) {
        expect(report.text.includes(later.names), `${later.symbol} fiscal ${report.year}`).toBe(
          report.year >= later.fiscalYear,
        );
      }
    }
  });

  it("keep the risks with no date in every year", () => {
    const reports = annualReports("COST");
    for (const risk of SAMPLE_RISKS.COST ?? []) {
      expect(reports.every((report) => report.text.includes(risk))).toBe(true);
    }
  });
});
