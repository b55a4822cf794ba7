// What a filing does not hold (issue 39), on pages the tests write: said first only on clear
// evidence (a figure whose words stand near no number and no fact line, a year after the latest
// column asked as reported, a name no page mentions), never when a page prints the asked thing in
// the question's words or a synonym's, when the question defines its measure, or when a facts
// engine gap is contradicted by the pages. Asked in several phrasings, and with fast-check over
// the words around a printed figure.
import {
  companyDirectory,
  type FactsTable,
  FILING_SYMBOL,
  type FilingFact,
  type FilingReading,
  filingPageSourceId,
  planQuestion,
} from "@moatwise/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asksForFigure, clearFactsGaps, filingGap, type GapEvidence, latestYear, unmentionedName } from "./filingGaps";

const PAGES = [
  "Acme Corp Annual Report on Form 10-K for fiscal year 2023. Acme Corp makes widgets.",
  "Table of contents. Consolidated Balance Sheets 31. Consolidated Statements of Cash Flows 32. Acme Corp",
  "Acme Corp overview. Our widgets are sold in Europe and Asia. Demand for widgets grew in the year.",
  "Acme Corp CONSOLIDATED STATEMENTS OF CASH FLOWS (in millions) 2023 2022\n" +
    "Net cash provided by operating activities 2,100 1,900\nPurchases of property, plant and equipment (1,234) (1,010)",
  "Acme Corp Note 7 Debt. Principal payments due: 2024 $ 300 2025 $ 450 2026 $ 500. Long-term debt 1,250",
  "Acme Corp Employees. At the end of fiscal 2023 we had 12,400 employees.",
  "Acme Corp Results. Widget sales rose 12% in fiscal 2023. We expect widget sales of $ 900 million in 2024.",
].map((text, index) => ({ pageNumber: index + 1, text }));

const fact = (measure: string, label: string, period: string, value: number, page: number): FilingFact => ({
  id: `${FILING_SYMBOL}/${measure}/${period}`,
  symbol: FILING_SYMBOL,
  measure,
  label,
  period,
  value,
  unit: "usd",
  sourceId: filingPageSourceId(page),
  derivedFrom: [],
});

const READING: FilingReading = {
  pages: [
    { pageNumber: 2, pageClass: "contents", title: null },
    { pageNumber: 4, pageClass: "cashFlowStatement", title: "CONSOLIDATED STATEMENTS OF CASH FLOWS" },
  ],
  facts: ["FY2023", "FY2022"].flatMap((period) => [
    fact("capex", "Purchases of property, plant and equipment", period, -1_234e6, 4),
    fact("operatingCashFlow", "Net cash provided by operating activities", period, 2_100e6, 4),
  ]),
};

const evidence = (question: string, pages = PAGES, reading: FilingReading | null = READING): GapEvidence => ({
  filename: "acme-10k.pdf",
  question,
  plan: planQuestion(question, [], companyDirectory([])),
  reading,
  pages,
});
const gapFor = (question: string, answered = false) => filingGap(evidence(question), answered);

