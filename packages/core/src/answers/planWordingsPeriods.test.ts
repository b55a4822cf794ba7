// The plan reader on periods asked in other words (issue 33): short years and ranges, relative-year
// follow-ups, and prices between dates written in words. Phrasings are generated, so the rules are
// tested, not the sentences.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { company, plan, yearForm } from "../testing/planWordings";

describe("short years and ranges", () => {
  it("reads 'A-B' with two-digit or mixed years as a range, and not a count of days", () => {
    fc.assert(
      fc.property(company, fc.integer({ min: 10, max: 40 }), fc.integer({ min: 1, max: 9 }), (name, from, span) => {
        const to = from + span;
        const two = (each: number) => String(each).padStart(2, "0");
        const range = { kind: "range", from: 2000 + from, to: 2000 + to };
        expect(plan(`${name} revenue ${two(from)}-${two(to)}`).period).toEqual(range);
        expect(plan(`${name} revenue FY${two(from)}-${two(to)}`).period).toEqual(range);
        expect(plan(`${name} revenue FY${two(from)}-FY${two(to)}`).period).toEqual(range);
        expect(plan(`${name} revenue ${2000 + from}-${two(to)}`).period).toEqual(range);
        expect(plan(`${name} revenue fy${2000 + from}-fy${2000 + to}`).period).toEqual(range);
        expect(plan(`Is ${name} up ${two(from)}-${two(to)} days in a row?`).period?.kind).not.toBe("range");
      }),
    );
  });

  it("reads a range written with an en dash", () => {
    fc.assert(
      fc.property(company, fc.integer({ min: 2000, max: 2028 }), fc.integer({ min: 1, max: 5 }), (name, from, span) => {
        expect(plan(`${name} revenue ${from}–${from + span}`).period).toEqual({ kind: "range", from, to: from + span });
        expect(plan(`${name} revenue FY${String(from).slice(2)}–${String(from + span).slice(2)}`).period).toEqual({
          kind: "range",
          from,
          to: from + span,
        });
      }),
    );
  });

  it("reads a year written with an apostrophe", () => {
    fc.assert(
      fc.property(company, fc.integer({ min: 10, max: 39 }), (name, short) => {
        expect(plan(`${name} net income '${short}`).period).toEqual({ kind: "years", years: [2000 + short] });
        expect(plan(`${name}'s revenue in ’${short}?`).period).toEqual({ kind: "years", years: [2000 + short] });
      }),
    );
  });

  it("reads 'over N years' as the last N years", () => {
    fc.assert(
      fc.property(company, fc.integer({ min: 2, max: 10 }), (name, count) => {
        expect(plan(`average operating margin for ${name} over ${count} years`).period).toEqual({
          kind: "lastYears",
          count,
        });
      }),
    );
  });

  it("reads 'five-year' and '3-yr' written as one word as the last years", () => {
    for (const [written, count] of [
      ["five-year", 5],
      ["3-yr", 3],
      ["10-year", 10],
    ] as const) {
      expect(plan(`Apple ${written} average net margin`).period).toEqual({ kind: "lastYears", count });
    }
  });

  it("reads N years with one year named as N years anchored to it: ending with it, or starting with it after 'from'", () => {
    const span = fc.constantFrom(
      (count: number) => `${count}-year`,
      (count: number) => `over the last ${count} years`,
      (count: number) => `over the past ${count} fiscal years`,
    );
    fc.assert(
      fc.property(
        company,
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 2015, max: 2025 }),
        span,
        fc.constantFrom("through", "to", "ending", "up to"),
        fc.constantFrom("average net margin", "revenue cagr", "revenue growth"),
        (name, count, year, spanWords, end, measure) => {
          const ended = `${name} ${measure} ${spanWords(count)} ${end} fiscal ${year}`;
          expect(plan(ended).period, ended).toEqual({ kind: "lastYears", count, endingAt: year });
          const started = `${name} ${spanWords(count)} ${measure} from ${year}`;
          expect(plan(started).period, started).toEqual({ kind: "lastYears", count, startingAt: year });
          const after = `${name} ${measure} in the ${count} years after ${year}`;
          expect(plan(after).period, after).toEqual({ kind: "lastYears", count, startingAt: year + 1 });
          const before = `${name} ${measure} in the ${count} years before ${year}`;
          expect(plan(before).period, before).toEqual({ kind: "lastYears", count, endingAt: year - 1 });
          // A year that belongs to another part of the question anchors nothing.
          const apart = `${name} ${spanWords(count)} ${measure}, and what was its net margin in ${year}?`;
          expect(plan(apart).period, apart).toEqual({ kind: "lastYears", count });
        },
      ),
    );
  });
});

