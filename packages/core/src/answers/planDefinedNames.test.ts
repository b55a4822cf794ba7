// A measure the question defines under a name the reader also knows (issue 44): "define cash
// flow to debt as operating cash flow divided by total debt" is the question's formula, not the
// words of its name read as a ratio ("cash flow" over "debt"), nor the dictionary's own formula
// for that name ("define ROE as …"). Over generated names, terms, companies and years.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";

const COVERED = [
  { symbol: "PG", name: "The Procter & Gamble Company" },
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "XOM", name: "Exxon Mobil Corporation" },
];
const plan = planReaderOver(COVERED);
const company = fc.constantFrom("Procter & Gamble", "Apple", "Exxon Mobil");
/** Names that are themselves read as figures: a quotient of two measures, or a dictionary measure. */
const name = fc.constantFrom(
  "cash flow to debt",
  "cash flow to sales",
  "income to assets",
  "ROE",
  "return on assets",
  "free cash flow",
  "debt to equity",
  "net margin",
);
const term = fc.constantFrom(
  ["net cash from operating activities", "operatingCashFlow"],
  ["operating cash flow", "operatingCashFlow"],
  ["net income", "netIncome"],
  ["operating income", "operatingIncome"],
  ["total debt", "totalDebt"],
  ["total assets", "totalAssets"],
  ["revenue", "revenue"],
);
const operator = fc.constantFrom("divided by", "over", "/");

describe("a definition whose name the reader knows", () => {
  it("computes the formula the question gives", () => {
    fc.assert(
      fc.property(
        name,
        term,
        term,
        operator,
        company,
        fc.integer({ min: 2020, max: 2024 }),
        (called, [top, topId], [bottom, bottomId], over, who, year) => {
          fc.pre(topId !== bottomId);
          const question = `For ${who}, define ${called} as ${top} ${over} ${bottom}. Give fiscal ${year}.`;
          const { measures } = plan(question);
          expect(measures, question).toHaveLength(1);
          const [defined] = measures;
          expect(defined?.defined, question).toBe(true);
          expect(defined?.formula, question).toMatchObject({
            kind: "expression",
            numerator: [{ sign: 1, id: topId }],
            denominator: [{ sign: 1, id: bottomId }],
          });
        },
      ),
    );
  });
});
