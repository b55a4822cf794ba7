// Judgement questions (issue 45, item 3), over generated companies, wordings and statement figures:
// "is it capital-intensive?" and "is its current ratio healthy?" are planned as a judgement by the
// house's thresholds (domain/constants.ts), every word read; the verdict is decided from the
// figures by the one verdict writer: never when a figure it rests on is missing, and "Yes" exactly
// when the figures meet the thresholds as the judgement's rule says, decided here again.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CAPITAL_INTENSIVE_CAPEX_PERCENT,
  CAPITAL_INTENSIVE_PPE_PERCENT,
  HEALTHY_CURRENT_RATIO,
  HEALTHY_QUICK_RATIO,
} from "../domain/constants";
import { planOf } from "../testing/answerPlans";
import { planReaderOver } from "../testing/planReader";
import type { Fact, FactsTable, Judgement, JudgementTest, Threshold } from "./answerTypes";
import { judgementOutcome } from "./judgementRules";
import { linesThatMoved, MOVED_LINES_NAMED } from "./marginMoves";
import { writeDraft } from "./templateWriter";

const plan = planReaderOver([
  { symbol: "FDX", name: "FedEx Corporation" },
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MCD", name: "McDonald's Corporation" },
]);
const company = fc.constantFrom("FedEx", "Apple", "McDonald's", "the company");
const possessed = (name: string) => (name === "the company" ? "the company's" : `${name}'s`);

describe("a judgement question", () => {
  it("asks capital intensity as capex over revenue and net PP&E over total assets, by the house's thresholds", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          (name: string) => `Is ${possessed(name)} business capital-intensive?`,
          (name: string) => `Is ${name} capital intensive?`,
          (name: string) => `How capital intensive is ${name}?`,
          (name: string) => `Is ${name} an asset-light business?`,
          (name: string) => `Is ${name} an asset heavy company?`,
        ),
        (name, wording) => {
          const question = wording(name);
          const read = plan(question);
          const judgement = read.claim?.judgement;
          expect(judgement?.id, question).toBe("capitalIntensity");
          expect(read.measures.map((measure) => measure.id)).toEqual(["capexToRevenue", "ppeToAssets"]);
          expect(judgement?.tests.map((test) => test.threshold.value)).toEqual([
            CAPITAL_INTENSIVE_CAPEX_PERCENT,
            CAPITAL_INTENSIVE_PPE_PERCENT,
          ]);
          expect(read.material).toBeNull();
          expect(read.unread ?? [], question).toEqual([]);
        },
      ),
    );
  });

  it("asks a liquidity measure's health against the level a healthy one holds, or the current ratio for liquidity alone", () => {
    const measures = fc.constantFrom(
      ["current ratio", "currentRatio", HEALTHY_CURRENT_RATIO],
      ["quick ratio", "quickRatio", HEALTHY_QUICK_RATIO],
      ["working capital", "workingCapital", 0],
      ["liquidity", "currentRatio", HEALTHY_CURRENT_RATIO],
    );
    fc.assert(
      fc.property(
        company,
        measures,
        fc.constantFrom("healthy", "adequate", "sufficient", "comfortable", "solid"),
        fc.constantFrom("", " at the end of 2022", " in fiscal 2023"),
        (name, [words, id, level], health, when) => {
          const question = `Is ${possessed(name)} ${words} ${health}${when}?`;
          const read = plan(question);
          expect(read.claim?.judgement?.id, question).toBe("liquidity");
          expect(read.measures.map((measure) => measure.id)).toEqual([id]);
          expect(read.claim?.judgement?.tests[0]?.threshold.value).toBe(level);
          expect(read.unread ?? [], question).toEqual([]);
        },
      ),
    );
  });

  it("is the question's own claim, not the house's judgement, when the question sets the number", () => {
    fc.assert(
      fc.property(company, fc.integer({ min: 5, max: 30 }), (name, tenths) => {
        const read = plan(`Is ${possessed(name)} current ratio healthy, above ${tenths / 10}x?`);
        expect(read.claim?.judgement).toBeUndefined();
        expect(read.claim?.threshold?.value).toBeCloseTo(tenths / 10, 6);
      }),
    );
  });
});

const comparators = fc.constantFrom<Threshold["comparator"]>("above", "below", "atLeast", "atMost");
const test = fc.record({
  measureId: fc.constantFrom("capexToRevenue", "ppeToAssets", "currentRatio", "quickRatio"),
  threshold: fc.record({
    comparator: comparators,
    value: fc.integer({ min: 0, max: 60 }),
    unit: fc.constant<Threshold["unit"]>(null),
    written: fc.constant("n"),
  }),
});
const judgement = fc.record({
  id: fc.constantFrom<Judgement["id"]>("capitalIntensity", "liquidity"),
  holdsWhen: fc.constantFrom<Judgement["holdsWhen"]>("any", "every"),
  tests: fc.array(test, { minLength: 1, maxLength: 3 }),
  holds: fc.constant("holds"),
  fails: fc.constant("fails"),
});
const meets = (value: number, { comparator, value: limit }: Threshold) =>
  ({ above: value > limit, below: value < limit, atLeast: value >= limit, atMost: value <= limit })[comparator];

