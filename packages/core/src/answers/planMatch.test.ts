// The rule that an answer's facts are for its question's plan: the companies it names, the
// measures it asks for (and what they are computed from) and the period it asks about.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { companyDirectory } from "./companyDirectory";
import { citedFactIds, factsOffPlan, planReportQuestion } from "./planMatch";

const directory = companyDirectory([
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
]);
const latest = () => 2024;
const off = (question: string, factIds: string[]) =>
  factsOffPlan(planReportQuestion(question, directory, "AAPL"), factIds, latest);

describe("facts for a question's plan", () => {
  it("accepts the plan's measure for its company and period, and the lines it is computed from", () => {
    expect(
      off("What gross margin does Apple Inc. keep on what it sells?", [
        "AAPL/grossMargin/FY2024",
        "AAPL/grossProfit/FY2024",
        "AAPL/revenue/FY2024",
      ]),
    ).toEqual([]);
  });

  it("finds a figure of another measure, another company or another year", () => {
    const question = "What gross margin does Apple Inc. keep on what it sells?";
    expect(off(question, ["AAPL/researchAndDevelopment/FY2024"])).toEqual([
      { factId: "AAPL/researchAndDevelopment/FY2024", why: "measure" },
    ]);
    expect(off(question, ["COST/grossMargin/FY2024"])).toEqual([{ factId: "COST/grossMargin/FY2024", why: "company" }]);
    expect(off(question, ["AAPL/grossMargin/FY2021"])).toEqual([{ factId: "AAPL/grossMargin/FY2021", why: "period" }]);
  });

  it("finds any figure under a question that names none", () => {
    expect(off("How does Apple Inc. make money, and which products does it sell?", ["AAPL/revenue/FY2024"])).toEqual([
      { factId: "AAPL/revenue/FY2024", why: "measure" },
    ]);
  });

  it("keeps a change over the years asked inside them, and no year outside", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2020, max: 2023 }), fc.integer({ min: 1, max: 4 }), (from, span) => {
        const to = Math.min(2024, from + span);
        const question = `How has Apple Inc.'s revenue changed from fiscal ${from} to fiscal ${to}?`;
        expect(off(question, [`AAPL/revenueGrowth/FY${from}-FY${to}`, `AAPL/revenue/FY${to}`])).toEqual([]);
        expect(off(question, [`AAPL/revenue/FY${from - 1}`]).map((miss) => miss.why)).toEqual(["period"]);
      }),
    );
  });

  it("reads the fact ids a facts engine source cites, and none from other sources", () => {
    expect(
      citedFactIds([
        { id: "facts:AAPL/grossMargin/FY2024,AAPL/revenue/FY2024" },
        { id: "filing:https://www.sec.gov/x" },
      ]),
    ).toEqual(["AAPL/grossMargin/FY2024", "AAPL/revenue/FY2024"]);
  });
});
