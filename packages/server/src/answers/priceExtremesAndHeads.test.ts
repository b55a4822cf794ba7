// The eighth unseen set's measures over the sample data (issue 44): the highest and lowest close
// and the largest drawdown over a calendar year, and money per employee, for every covered
// company, checked against the sample bars, statements and profiles read here directly. Each fact
// names what it is computed from, and a year the profile's head count is not of is said missing.
import { planQuestion } from "@moatwise/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { marketData } from "../areas/market/marketData";
import { samplePriceBars } from "../areas/market/sample/samplePrices";
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

async function tableFor(question: string, symbol: string, name: string) {
  const plan = planQuestion(question, [], directory);
  return runPlan({ ...plan, companies: [{ symbol, name, matchedBy: "name" as const }] }, sample, { covered });
}

/** The daily closes of a calendar year, straight from the sample bars. */
const closesIn = (symbol: string, year: number) =>
  (samplePriceBars(symbol) ?? []).filter((bar) => bar.date.startsWith(`${year}-`)).map((bar) => bar.close);

/** The largest fall from a close to a later one, in percent: computed here apart from the engine. */
function drawdownOf(closes: ReadonlyArray<number>): number {
  let worst = 0;
  closes.forEach((close, index) => {
    const peak = Math.max(...closes.slice(0, index + 1));
    worst = Math.min(worst, ((close - peak) / peak) * 100);
  });
  return worst;
}

const yearsWithPrices = covered.flatMap((company) =>
  [2023, 2024].filter((year) => closesIn(company.symbol, year).length > 100).map((year) => ({ ...company, year })),
);

describe("the extremes of a share's closes over a calendar year", () => {
  it("are the highest and lowest of that year's closes, and the largest fall between two of them", async () => {
    expect(yearsWithPrices.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...yearsWithPrices), async (asked) => {
        const closes = closesIn(asked.symbol, asked.year);
        const table = await tableFor(
          `What were ${asked.name}'s highest and lowest closes, and its largest drawdown, in calendar ${asked.year}?`,
          asked.symbol,
          asked.name,
        );
        const value = (measure: string) => table.facts.find((fact) => fact.measure === measure)?.value;
        expect(value("highestClose")).toBeCloseTo(Math.max(...closes), 6);
        expect(value("lowestClose")).toBeCloseTo(Math.min(...closes), 6);
        expect(value("drawdown")).toBeCloseTo(drawdownOf(closes), 6);
        // The drawdown names the two closes it runs between, the first the higher.
        const drawdown = table.facts.find((fact) => fact.measure === "drawdown");
        const ends = (drawdown?.derivedFrom ?? []).map((id) => table.facts.find((fact) => fact.id === id)?.value);
        expect(ends).toHaveLength(2);
        expect(ends[0] as number).toBeGreaterThanOrEqual(ends[1] as number);
      }),
      { numRuns: 20 },
    );
  });
});

describe("the extremes of a share's closes over a span of months, or a fiscal quarter", () => {
  /** The closes after `from` up to `to`, straight from the sample bars. */
  const closesBetween = (symbol: string, from: string, to: string) =>
    (samplePriceBars(symbol) ?? []).filter((bar) => bar.date > from && bar.date <= to).map((bar) => bar.close);
  const MONTHS = ["March", "June", "September", "December"];

  it("are of the closes in the months that end on the date named", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...covered),
        fc.constantFrom(["quarter", 3], ["six months", 6]) as fc.Arbitrary<[string, number]>,
        fc.integer({ min: 0, max: 3 }),
        async (company, [span, months], quarter) => {
          const month = (quarter + 1) * 3;
          const end = new Date(Date.UTC(2024, month, 0)).toISOString().slice(0, 10);
          const from = new Date(Date.UTC(2024, month - months, 0)).toISOString().slice(0, 10);
          const closes = closesBetween(company.symbol, from, end);
          fc.pre(closes.length > 20);
          const question = `What was ${company.name}'s highest close in the ${span} ended ${MONTHS[quarter]} ${end.slice(8)}, 2024?`;
          const table = await tableFor(question, company.symbol, company.name);
          const highest = table.facts.find((fact) => fact.measure === "highestClose");
          expect(highest?.value, question).toBeCloseTo(Math.max(...closes), 6);
        },
      ),
      { numRuns: 20 },
    );
  });

  it("average to the mean of a named month's closes", async () => {
    const MONTH_NAMES = [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...covered), fc.integer({ min: 1, max: 12 }), async (company, month) => {
        const from = new Date(Date.UTC(2024, month - 1, 0)).toISOString().slice(0, 10);
        const to = new Date(Date.UTC(2024, month, 0)).toISOString().slice(0, 10);
        const closes = closesBetween(company.symbol, from, to);
        const question = `What was ${company.name}'s average closing price in ${MONTH_NAMES[month - 1]} 2024?`;
        const table = await tableFor(question, company.symbol, company.name);
        const average = table.facts.find((fact) => fact.measure === "averageClose");
        expect(average?.value, question).toBeCloseTo(closes.reduce((sum, close) => sum + close, 0) / closes.length, 6);
      }),
      { numRuns: 20 },
    );
  });

  it("over a fiscal quarter, say the closes are kept by calendar date, and give no figure", async () => {
    const [company] = covered;
    if (!company) throw new Error("the sample covers companies");
    const table = await tableFor(`${company.name}'s highest close in Q2 FY2024`, company.symbol, company.name);
    expect(table.facts.filter((fact) => fact.measure === "highestClose")).toEqual([]);
    expect(table.gaps.map((gap) => gap.text).join(" ")).toMatch(/kept by calendar date/);
  });
});

describe("money per employee", () => {
  const withHeads = covered.flatMap((company) => {
    const profile = SAMPLE_PROFILES.find((each) => each.symbol === company.symbol);
    const income = sampleStatements(company.symbol, profile?.cik ?? "", "annual")?.income ?? [];
    const latest = income[0];
    return profile && latest && profile.fullTimeEmployees > 0
      ? [{ ...company, heads: profile.fullTimeEmployees, latest, earlier: income[2]?.fiscalYear }]
      : [];
  });

  it("is the latest fiscal year's figure over the profile's head count, which it names", async () => {
    expect(withHeads.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withHeads), async (asked) => {
        const table = await tableFor(
          `What was ${asked.name}'s revenue per employee in fiscal ${asked.latest.fiscalYear}?`,
          asked.symbol,
          asked.name,
        );
        const perHead = table.facts.find((fact) => fact.label === "revenue per employee");
        expect(perHead?.value).toBeCloseTo((asked.latest.revenue as number) / asked.heads, 6);
        expect(perHead?.unit).toBe("usd");
        const from = (perHead?.derivedFrom ?? []).map((id) => table.facts.find((fact) => fact.id === id));
        expect(from.map((fact) => fact?.measure)).toEqual(["revenue", "employees"]);
        expect(from[1]?.value).toBe(asked.heads);
      }),
      { numRuns: 20 },
    );
  });

  it("says why a year before the profile's head count has none", async () => {
    const asked = withHeads.find((each) => each.earlier !== undefined);
    if (!asked) throw new Error("no company with three fiscal years");
    const table = await tableFor(
      `What was ${asked.name}'s net income per employee in fiscal ${asked.earlier}?`,
      asked.symbol,
      asked.name,
    );
    expect(table.facts.some((fact) => fact.label === "net income per employee")).toBe(false);
    expect(table.gaps.map((gap) => gap.text).join(" ")).toMatch(/only the latest head count/);
  });
});