describe("filingGap", () => {
  it("says first that the filing does not state a figure whose words stand near no number, however asked", () => {
    for (const question of [
      "How many widgets did Acme sell in Asia in fiscal 2023?",
      "What was the widget backlog in Asia?",
      "How much did Acme spend on widget marketing in Asia, in USD millions?",
    ]) {
      expect(gapFor(question), question).toMatch(/^acme-10k\.pdf does not state /);
    }
    expect(gapFor("What was the widget backlog in Asia?")).toBe(
      "acme-10k.pdf does not state the widget backlog in Asia.",
    );
  });

  it("lets a figure a page prints be answered, in the question's words or a synonym's", () => {
    for (const question of [
      "How many employees did Acme have at the end of fiscal 2023?",
      "What was the number of employees at year end?",
      // A synonym: "capital expenditure" is printed as "Purchases of property, plant and equipment".
      "What was capital expenditure in 2023?",
      "Using the cash flow statement, how much did Acme spend on capex in FY2023, in USD millions?",
      // The page states it in its own verb: the question's ("increase") is not asked of it.
      "By how much did widget sales increase in 2023, in percent?",
      // The statement the question points at is where, not what: "balance sheet" is no asked word.
      "From the balance sheet, what was long-term debt in 2023?",
    ]) {
      expect(gapFor(question), question).toBeNull();
    }
  });

  it("never says it of a question that wants no figure, or that defines its measure", () => {
    expect(gapFor("Describe the widget business in Asia")).toBeNull();
    expect(gapFor("What did Acme say about demand for gizmos?")).toBeNull();
    expect(
      gapFor(
        "Define widget yield as widget backlog divided by gizmo count. What was it in 2023, rounded to two decimals?",
      ),
    ).toBeNull();
  });

  it("says a year after the latest column is not covered when a statement figure is asked as reported", () => {
    expect(latestYear(READING, PAGES)).toBe(2023);
    for (const question of [
      "What was capital expenditure in 2025?",
      "What were Acme's purchases of property, plant and equipment in fiscal 2025, in USD millions?",
    ]) {
      expect(gapFor(question), question).toBe("acme-10k.pdf does not cover 2025: its latest figures are for 2023.");
    }
  });

  it("lets an outlook for a later year stand when a page prints that year beside the thing and a figure", () => {
    expect(gapFor("What widget sales does Acme expect for 2024?")).toBeNull();
    expect(gapFor("What widget sales does Acme forecast for 2027?")).toBe(
      "acme-10k.pdf does not cover 2027: its latest figures are for 2023.",
    );
  });

  it("names a name the filing never mentions, even beside a figure the facts computed, and no other", () => {
    expect(gapFor("How much capital expenditure went to Globex in 2023?", true)).toBe(
      "acme-10k.pdf does not state the figure asked for (“How much capital expenditure went to Globex in 2023”): it never mentions “Globex”.",
    );
    // Europe is mentioned; an abbreviation, a month and a question's first word are not names.
    expect(gapFor("How much capital expenditure did Acme spend in Europe in 2023?", true)).toBeNull();
    expect(gapFor("Using the cash flow statement, what was CapEx in FY2023, in USD, per GAAP?", true)).toBeNull();
    expect(gapFor("What was Acme's capex through December 2023?", true)).toBeNull();
  });
});

describe("asksForFigure", () => {
  it("reads an amount asked from the question's words, not from a plan's guess", () => {
    expect(asksForFigure("How many stores were open?")).toBe(true);
    expect(asksForFigure("From the balance sheet, what were total assets?")).toBe(true);
    expect(asksForFigure("What is the CEO's base salary?")).toBe(true);
    expect(asksForFigure("What did Acme announce about the timing of its 7nm products, and why?")).toBe(false);
    expect(asksForFigure("What are the main risk factors?")).toBe(false);
  });
});

describe("unmentionedName", () => {
  it("finds a capitalised name no page holds, in any position after the first word", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("How much revenue came from %s in 2023?", "What did %s pay Acme?", "Revenue from %s, please"),
        fc.stringMatching(/^[A-Z][a-z]{4,9}[A-Z]?[a-z]{0,3}$/),
        (template, name) => {
          fc.pre(!PAGES.some((page) => page.text.toLowerCase().includes(name.toLowerCase().slice(0, 4))));
          expect(unmentionedName(template.replace("%s", name), PAGES)).toBe(name);
          // Once a page mentions it (possessive, in capitals or not), it is no gap.
          const mentioned = [...PAGES, { pageNumber: 99, text: `Our partner ${name.toUpperCase()}'s orders` }];
          expect(unmentionedName(template.replace("%s", name), mentioned)).toBeNull();
        },
      ),
    );
  });
});

