// A measure defined with a rate taken from it (issue 44: "a measure defined in the question"):
// "A multiplied by one minus R", "A × (1 − R)", "A times (1 − X ÷ Y)" where X over Y is a rate the
// dictionary knows, a rate's own formula restated after it ("where the tax rate is …"), and a
// measure named first with "take … as". Generated over companies, years, the dictionary's money
// lines and rates, and the ways analysts write the operator.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import { MEASURE_BY_ID, MEASURES } from "./measures";

const plan = planReaderOver([
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "PEP", name: "PepsiCo, Inc." },
  { symbol: "NKE", name: "NIKE, Inc." },
]);
const company = fc.constantFrom("Apple", "PepsiCo", "Nike");
const year = fc.integer({ min: 2016, max: 2024 });
/** Money lines written by their first phrase (a line, so the phrase names nothing else). */
const money = fc.constantFrom(...MEASURES.filter((each) => each.unit === "usd" && each.formula.kind === "line"));
/** Rates the dictionary computes as one line over another, with both lines' first phrases. */
const quotients = MEASURES.flatMap((each) => {
  if (each.formula.kind !== "ratio" || each.unit !== "percent") return [];
  const of = MEASURE_BY_ID.get(each.formula.of);
  const to = MEASURE_BY_ID.get(each.formula.to);
  return of?.formula.kind === "line" && to?.formula.kind === "line" ? [{ rate: each, of, to }] : [];
});
const quotient = fc.constantFrom(...quotients);
const times = fc.constantFrom(
  (rate: string) => `multiplied by one minus the ${rate}`,
  (rate: string) => `times (1 − ${rate})`,
  (rate: string) => `× (1 - ${rate})`,
  (rate: string) => `*(1 – ${rate})`,
  (rate: string) => `times one less ${rate}`,
);
const name = fc.constantFrom("owner profit", "taxed earnings", "my measure");

describe("a measure defined with a rate taken from it", () => {
  it("reads 'A × (1 − R)' as one defined measure, A after the rate R, and nothing else asked", () => {
    fc.assert(
      fc.property(company, money, quotient, times, year, name, (who, line, { rate }, operator, asked, called) => {
        fc.pre(line.id !== rate.id);
        const question = `Define ${called} as ${line.phrases[0]} ${operator(rate.phrases[0] as string)}. ${who}, ${asked}?`;
        const { measures } = plan(question);
        expect(measures).toHaveLength(1);
        expect(measures[0]).toMatchObject({ defined: true, label: called, unit: "usd" });
        expect(measures[0]?.formula).toMatchObject({
          kind: "expression",
          numerator: [{ sign: 1, id: line.id, afterRate: rate.id }],
          denominator: null,
        });
      }),
      { numRuns: 60 },
    );
  });

  it("reads a rate written as its two lines divided ('1 − X ÷ Y') as the dictionary's rate", () => {
    fc.assert(
      fc.property(company, money, quotient, (who, line, { rate, of, to }) => {
        fc.pre(![of.id, to.id].includes(line.id));
        const question = `${who}: ${line.phrases[0]} times (1 − ${of.phrases[0]} ÷ ${to.phrases[0]}) in 2023`;
        const [measure, ...others] = plan(question).measures;
        expect(others).toEqual([]);
        expect(measure?.formula).toMatchObject({ numerator: [{ id: line.id, afterRate: rate.id }] });
      }),
      { numRuns: 40 },
    );
  });

  it("takes the rate's own formula restated after the definition as part of it, not as other figures", () => {
    fc.assert(
      fc.property(company, money, quotient, year, (who, line, { rate, of, to }, asked) => {
        fc.pre(![of.id, to.id].includes(line.id));
        const question =
          `Define adjusted profit as ${line.phrases[0]} multiplied by one minus the ${rate.phrases[0]}, ` +
          `where the ${rate.phrases[0]} is ${of.phrases[0]} over ${to.phrases[0]}. ${who} for ${asked}.`;
        const { measures } = plan(question);
        expect(measures.map((each) => each.id)).toEqual(["adjustedProfit"]);
      }),
      { numRuns: 40 },
    );
  });

  it("names a measure defined with 'take … as' by the words before 'as'", () => {
    fc.assert(
      fc.property(company, money, money, fc.constantFrom("take", "treat", "use"), (who, top, bottom, verb) => {
        fc.pre(top.id !== bottom.id);
        const question = `I ${verb} cover as ${top.phrases[0]} divided by ${bottom.phrases[0]}. Give ${who}'s for 2024.`;
        const [measure] = plan(question).measures;
        expect(measure).toMatchObject({ defined: true, label: "cover" });
      }),
      { numRuns: 40 },
    );
  });

  it("knows NOPAT and ROIC by name, built on operating income after the effective tax rate", () => {
    const [nopat] = plan("What was Apple's NOPAT in fiscal 2024?").measures;
    expect(nopat?.formula).toMatchObject({ kind: "sum", terms: [{ id: "operatingIncome", afterRate: "taxRate" }] });
    const [roic] = plan("pep return on invested capital 2023").measures;
    expect(roic).toMatchObject({ id: "roic", unit: "percent", formula: { kind: "ratio", of: "nopat" } });
  });

  it("does not read a multiplication in a definition as a multiple of growth", () => {
    const read = plan("Define X as operating income multiplied by one minus the tax rate, for Apple in 2023 and 2024");
    expect(read.operation.kind).not.toBe("growth");
  });
});
