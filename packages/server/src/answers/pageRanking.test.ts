import type { ClassifiedPage } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { CITED_SHARE_OF_BEST, PAGES_CITED, rankPages } from "./pageRanking";

// A filing as its pages read: notes and MD&A prose that repeat a question's common words, and the
// statements that hold the answer with few of them.
const MDNA =
  "Management's discussion and analysis. Cash flow from operations rose in the year. We expect capital " +
  "expenditure to grow next year as we build data centers. Cash flow and cash flow generation remain our " +
  "focus; our cash flow statement is discussed below. Liquidity and cash flow are sufficient for the year.";
const CASH_FLOWS =
  "CONSOLIDATED STATEMENTS OF CASH FLOWS (in millions) Operating activities Net income 9,400 Depreciation " +
  "1,200 Investing activities Purchases of property, plant and equipment (2,310) Acquisitions (150) " +
  "Financing activities Dividends paid (800)";
const BALANCE =
  "CONSOLIDATED BALANCE SHEETS (in millions) Current assets Cash and cash equivalents 4,100 Accounts receivable " +
  "2,000 Inventories 3,300 Total current assets 9,400 Property, plant and equipment, net 12,000";
const CONTENTS =
  "Table of contents. Consolidated Statements of Cash Flows 48. Consolidated Balance Sheets 46. Total current " +
  "assets, cash flow and property, plant and equipment are discussed in the notes 50.";
const LEASES =
  "Note 9 Leases. We lease offices and equipment. Operating lease cost was 120 million in the year. The year " +
  "ended with 40 leases.";

const filing = [
  { pageNumber: 1, text: CONTENTS },
  { pageNumber: 2, text: MDNA },
  { pageNumber: 3, text: BALANCE },
  { pageNumber: 4, text: CASH_FLOWS },
  { pageNumber: 5, text: LEASES },
];

const classes: ClassifiedPage[] = [
  { pageNumber: 1, pageClass: "contents", title: null },
  { pageNumber: 2, pageClass: "mdna", title: null },
  { pageNumber: 3, pageClass: "balanceSheet", title: "Consolidated Balance Sheets" },
  { pageNumber: 4, pageClass: "cashFlowStatement", title: "Consolidated Statements of Cash Flows" },
  { pageNumber: 5, pageClass: "note", title: "Note 9 Leases" },
];

const pagesOf = (ranked: ReturnType<typeof rankPages>) => ranked.map(({ page }) => page.pageNumber);

describe("rankPages", () => {
  it("finds the cash flow statement for capex in an analyst's words, through the synonym map", () => {
    const question = "Using the cash flow statement, what was capex in the latest year?";
    const ranked = rankPages(question, filing, {
      classes,
      synonyms: [["capex", "capital expenditure", "purchases of property, plant and equipment"]],
    });
    expect(pagesOf(ranked)[0]).toBe(4);
    expect(pagesOf(ranked)).not.toContain(1);
  });

  it("puts the statement the question names first once the pages are classified", () => {
    const question = "From the balance sheet, what were total current assets at year end?";
    expect(pagesOf(rankPages(question, filing, { classes }))[0]).toBe(3);
  });

  it("ranks by the statement's own heading before the pages are classified (phrase matching)", () => {
    expect(pagesOf(rankPages("What does the statement of cash flows show for dividends paid?", filing))[0]).toBe(4);
  });

  it("cites only the pages that answer: one page when the others score far below it", () => {
    const ranked = rankPages("How much was operating lease cost?", filing);
    expect(pagesOf(ranked)).toEqual([5]);
  });

  it("cites no page when none shares a word with the question", () => {
    expect(rankPages("Who audits the zebra?", filing)).toEqual([]);
    expect(rankPages("", filing)).toEqual([]);
  });

  it("cites at most four pages, best first, each at least half the best score", () => {
    const same = Array.from({ length: 9 }, (_, index) => ({
      pageNumber: index + 1,
      text: `Revenue grew in the year. Revenue ${"growth ".repeat(index + 1)}was strong.`,
    }));
    const ranked = rankPages("revenue growth", same);
    expect(ranked).toHaveLength(PAGES_CITED);
    const scores = ranked.map(({ score }) => score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const score of scores) expect(score).toBeGreaterThanOrEqual((scores[0] as number) * CITED_SHARE_OF_BEST);
  });

  it("keeps the caller's page objects, so their other fields come back", () => {
    const pages = [{ pageNumber: 7, text: "Goodwill impairment was recorded.", id: "x" }];
    expect(rankPages("goodwill impairment", pages)[0]?.page.id).toBe("x");
  });

  it("raises the section that answers what the question asks about: lawsuits in the contingencies note", () => {
    const lawsuit = "A lawsuit was filed against the company in the year. The lawsuit seeks damages.";
    const pages = [
      { pageNumber: 1, text: `Properties. ${lawsuit}` },
      { pageNumber: 2, text: `Commitments and contingencies. ${lawsuit}` },
    ];
    const sections: ClassifiedPage[] = [
      { pageNumber: 1, pageClass: "other", title: "Properties" },
      { pageNumber: 2, pageClass: "note", title: "Note 12 \u2013 Commitments and Contingencies" },
    ];
    expect(pagesOf(rankPages("What lawsuit was filed?", pages, { classes: sections }))[0]).toBe(2);
    // Unclassified, the two pages tie on their words: both are cited, in page order.
    expect(pagesOf(rankPages("What lawsuit was filed?", pages))).toEqual([1, 2]);
  });

  it("never cites a section for its concept alone: a page needs the question's own words", () => {
    const pages = [{ pageNumber: 1, text: "Litigation. A complaint was filed in court by plaintiffs." }];
    const sections: ClassifiedPage[] = [
      { pageNumber: 1, pageClass: "note", title: "Note 12 \u2013 Legal Proceedings" },
    ];
    expect(rankPages("What lawsuits does the company face?", pages, { classes: sections })).toEqual([]);
  });
});