describe("a share price's quarter", () => {
  it("is the calendar quarter's span of closes, unless 'fiscal' is written", () => {
    fc.assert(
      fc.property(
        company,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 2021, max: 2025 }),
        fc.constantFrom(
          (q: number, y: number) => `Q${q} ${y}`,
          (q: number, y: number) => `the ${["first", "second", "third", "fourth"][q - 1]} quarter of ${y}`,
        ),
        (name, quarter, year, written) => {
          const question = `How did ${name}'s stock do in ${written(quarter, year)}?`;
          const read = plan(question);
          expect(read.period, question).toEqual({ kind: "yearPart", quarters: [quarter], year, calendar: true });
          expect(read.unread ?? [], question).toEqual([]);
          const fiscal = `How did ${name}'s stock do in fiscal ${written(quarter, year)}?`;
          expect(plan(fiscal).period, fiscal).toEqual({ kind: "quarters", quarters: [{ quarter, year }] });
        },
      ),
    );
  });
});

describe("relative-year follow-ups", () => {
  const stepBack = fc.constantFrom("and the year before?", "the prior year?", "what about the previous year?");

  it("moves a named year back one, and 'the year before that' back one more", () => {
    fc.assert(
      fc.property(company, fc.integer({ min: 2016, max: 2030 }), stepBack, (name, asked, follow) => {
        const first = `${name} net income in ${asked}`;
        const one = plan(follow, [first]);
        expect(one.period).toEqual({ kind: "years", years: [asked - 1] });
        expect(one.measures.map((each) => each.id)).toEqual(["netIncome"]);
        expect(plan("and the year before that?", [first, follow]).period).toEqual({
          kind: "years",
          years: [asked - 2],
        });
      }),
    );
  });

  it("moves the latest year back when the conversation named none", () => {
    expect(plan("and the year before?", ["Apple revenue"]).period).toEqual({ kind: "latest", back: 1 });
    expect(plan("and the year before that?", ["Apple revenue", "and the year before?"]).period).toEqual({
      kind: "latest",
      back: 2,
    });
    // A change against the prior year keeps the conversation's year, and compares with the one before.
    const growth = plan("what's the growth vs the prior year?", ["Apple revenue 2024"]);
    expect(growth.period).toEqual({ kind: "years", years: [2024] });
    expect(growth.operation.kind).toBe("growth");
    // A question that names its own year keeps it.
    expect(plan("Apple revenue in 2022, and the year before?", []).period).toEqual({ kind: "years", years: [2022] });
  });
});

describe("prices between dates written in words", () => {
  it("reads 'the end of Y' as Y's last day and 'the start of Y' as the day before it", () => {
    fc.assert(
      fc.property(company, fc.integer({ min: 2000, max: 2030 }), fc.integer({ min: 1, max: 5 }), (name, from, span) => {
        const to = from + span;
        expect(plan(`${name} share price change between the end of ${from} and the end of ${to}`).period).toEqual({
          kind: "dates",
          from: `${from}-12-31`,
          to: `${to}-12-31`,
        });
        expect(plan(`How did ${name} stock do from the start of ${from} to the end of ${to}?`).period).toEqual({
          kind: "dates",
          from: `${from - 1}-12-31`,
          to: `${to}-12-31`,
        });
        expect(plan(`${name} share price change from 12/31/${from} to 6/30/${to}`).period).toEqual({
          kind: "dates",
          from: `${from}-12-31`,
          to: `${to}-06-30`,
        });
        expect(plan(`${name} stock from year-end ${from} to year-end ${to}`).period).toEqual({
          kind: "dates",
          from: `${from}-12-31`,
          to: `${to}-12-31`,
        });
        expect(plan(`${name} stock from the end of June ${from} to the end of ${to}`).period).toEqual({
          kind: "dates",
          from: `${from}-06-30`,
          to: `${to}-12-31`,
        });
      }),
    );
  });
});

