// Yes/no questions that set a figure against a number, or claim a change in every year of a span
// (issue 44, item 3), over generated companies, measures, comparison phrases, numbers and units:
// the plan holds the threshold as written, every word of it read; a span of time after "over" is
// no threshold. The verdict is the writer's: "Yes" exactly when every figure asked meets the
// number, or every year moved as claimed, decided here again from the generated figures.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dictionaryMeasure, planOf } from "../testing/answerPlans";
import { planReaderOver } from "../testing/planReader";
import type { Fact, FactsTable, Threshold } from "./answerTypes";
import { writeDraft } from "./templateWriter";

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "NKE", name: "NIKE, Inc." },
  { symbol: "V", name: "Visa Inc." },
];
const plan = planReaderOver(COVERED);
const company = fc.constantFrom("Apple", "Microsoft", "Nike", "Visa");
const opener = fc.constantFrom("Was", "Is", "Did", "Has", "Were");
const PHRASES: ReadonlyArray<readonly [string, Threshold["comparator"]]> = [
  ["above", "above"],
  ["over", "above"],
  ["more than", "above"],
  ["in excess of", "above"],
  ["below", "below"],
  ["under", "below"],
  ["less than", "below"],
  ["at least", "atLeast"],
  ["no more than", "atMost"],
];
const comparison = fc.constantFrom(...PHRASES);
/** A measure, how a question writes it, and a number in its unit as written. */
const measured = fc.oneof(
  fc.tuple(
    fc.constantFrom("net margin", "gross margin", "operating margin"),
    fc.integer({ min: 1, max: 90 }).map((value) => ({ text: `${value}%`, value, unit: "percent" as const })),
  ),
  fc.tuple(
    fc.constantFrom("debt to equity", "current ratio"),
    fc
      .integer({ min: 1, max: 40 })
      .map((tenths) => ({ text: `${tenths / 10}x`, value: tenths / 10, unit: "ratio" as const })),
  ),
  fc.tuple(
    fc.constantFrom("revenue", "net income", "free cash flow"),
    fc
      .tuple(fc.integer({ min: 1, max: 900 }), fc.constantFrom(["billion", 1e9], ["bn", 1e9], ["million", 1e6]))
      .map(([value, [word, scale]]) => ({
        text: `${value} ${word}`,
        value: value * (scale as number),
        unit: "usd" as const,
      })),
  ),
);

describe("a threshold in a yes/no question", () => {
  it("is read with its comparison, number and unit, and every word of it is read", () => {
    fc.assert(
      fc.property(
        opener,
        company,
        comparison,
        measured,
        fc.integer({ min: 2018, max: 2024 }),
        (open, name, [phrase, comparator], [measure, number], year) => {
          const question = `${open} ${name}'s ${measure} ${phrase} ${number.text} in fiscal ${year}?`;
          const read = plan(question);
          expect(read.claim?.threshold, question).toMatchObject({ comparator, unit: number.unit });
          expect(read.claim?.threshold?.value, question).toBeCloseTo(number.value, 6);
          expect(read.operation.kind, question).toBe("value");
          expect(read.unread ?? [], question).toEqual([]);
        },
      ),
    );
  });

  it("is no threshold when the number is a span of time or a year, or the question is not yes/no", () => {
    fc.assert(
      fc.property(
        company,
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 2015, max: 2024 }),
        (name, span, year) => {
          expect(plan(`Did ${name}'s revenue grow over ${span} years?`).claim?.threshold).toBeUndefined();
          expect(plan(`Was ${name}'s revenue higher in ${year} than in ${year - 1}?`).claim?.threshold).toBeUndefined();
          expect(plan(`What was ${name}'s net margin above 10% in ${year}?`).claim).toBeUndefined();
        },
      ),
    );
  });
});

const fact = (symbol: string, measure: string, year: number, value: number, unit: Fact["unit"]): Fact => ({
  id: `${symbol}/${measure}/FY${year}`,
  symbol,
  measure,
  label: measure,
  period: `FY${year}`,
  value,
  unit,
  sourceId: `statements:${symbol}`,
  derivedFrom: [],
});

const tableOf = (facts: Fact[], claim: NonNullable<FactsTable["plan"]["claim"]>): FactsTable => ({
  plan: planOf(facts[0]?.measure ?? "netMargin", { claim }),
  names: { NKE: "NIKE, Inc." },
  facts,
  quotes: [],
  gaps: [],
  sources: [],
});

