// The ranking of a figure's parts in words (issue 45 item 4), over generated breakdown tables read by
// breakdownFacts: the figure named as the filing prints it, every figure of one answer rounded alike,
// parts within that rounding of the leader said to be tied or nearly, and a kind of part other than
// the one asked said in the first sentence.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Fact, FactsTable } from "./answerTypes";
import { breakdownSentences, rankingRounding } from "./breakdownWriter";
import { companyDirectory } from "./companyDirectory";
import { breakdownFacts, breakdownOf } from "./filingBreakdowns";
import type { TableRow } from "./filingTables";
import { planQuestion } from "./plan/planQuestion";

const NO_COMPANIES = companyDirectory([]);
const REGIONS = ["Americas", "Europe", "Greater China", "Japan", "Rest of Asia Pacific", "Latin America"];
const SEGMENTS = ["Consumer", "Commercial", "Industrial", "Healthcare", "Services", "Devices"];
/** Lines a filing prints its parts under, and the question's words for the same figure. */
const LINES = [
  { printed: "Net sales", asked: "net sales" },
  { printed: "Revenues", asked: "revenue" },
  { printed: "Net revenues", asked: "revenue" },
  { printed: "Operating income", asked: "operating income" },
] as const;
const PAGE = 7;

/** Rows of parts adding up to a total row, each part's figure for one year, in whole units. */
function summedRows(labels: ReadonlyArray<string>, values: ReadonlyArray<number>, line: string, year: number) {
  const rows: TableRow[] = labels.map((label, at) => ({
    label,
    section: null,
    unit: "usd",
    values: [[`FY${year}`, values[at] ?? 0] as const],
  }));
  rows.push({
    label: `Total ${line.toLowerCase()}`,
    section: null,
    unit: "usd",
    values: [[`FY${year}`, values.reduce((sum, value) => sum + value, 0)] as const],
  });
  return rows;
}

/** One line repeated under each part's heading ("Americas: Net sales ..."). */
function sectionedRows(labels: ReadonlyArray<string>, values: ReadonlyArray<number>, line: string, year: number) {
  return labels.map(
    (label, at): TableRow => ({ label: line, section: label, unit: "usd", values: [[`FY${year}`, values[at] ?? 0]] }),
  );
}

/** The parts read from the table, highest first (lowest first when asked), as the server ranks them. */
function tableOf(question: string, heading: string, rows: ReadonlyArray<TableRow>): FactsTable {
  const plan = planQuestion(question, [], NO_COMPANIES);
  const facts: Fact[] = breakdownFacts([{ heading, rows }], PAGE).filter(
    (fact) => breakdownOf(fact.measure)?.total === false,
  );
  const sign = plan.operation.lowestFirst ? -1 : 1;
  facts.sort((a, b) => sign * ((b.value as number) - (a.value as number)));
  return { plan, names: {}, facts, quotes: [], gaps: [], sources: [] };
}

const textOf = (table: FactsTable) => breakdownSentences(table, () => `note, page ${PAGE}`).map((each) => each.text);

/** Every money figure written: its number and its scale word. */
const moneyIn = (text: string) =>
  [...text.matchAll(/\$([\d,]+(?:\.(\d+))?)(?: (trillion|billion|million|thousand))?/g)].map((match) => ({
    number: Number(match[1]?.replace(/,/g, "")),
    decimals: match[2]?.length ?? 0,
    scale: match[3] ?? "",
  }));

const SCALE_SIZE: Readonly<Record<string, number>> = {
  trillion: 1e12,
  billion: 1e9,
  million: 1e6,
  thousand: 1e3,
  "": 1,
};

const distinct = (labels: ReadonlyArray<string>) =>
  fc.uniqueArray(fc.constantFrom(...labels), { minLength: 2, maxLength: 6 });
/** Figures as filings print them, in millions, from tens of millions to hundreds of billions. */
const printedFigure = fc.integer({ min: 10, max: 400_000 }).map((millions) => millions * 1e6);

