// A conversion of one figure into another (issue 44), with generated companies, figures, years and
// phrasings: the figure converted into is planned as a share of the one converted, for one company
// or many, so a ranking ranks the ratio; every word is read.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import type { PlannedMeasure } from "./answerTypes";
import { MEASURES } from "./measures";

const plan = planReaderOver([
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "WMT", name: "Walmart Inc." },
  { symbol: "KO", name: "The Coca-Cola Company" },
]);
const names = fc.shuffledSubarray(["Apple", "Microsoft", "Walmart", "Coca-Cola"], { minLength: 2, maxLength: 4 });
const year = fc.integer({ min: 2005, max: 2030 });
/** Flows a question converts one into another, with the dictionary's ids. */
const FLOWS: ReadonlyArray<readonly [string, string]> = [
  ["net income", "netIncome"],
  ["free cash flow", "freeCashFlow"],
  ["operating cash flow", "operatingCashFlow"],
  ["revenue", "revenue"],
  ["operating income", "operatingIncome"],
  ["gross profit", "grossProfit"],
];
const flowPair = fc
  .tuple(fc.nat({ max: FLOWS.length - 1 }), fc.nat({ max: FLOWS.length - 1 }))
  .filter(([a, b]) => a !== b)
  .map(([a, b]) => [FLOWS[a] as (typeof FLOWS)[number], FLOWS[b] as (typeof FLOWS)[number]] as const);

/** The plan's one measure as "top/bottom" of its formula's terms. */
const quotientOf = (measures: ReadonlyArray<PlannedMeasure>) => {
  expect(measures).toHaveLength(1);
  const formula = measures[0]?.formula;
  if (formula?.kind !== "expression") throw new Error("not a quotient");
  return `${formula.numerator.map((term) => term.id).join("+")}/${formula.denominator?.map((term) => term.id).join("+")}`;
};

describe("conversions", () => {
  it("ranks companies on the part as a share of the whole converted", () => {
    fc.assert(
      fc.property(
        names,
        year,
        flowPair,
        fc.constantFrom("turned the most of its", "converted the most", "converts more of its", "turns more"),
        (companies, y, [[fromWords, from], [toWords, to]], verb) => {
          const list = `${companies.slice(0, -1).join(", ")} and ${companies.at(-1)}`;
          const asked = plan(`Which of ${list} ${verb} ${fromWords} into ${toWords} in fiscal ${y}?`);
          expect(quotientOf(asked.measures)).toBe(`${to}/${from}`);
          expect(asked.measures[0]?.unit).toBe("percent");
          expect(asked.operation.across).not.toBe("each");
          expect(asked.unread ?? []).toEqual([]);
        },
      ),
    );
  });

  it("reads 'convert X to Y' for one company as Y over X, not X over Y", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Apple", "Walmart"),
        year,
        flowPair,
        (name, y, [[fromWords, from], [toWords, to]]) => {
          const asked = plan(`How well did ${name} convert ${fromWords} to ${toWords} in FY${y}?`);
          expect(quotientOf(asked.measures)).toBe(`${to}/${from}`);
        },
      ),
    );
  });
});

/** Every flow in money the dictionary holds, but revenue, by the first phrase for it. */
const FLOWS_IN_MONEY = MEASURES.filter((measure) => measure.flow && measure.unit === "usd" && measure.id !== "revenue");

/** A plan's one measure as "top/bottom (percent)", whether the dictionary's or one it derives. */
const shareOf = (measures: ReadonlyArray<PlannedMeasure>) => {
  expect(measures).toHaveLength(1);
  const formula = measures[0]?.formula;
  if (formula?.kind === "ratio") return `${formula.of}/${formula.to}${formula.percent ? " %" : ""}`;
  if (formula?.kind !== "expression") throw new Error("not a quotient");
  const terms = (list: ReadonlyArray<{ id: string }> | null) => (list ?? []).map((term) => term.id).join("+");
  return `${terms(formula.numerator)}/${terms(formula.denominator)}${formula.percent ? " %" : ""}`;
};

describe("a flow's intensity or margin", () => {
  it("is any flow in money as a share of revenue, for one company or a ranking", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FLOWS_IN_MONEY),
        fc.constantFrom("intensity", "margin"),
        year,
        names,
        fc.boolean(),
        (flow, word, y, companies, ranked) => {
          const [name] = companies as [string];
          const question = ranked
            ? `Rank ${companies.join(", ")} by ${flow.phrases[0]} ${word} in ${y}`
            : `${name} ${flow.phrases[0]} ${word} FY${y}`;
          const asked = plan(question);
          expect(shareOf(asked.measures)).toBe(`${flow.id}/revenue %`);
          expect(asked.unread ?? []).toEqual([]);
        },
      ),
    );
  });
});

