// Shorthand of terminals and notes (issue 44), over generated companies, months, years and
// figures: a quarter named by the month it ends ("June quarter 2024", "sept-quarter", "Dec qtr"),
// a year's end written "YE2024", a ticker written without its share class ("BRK" for BRK.B), and a
// figure set against a number with no question word ("BRK debt/equity under 0.3x?") as a check.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import { MEASURES } from "./measures";

const plan = planReaderOver([
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "BRK.B", name: "Berkshire Hathaway Inc." },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
]);
const company = fc.constantFrom("Apple", "Costco", "aapl", "COST");
const year = fc.integer({ min: 2016, max: 2025 });
const MONTH_WORDS: ReadonlyArray<readonly [string, number]> = [
  ["march", 3],
  ["mar", 3],
  ["june", 6],
  ["jun", 6],
  ["september", 9],
  ["sept", 9],
  ["sep", 9],
  ["december", 12],
  ["dec", 12],
];
const month = fc.constantFrom(...MONTH_WORDS);
const lines = MEASURES.filter((each) => each.unit === "usd" && each.formula.kind === "line" && each.flow === true);

describe("a quarter named by the month it ends", () => {
  it("reads '<month> quarter', '<month>-quarter' and '<month> qtr' before a year as the quarter ended then", () => {
    fc.assert(
      fc.property(
        company,
        month,
        year,
        fc.constantFrom(
          (m: string) => `the ${m} quarter`,
          (m: string) => `${m}-quarter`,
          (m: string) => `${m} qtr`,
          (m: string) => `${m[0]?.toUpperCase()}${m.slice(1)}-quarter`,
        ),
        fc.constantFrom(...lines),
        (name, [written, number], asked, form, figure) => {
          const read = plan(`${name} ${figure.phrases[0]} for ${form(written)} ${asked}`);
          expect(read.period).toEqual({ kind: "quarterEnded", month: number, year: asked });
          expect(read.refusals).toEqual([]);
          expect(read.unread ?? []).toEqual([]);
        },
      ),
    );
  });
});

describe("a year's end and a share class", () => {
  it("reads 'YE2024' and 'ye 2024' as that fiscal year, every word read", () => {
    fc.assert(
      fc.property(
        company,
        year,
        fc.constantFrom("YE", "ye ", "YE-"),
        fc.constantFrom(...lines),
        (name, asked, ye, figure) => {
          const read = plan(`${name} ${figure.phrases[0]} at ${ye}${asked}`);
          expect(read.period).toEqual({ kind: "years", years: [asked] });
          expect(read.unread ?? []).toEqual([]);
        },
      ),
    );
  });

  it("reads a ticker written without its share class as the class the data covers", () => {
    fc.assert(
      fc.property(fc.constantFrom("BRK", "$BRK", "BRK.B", "BRK-B"), fc.constantFrom(...lines), (ticker, figure) => {
        expect(plan(`${ticker} ${figure.phrases[0]} 2024`).companies.map((each) => each.symbol)).toEqual(["BRK.B"]);
      }),
    );
  });
});

describe("a terse check against a number", () => {
  it("reads a figure set against a number with no question word as a yes/no check", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("BRK", "Apple", "COST"),
        fc.constantFrom("debt/equity", "current ratio", "net margin"),
        fc.constantFrom(["under", "below"], ["below", "below"], ["over", "above"], ["above", "above"]),
        fc.double({ min: 0.1, max: 3, noNaN: true }),
        (name, measure, [written, comparator], value) => {
          const read = plan(`${name} ${measure} ${written} ${value.toFixed(1)}x at YE2024?`);
          expect(read.claim?.threshold?.comparator).toBe(comparator);
        },
      ),
    );
  });

  it("is no check when the question asks with a question word", () => {
    expect(plan("which companies have debt/equity under 0.3x?").claim).toBeUndefined();
  });
});
