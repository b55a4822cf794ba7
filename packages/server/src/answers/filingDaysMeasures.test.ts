// The filing facts engine's days measures (issue 45, item 6): days outstanding on the year-end
// balance when the filing prints one balance sheet date, a quarter's days over a quarter's revenue,
// and a span reaching before the statements' years said first.
import type { FilingReading } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { ask, factFor, line, TEN_K, TEN_Q_PAGES } from "../testing/filingPlanFixture";

describe("runFilingPlan's days measures and spans", () => {
  it("computes days outstanding on the year-end balance when the filing prints one balance sheet date, and says so", () => {
    const oneDate: FilingReading = {
      ...TEN_K,
      facts: [
        ...TEN_K.facts.filter((fact) => !(fact.measure === "inventory" && fact.period === "FY2022")),
        line("receivables", "Accounts receivable, net", "FY2023", 800, 41),
        line("accountsPayable", "Accounts payable", "FY2023", 900, 41),
        // The cash flow statement's changes of the balances are never read as balances.
        line("receivables", "Accounts receivable, net", "FY2022", -55, 43),
        line("accountsPayable", "Accounts payable", "FY2022", 70, 43),
      ],
    };
    const days = ask("What was the cash conversion cycle in FY2023?", oneDate);
    // DSO 800 / 10,000 × 365 = 29.2; DIO 1,300 / 6,000 × 365 = 79.08; DPO 900 / 6,000 × 365 = 54.75.
    const cycle = days.table.facts.find((fact) => fact.measure === "cashConversionCycle");
    expect(cycle?.value).toBeCloseTo(29.2 + 79.083 - 54.75, 2);
    const [head, ...items] = days.text.split("\n");
    expect(head).toBe(
      "Cash conversion cycle (on year-end balances, as the filing prints no balance sheet before it) in fiscal 2023 was 53.5 days, computed as days sales outstanding + days inventory outstanding − days payable outstanding:",
    );
    expect(items).toContain(
      "- Days sales outstanding (on year-end receivables, as the filing prints no balance sheet before it), fiscal 2023: 29.2 days",
    );
    expect(items.join("\n")).not.toMatch(/page 43|fiscal 2022/);
    const dio = ask("What were days inventory outstanding in FY2023?", oneDate).text.split("\n");
    expect(dio[0]).toBe(
      "Days inventory outstanding (on year-end inventory, as the filing prints no balance sheet before it) in fiscal 2023 was 79.1 days, computed as inventory ÷ cost of revenue × 365:",
    );
    expect(dio).toContain("- Inventory, fiscal 2023: $1.30 billion (inventories, balance sheet, page 41)");
    // With both balance sheet dates printed, the average is taken and named; the average balance it
    // rests on is an input, never the answer's lead, even when the question names it too.
    for (const question of [
      "What were days inventory outstanding in FY2023?",
      "What were days inventory outstanding in FY2023, on average inventory?",
    ]) {
      expect(ask(question).text.split("\n")[0], question).toBe(
        "Days inventory outstanding (on average inventory) in fiscal 2023 was 73.0 days, computed as average inventory ÷ cost of revenue × 365:",
      );
    }
  });

  it("counts a quarter's days, not a year's, in days outstanding over a quarter's revenue", () => {
    const tenQ: FilingReading = {
      pages: TEN_Q_PAGES,
      facts: [
        line("revenue", "Net sales", "Q2 FY2023", 2_500, 3),
        line("receivables", "Accounts receivable, net", "FY2022", 600, 4),
        line("receivables", "Accounts receivable, net", "Q2 FY2023", 800, 4),
      ],
    };
    const { table, text } = ask("What was days sales outstanding in Q2 FY2023?", tenQ);
    // (600 + 800) / 2 / 2,500 × 365 / 4 = 25.55 days.
    expect(factFor(table, "daysSalesOutstanding")?.value).toBeCloseTo(25.55, 6);
    expect(text.split("\n")[0]).toBe(
      "Days sales outstanding (on average receivables) in Q2 of fiscal 2023 was 25.6 days, computed as average accounts receivable ÷ revenue × 91.25:",
    );
  });

  it("says first which years its statements hold when a span asked reaches before them, and computes over those", () => {
    const cagr = ask("What was the 5-year revenue CAGR?");
    expect(cagr.table.gaps).toEqual([
      {
        kind: "span",
        text: "The filing's statements hold fiscal 2022 and fiscal 2023 only, not the 5 years asked: the figures below are over fiscal 2022 to fiscal 2023.",
      },
    ]);
    expect(cagr.text.split("\n\n")[1]).toBe(
      "Revenue grew at a compound annual rate of 11.1% from fiscal 2022 to fiscal 2023 (from $9.00 billion to $10.00 billion).",
    );
    const average = ask("What was the average revenue from FY2019 to FY2023?");
    expect(average.table.gaps.map((gap) => gap.text)).toEqual([
      "The filing's statements hold fiscal 2022 and fiscal 2023 only, not fiscal 2019 to 2023: the figures below are over fiscal 2022 to fiscal 2023.",
    ]);
    expect(average.text).toContain("Revenue averaged $9.50 billion over fiscal 2022 to fiscal 2023.");
  });
});