describe("spans named by recency and calendar years named by their months", () => {
  const count = fc.constantFrom(["two", 2], ["three", 3], ["four", 4], ["5", 5], ["six", 6]);
  const recency = fc.constantFrom("most recent", "latest", "last reported", "most recent full", "latest complete");

  it("reads 'its N most recent (fiscal) years' as the last N years", () => {
    fc.assert(
      fc.property(
        company,
        count,
        recency,
        fc.constantFrom("fiscal years", "years", "yrs"),
        (name, [written, n], recent, years) => {
          const read = plan(`How has ${name}'s gross margin moved across its ${written} ${recent} ${years}?`);
          expect(read.period).toEqual({ kind: "lastYears", count: n });
          expect(read.unread ?? []).toEqual([]);
        },
      ),
    );
  });

  it("reads a calendar year named by its months, or by 'calendar' anywhere beside the one year written", () => {
    fc.assert(
      fc.property(
        company,
        fc.integer({ min: 2019, max: 2025 }),
        fc.constantFrom(
          (year: number) => `net income, Jan–Dec ${year}`,
          (year: number) => `net income January through December ${year}`,
          (year: number) => `net income, Jan-Dec ${year} please`,
          (year: number) => `net income ${year} (calendar basis)`,
          (year: number) => `net income for ${year} on a calendar-year basis`,
        ),
        (name, year, asked) => {
          const read = plan(`${name} ${asked(year)}`);
          expect(read.period).toEqual({ kind: "calendarYear", year });
          expect(read.unread ?? []).toEqual([]);
        },
      ),
    );
    // Two years and "calendar" not beside either: no one calendar year is named.
    expect(plan("Apple revenue 2022 and 2023, calendar basis").period.kind).not.toBe("calendarYear");
  });
});

describe("dates and period ends written short", () => {
  it("reads US dates with two-digit years as the closes between them", () => {
    fc.assert(
      fc.property(
        company,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 20, max: 23 }),
        (name, month, day, year) => {
          const read = plan(`${name} stock return ${month}/${day}/${year} to ${month}/${day}/${year + 1}`);
          const date = (y: number) => `20${y}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          expect(read.period).toEqual({ kind: "dates", from: date(year), to: date(year + 1) });
        },
      ),
    );
  });

  it("reads a fiscal year's close as its end, not the share price, and a year written 'CY' as no company", () => {
    fc.assert(
      fc.property(
        company,
        yearForm,
        fc.constantFrom("total current liabilities", "net debt", "inventory"),
        (name, [written, year], measure) => {
          const read = plan(`${name} ${measure} at the ${written} close`);
          expect(read.measures.map((each) => each.id)).not.toContain("close");
          expect(read.period).toEqual({ kind: "years", years: [year] });
          const calendar = plan(`${name} net income CY${year} (not fiscal)`);
          expect(calendar.unknownCompanies).toEqual([]);
          expect(calendar.period).toEqual({ kind: "calendarYear", year });
        },
      ),
    );
  });

  it("reads two years joined by an arrow as the span between them", () => {
    fc.assert(
      fc.property(company, fc.integer({ min: 2015, max: 2022 }), fc.integer({ min: 1, max: 4 }), (name, from, span) => {
        expect(plan(`${name} cash ${from} → ${from + span}, every year`).period).toEqual({
          kind: "range",
          from,
          to: from + span,
        });
      }),
    );
  });
});
