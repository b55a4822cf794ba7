// The plan reader on an analyst's phrasing of a question about a filing (issue 39, item 4): a
// measure defined in the question (with an averaged balance), the rounding and unit asked, the
// statement the question points to, the filing's latest column, several periods, and no company.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { companyDirectory } from "./companyDirectory";
import { planQuestion } from "./plan";

const directory = companyDirectory([{ symbol: "AAPL", name: "Apple Inc." }], []);
const plan = (question: string) => planQuestion(question, [], directory);

const year = fc.integer({ min: 2005, max: 2035 });
const DECIMAL_WORDS = ["zero", "one", "two", "three", "four"];

describe("planQuestion on an analyst's question about a filing", () => {
  it("reads a ratio defined over an average of two balances, for the year asked", () => {
    fc.assert(
      fc.property(year, (asked) => {
        const question =
          `Inventory turnover is defined as: (FY${asked} cost of sales) / (average inventory between ` +
          `FY${asked - 1} and FY${asked}). What is the FY${asked} inventory turnover? Round to two decimal places.`;
        const read = plan(question);
        expect(read.measures).toEqual([
          {
            id: "inventoryTurnover",
            label: "inventory turnover",
            unit: "ratio",
            formula: {
              kind: "expression",
              numerator: [{ sign: 1, id: "costOfRevenue" }],
              denominator: [{ sign: 1, id: "inventory", average: true }],
              percent: false,
            },
            defined: true,
          },
        ]);
        // The definition's two years say how the average is taken; the year asked is the later one.
        expect(read.period).toEqual({ kind: "years", years: [asked] });
        expect(read.operation.kind).toBe("value");
        expect(read.rounding.decimals).toBe(2);
        expect(read.companies).toEqual([]);
        expect(read.unknownCompanies).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it("reads a definition that names its statement, and the scale asked", () => {
    const read = plan(
      "Define EBITDA as operating income plus D&A from the cash flow statement. What was EBITDA in FY2023, in USD billions?",
    );
    expect(read.measures.map((measure) => [measure.id, measure.formula])).toEqual([
      [
        "ebitda",
        {
          kind: "expression",
          numerator: [
            { sign: 1, id: "operatingIncome" },
            { sign: 1, id: "depreciation" },
          ],
          denominator: null,
          percent: false,
        },
      ],
    ]);
    expect(read.statement).toBe("cashFlow");
    expect(read.rounding.scale).toBe("billion");
    expect(read.period).toEqual({ kind: "years", years: [2023] });
  });

  it("reads the statement the question points to, and keeps its words from naming a measure", () => {
    const cases: ReadonlyArray<readonly [string, "cashFlow" | "balance" | "income", string]> = [
      ["Using the cash flow statement, what was capital expenditure in the latest year?", "cashFlow", "capex"],
      ["On the statement of cash flows, what was depreciation and amortization?", "cashFlow", "depreciation"],
      ["From the balance sheet, what were total current assets at year end?", "balance", "currentAssets"],
      ["Per the statement of financial position, what was inventory?", "balance", "inventory"],
      ["From the income statement, what was cost of sales in FY2023?", "income", "costOfRevenue"],
      ["Using the consolidated statements of operations, what was operating income?", "income", "operatingIncome"],
    ];
    for (const [question, statement, measure] of cases) {
      const read = plan(question);
      expect(read.statement, question).toBe(statement);
      expect(
        read.measures.map((each) => each.id),
        question,
      ).toEqual([measure]);
    }
    expect(plan("From the P&L, what was operating income?").statement).toBe("income");
    // A measure whose name ends in "cash flow" is the measure, whatever stands before it.
    expect(
      plan("Define free cash flow as operating cash flow minus capex. What was it in FY2023?").measures.map(
        (each) => each.formula,
      ),
    ).toEqual([
      {
        kind: "expression",
        numerator: [
          { sign: 1, id: "operatingCashFlow" },
          { sign: -1, id: "capex" },
        ],
        denominator: null,
        percent: false,
      },
    ]);
    // "Cash flow" or "profit" with no statement named is a measure still.
    expect(plan("What was the profit and loss in FY2023?").statement).toBeNull();
    expect(plan("What was the profit and loss in FY2023?").measures.map((each) => each.id)).toContain("netIncome");
    expect(plan("What was free cash flow in FY2023?").statement).toBeNull();
    expect(plan("What was the company's cash flow in FY2023?").measures.map((each) => each.id)).toEqual([
      "freeCashFlow",
    ]);
  });

  it("reads any rounding phrase with 0 to 4 decimals, in digits or words", () => {
    const phrase = fc.constantFrom(
      (n: string) => `round to ${n} decimal places`,
      (n: string) => `rounded to ${n} decimals`,
      (n: string) => `to ${n} decimal place`,
      (n: string) => `answer to ${n} dp`,
      (n: string) => `(${n} decimal places)`,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        phrase,
        fc.constantFrom("What was FY2023 revenue", "Compute the current ratio for the latest year"),
        (decimals, inWords, rounding, question) => {
          const count = inWords ? (DECIMAL_WORDS[decimals] as string) : String(decimals);
          expect(plan(`${question}, ${rounding(count)}?`).rounding.decimals).toBe(decimals);
        },
      ),
    );
    expect(plan("What was revenue, to the nearest tenth of a billion?").rounding.decimals).toBe(1);
    expect(plan("Gross margin rounded to the nearest hundredth").rounding.decimals).toBe(2);
    expect(plan("Revenue, rounded to the nearest whole number").rounding.decimals).toBe(0);
  });

  it("reads the unit asked: a scale of dollars, or a percentage", () => {
    const scales: ReadonlyArray<readonly [string, string]> = [
      ["What was revenue in USD billions?", "billion"],
      ["What was revenue (in $ millions)?", "million"],
      ["What was revenue in US$ millions?", "million"],
      ["What was net income in thousands?", "thousand"],
      ["What was total assets in USD mn?", "million"],
    ];
    for (const [question, scale] of scales) expect(plan(question).rounding.scale, question).toBe(scale);
    expect(plan("What was the current ratio in FY2023, as a percentage?").rounding.percent).toBe(true);
    expect(plan("What was the current ratio in FY2023?").rounding.percent).toBeUndefined();
    // "as a percentage of" names the whole of a share, not the unit.
    expect(plan("R&D as a percentage of revenue in FY2023").rounding.percent).toBeUndefined();
  });

  it("reads the latest year or quarter, and several periods at once", () => {
    expect(plan("What was capex in the latest year?").period).toEqual({ kind: "latest" });
    expect(plan("What was revenue in the most recent fiscal year?").period).toEqual({ kind: "latest" });
    expect(plan("What was revenue in the latest quarter?").period).toEqual({ kind: "latestQuarter" });
    fc.assert(
      fc.property(fc.uniqueArray(year, { minLength: 2, maxLength: 4 }), (years) => {
        const written = years
          .map((each) => `FY${each}`)
          .join(", ")
          .replace(/, ([^,]*)$/, " and $1");
        const read = plan(`What was cost of sales in ${written}?`);
        expect(read.period.kind === "years" && [...read.period.years].sort()).toEqual([...years].sort());
      }),
      { numRuns: 40 },
    );
  });

  it("reads a fiscal quarter written any of the ways filings and analysts write it", () => {
    const ORDINALS = ["first", "second", "third", "fourth"];
    const forms = fc.constantFrom(
      (q: number, y: number) => `Q${q} FY${y}`,
      (q: number, y: number) => `Q${q} fiscal ${y}`,
      (q: number, y: number) => `q${q} of fiscal ${y}`,
      (q: number, y: number) => `the ${ORDINALS[q - 1]} quarter of fiscal ${y}`,
      (q: number, y: number) => `the ${ORDINALS[q - 1]} quarter of FY${String(y).slice(2)}`,
      (q: number, y: number) => `FY${y} Q${q}`,
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), year, forms, (quarter, asked, form) => {
        expect(plan(`What was revenue in ${form(quarter, asked)}?`).period).toEqual({
          kind: "quarters",
          quarters: [{ quarter, year: asked }],
        });
      }),
    );
    expect(plan("Revenue in Q2 FY2023 against Q2 FY2022: how much did it grow?").period).toEqual({
      kind: "quarters",
      quarters: [
        { quarter: 2, year: 2022 },
        { quarter: 2, year: 2023 },
      ],
    });
  });
});