describe("the verdict on a threshold or on every year of a span", () => {
  it("says Yes exactly when every figure asked meets the number, and names the years that miss", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -20, max: 80, noNaN: true }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom<Threshold["comparator"]>("above", "below", "atLeast", "atMost"),
        fc.integer({ min: 0, max: 60 }),
        (values, comparator, limit) => {
          const facts = values.map((value, index) => fact("NKE", "netMargin", 2020 + index, value, "percent"));
          const threshold: Threshold = { comparator, value: limit, unit: "percent", written: `${limit}%` };
          const [lead] = writeDraft(
            tableOf(facts, { direction: "up", factor: null, against: false, threshold }),
          ).sentences;
          const meets = (value: number) =>
            comparator === "above"
              ? value > limit
              : comparator === "below"
                ? value < limit
                : comparator === "atLeast"
                  ? value >= limit
                  : value <= limit;
          expect(lead?.text.startsWith(values.every(meets) ? "Yes: " : "No: ")).toBe(true);
          expect(lead?.factIds).toEqual(facts.map((each) => each.id));
        },
      ),
    );
  });

  it("sets a multiple against a percentage in percent", () => {
    const threshold: Threshold = { comparator: "below", value: 50, unit: "percent", written: "50%" };
    const table = tableOf([fact("NKE", "debtToEquity", 2024, 0.62, "ratio")], {
      direction: "up",
      factor: null,
      against: false,
      threshold,
    });
    expect(writeDraft(table).sentences[0]?.text).toMatch(
      /^No: NIKE's debtToEquity was 0\.62x in fiscal 2024, not below 50%\.$/,
    );
  });

  it("says Yes to every year's rise only when each year is above the one before, and else the first year that was not", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 3, maxLength: 7 }),
        fc.boolean(),
        (values, rising) => {
          const facts = values.map((value, index) => fact("NKE", "revenue", 2018 + index, value * 1e9, "usd"));
          const claim = {
            direction: rising ? ("up" as const) : ("down" as const),
            factor: null,
            against: false,
            everyStep: true as const,
          };
          const [lead] = writeDraft(tableOf(facts, claim)).sentences;
          const stepsHold = values.every(
            (value, index) =>
              index === 0 || (rising ? value > (values[index - 1] as number) : value < (values[index - 1] as number)),
          );
          expect(lead?.text.startsWith(stepsHold ? "Yes: " : "No: ")).toBe(true);
          if (!stepsHold) {
            const broken = values.findIndex(
              (value, index) =>
                index > 0 && (rising ? value <= (values[index - 1] as number) : value >= (values[index - 1] as number)),
            );
            expect(lead?.text).toContain(`in fiscal ${2018 + broken - 1} to `);
          }
        },
      ),
    );
  });
});

describe("a yes/no question setting one of a company's figures against another", () => {
  const pair = fc.constantFrom(
    ["free cash flow", "freeCashFlow", "net income", "netIncome"],
    ["operating cash flow", "operatingCashFlow", "net income", "netIncome"],
    ["capex", "capex", "buybacks", "buybacks"],
    ["R&D", "researchAndDevelopment", "SG&A", "sga"],
  );

  it("reads both figures and the comparison, every word read", () => {
    fc.assert(
      fc.property(
        company,
        pair,
        fc.constantFrom(["more", "up"], ["less", "down"], ["higher", "up"], ["lower", "down"]),
        fc.integer({ min: 2019, max: 2024 }),
        (name, [first, firstId, second, secondId], [comparative, direction], year) => {
          const read = plan(`Did ${name} generate ${comparative} ${first} than ${second} in ${year}?`);
          expect(read.measures.map((measure) => measure.id)).toEqual([firstId, secondId]);
          expect(read.claim).toMatchObject({ direction, against: true });
          expect(read.unread ?? []).toEqual([]);
        },
      ),
    );
  });

  it("says Yes exactly when the first figure stands as claimed against the second in every year asked", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 })), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.constantFrom("up" as const, "down" as const),
        (values, direction) => {
          const facts = values.flatMap(([a, b], index) => [
            fact("NKE", "freeCashFlow", 2020 + index, a * 1e9, "usd"),
            fact("NKE", "netIncome", 2020 + index, b * 1e9, "usd"),
          ]);
          const table: FactsTable = {
            ...tableOf(facts, { direction, factor: null, against: true }),
            plan: {
              ...planOf("freeCashFlow", { claim: { direction, factor: null, against: true } }),
              measures: [dictionaryMeasure("freeCashFlow"), dictionaryMeasure("netIncome")],
            },
          };
          const [lead] = writeDraft(table).sentences;
          const holds = values.every(([a, b]) => (direction === "up" ? a > b : a < b));
          expect(lead?.text.startsWith(holds ? "Yes: " : "No: ")).toBe(true);
          for (const [index] of values.entries()) expect(lead?.text).toContain(`fiscal ${2020 + index}`);
        },
      ),
    );
  });
});