describe("one figure taken from another", () => {
  /** The plan's one measure as its signed terms ("+a -b"). */
  const termsOf = (measures: ReadonlyArray<PlannedMeasure>) => {
    expect(measures).toHaveLength(1);
    const formula = measures[0]?.formula;
    if (formula?.kind !== "expression") throw new Error("not a defined measure");
    return formula.numerator.map((term) => `${term.sign > 0 ? "+" : "-"}${term.id}`).join(" ");
  };

  it("reads 'subtract A from B' as B less A, and 'the difference between A and B' as A less B, in the year asked", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Apple", "Walmart", "Coca-Cola"),
        year,
        flowPair,
        fc.boolean(),
        (name, y, pair, subtract) => {
          const [[aWords, a], [bWords, b]] = pair;
          const asked = subtract
            ? plan(`Subtract ${aWords} from ${bWords} for ${name} in ${y}`)
            : plan(`What is the difference between ${name}'s ${aWords} and ${bWords} in ${y}?`);
          expect(termsOf(asked.measures)).toBe(subtract ? `+${b} -${a}` : `+${a} -${b}`);
          expect(asked.operation.kind).toBe("value");
          expect(asked.period).toEqual({ kind: "years", years: [y] });
          expect(asked.unread ?? []).toEqual([]);
        },
      ),
    );
  });

  it("reads a running total said step by step: the first figure, then each one taken away or added back", () => {
    const distinctFlows = fc.uniqueArray(fc.integer({ min: 0, max: FLOWS.length - 1 }), {
      minLength: 2,
      maxLength: 4,
    });
    const step = fc.constantFrom<readonly [string, "+" | "-"]>(
      ["subtract", "-"],
      ["then subtract", "-"],
      ["deduct", "-"],
      ["add back", "+"],
      ["then add", "+"],
    );
    fc.assert(
      fc.property(
        fc.constantFrom("Apple", "Walmart", "Coca-Cola"),
        year,
        distinctFlows,
        fc.array(step, { minLength: 3, maxLength: 3 }),
        (name, y, indexes, steps) => {
          const flows = indexes.map((index) => FLOWS[index] as (typeof FLOWS)[number]);
          const said = flows
            .slice(1)
            .map(([words], at) => `${(steps[at] as readonly [string, string])[0]} ${words}`)
            .join(", ");
          fc.pre(flows.slice(1).some((_, at) => (steps[at] as readonly [string, string])[1] === "-"));
          const asked = plan(`${name} ${y}: take ${(flows[0] as (typeof FLOWS)[number])[0]}, ${said}. What's left?`);
          const expected = [
            `+${(flows[0] as (typeof FLOWS)[number])[1]}`,
            ...flows.slice(1).map(([, id], at) => `${(steps[at] as readonly [string, string])[1]}${id}`),
          ].join(" ");
          expect(termsOf(asked.measures)).toBe(expected);
          expect(asked.period).toEqual({ kind: "years", years: [y] });
          expect(asked.unread ?? []).toEqual([]);
        },
      ),
    );
  });
});

describe("a figure asked, then set against another by 'that'", () => {
  it("answers the figure and its share of the whole named after it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Apple", "Walmart", "Coca-Cola"),
        year,
        flowPair,
        fc.constantFrom("share", "percentage", "portion"),
        (name, y, [[aWords, a], [bWords, b]], part) => {
          const asked = plan(
            `How much did ${name} report in ${aWords} in ${y}, and what ${part} of its ${bWords} was that?`,
          );
          expect(asked.measures[0]?.id).toBe(a);
          expect(quotientOf(asked.measures.slice(1))).toBe(`${a}/${b}`);
          expect(asked.unread ?? []).toEqual([]);
        },
      ),
    );
  });
});

describe("a ratio of two named figures", () => {
  it("is named by its two figures, not by the word 'ratio'", () => {
    fc.assert(
      fc.property(fc.constantFrom("Apple", "Walmart"), year, flowPair, (name, y, [[aWords, a], [bWords, b]]) => {
        const asked = plan(`What is the ratio of ${aWords} to ${bWords} for ${name} in ${y}?`);
        expect(quotientOf(asked.measures)).toBe(`${a}/${b}`);
        expect(asked.measures[0]?.label).not.toBe("ratio");
        expect(asked.unread ?? []).toEqual([]);
      }),
    );
  });
});
