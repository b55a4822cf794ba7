// Parts of a year and calendar years as questions write them (issue 44), with generated companies,
// measures, years and phrasings: each is read as the part asked (never the full year), fiscal or
// calendar as written, and every word of the question is read.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import { yearPartLabel, yearPartWords } from "./periodLabels";
import { MONTHS } from "./plan/lexicon/periodWords";

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
  { symbol: "HD", name: "The Home Depot, Inc." },
  { symbol: "KO", name: "The Coca-Cola Company" },
];
const plan = planReaderOver(COVERED);

const company = fc.constantFrom("Apple", "Microsoft", "Costco", "Home Depot", "Coca-Cola", "AAPL", "KO");
const measure = fc.constantFrom("revenue", "net income", "operating income", "free cash flow", "gross profit");
const year = fc.integer({ min: 2005, max: 2030 });
const short = (y: number) => String(y).slice(2);

/** A part's phrasings for fiscal year `y`: [written, quarters]. */
const fiscalPart = (y: number): ReadonlyArray<readonly [string, ReadonlyArray<number>]> => [
  [`in the first half of ${y}`, [1, 2]],
  [`in the first half of fiscal ${y}`, [1, 2]],
  [`over the first six months of fiscal ${y}`, [1, 2]],
  [`in H1 ${y}`, [1, 2]],
  [`in 1H${short(y)}`, [1, 2]],
  [`H1 FY${short(y)}`, [1, 2]],
  [`in the second half of FY${y}`, [3, 4]],
  [`2H${short(y)}`, [3, 4]],
  [`in H2 ${y}`, [3, 4]],
  [`over the first nine months of its fiscal ${y}`, [1, 2, 3]],
  [`in 9M${short(y)}`, [1, 2, 3]],
  [`9M ${y}`, [1, 2, 3]],
  [`over the first three quarters of fiscal ${y}`, [1, 2, 3]],
];