describe("breakdownSentences", () => {
  it("names the figure with the filing's own line, in the lead and over the list", () => {
    fc.assert(
      fc.property(
        distinct(REGIONS),
        fc.constantFrom(...LINES),
        fc.boolean(),
        fc.integer({ min: 2010, max: 2024 }),
        (labels, line, sectioned, year) => {
          // Far apart, so one part leads.
          const values = labels.map((_, at) => (labels.length - at) * 100_000e6);
          const rows = (sectioned ? sectionedRows : summedRows)(labels, values, line.printed, year);
          const text = textOf(
            tableOf(
              `Which region had the highest ${line.asked} in fiscal ${year}?`,
              "Information by geographic region",
              rows,
            ),
          );
          const name = line.printed.toLowerCase();
          expect(text[0]).toBe(
            `${labels[0]} led by region with $${(values[0] ?? 0) / 1e9}.0 billion of ${name} in fiscal ${year} (note, page ${PAGE}).`,
          );
          expect(text[1]).toBe(`${line.printed} by region, in order:`);
          if (!name.includes("revenue")) expect(text.join(" ")).not.toMatch(/revenue/);
        },
      ),
    );
  });

  it("rounds every figure of one answer alike: one scale, one number of decimals, each within half a step", () => {
    fc.assert(
      fc.property(distinct(SEGMENTS), fc.array(printedFigure, { minLength: 6, maxLength: 6 }), (labels, figures) => {
        const values = labels.map((_, at) => figures[at] ?? 1e6);
        const table = tableOf(
          "Which segment had the highest revenues in 2023?",
          "Revenues by reportable segment (in millions)",
          summedRows(labels, values, "Revenues", 2023),
        );
        const written = textOf(table).flatMap(moneyIn);
        expect(written.length).toBeGreaterThanOrEqual(labels.length);
        expect(new Set(written.map((each) => each.scale)).size).toBe(1);
        expect(new Set(written.map((each) => each.decimals)).size).toBe(1);
        // The list holds every part, in order, each written to within half its last digit.
        const listed = textOf(table)
          .slice(2)
          .map((item) => moneyIn(item)[0]);
        table.facts.forEach((fact, at) => {
          const said = listed[at];
          const size = SCALE_SIZE[said?.scale ?? ""] ?? 1;
          const step = size * 10 ** -(said?.decimals ?? 0);
          expect(Math.abs((said?.number ?? 0) * size - (fact.value as number))).toBeLessThanOrEqual(step / 2 + 1e-3);
        });
      }),
    );
  });

  it("says parts within the rounding of the leader are tied or nearly, naming none alone; farther apart, one leads", () => {
    fc.assert(
      fc.property(
        distinct(REGIONS),
        fc.integer({ min: 50_000, max: 300_000 }),
        // Billions to one decimal: level, within the last digit, or beyond it.
        fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 100, max: 300 })),
        (labels, leaderMillions, gapMillions) => {
          const leader = leaderMillions * 1e6;
          const values = labels.map((_, at) =>
            at === 0 ? leader : at === 1 ? leader - gapMillions * 1e6 : leader / (at + 2),
          );
          const table = tableOf(
            "Which region had the highest net sales in 2022?",
            "Net sales by geographic region",
            summedRows(labels, values, "Net sales", 2022),
          );
          const [lead = ""] = textOf(table);
          const { step } = rankingRounding(
            table.facts.map((fact) => fact.value as number),
            "usd",
            table.plan.rounding,
          );
          const [first, second] = table.facts;
          const apart = Math.abs((first?.value as number) - (second?.value as number));
          if (apart === 0) {
            expect(lead).toMatch(/^.+ and .+ tied for the lead by region, each with \$/);
          } else if (apart < step) {
            expect(lead).toContain("near-tie for the lead by region, within rounding of each other");
            expect(lead).toContain(`${first?.label} was ahead by less than $`);
          } else {
            expect(lead.startsWith(`${first?.label} led by region with $`)).toBe(true);
          }
          if (apart < step) {
            expect(lead).toContain(first?.label ?? "");
            expect(lead).toContain(second?.label ?? "");
            expect(lead).not.toMatch(/ led /);
          }
        },
      ),
    );
  });

  it("says a near-tie of growth in percentage points", () => {
    const rows = summedRows(["Europe", "Japan", "Americas"], [300e6, 200e6, 100e6], "Net sales", 2022);
    const table = tableOf("Which region grew fastest in 2022?", "Net sales by geographic region", rows);
    const growth = table.facts.map(
      (fact, at): Fact => ({
        ...fact,
        measure: `${fact.measure}Growth`,
        value: [10.04, 10.0, 3][at] ?? 0,
        unit: "percent",
        period: "FY2021..FY2022",
      }),
    );
    const [lead] = textOf({ ...table, facts: growth });
    expect(lead).toBe(
      `Europe and Japan were in a near-tie for fastest growth by region, within rounding of each other: net sales changed by 10.0% for Europe and 10.0% for Japan from fiscal 2021 to fiscal 2022 (note, page ${PAGE}); Europe grew faster by less than 0.1 percentage points.`,
    );
  });

  it("says first when the parts ranked are of another kind than the kind asked", () => {
    fc.assert(
      fc.property(distinct(REGIONS), fc.constantFrom("segment", "product category"), (labels, asked) => {
        const values = labels.map((_, at) => (labels.length - at) * 7_000e6);
        const rows = summedRows(labels, values, "Net sales", 2021);
        const [lead] = textOf(
          tableOf(`Which ${asked} had the highest net sales in 2021?`, "Net sales by geographic area", rows),
        );
        expect(
          lead?.startsWith(
            `By region, not by ${asked} (no table of net sales by ${asked} was read), ${labels[0]} led with $`,
          ),
        ).toBe(true);
        const [asRegion] = textOf(
          tableOf("Which region had the highest net sales in 2021?", "Net sales by geographic area", rows),
        );
        expect(asRegion?.startsWith(`${labels[0]} led by region with $`)).toBe(true);
      }),
    );
  });
});
