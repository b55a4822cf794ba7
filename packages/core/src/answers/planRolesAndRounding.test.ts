// Long analyst questions (issue 44), over generated roles, sectors, companies, measures and
// decimals: a sentence where the asker says who they are ("I cover restaurants for a long-only
// fund.") asks nothing and refuses nothing, every word of it read; decimals asked clause by clause
// go each to its own measure; a name before a definition leaves the average to the operation.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import type { Fact, PlannedRounding } from "./answerTypes";
import { factValue } from "./factWords";
import { MEASURES } from "./measures";

const COVERED = [
  { symbol: "MCD", name: "McDonald's Corporation" },
  { symbol: "WMT", name: "Walmart Inc." },
  { symbol: "KO", name: "The Coca-Cola Company" },
];
const plan = planReaderOver(COVERED);
const company = fc.constantFrom("McDonald's", "Walmart", "Coca-Cola");
const role = fc.constantFrom(
  "I cover restaurants for a long-only fund.",
  "I cover retail stores and warehouses for a hedge fund.",
  "We run a dividend portfolio of consumer names.",
  "I'm a credit analyst covering branches and outlets.",
  "I am an analyst at a pension fund.",
  "I track restaurants and stores for a family office.",
);
const measure = fc.constantFrom(
  ["revenue", "revenue"],
  ["net income", "netIncome"],
  ["total debt", "totalDebt"],
  ["operating income", "operatingIncome"],
);

describe("a sentence saying who the asker is", () => {
  it("asks no figure and refuses nothing, and every word of it is read", () => {
    fc.assert(
      fc.property(role, company, measure, fc.integer({ min: 2020, max: 2024 }), (said, name, [words, id], year) => {
        const question = `${said} What was ${name}'s ${words} in fiscal ${year}?`;
        const read = plan(question);
        expect(
          read.measures.map((each) => each.id),
          question,
        ).toEqual([id]);
        expect(read.refusals, question).toEqual([]);
        expect(read.unread ?? [], question).toEqual([]);
      }),
    );
  });

  it("is the question when it is the only sentence", () => {
    const read = plan("I cover restaurants: how many restaurants does McDonald's run?");
    expect(
      read.refusals.some((refusal) => refusal.kind === "absent"),
      "store counts asked",
    ).toBe(true);
  });
});

describe("decimals asked clause by clause", () => {
  const DECIMALS = ["no", "one", "two", "three"];

  it("go each to the measure of its clause", () => {
    fc.assert(
      fc.property(company, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (name, first, second) => {
        const question =
          `For ${name} give me operating income for 2022, 2023 and 2024 in billions to ${DECIMALS[first]} decimals, ` +
          `and then the net margin across those years, in percent to ${DECIMALS[second]} decimals.`;
        const read = plan(question);
        expect(read.rounding.byMeasure, question).toEqual({ operatingIncome: first, netMargin: second });
        const fact = (id: string, value: number, unit: Fact["unit"]): Fact => ({
          id: `MCD/${id}/FY2024`,
          symbol: "MCD",
          measure: id,
          label: id,
          period: "FY2024",
          value,
          unit,
          sourceId: "s",
          derivedFrom: [],
        });
        expect(factValue(fact("operatingIncome", 11_712_000_000, "usd"), read.rounding)).toBe(
          `$${(11.712).toFixed(first)} billion`,
        );
        expect(factValue(fact("netMargin", 31.7234, "percent"), read.rounding)).toBe(`${(31.7234).toFixed(second)}%`);
      }),
    );
  });
});

describe("decimals asked of one measure", () => {
  /** Dictionary measures whose id begins with another's ("ebitda" and "ebitdaMargin"). */
  const prefixed = MEASURES.flatMap((short) =>
    MEASURES.filter((long) => long.id !== short.id && long.id.startsWith(short.id) && long.unit === "percent").map(
      (long) => [short.id, long.id] as const,
    ),
  );

  it("write that measure and its derived figures so, and not another measure whose id begins the same", () => {
    expect(prefixed.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(
        fc.constantFrom(...prefixed),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom("Growth", "Average", "Change"),
        ([short, long], decimals, derived) => {
          const rounding: PlannedRounding = {
            decimals: null,
            scale: null,
            byMeasure: { [short]: decimals, revenue: 3 - decimals },
          };
          const value = (measure: string) =>
            factValue({ ...PERCENT_FACT, measure }, rounding)
              .replace("%", "")
              .split(".")[1]?.length ?? 0;
          expect(value(short)).toBe(decimals);
          expect(value(`${short}${derived}`)).toBe(decimals);
          // The other measure keeps the default: one decimal for a percentage.
          expect(value(long)).toBe(1);
          expect(value(`${long}${derived}`)).toBe(1);
        },
      ),
    );
  });
});

const PERCENT_FACT: Omit<Fact, "measure"> = {
  id: "MCD/x/FY2024",
  symbol: "MCD",
  label: "x",
  period: "FY2024",
  value: 31.72345,
  unit: "percent",
  sourceId: "s",
  derivedFrom: [],
};

describe("a defined measure's name", () => {
  it("leaves 'simple average' to the operation", () => {
    fc.assert(
      fc.property(company, fc.constantFrom("simple average", "average", "arithmetic mean"), (name, average) => {
        const question = `For ${name}, give the ${average} operating margin (operating income over revenue) across 2022, 2023 and 2024.`;
        const read = plan(question);
        expect(read.operation.kind, question).toBe("average");
        expect(read.measures.find((each) => each.defined)?.label, question).toBe("operating margin");
      }),
    );
  });
});

describe("an aside between a definition's terms", () => {
  it("naming the statement they come from keeps them one measure", () => {
    const aside = fc.constantFrom("(both from the cash flow statement)", "(both from the cash flow statement),");
    fc.assert(
      fc.property(company, aside, (name, said) => {
        const question =
          `For ${name}, calculate cash return on assets as cash from operations minus purchases of property, ` +
          `plant and equipment ${said} divided by total assets at year end. Give it for 2023 and 2024 as a percentage.`;
        const read = plan(question);
        const defined = read.measures.find((each) => each.defined);
        expect(defined?.formula, question).toMatchObject({
          numerator: [
            { sign: 1, id: "operatingCashFlow" },
            { sign: -1, id: "capex" },
          ],
          denominator: [{ sign: 1, id: "totalAssets" }],
          percent: true,
        });
      }),
    );
  });
});

describe("lines summed as a step, then divided", () => {
  it("is their sum over the line after 'divide by', in percent when asked", () => {
    const summed = fc.constantFrom("add them", "add them up", "sum them");
    const joined = fc.constantFrom(", and divide by", " and then divide by", ", then divide by");
    fc.assert(
      fc.property(company, summed, joined, (name, add, divide) => {
        const question =
          `Take ${name}'s 'research and development' and 'selling, general and administrative' lines from the ` +
          `income statement, ${add}${divide} revenue; report it for fiscal 2024 as percentages.`;
        const read = plan(question);
        expect(read.measures, question).toHaveLength(1);
        expect(read.measures[0]?.formula, question).toMatchObject({
          numerator: [
            { sign: 1, id: "researchAndDevelopment" },
            { sign: 1, id: "sga" },
          ],
          denominator: [{ sign: 1, id: "revenue" }],
          percent: true,
        });
      }),
    );
  });
});