describe("parts of a year", () => {
  it("reads a fiscal half or nine months as the quarters it spans, with every word read", () => {
    fc.assert(
      fc.property(company, measure, year, fc.nat(), (name, figure, y, pick) => {
        const parts = fiscalPart(y);
        const [written, quarters] = parts[pick % parts.length] as (typeof parts)[number];
        const asked = plan(`What was ${name}'s ${figure} ${written}?`);
        expect(asked.period).toEqual({ kind: "yearPart", quarters, year: y, calendar: false });
        expect(asked.periodAsked).toBe(true);
        expect(asked.unread ?? []).toEqual([]);
      }),
    );
  });

  it("reads a calendar half as calendar, whatever says fiscal after it", () => {
    fc.assert(
      fc.property(
        company,
        measure,
        year,
        fc.constantFrom("first half of calendar", "H1 CY", "calendar H1", "first half of cal"),
        fc.constantFrom("", ", not fiscal"),
        (name, figure, y, written, not) => {
          const text = written === "H1 CY" ? `H1 CY${y}` : `${written} ${y}`;
          const asked = plan(`${name} ${figure} ${text}${not}`);
          expect(asked.period).toEqual({ kind: "yearPart", quarters: [1, 2], year: y, calendar: true });
          expect(asked.unread ?? []).toEqual([]);
        },
      ),
    );
  });

  it("reads six or nine months to a month, and the year to date", () => {
    fc.assert(
      fc.property(
        company,
        measure,
        year,
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(6, 9),
        (name, figure, y, m, n) => {
          const month = MONTHS[m - 1] as string;
          const count = n === 6 ? "six" : "nine";
          const asked = plan(`How much ${figure} did ${name} report in the ${count} months ended ${month} ${y}?`);
          expect(asked.period).toEqual({ kind: "monthsEnded", months: n, month: m, year: y });
          expect(asked.unread ?? []).toEqual([]);
        },
      ),
    );
    fc.assert(
      fc.property(company, measure, fc.constantFrom("year to date", "YTD", "so far this year"), (name, figure, ytd) => {
        const asked = plan(`${name} ${figure} ${ytd}`);
        expect(asked.period).toEqual({ kind: "yearToDate" });
        expect(asked.unread ?? []).toEqual([]);
      }),
    );
  });

  it("reads the same part of several years side by side, the latest as the part's year", () => {
    fc.assert(
      fc.property(
        company,
        measure,
        year,
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom("vs", "and", "compared with"),
        (name, figure, y, gap, join) => {
          const asked = plan(`${name} ${figure} H2 FY${y - gap} ${join} H2 FY${y}`);
          expect(asked.period).toEqual({
            kind: "yearPart",
            quarters: [3, 4],
            year: y,
            calendar: false,
            earlier: [y - gap],
          });
          expect(asked.unread ?? []).toEqual([]);
        },
      ),
    );
  });

  it("reads a calendar quarter as the quarter that ended in its months, and a quarter alone as fiscal", () => {
    fc.assert(
      fc.property(company, measure, year, fc.integer({ min: 1, max: 4 }), fc.nat(), (name, figure, y, q, pick) => {
        const ordinal = ["first", "second", "third", "fourth"][q - 1] as string;
        const written = [
          `calendar Q${q} ${y}`,
          `Q${q} CY${y}`,
          `the ${ordinal} calendar quarter of ${y}`,
          `${q}Q calendar ${y}`,
        ];
        const asked = plan(`${name} ${figure} in ${written[pick % written.length]}`);
        expect(asked.period).toEqual({ kind: "yearPart", quarters: [q], year: y, calendar: true });
        expect(asked.unread ?? []).toEqual([]);
        expect(plan(`${name} ${figure} in Q${q} ${y}`).period).toEqual({
          kind: "quarters",
          quarters: [{ quarter: q, year: y }],
        });
      }),
    );
  });

  it("reads a part set beside the same part a year before, written short or as 'the same period last year'", () => {
    fc.assert(
      fc.property(
        company,
        measure,
        fc.integer({ min: 2011, max: 2030 }),
        fc.boolean(),
        (name, figure, y, shorthand) => {
          const asked = shorthand
            ? plan(`${name} ${figure} 2H${short(y)} vs 2H${short(y - 1)}`)
            : plan(`${name} ${figure} in the first nine months of fiscal ${y} vs the same period last year`);
          const quarters = shorthand ? [3, 4] : [1, 2, 3];
          expect(asked.period).toEqual({ kind: "yearPart", quarters, year: y, calendar: false, earlier: [y - 1] });
          expect(asked.unread ?? []).toEqual([]);
        },
      ),
    );
  });

  it("does not read an amount in millions as nine months", () => {
    expect(plan("What did Apple spend on research in 2024, $9M or more?").period).toEqual({
      kind: "years",
      years: [2024],
    });
  });

  it("labels a part so the writer names it as asked", () => {
    fc.assert(
      fc.property(year, fc.boolean(), fc.constantFrom([1, 2], [3, 4], [1, 2, 3]), (y, calendar, quarters) => {
        const words = yearPartWords(yearPartLabel({ kind: "yearPart", quarters, year: y, calendar }));
        const name = quarters.length === 3 ? "first nine months" : quarters[0] === 1 ? "first half" : "second half";
        expect(words).toBe(`the ${name} of ${calendar ? "calendar" : "fiscal"} ${y}`);
      }),
    );
  });
});

describe("a balance's date", () => {
  it("reads 'as of' or 'at the end of' a month and year as the quarter that ended then", () => {
    fc.assert(
      fc.property(
        company,
        year,
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom("as of", "at the end of"),
        (name, y, m, lead) => {
          const asked = plan(`What was ${name}'s total debt ${lead} ${MONTHS[m - 1]} ${y}?`);
          expect(asked.period).toEqual({ kind: "quarterEnded", month: m, year: y });
          expect(asked.unread ?? []).toEqual([]);
        },
      ),
    );
  });
});

describe("calendar years", () => {
  it("reads cal, cal. and calendar yr as a calendar year, and 'not fiscal' does not undo it", () => {
    fc.assert(
      fc.property(
        company,
        measure,
        year,
        fc.constantFrom("cal", "cal.", "calendar", "calendar yr", "calendar year"),
        fc.constantFrom("", ", not fiscal", " (not fiscal)"),
        (name, figure, y, cal, not) => {
          const asked = plan(`${name} ${figure} ${cal} ${y}${not}`);
          expect(asked.period).toEqual({ kind: "calendarYear", year: y });
          expect(asked.unread ?? []).toEqual([]);
        },
      ),
    );
    expect(plan("Apple revenue for the 2023 calendar year").period).toEqual({ kind: "calendarYear", year: 2023 });
  });
});
