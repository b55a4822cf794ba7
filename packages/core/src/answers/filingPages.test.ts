// The page classifier: statement headings however a filing writes them, a contents page that names
// the statements without being one, continued statements, notes with their titles, report parts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyPages, noteOfHeading, signsOfPage, statementOfHeading } from "./filingPages";

const TITLES = [
  ["STATEMENTS OF OPERATIONS", "incomeStatement"],
  ["Statement of Earnings", "incomeStatement"],
  ["Statements of Income", "incomeStatement"],
  ["Income Statements", "incomeStatement"],
  ["Statements of Operations and Comprehensive Income", "incomeStatement"],
  ["Statements of Comprehensive Income", "comprehensiveIncome"],
  ["Balance Sheets", "balanceSheet"],
  ["Statement of Financial Position", "balanceSheet"],
  ["Statements of Financial Condition", "balanceSheet"],
  ["Statements of Cash Flows", "cashFlowStatement"],
  ["Statements of Shareholders\u2019 Equity", "equityStatement"],
  ["Statements of Changes in Stockholders' Equity", "equityStatement"],
] as const;

const prefix = fc.constantFrom("", "Consolidated ", "Condensed Consolidated ", "Apple Inc. Consolidated ");
const suffix = fc.constantFrom("", " (Unaudited)", " (Continued)", " (in millions)");
const casing = fc.constantFrom(
  (text: string) => text,
  (text: string) => text.toUpperCase(),
);

describe("statementOfHeading", () => {
  it("reads a title the same whatever spaces, tabs or line breaks stand between its words", () => {
    const gap = fc.constantFrom(" ", "  ", "\t", " \n", "\u00a0");
    fc.assert(
      fc.property(
        prefix,
        fc.constantFrom(...TITLES.map(([title]) => title), "Off-Balance Sheet Arrangements", "Profit and Loss"),
        suffix,
        casing,
        gap,
        (before, title, after, cased, space) => {
          const written = cased(`${before}${title}${after}`);
          expect(statementOfHeading(written.replace(/ /g, space))).toBe(statementOfHeading(written));
        },
      ),
    );
  });

  it("names the statement however the heading is written", () => {
    fc.assert(
      fc.property(fc.constantFrom(...TITLES), prefix, suffix, casing, ([title, pageClass], before, after, cased) => {
        expect(statementOfHeading(cased(`${before}${title}${after}`))).toBe(pageClass);
      }),
    );
  });

  it("names none in a contents line, a sentence or a note's introduction", () => {
    fc.assert(
      fc.property(fc.constantFrom(...TITLES), prefix, fc.integer({ min: 1, max: 199 }), ([title], before, page) => {
        expect(statementOfHeading(`${before}${title} ${page}`)).toBeNull();
        expect(statementOfHeading(`See the accompanying ${before}${title}.`)).toBeNull();
        expect(statementOfHeading(`${title} for 2022, 2021 and 2020 (in millions):`)).toBeNull();
      }),
    );
    expect(statementOfHeading("Notes to Consolidated Financial Statements")).toBeNull();
    expect(statementOfHeading("consolidated balance sheets.")).toBeNull();
    expect(statementOfHeading("Off-Balance Sheet Arrangements\u2014Joint Venture Indebtedness")).toBeNull();
    expect(
      statementOfHeading("Derivative Instrument Amount Effective Date Maturity Date Low High Balance Sheet"),
    ).toBeNull();
    expect(
      statementOfHeading(
        "Consolidated Statements of Operations, (iii) the Consolidated Statements of Comprehensive Income",
      ),
    ).toBeNull();
    expect(statementOfHeading("5. Property and Equipment, Net and Other Balance Sheet Accounts")).toBeNull();
  });
});

