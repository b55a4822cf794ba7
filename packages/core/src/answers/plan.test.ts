// The plan reader on forms of questions, with generated companies, years and typos: every period
// form parses, a covered company's name is found in any case or with one letter wrong, a company
// outside the data is recognised, and a follow-up keeps the conversation's subject.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import { companyDirectory } from "./companyDirectory";
import { MEASURES } from "./measures";
import { planQuestion } from "./plan";

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "NVDA", name: "NVIDIA Corporation" },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
  { symbol: "HD", name: "The Home Depot, Inc." },
  { symbol: "KO", name: "The Coca-Cola Company" },
];
const LISTED = [
  { symbol: "F", name: "Ford Motor Company" },
  { symbol: "TSLA", name: "Tesla, Inc." },
  { symbol: "TGT", name: "Target Corporation" },
];
const plan = planReaderOver(COVERED, LISTED);

const year = fc.integer({ min: 2000, max: 2030 });
const company = fc.constantFrom("Apple", "Microsoft", "Nvidia", "Costco", "Home Depot", "Coca-Cola");
const symbolOf: Record<string, string> = {
  Apple: "AAPL",
  Microsoft: "MSFT",
  Nvidia: "NVDA",
  Costco: "COST",
  "Home Depot": "HD",
  "Coca-Cola": "KO",
};