describe("a judgement's rule", () => {
  it("gives no verdict when any figure it rests on is missing, and names exactly the missing ones", () => {
    fc.assert(
      fc.property(
        judgement.chain((each) =>
          fc.tuple(
            fc.constant(each),
            fc.array(fc.option(fc.double({ min: -10, max: 80, noNaN: true }), { nil: null }), {
              minLength: each.tests.length,
              maxLength: each.tests.length,
            }),
          ),
        ),
        ([asked, values]) => {
          fc.pre(values.some((value) => value === null));
          const outcome = judgementOutcome(asked, values);
          expect(outcome.kind).toBe("missing");
          if (outcome.kind !== "missing") return;
          expect(outcome.missing).toEqual(
            asked.tests.flatMap((each, at) => (values[at] === null ? [each.measureId] : [])),
          );
        },
      ),
    );
  });

  it("says Yes exactly when any (or every) figure meets its threshold, as the judgement's rule says", () => {
    fc.assert(
      fc.property(
        judgement.chain((each) =>
          fc.tuple(
            fc.constant(each),
            fc.array(fc.double({ min: -10, max: 80, noNaN: true }), {
              minLength: each.tests.length,
              maxLength: each.tests.length,
            }),
          ),
        ),
        ([asked, values]) => {
          const outcome = judgementOutcome(asked, values);
          const met = asked.tests.map((each, at) => meets(values[at] as number, each.threshold));
          expect(outcome).toEqual({
            kind: "verdict",
            holds: asked.holdsWhen === "any" ? met.some(Boolean) : met.every(Boolean),
            met,
          });
        },
      ),
    );
  });
});

const fact = (measure: string, value: number, unit: Fact["unit"], period = "FY2023"): Fact => ({
  id: `FDX/${measure}/${period}`,
  symbol: "FDX",
  measure,
  label: measure,
  period,
  value,
  unit,
  sourceId: "statements:FDX",
  derivedFrom: [],
});

describe("the verdict on capital intensity", () => {
  const capital = plan("Is FedEx capital-intensive?").claim?.judgement as Judgement;
  const tableOf = (facts: Fact[]): FactsTable => ({
    plan: {
      ...planOf("capexToRevenue", { claim: { direction: "up", factor: null, against: false, judgement: capital } }),
    },
    names: { FDX: "FedEx Corporation" },
    facts,
    quotes: [],
    gaps: [],
    sources: [],
  });
  const [capexTest, ppeTest] = capital.tests as [JudgementTest, JudgementTest];

  it("leads with Yes when either share meets its threshold, No when neither does, and says each threshold", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 90, noNaN: true }),
        (capexShare, ppeShare) => {
          const [lead] = writeDraft(
            tableOf([
              fact("capexToRevenue", capexShare, "percent"),
              fact("ppeToAssets", ppeShare, "percent", "May 31, 2023"),
            ]),
          ).sentences;
          const holds = capexShare >= capexTest.threshold.value || ppeShare >= ppeTest.threshold.value;
          expect(
            lead?.text.startsWith(
              holds
                ? "Yes: FedEx's business is capital-intensive: "
                : "No: FedEx's business is not capital-intensive: ",
            ),
          ).toBe(true);
          expect(lead?.text).toContain(`at least ${CAPITAL_INTENSIVE_CAPEX_PERCENT}% of revenue`);
          expect(lead?.text).toContain(`at least ${CAPITAL_INTENSIVE_PPE_PERCENT}% of total assets`);
          expect(lead?.factIds).toEqual(["FDX/capexToRevenue/FY2023", "FDX/ppeToAssets/May 31, 2023"]);
        },
      ),
    );
  });

  it("gives no verdict from one share alone", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 90, noNaN: true }), fc.boolean(), (share, capexKnown) => {
        const only = capexKnown ? fact("capexToRevenue", share, "percent") : fact("ppeToAssets", share, "percent");
        const [lead] = writeDraft(tableOf([only])).sentences;
        expect(lead?.text ?? "").not.toMatch(/^(Yes|No):/);
      }),
    );
  });
});

describe("the lines that moved a margin", () => {
  const lines = fc.array(
    fc.record({
      label: fc.string({ minLength: 1, maxLength: 8 }),
      before: fc.integer({ min: 0, max: 10_000 }),
      after: fc.integer({ min: 0, max: 10_000 }),
      pageNumber: fc.integer({ min: 1, max: 300 }),
    }),
    { maxLength: 12 },
  );

  it("are each line's share of each period's revenue, biggest move in points first, at most the number named", () => {
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        (given, before, after) => {
          const moved = linesThatMoved(given, before, after);
          expect(moved.length).toBe(Math.min(given.length, MOVED_LINES_NAMED));
          for (const each of moved) {
            expect(each.points).toBeCloseTo((each.after / after) * 100 - (each.before / before) * 100, 9);
          }
          for (let at = 1; at < moved.length; at++) {
            expect(Math.abs(moved[at - 1]?.points as number)).toBeGreaterThanOrEqual(
              Math.abs(moved[at]?.points as number),
            );
          }
          const smallestNamed = Math.min(...moved.map((each) => Math.abs(each.points)));
          const left = given.length - moved.length;
          if (left > 0) {
            const all = given.map((each) => Math.abs((each.after / after) * 100 - (each.before / before) * 100));
            expect(all.filter((points) => points > smallestNamed + 1e-9).length).toBeLessThanOrEqual(MOVED_LINES_NAMED);
          }
        },
      ),
    );
  });

  it("are none without revenue above zero in both periods", () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: -100, max: 0 }), (given, revenue) => {
        expect(linesThatMoved(given, revenue, 100)).toEqual([]);
        expect(linesThatMoved(given, 100, revenue)).toEqual([]);
      }),
    );
  });
});