describe("noteOfHeading", () => {
  it("reads a note's number and title in the ways filings write them", () => {
    expect(noteOfHeading("Note 7 \u2013 Debt")).toBe("Note 7 \u2013 Debt");
    expect(noteOfHeading("NOTE 2: OPERATING SEGMENTS")).toBe("Note 2 \u2013 OPERATING SEGMENTS");
    expect(noteOfHeading("Note 11. Segment Information and Geographic Data")).toBe(
      "Note 11 \u2013 Segment Information and Geographic Data",
    );
    expect(noteOfHeading("Note 7 \u2013 Debt 48")).toBeNull();
    expect(noteOfHeading("note that the company reported lower sales")).toBeNull();
  });
});

const FIGURES =
  "Net sales 394,328 365,817 274,515\nCost of sales 223,546 212,981 169,559\nGross margin 170,782 152,836 104,956";

describe("signsOfPage", () => {
  it("takes a table whose lines end in small numbers for a table, not for contents", () => {
    const table = [
      "Table of Contents",
      "Operating Expenses",
      "Year Ended December 31,",
      "2022 % Change 2021 % Change 2020",
      "General and administrative 963 5 % 921 (6)% 985",
      "Provision for transaction losses 332 (21)% 422 28 % 330",
      "Amortization of acquired intangible assets 4 (56)% 9 (67)% 27",
      "Restructuring 12 (3)% 15 4 % 14",
      "38",
    ];
    expect(signsOfPage(table).contents).toBe(false);
    expect(
      signsOfPage(table.slice(0, 2).concat(["Risk Factors 12", "Properties 30", "Legal Proceedings 31"])).contents,
    ).toBe(true);
  });
});

describe("classifyPages", () => {
  it("tells the contents from the statements it names, and follows parts, statements and notes", () => {
    const pages = [
      ["UNITED STATES SECURITIES AND EXCHANGE COMMISSION", "FORM 10-K", "Apple Inc."],
      [
        "Index to Consolidated Financial Statements",
        "Consolidated Statements of Operations 28",
        "Consolidated Statements of Comprehensive Income 29",
        "Consolidated Balance Sheets 30",
        "Consolidated Statements of Cash Flows 32",
        "Notes to Consolidated Financial Statements 33",
      ],
      [
        "Item 7. Management\u2019s Discussion and Analysis of Financial Condition and Results of Operations",
        "Sales grew.",
      ],
      ["The Company\u2019s gross margin rose."],
      ["Apple Inc.", "CONSOLIDATED STATEMENTS OF OPERATIONS", "(In millions)", ...FIGURES.split("\n")],
      [...FIGURES.split("\n"), ...FIGURES.split("\n")],
      [
        "CONSOLIDATED BALANCE SHEETS",
        ...FIGURES.split("\n"),
        "CONSOLIDATED STATEMENTS OF CASH FLOWS",
        ...FIGURES.split("\n"),
      ],
      [
        "Notes to Consolidated Financial Statements",
        "Note 1 \u2013 Summary of Significant Accounting Policies",
        "Basis.",
      ],
      ["More policies, in prose."],
      ["Note 7 \u2013 Debt", ...FIGURES.split("\n")],
      ["Item 15. Exhibit and Financial Statement Schedules", "Exhibit Number Exhibit Description"],
    ];
    expect(classifyPages(pages).map(({ pageClass, title }) => [pageClass, title])).toEqual([
      ["cover", null],
      ["contents", null],
      ["mdna", "Management\u2019s Discussion and Analysis of Financial Condition and Results of Operations"],
      ["mdna", "Management\u2019s Discussion and Analysis of Financial Condition and Results of Operations"],
      ["incomeStatement", "CONSOLIDATED STATEMENTS OF OPERATIONS"],
      ["incomeStatement", "CONSOLIDATED STATEMENTS OF OPERATIONS"],
      ["balanceSheet", "CONSOLIDATED BALANCE SHEETS / CONSOLIDATED STATEMENTS OF CASH FLOWS"],
      ["note", "Note 1 \u2013 Summary of Significant Accounting Policies"],
      ["note", "Note 1 \u2013 Summary of Significant Accounting Policies"],
      ["note", "Note 7 \u2013 Debt"],
      ["exhibit", "Exhibit and Financial Statement Schedules"],
    ]);
    expect(classifyPages(pages)[6]?.alsoClasses).toEqual(["cashFlowStatement"]);
  });
});
