// The breakdowns of a figure read from a filing's tables (issue 45 item 4), over generated tables:
// parts that add up to a total row, one line repeated under each part's heading, and the tables
// that are not breakdowns (a reconciliation, rows that do not add up, parts of no kind).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { breakdownFacts, breakdownOf } from "./filingBreakdowns";
import type { TableRow } from "./filingTables";

const REGIONS = [
  "Americas",
  "Europe",
  "Greater China",
  "Japan",
  "Rest of Asia Pacific",
  "United States",
  "International",
];
const PRODUCTS = ["iPhone", "Mac", "Cloud services", "Licenses", "Hardware", "Consulting"];
const TOTALS: ReadonlyArray<readonly [string, string]> = [
  ["Total net sales", "revenue"],
  ["Total revenues", "revenue"],
  ["Total net revenues", "revenue"],
  ["Total operating income", "operatingIncome"],
];
const SCALES = [1e3, 1e6];

const layout = fc.record({
  labels: fc.uniqueArray(fc.constantFrom(...REGIONS), { minLength: 2, maxLength: 6 }),
  years: fc.uniqueArray(fc.integer({ min: 2005, max: 2024 }), { minLength: 1, maxLength: 3 }),
  printed: fc.array(fc.array(fc.integer({ min: 1, max: 900_000 }), { minLength: 3, maxLength: 3 }), {
    minLength: 6,
    maxLength: 6,
  }),
  total: fc.constantFrom(...TOTALS),
  scale: fc.constantFrom(...SCALES),
});

/** The rows of a table whose parts add up to its last row, as the table reader gives them. */
function summedTable(
  labels: ReadonlyArray<string>,
  years: ReadonlyArray<number>,
  printed: number[][],
  total: string,
  scale: number,
) {
  const rows: TableRow[] = labels.map((label, index) => ({
    label,
    section: null,
    unit: "usd",
    values: years.map((year, at) => [`FY${year}`, (printed[index]?.[at] ?? 1) * scale] as const),
  }));
  rows.push({
    label: total,
    section: null,
    unit: "usd",
    values: years.map(
      (year, at) => [`FY${year}`, rows.reduce((sum, row) => sum + (row.values[at]?.[1] ?? 0), 0)] as const,
    ),
  });
  return rows;
}

describe("breakdownFacts", () => {
  it("reads rows adding up to a total as the total's parts, of the kind their names and heading say", () => {
    fc.assert(
      fc.property(layout, ({ labels, years, printed, total, scale }) => {
        const rows = summedTable(labels, years, printed, total[0], scale);
        const facts = breakdownFacts([{ heading: "Net sales by reportable segment (in millions)", rows }], 7);
        const parts = facts.filter((fact) => breakdownOf(fact.measure)?.total === false);
        expect(parts).toHaveLength(labels.length * years.length);
        for (const fact of parts) {
          const breakdown = breakdownOf(fact.measure);
          expect(breakdown?.measure).toBe(total[1]);
          expect(breakdown?.kinds).toEqual(["geography", "segment"]);
          expect(fact.sourceId).toBe("page:7");
        }
        expect(new Set(facts.map((fact) => fact.id)).size).toBe(facts.length);
      }),
    );
  });

  it("reads no breakdown when the rows do not add up to the row below them", () => {
    fc.assert(
      fc.property(layout, fc.integer({ min: 2, max: 9 }), ({ labels, years, printed, total, scale }, off) => {
        // Parts between 100,000 and 190,000: no run of two or more adds up to another part (1 + 1 = 2 would).
        const apart = printed.map((row) => row.map((value) => 100_000 + (value % 90_000)));
        const rows = summedTable(labels, years, apart, total[0], scale);
        const last = rows[rows.length - 1] as TableRow;
        // The total off by a tenth or more: no rounding of printed figures explains it.
        rows[rows.length - 1] = {
          ...last,
          values: last.values.map(([period, value]) => [period, value * (1 + off / 10)] as const),
        };
        expect(breakdownFacts([{ heading: "Revenue by geography", rows }], 3)).toEqual([]);
      }),
    );
  });

  it("reads a reconciliation (parts named as statement lines) and parts of no kind as no breakdown", () => {
    const years = [2023, 2022];
    const reconciliation = summedTable(
      ["Segment operating income", "Research and development expense"],
      years,
      [
        [900, 800],
        [-100, -90],
      ],
      "Total operating income",
      1e6,
    );
    expect(
      breakdownFacts([{ heading: "Reconciliation of segment operating income", rows: reconciliation }], 1),
    ).toEqual([]);
    const noKind = summedTable(
      ["Term loans", "Bonds"],
      years,
      [
        [10, 20],
        [30, 40],
      ],
      "Total borrowings",
      1e6,
    );
    expect(breakdownFacts([{ heading: "The following table summarizes borrowings", rows: noKind }], 1)).toEqual([]);
  });

  it("reads products by the heading's words, whatever the rows are named", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...PRODUCTS), { minLength: 2, maxLength: 5 }), (labels) => {
        const rows = summedTable(
          labels,
          [2023],
          labels.map((_, at) => [100 + at]),
          "Total revenues",
          1e6,
        );
        const facts = breakdownFacts([{ heading: "Revenue by product category (in millions)", rows }], 2);
        expect(breakdownOf(facts[0]?.measure ?? "")?.kinds).toEqual(["product"]);
        expect(facts.filter((fact) => fact.measure.startsWith("part:")).map((fact) => fact.label)).toEqual(labels);
      }),
    );
  });

  it("reads one line repeated under each part's heading as the parts, named by their headings", () => {
    fc.assert(
      fc.property(layout, ({ labels, years, printed, scale }) => {
        const rows: TableRow[] = labels.flatMap((label, index) =>
          ["Net sales", "Operating income"].map((line, offset) => ({
            label: line,
            section: label,
            unit: "usd" as const,
            values: years.map((year, at) => [`FY${year}`, (printed[index]?.[at] ?? 1) * scale * (offset + 1)] as const),
          })),
        );
        const facts = breakdownFacts([{ heading: "Information by reportable segment", rows }], 9);
        const revenue = facts.filter(
          (fact) => breakdownOf(fact.measure)?.measure === "revenue" && fact.period === `FY${years[0]}`,
        );
        expect(revenue.map((fact) => fact.label)).toEqual(labels);
        expect(facts.some((fact) => breakdownOf(fact.measure)?.measure === "operatingIncome")).toBe(true);
      }),
    );
  });
});