describe("clearFactsGaps", () => {
  const tableWith = (question: string, gaps: FactsTable["gaps"]): FactsTable => ({
    plan: planQuestion(question, [], companyDirectory([])),
    names: {},
    facts: [],
    quotes: [],
    gaps,
    sources: [],
  });

  it("drops a missing-line gap a page contradicts, keeps one no page contradicts", () => {
    const debt = "From the balance sheet, what was long-term debt at the end of 2023?";
    const said = { kind: "measure" as const, text: "The filing does not show total debt for fiscal 2023." };
    expect(clearFactsGaps(tableWith(debt, [said]), evidence(debt))).toEqual([]);
    const inventory = "From the balance sheet, what was inventory in FY2023?";
    const missing = { kind: "measure" as const, text: "The filing does not show inventory for fiscal 2023." };
    expect(clearFactsGaps(tableWith(inventory, [missing]), evidence(inventory))).toEqual([missing]);
  });

  it("keeps a year gap only for a year after the latest column", () => {
    const earlier = "What was capital expenditure in the three months ended March 31, 2023?";
    const notIn = { kind: "year" as const, text: "The filing's statements cover fiscal 2022–2023; Q1 is not in them." };
    expect(clearFactsGaps(tableWith(earlier, [notIn]), evidence(earlier))).toEqual([]);
    const later = "What was capital expenditure in fiscal 2026?";
    expect(clearFactsGaps(tableWith(later, [notIn]), evidence(later))).toEqual([notIn]);
  });

  it("never keeps a gap for a measure the question defines", () => {
    const defined =
      "Return on equity is defined as net income divided by average shareholders' equity. What was it in 2023?";
    const missing = {
      kind: "measure" as const,
      text: "The filing does not show shareholders' equity for fiscal 2023.",
    };
    expect(clearFactsGaps(tableWith(defined, [missing]), evidence(defined))).toEqual([]);
  });
});

describe("filingGap on a pair the question asks for", () => {
  const page = (pageNumber: number, text: string) => ({ pageNumber, text });

  it("says a product's count is not stated when the product and the measure stand near different figures", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][a-z]{5,9}$/), fc.integer({ min: 0, max: 25 }), (product, filler) => {
        fc.pre(!PAGES.some((each) => each.text.toLowerCase().includes(product.toLowerCase().slice(0, 4))));
        const question = `How many ${product} units did Acme sell in fiscal 2023?`;
        const apart = [
          ...PAGES,
          page(8, `Acme Corp ${product}. Sales of the ${product} line grew 8% in fiscal 2023.`),
          page(9, "Acme Corp shipped 3,100 units of widgets in fiscal 2023."),
        ];
        expect(filingGap(evidence(question, apart), false)).toBe(
          `acme-10k.pdf does not state the figure asked for (“${question.replace(/\?$/, "")}”).`,
        );
        // Once a page prints the product and its units by one number, however far apart within reach, it stands.
        const words = Array.from({ length: filler }, () => "shipments").join(" ");
        const together = [...apart, page(10, `Acme Corp ${product} ${words} reached 4,000 units in fiscal 2023.`)];
        expect(filingGap(evidence(question, together), false)).toBeNull();
      }),
    );
  });

  it("says a region's count is not stated when the region is named only away from any figure", () => {
    const question = "How many employees did Acme have in Europe at the end of fiscal 2023?";
    expect(gapFor(question)).toMatch(/^acme-10k\.pdf does not state /);
    const split = [...PAGES, page(8, "Acme Corp people. Of our employees, 3,200 work in Europe.")];
    expect(filingGap(evidence(question, split), false)).toBeNull();
    // Without a region the employees count stands as before.
    expect(gapFor("How many employees did Acme have at the end of fiscal 2023?")).toBeNull();
  });

  it("says a named person's figure is not stated when only another person's stands by a figure", () => {
    const letter: FilingReading = { pages: [], facts: [] };
    const pages = [
      page(1, "Acme Corp Form 8-K. Item 5.02. John Doe's annual base salary will be $ 650,000."),
      page(2, "Acme Corp Form 8-K. Jane Roe will join the board of directors."),
    ];
    const question = "What is Jane Roe's annual base salary?";
    expect(filingGap(evidence(question, pages, letter), false)).toMatch(/^acme-10k\.pdf does not state /);
    const stated = [...pages, page(3, "Acme Corp Form 8-K. Jane Roe's annual base salary will be $ 700,000.")];
    expect(filingGap(evidence(question, stated, letter), false)).toBeNull();
    expect(filingGap(evidence("What is John Doe's annual base salary?", pages, letter), false)).toBeNull();
    // A percentage of the salary beside the name is not the salary.
    const weighted = [...pages, page(4, "Target award as a percentage of base salary: Jane Roe 125%")];
    expect(filingGap(evidence(question, weighted, letter), false)).toMatch(/^acme-10k\.pdf does not state /);
    // A figure asked without an amount's word may be that percentage.
    expect(filingGap(evidence("What is Jane Roe's target award?", weighted, letter), false)).toBeNull();
  });
});

