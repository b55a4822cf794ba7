// Two filings made as PDFs for tests, laid out as filings are: an annual report (cover, contents
// naming the statements, risk factors, an income statement with "$" apart, parentheses, dashes, a
// wrapped label and a footnote marker, a cash flow statement continued on the next page without its
// headings, a note over two pages) and a quarterly page holding two statements.
import type { PlacedText } from "./minimalPdf";
import { proseRuns, statementRuns } from "./statementPdf";

const YEARS = [["Years Ended December 31,"], ["2023", "2022", "2021"]];

export const ANNUAL_REPORT: ReadonlyArray<ReadonlyArray<PlacedText>> = [
  proseRuns([
    "UNITED STATES",
    "SECURITIES AND EXCHANGE COMMISSION",
    "FORM 10-K",
    "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
    "For the fiscal year ended December 31, 2023",
    "ACME Corp.",
  ]),
  proseRuns([
    "TABLE OF CONTENTS",
    "Item 1A. Risk Factors 5",
    "Item 7. Management's Discussion and Analysis of Financial Condition 12",
    "Item 8. Financial Statements and Supplementary Data 29",
    "Consolidated Statements of Operations 30",
    "Consolidated Balance Sheets 31",
    "Consolidated Statements of Cash Flows 32",
    "Notes to Consolidated Financial Statements 34",
  ]),
  proseRuns([
    "Item 1A. Risk Factors",
    "Our results depend on demand for anvils, which falls in a downturn.",
    "A cyber attack could disrupt our operations.",
  ]),
  statementRuns({
    heading: ["ACME Corp.", "CONSOLIDATED STATEMENTS OF OPERATIONS", "(In millions, except per share amounts)"],
    columnHeadings: YEARS,
    rows: [
      { label: "Net sales", values: ["$ 12,345", "$ 11,000", "$ 9,876"] },
      { label: "Cost of sales", footnote: "(1)", values: ["7,000", "6,500", "6,000"] },
      { label: "Gross profit", values: ["5,345", "4,500", "3,876"] },
      { label: "Selling, general and" },
      { label: "administrative expenses", indent: 6, values: ["1,200", "1,100", "1,000"] },
      { label: "Restructuring charges", values: ["\u2014", "45", "\u2014"] },
      { label: "Other income (expense), net", values: ["(123)", "45", "(6)"] },
      { label: "Net income", values: ["$ 3,210", "$ 2,900", "$ 2,100"] },
      { label: "Diluted earnings per share", values: ["$ 1.23", "$ 1.10", "$ 0.95"] },
    ],
  }).runs,
  statementRuns({
    heading: ["ACME Corp.", "CONSOLIDATED STATEMENTS OF CASH FLOWS", "(In thousands)"],
    columnHeadings: YEARS,
    rows: [
      { label: "Operating activities:" },
      { label: "Net income", indent: 6, values: ["$ 3,210,000", "$ 2,900,000", "$ 2,100,000"] },
      { label: "Depreciation and amortization", indent: 6, values: ["410,500", "398,000", "377,250"] },
      { label: "Net cash provided by operating activities", values: ["3,900,100", "3,500,000", "2,700,000"] },
    ],
    columns: [420, 490, 560],
  }).runs,
  statementRuns({
    heading: ["ACME Corp.", "CONSOLIDATED STATEMENTS OF CASH FLOWS (Continued)"],
    columnHeadings: [],
    rows: [
      { label: "Investing activities:" },
      {
        label: "Purchases of property, plant and equipment",
        indent: 6,
        values: ["(1,500,000)", "(1,400,000)", "(1,300,000)"],
      },
      { label: "Financing activities:" },
      { label: "Repurchases of common stock", indent: 6, values: ["(800,000)", "(750,000)", "\u2014"] },
      { label: "Cash and cash equivalents, end of year", values: ["$ 5,100,000", "$ 4,700,000", "$ 4,100,000"] },
    ],
    columns: [420, 490, 560],
  }).runs,
  proseRuns([
    "NOTES TO CONSOLIDATED FINANCIAL STATEMENTS",
    "Note 7 \u2014 Debt",
    "The Company's term debt matures between 2025 and 2040.",
  ]),
  proseRuns(["The notes pay interest twice a year and rank equally with other unsecured debt."]),
];

const quarterTop = statementRuns({
  heading: ["CONDENSED CONSOLIDATED BALANCE SHEETS (Unaudited)", "(In thousands)"],
  columnHeadings: [["July 1, 2023", "September 30, 2022"]],
  columns: [470, 540],
  rows: [
    { label: "Current liabilities:" },
    { label: "Commercial paper", indent: 6, values: ["$ 2,000", "$ 1,500"] },
    { label: "Term debt", indent: 6, values: ["3,000", "3,200"] },
    { label: "Long-term debt", values: ["40,000", "41,000"] },
    { label: "Total liabilities", values: ["90,000", "88,000"] },
  ],
});
const quarterBottom = statementRuns({
  top: quarterTop.bottom,
  heading: ["CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (Unaudited)", "(In thousands, except per share amounts)"],
  columnHeadings: [
    ["Three Months Ended", "Nine Months Ended"],
    ["July 1,", "July 2,", "July 1,", "July 2,"],
    ["2023", "2022", "2023", "2022"],
  ],
  columns: [330, 400, 470, 540],
  rows: [
    { label: "Total net revenues", values: ["$ 5,000", "$ 4,800", "$ 15,200", "$ 14,100"] },
    { label: "Net income", values: ["(250)", "310", "1,020", "990"] },
  ],
});

export const QUARTERLY_REPORT: ReadonlyArray<ReadonlyArray<PlacedText>> = [
  proseRuns([
    "SECURITIES AND EXCHANGE COMMISSION",
    "FORM 10-Q",
    "QUARTERLY REPORT PURSUANT TO SECTION 13",
    "For the quarterly period ended July 1, 2023",
  ]),
  [...quarterTop.runs, ...quarterBottom.runs],
];
