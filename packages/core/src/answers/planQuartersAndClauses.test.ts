// The plan reader on terminal shorthand and on questions of several clauses (issue 44), over
// generated companies, measures, quarters, years and phrasings: a quarter written with its year
// in one word ("q4'24", "4Q24", "Q3-23") and a quarter against the one before ("% q/q",
// "sequential") are read; "the avg of those two" after two years asked one at a time averages
// both; "its most recent year" is a period, not the news; a verb asking a figure ("earn") in a
// clause of its own is kept beside the figure named in the other clause; "per share" applies in
// its own clause only.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import { MONTHS } from "./plan/lexicon/periodWords";

const COVERED = [
  { symbol: "NFLX", name: "Netflix, Inc." },
  { symbol: "NKE", name: "NIKE, Inc." },
  { symbol: "BRK.B", name: "Berkshire Hathaway Inc." },
  { symbol: "HD", name: "The Home Depot, Inc." },
  { symbol: "WMT", name: "Walmart Inc." },
];
const plan = planReaderOver(COVERED);
const symbolOf: Record<string, string> = {
  nflx: "NFLX",
  Netflix: "NFLX",
  nke: "NKE",
  Nike: "NKE",
  "Home Depot": "HD",
  Walmart: "WMT",
};
const company = fc.constantFrom(...Object.keys(symbolOf));
const measure = fc.constantFrom(
  ["rev", "revenue"],
  ["revenue", "revenue"],
  ["net income", "netIncome"],
  ["op income", "operatingIncome"],
  ["capex", "capex"],
);
const quarter = fc.integer({ min: 1, max: 4 });
/** The months' names as a question writes them. */
const MONTH_NAMES = MONTHS.map((month) => month[0]?.toUpperCase() + month.slice(1));
const year = fc.integer({ min: 2019, max: 2025 });

/** A quarter with its year in one word, as terminals write it. */
const shorthand = fc.constantFrom(
  (q: number, y: number) => `q${q}'${String(y).slice(2)}`,
  (q: number, y: number) => `Q${q}-${String(y).slice(2)}`,
  (q: number, y: number) => `${q}Q${String(y).slice(2)}`,
  (q: number, y: number) => `${q}q'${String(y).slice(2)}`,
  (q: number, y: number) => `Q${q}FY${String(y).slice(2)}`,
  (q: number, y: number) => `q${q}${y}`,
);

describe("a quarter written with its year in one word", () => {
  it("is that fiscal quarter, every word read", () => {
    fc.assert(
      fc.property(company, measure, quarter, year, shorthand, (who, [words, id], q, y, written) => {
        const question = `${who} ${words} ${written(q, y)}`;
        const read = plan(question);
        expect(read.period, question).toEqual({ kind: "quarters", quarters: [{ quarter: q, year: y }] });
        expect(
          read.measures.map((each) => each.id),
          question,
        ).toEqual([id]);
        expect(read.unread ?? [], question).toEqual([]);
      }),
    );
  });

  it("set against the quarter before it, asks the change between the two", () => {
    fc.assert(
      fc.property(
        company,
        measure,
        fc.integer({ min: 2, max: 4 }),
        year,
        shorthand,
        fc.constantFrom("% q/q", "q/q", "qoq", "sequential growth", "growth sequentially", "quarter over quarter"),
        (who, [words], q, y, written, change) => {
          const question = `${who} ${words} ${written(q, y)} vs ${written(q - 1, y)}, ${change}`;
          const read = plan(question);
          expect(read.operation.kind, question).toBe("growth");
          expect(read.period, question).toEqual({
            kind: "quarters",
            quarters: [
              { quarter: q - 1, year: y },
              { quarter: q, year: y },
            ],
          });
        },
      ),
    );
  });
});

describe("follow-ups naming no figure and no year", () => {
  it("average the two years the conversation asked one at a time", () => {
    fc.assert(
      fc.property(
        company,
        measure,
        fc.uniqueArray(year, { minLength: 2, maxLength: 2 }),
        fc.constantFrom("whats the avg of those two?", "and the average of the two?", "mean of both years?"),
        (who, [words, id], [first = 2020, second = 2021], ask) => {
          const read = plan(ask, [`${who} ${words} fiscal ${first}`, `and fiscal ${second}?`]);
          expect(read.operation.kind, ask).toBe("average");
          expect(read.period, ask).toEqual({ kind: "years", years: [first, second].sort((a, b) => a - b) });
          expect(read.measures.map((each) => each.id)).toEqual([id]);
        },
      ),
    );
  });

  it("average only when the question asks the mean of the two, not 'what does that mean'", () => {
    fc.assert(
      fc.property(
        company,
        measure,
        fc.uniqueArray(year, { minLength: 2, maxLength: 2 }),
        fc.constantFrom("What does that mean for its margins?", "Is that above average?", "what do you mean?"),
        (who, [words], [first = 2020, second = 2021], ask) => {
          const read = plan(ask, [`${who} ${words} fiscal ${first}`, `and fiscal ${second}?`]);
          expect(read.operation.kind, ask).not.toBe("average");
        },
      ),
    );
  });

  it("keep the figure asked before for the company switched to, in its most recent year", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(company, { minLength: 2, maxLength: 2 }),
        measure,
        year,
        fc.constantFrom("latest", "most recent", "recent", "last reported"),
        fc.constantFrom("year", "fiscal year", "quarter", "fy"),
        ([first = "Nike", second = "Walmart"], [words, id], y, recent, span) => {
          fc.pre(symbolOf[first] !== symbolOf[second]);
          const ask = `ok and ${second}, its ${recent} ${span}?`;
          const read = plan(ask, [`How much was ${first}'s ${words} in fiscal ${y}?`]);
          expect(read.material, ask).toBeNull();
          expect(read.measures.map((each) => each.id)).toEqual([id]);
          expect(read.companies.map((each) => each.symbol)).toEqual([symbolOf[second]]);
        },
      ),
    );
  });
});