describe("filingGap on an outlook asked for a later year", () => {
  const maturities = [
    ...PAGES,
    { pageNumber: 8, text: "Acme Corp Widget sales contracts by year of maturity: 2025 $ 410 2026 $ 380" },
  ];

  it("needs forward words by the year, not the year by a figure in a table", () => {
    for (const question of [
      "What widget sales guidance did Acme give for 2025?",
      "What widget sales does Acme expect for fiscal 2025?",
    ]) {
      expect(filingGap(evidence(question, maturities), false), question).toBe(
        "acme-10k.pdf does not cover 2025: its latest figures are for 2023.",
      );
    }
    // A year asked as reported, not as an outlook, stands on the maturity table as before.
    expect(filingGap(evidence("What were widget sales contracts maturing in 2025?", maturities), false)).toBeNull();
  });

  it("lets an outlook a page states in forward words stand, in any of them", () => {
    fc.assert(
      fc.property(fc.constantFrom("expect", "anticipate", "project", "forecast", "target"), (verb) => {
        const pages = [
          ...maturities,
          { pageNumber: 9, text: `Acme Corp Outlook. We ${verb} widget sales of $ 1,100 million in 2025.` },
        ];
        expect(filingGap(evidence("What widget sales guidance did Acme give for 2025?", pages), false)).toBeNull();
      }),
    );
  });
});

describe("filingGap on a filing without financial statements", () => {
  const letter: FilingReading = {
    pages: [{ pageNumber: 1, pageClass: "cover", title: null }],
    facts: [],
  };
  const report = [
    { pageNumber: 1, text: "Acme Corp Form 8-K. Item 7.01. Acme will discuss its revenue strategy with investors." },
    {
      pageNumber: 2,
      text: "Acme Corp Form 8-K. The session on revenue strategy and its plans for growth will seat 300 analysts.",
    },
  ];

  it("does not state a statement figure unless a page prints its line", () => {
    for (const question of ["What was Acme's total revenue in 2023?", "What was Acme's revenue in fiscal 2023?"]) {
      expect(filingGap(evidence(question, report, letter), false), question).toMatch(/^acme-10k\.pdf does not state /);
      // The same words near a figure in a 10-K's reading are not taken for a gap by this rule.
      expect(filingGap(evidence(question, report, READING), false), question).toBeNull();
    }
  });

  it("does not take a weight in percent beside the line's words for its amount", () => {
    const weights = [
      ...report,
      { pageNumber: 3, text: "Acme Corp awards are based on operating income and revenue (30%)." },
    ];
    expect(filingGap(evidence("What was Acme's total revenue in 2023?", weights, letter), false)).toMatch(
      /^acme-10k\.pdf does not state /,
    );
    // Asked for the weight, in percent, the same line answers it.
    for (const question of [
      "What weight does revenue carry in Acme's awards, in percent?",
      "What share of the awards is based on revenue?",
    ]) {
      expect(filingGap(evidence(question, weights, letter), false), question).toBeNull();
    }
  });

  it("lets a release print the line, as a table row or in a sentence", () => {
    for (const line of ["Total revenue 5,120 4,870", "Total revenue was $ 5,120 million, up 5%."]) {
      const pages = [...report, { pageNumber: 3, text: `Acme Corp Exhibit 99.1. ${line}` }];
      expect(filingGap(evidence("What was Acme's total revenue in 2023?", pages, letter), false), line).toBeNull();
    }
  });
});
