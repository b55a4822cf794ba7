// NOPAT and ROIC (issue 44: measures an analyst defines with a rate taken from a line): computed
// over the sample statements as operating income × (1 − income tax ÷ pre-tax income), and over
// total debt plus equity, for every covered company and year, whether asked by name or defined in
// the question; each names the facts it is computed from.
import { planQuestion } from "@moatwise/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { marketData } from "../areas/market/marketData";
import { SAMPLE_PROFILES } from "../areas/market/sample/sampleProfiles.data";
import { sampleProvider } from "../areas/market/sample/sampleProvider";
import { sampleStatements } from "../areas/market/sample/sampleStatements";
import { bundledCatalogue } from "../bundledMaterial";
import { runPlan } from "./factsEngine";
import { factsOver } from "./factsOver";

const sample = marketData([sampleProvider]);
const { directory } = factsOver(sample, bundledCatalogue);
const covered = bundledCatalogue.bundled
  .filter((company) => sample.covers(company.symbol))
  .map((company) => ({ symbol: company.symbol, name: company.companyName }));

/** A company's annual lines in a fiscal year, read straight from the sample statements. */
function linesIn(symbol: string, fiscalYear: string) {
  const cik = SAMPLE_PROFILES.find((profile) => profile.symbol === symbol)?.cik ?? "";
  const set = sampleStatements(symbol, cik, "annual");
  const at = set?.income.findIndex((row) => row.fiscalYear === fiscalYear) ?? -1;
  const income = set?.income[at];
  const balance = set?.balance[at];
  if (!income || !balance) return null;
  return { income, balance };
}

/** Companies and years whose lines give both measures. */
const cases = covered.flatMap((company) => {
  const cik = SAMPLE_PROFILES.find((profile) => profile.symbol === company.symbol)?.cik ?? "";
  const years = sampleStatements(company.symbol, cik, "annual")?.income.map((row) => row.fiscalYear) ?? [];
  return years.flatMap((fiscalYear) => {
    const lines = linesIn(company.symbol, fiscalYear);
    const { operatingIncome, incomeTaxExpense, incomeBeforeTax } = lines?.income ?? {};
    const { totalDebt, totalEquity } = lines?.balance ?? {};
    if ([operatingIncome, incomeTaxExpense, incomeBeforeTax, totalDebt, totalEquity].some((v) => typeof v !== "number"))
      return [];
    const nopat = (operatingIncome as number) * (1 - (incomeTaxExpense as number) / (incomeBeforeTax as number));
    const roic = (nopat / ((totalDebt as number) + (totalEquity as number))) * 100;
    return [{ ...company, fiscalYear, nopat, roic }];
  });
});

async function factsFor(question: string, symbol: string, name: string) {
  const plan = planQuestion(question, [], directory);
  const table = await runPlan({ ...plan, companies: [{ symbol, name, matchedBy: "name" as const }] }, sample, {
    covered,
  });
  return table.facts;
}

describe("NOPAT and ROIC over the sample statements", () => {
  it("are operating income after the effective tax rate, and that over total debt plus equity", async () => {
    expect(cases.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), async (asked) => {
        const facts = await factsFor(
          `${asked.name} NOPAT and ROIC in fiscal ${asked.fiscalYear}`,
          asked.symbol,
          asked.name,
        );
        const nopat = facts.find((fact) => fact.measure === "nopat" && fact.period === `FY${asked.fiscalYear}`);
        const roic = facts.find((fact) => fact.measure === "roic" && fact.period === `FY${asked.fiscalYear}`);
        expect(nopat?.value).toBeCloseTo(asked.nopat, 0);
        expect(roic?.value).toBeCloseTo(asked.roic, 6);
        // NOPAT names what it is computed from: operating income and the tax rate.
        const from = (nopat?.derivedFrom ?? []).map((id) => facts.find((fact) => fact.id === id)?.measure);
        expect(from).toEqual(["operatingIncome", "taxRate"]);
      }),
      { numRuns: 25 },
    );
  });

  it("is the same figure when the question defines ROIC in its own words", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), async (asked) => {
        const question =
          `I take ROIC as NOPAT — operating income times (1 − income tax ÷ pre-tax income) — divided by ` +
          `year-end total debt plus total equity. Give ${asked.name}'s for ${asked.fiscalYear} as a percentage.`;
        const facts = await factsFor(question, asked.symbol, asked.name);
        const roic = facts.find((fact) => fact.measure === "roic" && fact.period === `FY${asked.fiscalYear}`);
        expect(roic?.value).toBeCloseTo(asked.roic, 6);
      }),
      { numRuns: 25 },
    );
  });
});
