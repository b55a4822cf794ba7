// The filing facts engine over readings the tests build (issue 39, item 5): a ratio defined in the
// question over an averaged balance, a line the filing lacks named as a gap (never another line),
// the statement the question names chosen over another page printing the line, and the unit asked.
import type { FilingReading } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { ask, factFor, line, MILLION, page, TEN_K, TEN_Q_PAGES } from "../testing/filingPlanFixture";

describe("runFilingPlan", () => {
  it("computes a ratio the question defines over an average of two balances, each input with its page", () => {
    const { table, text } = ask(
      "Inventory turnover is defined as: (FY2023 cost of sales) / (average inventory between FY2022 and FY2023). " +
        "What is the FY2023 inventory turnover? Round to two decimal places.",
    );
    const turnover = factFor(table, "inventoryTurnover");
    // 6,000 / ((1,100 + 1,300) / 2) = 5.00
    expect(turnover?.value).toBeCloseTo(6_000 / 1_200, 10);
    expect(turnover?.period).toBe("FY2023");
    expect(table.gaps).toEqual([]);
    expect(text.split("\n")[0]).toBe(
      "Inventory turnover in fiscal 2023 was 5.00x, computed as cost of revenue ÷ average inventory:",
    );
    expect(text).toContain("- Cost of revenue, fiscal 2023: $6.00 billion (cost of sales, income statement, page 40)");
    expect(text).toContain("- Average inventory, fiscal 2022 to fiscal 2023: $1.20 billion");
    expect(text).toContain("- Inventory, fiscal 2022: $1.10 billion (inventories, balance sheet, page 41)");
    expect(text).toContain("- Inventory, fiscal 2023: $1.30 billion (inventories, balance sheet, page 41)");
    expect(table.sources.map((source) => source.id)).toEqual(expect.arrayContaining(["page:40", "page:41"]));
  });

  it("names a line the filing does not print as a gap, and gives no other line in its place", () => {
    const noCapex: FilingReading = { ...TEN_K, facts: TEN_K.facts.filter((fact) => fact.measure !== "capex") };
    const { table, text } = ask(
      "Using the cash flow statement, what was capital expenditure in the latest year?",
      noCapex,
    );
    expect(table.facts).toEqual([]);
    expect(table.gaps).toEqual([
      { kind: "measure", text: "The filing does not show capital expenditure for fiscal 2023." },
    ]);
    expect(text).not.toMatch(/\$\d/);
    // An averaged balance whose earlier end is missing from a balance sheet the filing prints is named with its period.
    const noEarlierInventory: FilingReading = {
      ...TEN_K,
      facts: [
        ...TEN_K.facts.filter((fact) => !(fact.measure === "inventory" && fact.period === "FY2022")),
        line("currentAssets", "Total current assets", "FY2022", 3_900, 41),
      ],
    };
    const turnover = ask(
      "Inventory turnover is defined as cost of sales divided by average inventory. What was it in FY2023?",
      noEarlierInventory,
    );
    expect(turnover.table.facts.some((fact) => fact.measure === "inventoryTurnover")).toBe(false);
    expect(turnover.table.gaps.map((gap) => gap.text)).toEqual([
      "The filing does not show inventory for fiscal 2022, so its inventory turnover for fiscal 2023 cannot be computed.",
    ]);
    // A year the filing's columns do not hold is said, not replaced by the latest.
    const old = ask("What was revenue in FY2019?");
    expect(old.table.facts).toEqual([]);
    expect(old.table.gaps[0]?.text).toBe("The filing's statements cover fiscal 2022–2023; fiscal 2019 is not in them.");
  });

  it("reads a line from the statement the question names when two pages print it", () => {
    // D&A is printed on the income statement (310), the cash flow statement (420) and a note (395).
    const named = ask("From the income statement, what was D&A in FY2023?");
    expect(named.table.facts.map((fact) => [fact.value, fact.sourceId])).toEqual([[310 * MILLION, "page:40"]]);
    expect(named.text).toBe(
      "Depreciation and amortization in fiscal 2023 was $310.0 million: depreciation and amortization, income statement, page 40.",
    );
    // Unnamed, the line is read from the measure's own statement (the cash flow statement), not the note.
    const unnamed = ask("What was D&A in FY2023?");
    expect(unnamed.table.facts.map((fact) => [fact.value, fact.sourceId])).toEqual([[420 * MILLION, "page:43"]]);
    // A defined measure takes the named statement's line into its sum.
    const ebitda = ask(
      "Define EBITDA as operating income plus D&A from the cash flow statement. What was EBITDA in FY2023, in USD billions?",
    );
    const value = factFor(ebitda.table, "ebitda");
    expect(value?.value).toBe((1_500 + 420) * MILLION);
    expect(ebitda.text.split("\n")[0]).toBe(
      "EBITDA in fiscal 2023 was $1.9 billion, computed as operating income + depreciation and amortization:",
    );
    expect(ebitda.text).toContain("(depreciation and amortization, cash flow statement, page 43)");
  });

  it("writes the figure in the unit and rounding asked", () => {
    const capex = ask(
      "Using the cash flow statement, what was capital expenditure in the latest year, in USD billions, to two decimals?",
    );
    // The outflow printed in parentheses is the capital expenditure, as a positive amount.
    expect(capex.text).toBe(
      "Capital expenditure in fiscal 2023 was $1.23 billion: purchases of property, plant and equipment, cash flow statement, page 43.",
    );
    // A company named in the question is the filing's: the filing is the subject.
    expect(ask("What was Acme's capex in FY2023?").table.facts.map((fact) => fact.value)).toEqual([1_234.5 * MILLION]);
    const millions = ask("What was capex in FY2023 in $ millions, to one decimal place?");
    expect(millions.text.split("\n")[0]).toContain("was $1,234.5 million");
    // No decimals asked: the tenth the filing prints is kept, not rounded away.
    expect(ask("What was capex in FY2023, in USD millions?").text.split("\n")[0]).toContain("was $1,234.5 million");
    const ratio = ask("From the balance sheet, what was the current ratio at the end of FY2023, as a percentage?");
    const current = factFor(ratio.table, "currentRatio");
    expect(current?.unit).toBe("percent");
    expect(current?.value).toBeCloseTo(150, 10);
    expect(ratio.text.split("\n")[0]).toBe(
      "Current ratio in fiscal 2023 was 150.0%, computed as current assets ÷ current liabilities × 100:",
    );
  });

  it("gives several periods at once, and the change between them", () => {
    const { table, text } = ask("What was revenue in FY2022 and FY2023, and how much did it grow?");
    expect(table.facts.filter((fact) => fact.measure === "revenue").map((fact) => fact.period)).toEqual([
      "FY2022",
      "FY2023",
    ]);
    const growth = factFor(table, "revenueGrowth");
    expect(growth?.value).toBeCloseTo((1_000 / 9_000) * 100, 10);
    // The change answers the question: it comes first, then each year's figure with its page.
    expect(text.split("\n\n")).toEqual([
      "Revenue grew by 11.1% from fiscal 2022 to fiscal 2023 (from $9.00 billion to $10.00 billion, a change of +$1.00 billion).",
      "Revenue in fiscal 2022 was $9.00 billion: net sales, income statement, page 40.",
      "Revenue in fiscal 2023 was $10.00 billion: net sales, income statement, page 40.",
    ]);
  });

  it("reads a quarterly report's latest column as its quarter, not the year end its balance sheet also prints", () => {
    const tenQ: FilingReading = {
      pages: TEN_Q_PAGES,
      facts: [
        line("revenue", "Net sales", "Q2 FY2022", 2_000, 3),
        line("revenue", "Net sales", "Q2 FY2023", 2_500, 3),
        line("inventory", "Inventories", "FY2022", 700, 4),
        line("inventory", "Inventories", "Q2 FY2023", 800, 4),
      ],
    };
    expect(ask("What was inventory in the latest period?", tenQ).text).toBe(
      "Inventory in Q2 of fiscal 2023 was $800.0 million: inventories, balance sheet, page 4.",
    );
    expect(ask("What was revenue in the latest quarter?", tenQ).table.facts.map((fact) => fact.period)).toEqual([
      "Q2 FY2023",
    ]);
    const growth = factFor(ask("How much did revenue grow in Q2 FY2023?", tenQ).table, "revenueGrowth");
    expect(growth?.period).toBe("Q2 FY2022–Q2 FY2023");
    expect(growth?.value).toBeCloseTo(25, 10);
    const missing = ask("What was revenue in Q3 FY2023?", tenQ);
    expect(missing.table.facts).toEqual([]);
    expect(missing.table.gaps[0]?.text).toBe(
      "The filing's statements cover fiscal 2022 and Q2 of fiscal 2022, Q2 of fiscal 2023; Q3 of fiscal 2023 is not in them.",
    );
  });

  it("reads a quarterly report's dated columns: the quarter's income lines and its balance sheet date are one column", () => {
    // As the reader labels a 10-Q's columns: spans and the latest balance sheet by their dates.
    const tenQ: FilingReading = {
      pages: TEN_Q_PAGES,
      facts: [
        // A 52–53-week year: the quarter a year before ends six days earlier in the calendar.
        line("revenue", "Net sales", "three months ended June 25, 2022", 2_000, 3),
        line("revenue", "Net sales", "three months ended July 1, 2023", 2_500, 3),
        line("revenue", "Net sales", "six months ended July 1, 2023", 4_800, 3),
        line("costOfRevenue", "Cost of sales", "three months ended July 1, 2023", 1_500, 3),
        line("inventory", "Inventories", "FY2022", 700, 4),
        line("inventory", "Inventories", "July 1, 2023", 800, 4),
        // The last year end's balance sheet, dated: a column between the two quarters, holding no sales.
        line("currentAssets", "Total current assets", "September 24, 2022", 3_000, 4),
      ],
    };
    expect(ask("What was revenue in the latest quarter?", tenQ).text).toBe(
      "Revenue in the three months ended July 1, 2023 was $2.50 billion: net sales, income statement, page 3.",
    );
    expect(ask("What was inventory?", tenQ).text).toBe(
      "Inventory at July 1, 2023 was $800.0 million: inventories, balance sheet, page 4.",
    );
    for (const question of [
      "How much did revenue grow in the latest quarter versus a year ago?",
      "How much did revenue grow?",
    ]) {
      const grown = ask(question, tenQ);
      expect(grown.table.gaps, question).toEqual([]);
      const growth = factFor(grown.table, "revenueGrowth");
      expect(growth?.value, question).toBeCloseTo(25, 10);
    }
    // A ratio of a quarter's flow over its averaged balance: the quarter end and the last year end.
    const turnover = ask(
      "Inventory turnover is defined as cost of sales divided by average inventory. What was it in the latest quarter?",
      tenQ,
    );
    expect(factFor(turnover.table, "inventoryTurnover")?.value).toBeCloseTo(1_500 / 750, 10);
  });

  it("takes the latest column that holds the figure, when a later one (an outlook) does not", () => {
    // An earnings release: its spans headed by year alone, and an outlook column for a later quarter.
    const release: FilingReading = {
      pages: [page(8, "earningsTable"), page(9, "earningsTable")],
      facts: [
        line("revenue", "Net revenues", "three months ended 2022", 2_422, 8),
        line("revenue", "Net revenues", "three months ended 2023", 2_540, 8),
        line("operatingIncome", "Income from operations", "three months ended 2023", 518, 8),
        line("eps", "Diluted EPS", "Q4 FY2023", 1, 9),
      ],
    };
    expect(ask("What was revenue in the latest quarter?", release).text).toBe(
      "Revenue in the three months ended 2023 was $2.54 billion: net revenues, earnings release table, page 8.",
    );
    const margin = factFor(ask("What was operating margin in the latest quarter?", release).table, "operatingMargin");
    expect(margin?.value).toBeCloseTo((518 / 2_540) * 100, 10);
    expect(margin?.period).toBe("three months ended 2023");
  });

  it("reads the column a question dates: the quarter, the longer span and the balance date it names", () => {
    // A 10-Q's columns as the reader labels them: the quarter and six months to the same day, and
    // the balance sheet dated; the year before's quarter ends six days earlier (a 52–53-week year).
    const tenQ: FilingReading = {
      pages: [page(3, "incomeStatement"), page(4, "balanceSheet")],
      facts: [
        line("revenue", "Net sales", "three months ended June 25, 2022", 2_000, 3),
        line("revenue", "Net sales", "three months ended July 1, 2023", 2_500, 3),
        line("revenue", "Net sales", "six months ended June 25, 2022", 4_100, 3),
        line("revenue", "Net sales", "six months ended July 1, 2023", 4_800, 3),
        line("equity", "Total shareholders' equity", "FY2022", 50_000, 4),
        line("equity", "Total shareholders' equity", "July 1, 2023", 60_274, 4),
      ],
    };
    const figuresFor = (question: string) => ask(question, tenQ).table.facts.map((fact) => [fact.period, fact.value]);
    expect(figuresFor("What were net sales in the three months ended July 1, 2023?")).toEqual([
      ["three months ended July 1, 2023", 2_500 * MILLION],
    ]);
    expect(figuresFor("What were net sales for the six months ended July 1, 2023, in USD millions?")).toEqual([
      ["six months ended July 1, 2023", 4_800 * MILLION],
    ]);
    expect(figuresFor("From the balance sheet, what was total shareholders' equity at July 1, 2023?")).toEqual([
      ["July 1, 2023", 60_274 * MILLION],
    ]);
    // A change over the dated quarter is against the same quarter a year before.
    const grown = ask(
      "How much did net sales for the three months ended July 1, 2023 grow over the same quarter a year earlier?",
      tenQ,
    );
    expect(grown.table.facts.find((fact) => fact.measure === "revenueGrowth")?.value).toBeCloseTo(25, 10);
    const longer = ask("How much did net sales grow in the six months ended July 1, 2023?", tenQ);
    expect(longer.table.facts.find((fact) => fact.measure === "revenueGrowth")?.value).toBeCloseTo(
      (700 / 4_100) * 100,
      10,
    );
  });

  it("finds a quarter named by number among columns dated by their end, or headed by their year alone", () => {
    const release: FilingReading = {
      pages: [page(5, "incomeStatement"), page(8, "earningsTable")],
      facts: [
        line("revenue", "Total revenues", "three months ended June 30, 2022", 5_718.4, 5),
        line("revenue", "Total revenues", "three months ended June 30, 2023", 6_497.5, 5),
        line("revenue", "Total revenues", "three months ended March 31, 2023", 5_897.8, 5),
        line("operatingIncome", "Income from operations", "three months ended 2022", 525, 8),
        line("operatingIncome", "Income from operations", "three months ended 2023", 518, 8),
      ],
    };
    expect(ask("What were total revenues in Q2 2023?", release).table.facts.map((fact) => fact.value)).toEqual([
      6_497.5 * MILLION,
    ]);
    expect(ask("What were total revenues in the first quarter of 2023?", release).table.facts[0]?.value).toBe(
      5_897.8 * MILLION,
    );
    const growth = ask("How much did total revenues grow from Q2 2022 to Q2 2023?", release).table.facts.find(
      (fact) => fact.measure === "revenueGrowth",
    );
    expect(growth?.value).toBeCloseTo((779.1 / 5_718.4) * 100, 10);
    // The year's one quarter headed by its year alone is the quarter asked.
    expect(ask("What was income from operations in Q2 2023?", release).table.facts[0]?.value).toBe(518 * MILLION);
  });

  it("reads a line the question names in the filing's own words, not the broader measure it resembles", () => {
    const statements: FilingReading = {
      pages: [page(36, "incomeStatement"), page(38, "balanceSheet")],
      facts: [
        line("revenue", "TOTAL REVENUES", "FY2022", 23_182.6, 36),
        line(
          "line:revenues from franchised restaurants",
          "Revenues from franchised restaurants",
          "FY2022",
          14_105.8,
          36,
        ),
        line(
          "line:sales by company-operated restaurants",
          "Sales by Company-operated restaurants",
          "FY2022",
          8_748.4,
          36,
        ),
        line("line:marketing and sales", "Marketing and sales", "FY2021", 11_855, 36),
        line("line:marketing and sales", "Marketing and sales", "FY2022", 13_526, 36),
        line("line:unearned revenue", "Unearned revenue", "FY2022", 17_376, 38),
        line("line:current maturities of long-term debt", "Current maturities of long-term debt", "FY2022", 1_150, 38),
        line("line:long-term debt", "Long-term debt", "FY2022", 35_903.5, 38),
        {
          ...line("totalDebt", "Total debt (sum of the debt lines)", "FY2022", 37_053.5, 38),
          derivedFrom: ["a", "b"],
        },
      ],
    };
    const first = (question: string) => ask(question, statements).text.split("\n")[0];
    expect(first("What were revenues from franchised restaurants in 2022, in USD millions?")).toBe(
      "Revenues from franchised restaurants in fiscal 2022 was $14,105.8 million: revenues from franchised restaurants, income statement, page 36.",
    );
    expect(first("From the balance sheet, what was unearned revenue at December 31, 2022, in USD millions?")).toBe(
      "Unearned revenue in fiscal 2022 was $17,376 million: unearned revenue, balance sheet, page 38.",
    );
    expect(first("From the balance sheet, what was long-term debt at December 31, 2022, in USD millions?")).toContain(
      "$35,903.5 million: long-term debt, balance sheet, page 38",
    );
    const increase = ask("By how much did marketing and sales expense increase from 2021 to 2022?", statements);
    expect(increase.table.facts.find((fact) => fact.measure === "line:marketing and salesChange")?.value).toBe(
      1_671 * MILLION,
    );
    // Total revenues asked are the total, and a question naming no line's words keeps its measure.
    expect(ask("What were total revenues in 2022?", statements).table.facts.map((fact) => fact.value)).toEqual([
      23_182.6 * MILLION,
    ]);
    expect(ask("What was revenue in 2022?", statements).table.facts.map((fact) => fact.measure)).toEqual(["revenue"]);
  });

  it("reads, of two lines one measure prints on a statement, the one the question names", () => {
    const cashFlows: FilingReading = {
      pages: [page(62, "cashFlowStatement")],
      facts: [
        line("operatingCashFlow", "Net cash provided by continuing operating activities", "FY2022", 2_627, 62),
        line("operatingCashFlow", "Net cash provided by operating activities", "FY2022", 2_254, 62),
        line("capex", "Purchases of property and equipment", "FY2022", -449, 62),
      ],
    };
    const fcf = (operating: string) =>
      ask(
        `Free cash flow is defined as ${operating} minus purchases of property and equipment. What was free cash flow in 2022?`,
        cashFlows,
      ).table.facts.find((fact) => fact.measure === "freeCashFlow")?.value;
    expect(fcf("net cash provided by continuing operating activities")).toBe((2_627 - 449) * MILLION);
    expect(fcf("net cash provided by operating activities")).toBe((2_254 - 449) * MILLION);
  });

  it("computes gross profit from revenue and cost of revenue when the filing prints no such line", () => {
    const noGrossProfit: FilingReading = {
      pages: [page(8, "incomeStatement")],
      facts: [
        line("revenue", "Net revenues", "three months ended 2023", 2_540, 8),
        line("costOfRevenue", "Cost of net revenues", "three months ended 2023", 718, 8),
      ],
    };
    const { table } = ask(
      "Gross margin is defined as gross profit divided by net revenues. What was gross margin in the latest quarter?",
      noGrossProfit,
    );
    const grossProfit = table.facts.find((fact) => fact.measure === "grossProfit");
    expect(grossProfit?.value).toBe(1_822 * MILLION);
    expect(grossProfit?.sourceId).toBe("page:8");
    expect(table.facts.find((fact) => fact.measure === "grossMargin")?.value).toBeCloseTo((1_822 / 2_540) * 100, 10);
    // A gross profit the filing prints is read as printed.
    const printed: FilingReading = {
      ...noGrossProfit,
      facts: [...noGrossProfit.facts, line("grossProfit", "Gross profit", "three months ended 2023", 1_800, 8)],
    };
    expect(
      ask("What was gross profit in the latest quarter?", printed).table.facts.find(
        (fact) => fact.measure === "grossProfit",
      )?.value,
    ).toBe(1_800 * MILLION);
  });
});