describe("planQuestion", () => {
  it("reads the statement column a question dates, with its span in months when it gives one", () => {
    const months = ["January", "March", "June", "July", "September", "October", "December"];
    fc.assert(
      fc.property(
        company,
        year,
        fc.integer({ min: 0, max: months.length - 1 }),
        fc.integer({ min: 1, max: 28 }),
        fc.constantFrom(
          ["for the three months ended", 3],
          ["in the six months ended", 6],
          ["for the nine months ended", 9],
          ["at", null],
          ["as of", null],
        ),
        (name, y, monthIndex, day, [words, span]) => {
          const month = months[monthIndex] as string;
          const date = `${y}-${String([1, 3, 6, 7, 9, 10, 12][monthIndex]).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          expect(plan(`What was ${name}'s revenue ${words} ${month} ${day}, ${y}?`).period).toEqual({
            kind: "years",
            years: [y],
            ended: { date, months: span },
          });
        },
      ),
    );
    // A year alone dates no column.
    expect(plan("What was Apple's revenue in fiscal 2023?").period).toEqual({ kind: "years", years: [2023] });
  });

  it("reads every period form", () => {
    fc.assert(
      fc.property(company, year, year, fc.integer({ min: 2, max: 10 }), (name, a, b, count) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        expect(plan(`${name} revenue in fiscal ${a}`).period).toEqual({ kind: "years", years: [a] });
        expect(plan(`${name} revenue FY${a}`).period).toEqual({ kind: "years", years: [a] });
        expect(plan(`${name} net income since ${a}`).period).toEqual({ kind: "since", from: a });
        if (from !== to) {
          expect(plan(`${name} revenue from ${from} to ${to}`).period).toEqual({ kind: "range", from, to });
          expect(plan(`${name} revenue ${from}-${to}`).period).toEqual({ kind: "range", from, to });
        }
        expect(plan(`${name} free cash flow over the last ${count} years`).period).toEqual({
          kind: "lastYears",
          count,
        });
        expect(plan(`${name} revenue in the latest quarter`).period).toEqual({ kind: "latestQuarter" });
        expect(plan(`${name} TTM revenue`).period).toEqual({ kind: "ttm" });
        expect(plan(`How did ${name} stock do over the past year?`).period).toEqual({ kind: "pastYear" });
        expect(plan(`${name} gross margin`).period).toEqual({ kind: "latest" });
      }),
      { numRuns: 60 },
    );
  });

  it("finds a covered company's name in any case and with one letter wrong", () => {
    const typo = fc.tuple(company, fc.nat(), fc.constantFrom("drop", "swap", "double")).map(([name, at, kind]) => {
      const word = name.split(/[ -]/).sort((a, b) => b.length - a.length)[0] as string;
      const i = 1 + (at % Math.max(1, word.length - 2));
      const changed =
        kind === "drop"
          ? word.slice(0, i) + word.slice(i + 1)
          : kind === "swap"
            ? word.slice(0, i) + (word[i + 1] ?? "") + word[i] + word.slice(i + 2)
            : word.slice(0, i) + word[i] + word.slice(i);
      return [name, word.length >= 6 ? changed : word] as const;
    });
    fc.assert(
      fc.property(company, fc.constantFrom("lower", "upper", "as is"), (name, form) => {
        const written = form === "lower" ? name.toLowerCase() : form === "upper" ? name.toUpperCase() : name;
        expect(plan(`what was ${written} revenue in 2023`).companies.map((each) => each.symbol)).toEqual([
          symbolOf[name],
        ]);
      }),
    );
    fc.assert(
      fc.property(typo, ([name, written]) => {
        expect(plan(`${written} operating margin`).companies.map((each) => each.symbol)).toEqual([symbolOf[name]]);
      }),
    );
  });

  it("recognises a company outside the data, by name or ticker, and never as a covered one", () => {
    for (const question of [
      "What was Ford's revenue in 2024?",
      "TSLA net income 2024",
      "What is Target's operating margin?",
    ]) {
      const read = plan(question);
      expect(read.companies).toEqual([]);
      expect(read.unknownCompanies.length).toBe(1);
    }
    expect(plan("How profitable is Siemens?").unknownCompanies.map((each) => each.asWritten)).toEqual(["Siemens"]);
  });

  it("keeps the subject of a follow-up, and its figure when only the company changes", () => {
    fc.assert(
      fc.property(company, company, fc.constantFrom("its", "their", "the company's"), (first, second, pronoun) => {
        const followUp = plan(`and ${pronoun} operating margin?`, [`What was ${first}'s gross margin in fiscal 2023?`]);
        expect(followUp.companies.map((each) => each.symbol)).toEqual([symbolOf[first]]);
        expect(followUp.measures.map((each) => each.id)).toEqual(["operatingMargin"]);
        expect(followUp.period).toEqual({ kind: "years", years: [2023] });
        const switched = plan(`how about ${second}?`, [`${first} free cash flow 2022`]);
        expect(switched.companies.map((each) => each.symbol)).toEqual([symbolOf[second]]);
        expect(switched.measures.map((each) => each.id)).toEqual(["freeCashFlow"]);
      }),
    );
    expect(plan("What is the debt?", [], "COST").companies.map((each) => each.symbol)).toEqual(["COST"]);
  });

  it("reads a measure the question defines, with the rounding asked", () => {
    const read = plan(
      "Taking interest coverage as operating income divided by interest expense, what was Apple's in 2023? Round to two decimals.",
    );
    expect(read.measures[0]).toMatchObject({
      defined: true,
      unit: "ratio",
      formula: { kind: "expression", numerator: [{ id: "operatingIncome" }], denominator: [{ id: "interestExpense" }] },
    });
    expect(read.rounding.decimals).toBe(2);
    const sum = plan("Define cash profit as net income plus depreciation. Costco cash profit 2023 in billions");
    expect(sum.measures[0]).toMatchObject({ defined: true, unit: "usd", formula: { denominator: null } });
    expect(sum.rounding.scale).toBe("billion");
  });

  it("puts a comparison's operation on the measure asked, and names refusals", () => {
    const compare = plan("Is Microsoft growing revenue faster than Apple since 2021?");
    expect(compare.operation).toEqual({ kind: "growth", across: "compare" });
    expect(compare.measures.map((each) => each.id)).toEqual(["revenue"]);
    expect(plan("Should I buy Costco?").refusals.map((each) => each.kind)).toContain("advice");
    expect(plan("What will Apple's revenue be in 2030?").refusals.map((each) => each.kind)).toContain("forecast");
    expect(plan("How many stores does Costco have?").refusals.map((each) => each.kind)).toContain("absent");
  });

  it("reads a 16,000-character question in one pass", () => {
    const long = `${"Apple revenue and the margins of Microsoft ".repeat(370)} in fiscal 2023`;
    const read = plan(long.slice(0, 16_000));
    expect(read.companies.map((each) => each.symbol)).toEqual(["AAPL", "MSFT"]);
  });

  it("gives a defined measure named as a known percentage measure that measure's unit", () => {
    const percentNames = MEASURES.filter(
      (measure) => measure.unit === "percent" && measure.formula.kind !== "market",
    ).flatMap((measure) =>
      measure.phrases.filter((phrase) => !/(margin|rate|yield|share|percent|conversion)/.test(phrase)),
    );
    expect(percentNames.length).toBeGreaterThan(2);
    fc.assert(
      fc.property(company, fc.constantFrom(...percentNames), year, (name, measureName, asked) => {
        const [measure] = plan(`${name} ${measureName} in ${asked} (dividends paid / net income)`).measures;
        expect(measure).toMatchObject({ defined: true, unit: "percent", label: measureName });
        expect(measure?.formula).toMatchObject({ kind: "expression", percent: true });
      }),
      { numRuns: 40 },
    );
  });

  it("lets a defined measure use market data", () => {
    const [measure] = plan("Costco cash return yield = (dividends + buybacks) / market cap").measures;
    expect(measure?.formula).toMatchObject({
      kind: "expression",
      numerator: [
        { sign: 1, id: "dividends" },
        { sign: 1, id: "buybacks" },
      ],
      denominator: [{ sign: 1, id: "marketCap" }],
      percent: true,
    });
  });

  it("reads the latest quarter against the same quarter a year earlier as growth, and every trailing-twelve-month form", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("a year earlier", "a year ago", "a year before", "the same quarter last year"),
        (name, earlier) => {
          const read = plan(`${name} net income in the latest quarter against ${earlier}`);
          expect(read.period).toEqual({ kind: "latestQuarter" });
          expect(read.operation.kind).toBe("growth");
        },
      ),
      { numRuns: 20 },
    );
    for (const lead of ["trailing", "last", "past"])
      for (const count of ["twelve", "12"])
        for (const unit of ["month", "months"]) {
          expect(plan(`Costco operating income, ${lead} ${count} ${unit}`).period).toEqual({ kind: "ttm" });
        }
  });

  it("reads a stock's move since a month, or between two, as its price change over those dates", () => {
    const month = fc.integer({ min: 0, max: 11 });
    const names = [
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
    fc.assert(
      fc.property(
        company,
        month,
        fc.integer({ min: 2015, max: 2024 }),
        fc.constantFrom("up", "down"),
        (name, at, from, way) => {
          const end = new Date(Date.UTC(from, at + 1, 0)).toISOString().slice(0, 10);
          const since = plan(`How much is ${name} stock ${way} since ${names[at]} ${from}?`);
          expect(since.measures.map((measure) => measure.id)).toEqual(["priceReturn"]);
          expect(since.period).toEqual({ kind: "dates", from: end, to: null });
          const between = plan(
            `${name} stock from the end of ${names[at]} ${from} to the end of ${names[at]} ${from + 1}`,
          );
          expect(between.measures.map((measure) => measure.id)).toEqual(["priceReturn"]);
          expect(between.period).toMatchObject({ kind: "dates", from: end });
        },
      ),
      { numRuns: 40 },
    );
  });

  it("does not take the rest of a named company's name for a segment", () => {
    const listed = companyDirectory([{ symbol: "UNH", name: "UnitedHealth Group Incorporated" }]);
    expect(planQuestion("UnitedHealth Group revenue in 2024", [], listed).refusals).toEqual([]);
  });
});

describe("a company whose name is written with a dot", () => {
  it("reads 'Amazon.com, Inc.' and 'Amazon' as the company, not as a company outside the data", () => {
    const withAmazon = companyDirectory([...COVERED, { symbol: "AMZN", name: "Amazon.com, Inc." }], LISTED);
    for (const question of ["How much free cash flow does Amazon.com, Inc. generate?", "Amazon free cash flow"]) {
      const read = planQuestion(question, [], withAmazon);
      expect(read.companies.map((each) => each.symbol)).toEqual(["AMZN"]);
      expect(read.unknownCompanies).toEqual([]);
    }
  });
});
