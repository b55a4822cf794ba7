// Days outstanding and turnovers over the average balance (issue 44), with generated companies,
// years and phrasings: each is read as its own measure (not the flow or the balance alone), and
// every word of the question is read.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import { MEASURE_BY_ID } from "./measures";
import { closingBalanceLabel } from "./plan/balanceDates";

const plan = planReaderOver([
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "WMT", name: "Walmart Inc." },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
  { symbol: "NKE", name: "NIKE, Inc." },
]);
const company = fc.constantFrom("Apple", "Walmart", "Costco", "Nike", "WMT");
const year = fc.integer({ min: 2005, max: 2030 });

/** Ways a question names each measure. */
const WORDINGS: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  [
    "daysSalesOutstanding",
    ["days sales outstanding", "DSO", "days of receivables", "receivable days", "days of sales outstanding"],
  ],
  ["daysInventory", ["days inventory outstanding", "DIO", "days of inventory", "inventory days"]],
  ["daysPayable", ["days payable outstanding", "DPO", "days payable", "days of payables"]],
  ["receivablesTurnover", ["receivables turnover", "accounts receivable turnover"]],
  ["inventoryTurnover", ["inventory turnover", "inventory turns"]],
  ["payablesTurnover", ["payables turnover"]],
  ["assetTurnover", ["asset turnover", "total asset turnover"]],
];

describe("days outstanding and turnovers", () => {
  it("reads each wording as its measure, in the year asked, with every word read", () => {
    fc.assert(
      fc.property(company, year, fc.nat(), fc.nat(), fc.boolean(), (name, y, pickMeasure, pickWords, possessive) => {
        const [id, wordings] = WORDINGS[pickMeasure % WORDINGS.length] as (typeof WORDINGS)[number];
        const words = wordings[pickWords % wordings.length] as string;
        const question = possessive ? `What was ${name}'s ${words} in fiscal ${y}?` : `${name} ${words} FY${y}`;
        const asked = plan(question);
        expect(asked.measures.map((measure) => measure.id)).toEqual([id]);
        expect(asked.period).toEqual({ kind: "years", years: [y] });
        expect(asked.unread ?? []).toEqual([]);
      }),
    );
  });

  it("computes each on the average of the opening and closing balance, and says so in its label", () => {
    for (const [id] of WORDINGS) {
      const measure = MEASURE_BY_ID.get(id);
      const formula = measure?.formula;
      if (formula?.kind !== "expression") throw new Error(`${id} is not an expression`);
      const averaged = [...formula.numerator, ...(formula.denominator ?? [])].filter((term) => term.average);
      expect(averaged).toHaveLength(1);
      expect(measure?.label).toMatch(/average/);
    }
  });

  it("takes the balance at the year's end when the question does, and says so in its label", () => {
    fc.assert(
      fc.property(
        company,
        year,
        fc.constantFrom(...WORDINGS),
        fc.constantFrom(
          (name: string, words: string, y: number) => `${name}'s ${words} at the end of fiscal ${y}`,
          (name: string, words: string, y: number) => `${name} ${words} FY${y}, using year-end balances`,
          (name: string, words: string, y: number) => `${words} for ${name} in ${y} on the closing balance`,
        ),
        fc.boolean(),
        (name, y, [id, wordings], ask, average) => {
          const question = `${ask(name, wordings[0] as string, y)}${average ? ", not the average" : ""}`;
          const [measure] = plan(question).measures;
          const formula = measure?.formula;
          if (formula?.kind !== "expression") throw new Error(`${id} is not an expression`);
          const averaged = [...formula.numerator, ...(formula.denominator ?? [])].some((term) => term.average);
          // "Not the average" names an average: the reader keeps the dictionary's measure rather than guess.
          expect(averaged).toBe(average);
          expect(measure?.id).toBe(average ? id : `${id}YearEnd`);
          if (!average) expect(measure?.label).toMatch(/year-end/);
        },
      ),
    );
  });

  it("reads the cash conversion cycle as DSO plus DIO minus DPO, each on average balances, with every word read", () => {
    fc.assert(
      fc.property(
        company,
        year,
        fc.constantFrom("cash conversion cycle", "CCC", "cash-to-cash cycle"),
        fc.boolean(),
        (name, y, words, possessive) => {
          const asked = plan(possessive ? `What was ${name}'s ${words} in fiscal ${y}?` : `${name} ${words} FY${y}`);
          expect(asked.measures.map((measure) => measure.id)).toEqual(["cashConversionCycle"]);
          expect(asked.period).toEqual({ kind: "years", years: [y] });
          expect(asked.unread ?? []).toEqual([]);
        },
      ),
    );
    const formula = MEASURE_BY_ID.get("cashConversionCycle")?.formula;
    expect(formula).toEqual({
      kind: "sum",
      terms: [
        { sign: 1, id: "daysSalesOutstanding" },
        { sign: 1, id: "daysInventory" },
        { sign: -1, id: "daysPayable" },
      ],
    });
    expect(MEASURE_BY_ID.get("cashConversionCycle")?.unit).toBe("days");
  });

  it("labels a measure computed on closing balances for want of opening ones, whatever its label", () => {
    for (const [id] of WORDINGS) {
      const label = MEASURE_BY_ID.get(id)?.label as string;
      const closing = closingBalanceLabel(label);
      expect(closing).not.toMatch(/\baverage\b/);
      expect(closing).toMatch(/year-end/);
      expect(closing).toMatch(/no balance sheet before/);
      expect(closing.split("(").length).toBe(closing.split(")").length);
    }
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z ]{0,30}[a-z]$/), (label) => {
        const closing = closingBalanceLabel(label);
        expect(closing.startsWith(label)).toBe(true);
        expect(closing).toMatch(/year-end balances/);
      }),
    );
  });

  it("reads days of sales sitting in receivables as days sales outstanding first, on the year-end balance asked", () => {
    fc.assert(
      fc.property(company, year, (name, y) => {
        const asked = plan(`How many days of sales were sitting in ${name}'s receivables at the end of fiscal ${y}?`);
        expect(asked.measures[0]?.id).toBe("daysSalesOutstandingYearEnd");
        expect(asked.unread ?? []).toEqual([]);
      }),
    );
  });
});
