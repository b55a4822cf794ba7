// One company's facts read its profile once per plan (a review finding on issue 44): the engine asks
// the market for a company's profile once, however many measures the plan asks of it, and the
// facts it gives are those it gives over the same market asked directly. Measures and companies are
// generated from the dictionary and the sample set.
import { type AnswerPlan, MEASURE_BY_ID, type PlannedMeasure, planQuestion } from "@moatwise/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { marketData } from "../areas/market/marketData";
import { sampleProvider } from "../areas/market/sample/sampleProvider";
import { bundledCatalogue } from "../bundledMaterial";
import { runPlan } from "./factsEngine";
import { factsOver } from "./factsOver";
import type { MarketFacts } from "./ports";

const sample = marketData([sampleProvider]);
const { directory } = factsOver(sample, bundledCatalogue);
const covered = bundledCatalogue.bundled
  .filter((company) => sample.covers(company.symbol))
  .map((company) => ({ symbol: company.symbol, name: company.companyName }));

/** The sample market, counting the profiles asked of it by symbol. */
function countingProfiles(): { market: MarketFacts; asked: Map<string, number> } {
  const asked = new Map<string, number>();
  const market: MarketFacts = {
    profile: (symbol) => {
      asked.set(symbol, (asked.get(symbol) ?? 0) + 1);
      return sample.profile(symbol);
    },
    quote: (symbol) => sample.quote(symbol),
    historicalPrices: (symbol) => sample.historicalPrices(symbol),
    statements: (symbol, kind, period) => sample.statements(symbol, kind, period),
    covers: (symbol) => sample.covers(symbol),
  };
  return { market, asked };
}

/** Measures read from the statements, and profile fields, as a plan carries them. */
const planned = (id: string): PlannedMeasure => {
  const measure = MEASURE_BY_ID.get(id);
  if (!measure) throw new Error(id);
  return { id, label: measure.label, unit: measure.unit, formula: measure.formula, defined: false };
};
const MEASURE_IDS = [...MEASURE_BY_ID.values()].filter((each) => each.formula.kind !== "market").map((each) => each.id);

describe("a company's profile in a plan", () => {
  it("is asked of the market once per company, whatever the plan's measures, with the same facts", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...covered), { minLength: 1, maxLength: 3, selector: (each) => each.symbol }),
        fc.uniqueArray(fc.constantFrom(...MEASURE_IDS), { minLength: 2, maxLength: 6 }),
        async (companies, measureIds) => {
          const asked: AnswerPlan = {
            ...planQuestion(`${companies.map((each) => each.name).join(" and ")} revenue`, [], directory),
            companies: companies.map((each) => ({ symbol: each.symbol, name: each.name, matchedBy: "name" as const })),
            measures: measureIds.map(planned),
          };
          const counted = countingProfiles();
          const table = await runPlan(asked, counted.market, { covered });
          expect(Object.fromEntries(counted.asked)).toEqual(
            Object.fromEntries(companies.map((each) => [each.symbol, 1])),
          );
          expect(await runPlan(asked, sample, { covered })).toEqual(table);
        },
      ),
      { numRuns: 25 },
    );
  });
});
