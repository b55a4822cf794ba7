// A filing read at upload, end to end on PDFs the tests make: the reading processes find each run's
// position, and the first of them classifies the pages and reads the statement tables into facts
// with core's readFiling, giving what readFiling gives on the same runs here. The layouts are
// the ones filings use: several year columns, "$" apart, parentheses, dashes, units in the heading,
// a wrapped label, a footnote marker, a statement continued on the next page without its headings,
// a table of contents naming the statements, and two statements on one quarterly page.
import { type FilingFact, readFiling } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { ANNUAL_REPORT, QUARTERLY_REPORT } from "../../testing/filingPdfs";
import { placedPdf } from "../../testing/minimalPdf";
import { readPdf } from "./pdfText";

async function readMade(pages: Parameters<typeof placedPdf>[0]) {
  return (await readPdf("filing-test", placedPdf(pages))).reading;
}

const valuesOf = (facts: ReadonlyArray<FilingFact>, measure: string, period: string) =>
  facts.filter((fact) => fact.measure === measure && fact.period === period).map((fact) => fact.value);

describe("an annual report made as a PDF", () => {
  it("classifies each page, the contents that name the statements apart from the statements", async () => {
    const { pages } = await readMade(ANNUAL_REPORT);
    expect(pages.map((page) => page.pageClass)).toEqual([
      "cover",
      "contents",
      "riskFactors",
      "incomeStatement",
      "cashFlowStatement",
      "cashFlowStatement",
      "note",
      "note",
    ]);
    expect(pages[3]?.title).toBe("CONSOLIDATED STATEMENTS OF OPERATIONS");
    expect(pages[6]?.title).toBe("Note 7 \u2013 Debt");
    expect(pages[7]?.title).toBe("Note 7 \u2013 Debt");
  });

  it("reads the income statement's lines per year in whole dollars", async () => {
    const { facts } = await readMade(ANNUAL_REPORT);
    expect(valuesOf(facts, "revenue", "FY2023")).toEqual([12_345_000_000]);
    expect(valuesOf(facts, "revenue", "FY2021")).toEqual([9_876_000_000]);
    // The footnote marker stays out of the label and the figures.
    expect(facts.find((fact) => fact.measure === "costOfRevenue" && fact.period === "FY2022")).toMatchObject({
      label: "Cost of sales",
      value: 6_500_000_000,
      sourceId: "page:4",
    });
    // A label wrapped onto two lines is one line.
    expect(facts.find((fact) => fact.measure === "sga" && fact.period === "FY2023")).toMatchObject({
      label: "Selling, general and administrative expenses",
      value: 1_200_000_000,
    });
    expect(valuesOf(facts, "line:other income (expense), net", "FY2023")).toEqual([-123_000_000]);
    expect(valuesOf(facts, "line:restructuring charges", "FY2023")).toEqual([0]);
    expect(valuesOf(facts, "line:restructuring charges", "FY2022")).toEqual([45_000_000]);
    expect(facts.find((fact) => fact.measure === "eps" && fact.period === "FY2023")).toMatchObject({
      value: 1.23,
      unit: "perShare",
    });
  });

  it("reads a statement continued on the next page with the first page's columns and unit", async () => {
    const { facts } = await readMade(ANNUAL_REPORT);
    expect(valuesOf(facts, "depreciation", "FY2021")).toEqual([377_250_000]);
    expect(facts.find((fact) => fact.measure === "capex" && fact.period === "FY2023")).toMatchObject({
      label: "Purchases of property, plant and equipment",
      value: -1_500_000_000,
      sourceId: "page:6",
    });
    expect(valuesOf(facts, "buybacks", "FY2021")).toEqual([0]);
    expect(valuesOf(facts, "operatingCashFlow", "FY2022")).toEqual([3_500_000_000]);
  });
});

describe("a quarterly report made as a PDF", () => {
  it("reads two statements on one page, each with its own columns, and total debt from its parts", async () => {
    const { pages, facts } = await readMade(QUARTERLY_REPORT);
    expect(pages[1]).toMatchObject({ pageClass: "balanceSheet", alsoClasses: ["incomeStatement"] });
    expect(valuesOf(facts, "totalLiabilities", "July 1, 2023")).toEqual([90_000_000]);
    expect(valuesOf(facts, "totalLiabilities", "FY2022")).toEqual([88_000_000]);
    const debt = facts.find((fact) => fact.measure === "totalDebt" && fact.period === "July 1, 2023");
    expect(debt?.value).toBe(45_000_000);
    expect(debt?.derivedFrom).toHaveLength(3);
    expect(valuesOf(facts, "revenue", "three months ended July 1, 2023")).toEqual([5_000_000]);
    expect(valuesOf(facts, "revenue", "nine months ended July 2, 2022")).toEqual([14_100_000]);
    expect(valuesOf(facts, "netIncome", "three months ended July 1, 2023")).toEqual([-250_000]);
  });
});

describe("the reading made in the reading process", () => {
  it("is what readFiling makes of the same runs in this process", async () => {
    for (const filing of [ANNUAL_REPORT, QUARTERLY_REPORT]) {
      const { reading, runs } = await readPdf("filing-test", placedPdf(filing), { withRuns: true });
      expect(runs).toHaveLength(filing.length);
      expect(reading.facts.length).toBeGreaterThan(0);
      expect(reading).toEqual(readFiling(runs ?? []));
    }
  });
});