describe("a question of two clauses", () => {
  const other = fc.constantFrom(
    ["how much of its own stock did it buy back", "buybacks"],
    ["what did it pay in dividends", "dividends"],
    ["how much debt did it carry", "totalDebt"],
  );

  it("keeps a verb asking a figure in its own clause beside the figure named in the other", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Berkshire Hathaway", "Walmart", "Nike"),
        fc.constant(["earn", "netIncome"] as const),
        year,
        other,
        (who, [verb, verbId], y, [second, id]) => {
          const question = `What did ${who} ${verb} in ${y}, and ${second} that year?`;
          const ids = plan(question).measures.map((each) => each.id);
          expect(ids, question).toContain(verbId);
          expect(ids, question).toContain(id);
        },
      ),
    );
  });

  it("reads an 'and' between years as no second question: the figure named is the only one", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Walmart", "Nike", "Home Depot"),
        fc.uniqueArray(year, { minLength: 2, maxLength: 2 }),
        fc.constantFrom(
          ["operating income", "operatingIncome"],
          ["revenue", "revenue"],
          ["free cash flow", "freeCashFlow"],
        ),
        (who, [first, second], [words, id]) => {
          const question = `What did ${who} earn in ${first} and ${second} in ${words}?`;
          expect(
            plan(question).measures.map((each) => each.id),
            question,
          ).toEqual([id]);
        },
      ),
    );
  });

  it("takes the 'per share' the data lacks as its own, and another 'per share' still applies", () => {
    fc.assert(
      fc.property(fc.constantFrom("Walmart", "Nike", "Home Depot"), year, (who, when) => {
        const question = `${who} book value per share and basic earnings per share in ${when}`;
        const [measure] = plan(question).measures;
        expect(measure?.unit, question).toBe("perShare");
        expect(measure?.formula, question).toMatchObject({ numerator: [{ sign: 1, id: "equity" }] });
      }),
    );
  });

  it("applies 'per share' in its own clause only", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Walmart", "Nike", "Home Depot"),
        fc.constantFrom(["net income", "netIncome"], ["revenue", "revenue"], ["free cash flow", "freeCashFlow"]),
        year,
        (who, [words, id], y) => {
          // The other clause names a figure the data lacks, whose words hold "per share".
          const question = `${who}'s ${words} in ${y} and ${who} basic earnings per share for ${y}`;
          const measures = plan(question).measures;
          expect(
            measures.find((each) => each.id === id),
            question,
          ).toBeDefined();
          const fromOther = measures.filter((each) => each.defined && JSON.stringify(each.formula).includes(`"${id}"`));
          expect(fromOther, question).toEqual([]);
        },
      ),
    );
  });
});

describe("a price over a month named with its year", () => {
  it("is the closes of that whole month, and an average close is their mean", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Nike", "Walmart", "Netflix"),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2021, max: 2024 }),
        fc.constantFrom(
          ["average closing price", "averageClose"],
          ["average daily close", "averageClose"],
          ["avg share price", "averageClose"],
          ["highest close", "highestClose"],
          ["lowest closing price", "lowestClose"],
        ),
        fc.constantFrom("in", "during"),
        (who, month, when, [words, id], preposition) => {
          const question = `What was ${who}'s ${words} ${preposition} ${MONTH_NAMES[month - 1]} ${when}?`;
          const read = plan(question);
          expect(
            read.measures.map((each) => each.id),
            question,
          ).toEqual([id]);
          expect(read.period, question).toEqual({
            kind: "dates",
            from: new Date(Date.UTC(when, month - 1, 0)).toISOString().slice(0, 10),
            to: new Date(Date.UTC(when, month, 0)).toISOString().slice(0, 10),
          });
          expect(read.unread ?? [], question).toEqual([]);
        },
      ),
    );
  });
});

describe("a price over the span ended on a date", () => {
  const spans = fc.constantFrom(
    ["the quarter ended", 3],
    ["the three months ended", 3],
    ["the six months ended", 6],
    ["the half ending", 6],
    ["the nine months ended", 9],
    ["the year ended", 12],
  ) as fc.Arbitrary<[string, number]>;

  it("is the closes from the month-end that many months before, to the date", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Nike", "Walmart", "Netflix"),
        spans,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2021, max: 2024 }),
        fc.constantFrom("highest close", "lowest close", "largest drawdown"),
        (who, [span, months], month, when, asked) => {
          const end = new Date(Date.UTC(when, month, 0)).toISOString().slice(0, 10);
          const start = new Date(Date.UTC(when, month - months, 0)).toISOString().slice(0, 10);
          const day = Number(end.slice(8));
          const question = `What was ${who}'s ${asked} in ${span} ${MONTH_NAMES[month - 1]} ${day}, ${when}?`;
          const read = plan(question);
          expect(read.period, question).toEqual({ kind: "dates", from: start, to: end });
          expect(read.unread ?? [], question).toEqual([]);
        },
      ),
    );
  });
});
