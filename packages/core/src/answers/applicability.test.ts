// Measures that mean nothing for a kind of company (issue 44, item 5), decided by the lines each
// measure rests on: every dictionary measure built on cost of sales is refused for a financial
// company with why, every one built on inventory for a company with none, and no other is.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PlannedMeasure } from "./answerTypes";
import { notMeaningfulFor } from "./applicability";
import { MEASURES } from "./measures";

const planned = (id: string): PlannedMeasure => {
  const measure = MEASURES.find((each) => each.id === id);
  if (!measure) throw new Error(id);
  return { id, label: measure.label, unit: measure.unit, formula: measure.formula, defined: false };
};
const ON_COST_OF_SALES = ["costOfRevenue", "grossProfit", "grossMargin"];
const bank = { sector: "Financial Services", industry: "Banks - Diversified", holdsInventory: false };
const retailer = { sector: "Consumer Defensive", industry: "Discount Stores", holdsInventory: true };

describe("notMeaningfulFor", () => {
  it("says a cost-of-sales measure means nothing for a bank, an insurer or a card network, and why", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ON_COST_OF_SALES),
        fc.constantFrom(
          ["Banks - Diversified", "a bank"],
          ["Insurance - Diversified", "an insurer"],
          ["Credit Services", "a card network"],
        ),
        (id, [industry, kind]) => {
          const said = notMeaningfulFor(planned(id), { ...bank, industry });
          expect(said).toContain(`not a meaningful measure for ${kind}: it has no cost of sales`);
        },
      ),
    );
  });

  it("refuses no measure for a company that has cost of sales and inventory", () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEASURES.map((each) => each.id)), (id) => {
        expect(notMeaningfulFor(planned(id), retailer)).toBeNull();
      }),
    );
  });

  it("refuses a measure the question defines from cost of sales as it refuses the dictionary's", () => {
    const defined: PlannedMeasure = {
      id: "grossSpread",
      label: "gross spread",
      unit: "percent",
      formula: {
        kind: "expression",
        numerator: [{ sign: 1, id: "grossProfit" }],
        denominator: [{ sign: 1, id: "revenue" }],
        percent: true,
      },
      defined: true,
    };
    expect(notMeaningfulFor(defined, bank)).toMatch(/^Gross spread is not a meaningful measure for a bank/);
  });

  it("says an inventory measure does not apply to a company that reports no inventory", () => {
    const inventory = planned("inventory");
    expect(notMeaningfulFor(inventory, { ...retailer, holdsInventory: false })).toMatch(/reports no inventory/);
    expect(notMeaningfulFor(planned("revenue"), { ...retailer, holdsInventory: false })).toBeNull();
  });
});
