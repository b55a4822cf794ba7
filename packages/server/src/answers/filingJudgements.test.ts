// Judgement questions over a filing's statements (issue 45, item 3), over generated statement
// figures: the answer leads with "Yes: …" or "No: …" by the house's thresholds, says each threshold,
// and lists every input with its page; a line the verdict needs and the filing lacks is named
// instead, with no verdict; a measure that does not fit the company is said so, with why.
import {
  CAPITAL_INTENSIVE_CAPEX_PERCENT,
  CAPITAL_INTENSIVE_PPE_PERCENT,
  type Fact,
  type FilingReading,
  HEALTHY_CURRENT_RATIO,
} from "@moatwise/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ask, line, page } from "../testing/filingPlanFixture";

const PAGES = [
  page(40, "incomeStatement", "CONSOLIDATED STATEMENTS OF OPERATIONS"),
  page(41, "balanceSheet", "CONSOLIDATED BALANCE SHEETS"),
  page(43, "cashFlowStatement", "CONSOLIDATED STATEMENTS OF CASH FLOWS"),
];
const millions = fc.integer({ min: 1, max: 200_000 });
const verdictOf = (text: string) => /^(Yes|No):/.exec(text)?.[1] ?? null;

describe("a judgement asked of a filing", () => {
  it("says Yes exactly when capex or net PP&E meets its threshold, says both thresholds, and gives every input's page", () => {
    fc.assert(
      fc.property(millions, millions, millions, millions, (revenue, capex, ppe, assets) => {
        const reading: FilingReading = {
          pages: PAGES,
          facts: [
            line("revenue", "Net sales", "FY2023", revenue, 40),
            line("netPpe", "Property and equipment, net", "FY2023", ppe, 41),
            line("totalAssets", "Total assets", "FY2023", assets, 41),
            line("capex", "Purchases of property and equipment", "FY2023", -capex, 43),
          ],
        };
        const { text } = ask("Is the business capital-intensive?", reading);
        const [lead] = text.split("\n");
        const holds =
          (capex / revenue) * 100 >= CAPITAL_INTENSIVE_CAPEX_PERCENT ||
          (ppe / assets) * 100 >= CAPITAL_INTENSIVE_PPE_PERCENT;
        expect(verdictOf(lead ?? ""), lead).toBe(holds ? "Yes" : "No");
        expect(lead).toContain(`at least ${CAPITAL_INTENSIVE_CAPEX_PERCENT}% of revenue`);
        expect(lead).toContain(`at least ${CAPITAL_INTENSIVE_PPE_PERCENT}% of total assets`);
        for (const printed of [
          "net sales, income statement, page 40",
          "property and equipment, net, balance sheet, page 41",
          "total assets, balance sheet, page 41",
          "purchases of property and equipment, cash flow statement, page 43",
        ]) {
          expect(text).toContain(printed);
        }
      }),
    );
  });

  it("names the line it lacks and gives no verdict when the filing misses one the judgement rests on", () => {
    const inputs: ReadonlyArray<readonly [string, (value: number) => Fact, string]> = [
      ["revenue", (value) => line("revenue", "Net sales", "FY2023", value, 40), "revenue"],
      [
        "netPpe",
        (value) => line("netPpe", "Property and equipment, net", "FY2023", value, 41),
        "net property, plant and equipment",
      ],
      ["totalAssets", (value) => line("totalAssets", "Total assets", "FY2023", value, 41), "total assets"],
      ["capex", (value) => line("capex", "Capital expenditures", "FY2023", -value, 43), "capital expenditure"],
    ];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: inputs.length - 1 }), millions, (left, value) => {
        const reading: FilingReading = {
          pages: PAGES,
          facts: inputs.flatMap(([, made], at) => (at === left ? [] : [made(value)])),
        };
        const { text } = ask("Is this company capital intensive?", reading);
        expect(verdictOf(text)).toBeNull();
        expect(text.split("\n")[0]).toContain(`does not show ${inputs[left]?.[2]}`);
      }),
    );
  });

  it("judges the current ratio against the healthy level, and says it does not fit an unclassified balance sheet", () => {
    fc.assert(
      fc.property(millions, millions, (current, owed) => {
        const classified: FilingReading = {
          pages: PAGES,
          facts: [
            line("totalAssets", "Total assets", "FY2023", current * 3, 41),
            line("currentAssets", "Total current assets", "FY2023", current, 41),
            line("currentLiabilities", "Total current liabilities", "FY2023", owed, 41),
          ],
        };
        const { text } = ask("Is the current ratio healthy?", classified);
        expect(verdictOf(text)).toBe(current / owed >= HEALTHY_CURRENT_RATIO ? "Yes" : "No");
        expect(text.split("\n")[0]).toContain(`at least ${HEALTHY_CURRENT_RATIO.toFixed(1)}x`);
      }),
    );
    const trust: FilingReading = {
      pages: PAGES,
      facts: [
        line("totalAssets", "Total assets", "FY2023", 20_000, 41),
        line("revenue", "Total revenue", "FY2023", 2_500, 40),
      ],
    };
    for (const question of [
      "Is the current ratio healthy?",
      "Is working capital adequate?",
      "Is its liquidity sufficient?",
    ]) {
      const { table, text } = ask(question, trust);
      expect(verdictOf(text), question).toBeNull();
      expect(text.split("\n")[0], question).toMatch(/does not fit this company: its balance sheet is unclassified/);
      expect(table.facts, question).toEqual([]);
    }
  });

  it("leads a question of debt's change with the verdict on the two balance sheets' figures", () => {
    fc.assert(
      fc.property(millions, millions, fc.boolean(), (before, after, rise) => {
        fc.pre(before !== after);
        const reading: FilingReading = {
          pages: PAGES,
          facts: [
            line("totalDebt", "Total debt", "FY2022", before, 41),
            line("totalDebt", "Total debt", "FY2023", after, 41),
          ],
        };
        const { text } = ask(`Did total debt ${rise ? "rise" : "fall"} in FY2023?`, reading);
        expect(verdictOf(text)).toBe(after > before === rise ? "Yes" : "No");
        expect(text.split("\n")[0]).toMatch(
          /the filer's total debt (rose|fell) from \$.+ in fiscal 2022 to \$.+ in fiscal 2023/,
        );
      }),
    );
  });
});
