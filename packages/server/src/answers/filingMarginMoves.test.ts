// "What drove the operating margin's change?" over a filing's income statement (issue 45, item 3),
// over generated figures: the answer leads with the statement's costs that moved most as a share
// of revenue, biggest first, each with its page; subtotals, results and lines below operating
// income are no cost that moved it; a question asking no driver gets no such list.
import { type FilingReading, MOVED_LINES_NAMED } from "@moatwise/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ask, line, page } from "../testing/filingPlanFixture";
import { marginMovesText } from "./filingMarginMoves";

/** The lines that moved, as PDF chat's answer leads with them (factsAnswer puts them first). */
function movesAnswer(question: string, reading: FilingReading): string {
  return marginMovesText(ask(question, reading).table, reading, question) ?? "";
}

const COSTS = ["Cost of sales", "Sales and marketing", "Research and development", "General and administrative"];
const MEASURES: Readonly<Record<string, string>> = { "Cost of sales": "costOfRevenue" };

/** An income statement on page 40: revenue, the cost lines, total operating expenses, operating income, both years. */
function statement(revenue: [number, number], costs: ReadonlyArray<[number, number]>): FilingReading {
  const rows: Array<[string, string, [number, number]]> = [
    ["revenue", "Net revenues", revenue],
    ...costs.map((pair, at): [string, string, [number, number]] => {
      const label = COSTS[at] as string;
      return [MEASURES[label] ?? `line:${label.toLowerCase()}`, label, pair];
    }),
    [
      "line:total operating expenses",
      "Total operating expenses",
      [costs.reduce((sum, pair) => sum + pair[0], 0), costs.reduce((sum, pair) => sum + pair[1], 0)],
    ],
    [
      "operatingIncome",
      "Income from operations",
      [
        revenue[0] - costs.reduce((sum, pair) => sum + pair[0], 0),
        revenue[1] - costs.reduce((sum, pair) => sum + pair[1], 0),
      ],
    ],
    ["line:interest and other, net", "Interest and other, net", [50, 900]],
    ["line:income tax benefit (provision)", "Income tax benefit (provision)", [300, 2_000]],
  ];
  return {
    pages: [page(40, "incomeStatement", "CONSOLIDATED STATEMENTS OF INCOME")],
    facts: rows.flatMap(([measure, label, [before, after]]) => [
      line(measure, label, "FY2022", before, 40),
      line(measure, label, "FY2023", after, 40),
    ]),
  };
}

const pair = fc.tuple(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 2_000 }));

describe("what moved a margin, from a filing's income statement", () => {
  it("leads with the cost lines as shares of revenue, biggest move first, each with its page, and no subtotal", () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.integer({ min: 10_000, max: 50_000 }), fc.integer({ min: 10_000, max: 50_000 })),
        fc.array(pair, { minLength: 1, maxLength: COSTS.length }),
        (revenue, costs) => {
          const text = movesAnswer("What drove the change in operating margin in FY2023?", statement(revenue, costs));
          const [lead, ...rest] = text.split("\n");
          expect(lead).toMatch(/^What moved operating margin from .+ in fiscal 2022 to .+ in fiscal 2023/);
          const items = rest.slice(0, Math.min(costs.length, MOVED_LINES_NAMED));
          const points = costs.map(([before, after]) => (after / revenue[1] - before / revenue[0]) * 100);
          const expected = COSTS.slice(0, costs.length)
            .map((label, at) => ({ label, points: points[at] as number }))
            .sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
          expect(items.map((item) => item.slice(2, item.indexOf(":")))).toEqual(expected.map((each) => each.label));
          for (const item of items) expect(item).toMatch(/points; income statement, page 40\)$/);
          expect(text).not.toMatch(
            /- (Total operating expenses|Income from operations|Net revenues|Interest and other|Income tax)/,
          );
        },
      ),
    );
  });

  it("lists no lines when the question asks the margin's change but not what drove it", () => {
    const reading = statement([20_000, 21_000], [[5_000, 6_000]]);
    expect(movesAnswer("How did operating margin change in FY2023?", reading)).toBe("");
    expect(movesAnswer("Why did operating margin fall in FY2023?", reading)).toMatch(/^What moved operating margin/);
  });
});
