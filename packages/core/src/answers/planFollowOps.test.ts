// The plan reader on follow-ups that ask an operation of the last turn (issue 33), with generated
// companies, figures, years and phrasings: a ratio or a conversion against the figure last named,
// the growth between the year talked about and the one named, the gap between the two companies
// talked about, a flow as a margin and a figure per share, each a derived measure.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "CAT", name: "Caterpillar Inc." },
  { symbol: "HD", name: "The Home Depot, Inc." },
  { symbol: "WMT", name: "Walmart Inc." },
];
const plan = planReaderOver(COVERED, [{ symbol: "F", name: "Ford Motor Company" }]);

const symbolOf: Record<string, string> = {
  Apple: "AAPL",
  Microsoft: "MSFT",
  Caterpillar: "CAT",
  "Home Depot": "HD",
  Walmart: "WMT",
};
const company = fc.constantFrom(...Object.keys(symbolOf));
const twoCompanies = fc.uniqueArray(company, { minLength: 2, maxLength: 2 }) as fc.Arbitrary<[string, string]>;
const year = fc.integer({ min: 2020, max: 2024 });
const twoYears = fc.uniqueArray(year, { minLength: 2, maxLength: 2 }) as fc.Arbitrary<[number, number]>;

// Dollar figures as a question writes them, with the dictionary's id.
const FLOWS: ReadonlyArray<readonly [string, string]> = [
  ["free cash flow", "freeCashFlow"],
  ["net income", "netIncome"],
  ["operating income", "operatingIncome"],
  ["operating cash flow", "operatingCashFlow"],
  ["gross profit", "grossProfit"],
  ["capex", "capex"],
];
const AMOUNTS: ReadonlyArray<readonly [string, string]> = [...FLOWS, ["total debt", "totalDebt"], ["cash", "cash"]];
const dollarFigure = fc.constantFrom(...AMOUNTS);
const twoAmounts = fc.uniqueArray(fc.constantFrom(...AMOUNTS), {
  minLength: 2,
  maxLength: 2,
  selector: ([, id]) => id,
}) as fc.Arbitrary<[readonly [string, string], readonly [string, string]]>;

const quotient = (top: string, bottom: string) => ({
  kind: "expression",
  numerator: [{ sign: 1, id: top }],
  denominator: [{ sign: 1, id: bottom }],
});

describe("a follow-up naming a figure and asking it against the last one", () => {
  it("divides the last figure by the one named, in percent when asked as a rate", () => {
    fc.assert(
      fc.property(
        company,
        year,
        twoAmounts,
        fc.constantFrom(
          ["Give me the ratio of the two with its {B}.", "ratio"],
          ["How does that compare with its {B}, as a ratio?", "ratio"],
          ["What about its {B}, and the ratio between them?", "ratio"],
          ["How does that compare with its {B} that year, as a conversion rate?", "percent"],
          ["Now its {B}, as a percentage.", "percent"],
        ),
        (name, fiscal, [[aWords, a], [bWords, b]], [phrasing, unit]) => {
          const asked = plan(phrasing.replace("{B}", bWords), [`${name}'s ${aWords} in ${fiscal}`]);
          expect(asked.companies.map((each) => each.symbol)).toEqual([symbolOf[name]]);
          expect(asked.period).toEqual({ kind: "years", years: [fiscal] });
          expect(asked.measures).toHaveLength(1);
          expect(asked.measures[0]).toMatchObject({ unit, defined: true, formula: quotient(a, b) });
          // A ratio the follow-up names is that ratio, not an operation on the last figure.
          const earlier = [`${name}'s ${aWords} in ${fiscal}`];
          expect(plan("And its current ratio?", earlier).measures.map((each) => each.id)).toEqual(["currentRatio"]);
        },
      ),
    );
  });

  it("reads a word standing for the last figure ('that', 'it') against the figure named, whichever is the whole", () => {
    fc.assert(
      fc.property(
        company,
        year,
        twoAmounts,
        fc.constantFrom("that", "this", "it"),
        fc.constantFrom(
          ["What percentage of {B} was {R}?", "last/named", "percent"],
          ["And how much is {R} relative to its {B}?", "last/named", "ratio"],
          ["how big is {R} in relation to {B}", "last/named", "ratio"],
          ["and what share of {R} was {B}?", "named/last", "percent"],
          ["What portion of {R} went to {B}?", "named/last", "percent"],
        ),
        (name, fiscal, [[aWords, a], [bWords, b]], reference, [phrasing, order, unit]) => {
          fc.pre(b !== "revenue");
          const question = phrasing.replace("{B}", bWords).replace("{R}", reference);
          const asked = plan(question, [`${name}'s ${aWords} in ${fiscal}`]);
          const [top, bottom] = order === "last/named" ? [a, b] : [b, a];
          expect(asked.measures, question).toHaveLength(1);
          expect(asked.measures[0], question).toMatchObject({ unit, defined: true, formula: quotient(top, bottom) });
          expect(asked.companies.map((each) => each.symbol)).toEqual([symbolOf[name]]);
        },
      ),
    );
  });

  it("keeps the figure named beside the quotient when the question asks for it as well", () => {
    fc.assert(
      fc.property(company, year, twoAmounts, (name, fiscal, [[aWords, a], [bWords, b]]) => {
        const asked = plan(`And its ${bWords}? Give me the ratio of the two as well.`, [
          `How much ${aWords} does ${name} have? Use FY${fiscal}.`,
        ]);
        expect(asked.measures.map((measure) => measure.id)[0]).toBe(b);
        expect(asked.measures[1]).toMatchObject({ unit: "ratio", formula: quotient(a, b) });
      }),
    );
    // The dictionary's name for the quotient when it holds one.
    expect(
      plan("And its equity? Give me the ratio of the two as well.", ["Home Depot total debt FY2024"]).measures[1]
        ?.label,
    ).toBe("debt-to-equity");
  });
});

describe("a follow-up asking the growth between two years", () => {
  it("takes the year talked about and the one named, and asks the growth between them", () => {
    fc.assert(
      fc.property(
        company,
        twoYears,
        fc.constantFrom(...FLOWS),
        fc.constantFrom(
          "what about {Y}, and the growth between the two",
          "And {Y}? What was the change between the two years?",
          "how about FY{Y} - the growth between them?",
        ),
        (name, [first, second], [words, id], phrasing) => {
          const asked = plan(phrasing.replace("{Y}", String(second)), [`${name} ${words} FY${first}`]);
          expect(asked.companies.map((each) => each.symbol)).toEqual([symbolOf[name]]);
          expect(asked.measures.map((measure) => measure.id)).toEqual([id]);
          expect(asked.period).toEqual({ kind: "years", years: [first, second].sort((x, y) => x - y) });
          expect(asked.operation.kind).toBe("growth");
        },
      ),
    );
  });
});

describe("a follow-up asking of the two companies talked about", () => {
  it("compares the two, as a gap or a ratio, on the figure and year talked about", () => {
    fc.assert(
      fc.property(
        twoCompanies,
        year,
        fc.constantFrom(
          ["gross margin", "grossMargin"],
          ["revenue", "revenue"],
          ["net income", "netIncome"],
          ["operating margin", "operatingMargin"],
        ),
        fc.constantFrom(
          ["Now the gap between the two in percentage points.", "difference"],
          ["What's the difference between the two?", "difference"],
          ["How far apart are they? The gap between them, please.", "difference"],
          ["And the ratio of the two?", "ratio"],
        ),
        ([first, second], fiscal, [words, id], [question, operation]) => {
          const asked = plan(question, [`${first} ${words} FY${fiscal}`, `and ${second}'s?`]);
          expect(asked.companies.map((each) => each.symbol)).toEqual([symbolOf[first], symbolOf[second]]);
          expect(asked.measures.map((measure) => measure.id)).toEqual([id]);
          expect(asked.period).toEqual({ kind: "years", years: [fiscal] });
          expect(asked.operation).toMatchObject({ across: "compare", [operation]: true });
        },
      ),
    );
  });
});

describe("a follow-up asking the last figure as a margin or per share", () => {
  it("divides a flow by the same period's revenue when asked as a margin", () => {
    fc.assert(
      fc.property(
        company,
        year,
        fc.constantFrom(...FLOWS),
        fc.constantFrom("Express it as a margin.", "As a margin?", "What is that as a share of revenue?"),
        (name, fiscal, [words, id], question) => {
          const asked = plan(question, [`${name} ${words} in fiscal ${fiscal}`]);
          expect(asked.companies.map((each) => each.symbol)).toEqual([symbolOf[name]]);
          expect(asked.period).toEqual({ kind: "years", years: [fiscal] });
          expect(asked.measures).toHaveLength(1);
          expect(asked.measures[0]).toMatchObject({ unit: "percent", defined: true, formula: quotient(id, "revenue") });
        },
      ),
    );
    expect(plan("Express it as a margin.", ["Walmart operating income in fiscal 2023"]).measures[0]?.label).toBe(
      "operating margin",
    );
  });

  it("divides the last figure by the diluted shares when asked per share, and net income per share is EPS", () => {
    fc.assert(
      fc.property(
        company,
        year,
        fc.constantFrom(...AMOUNTS.filter(([, id]) => id !== "netIncome")),
        fc.constantFrom("and per share?", "What is that per share?", "How much is it per share?"),
        (name, fiscal, [words, id], question) => {
          const asked = plan(question, [`${name} ${words} ${fiscal}`]);
          expect(asked.companies.map((each) => each.symbol)).toEqual([symbolOf[name]]);
          expect(asked.period).toEqual({ kind: "years", years: [fiscal] });
          expect(asked.measures).toHaveLength(1);
          expect(asked.measures[0]).toMatchObject({ unit: "perShare", formula: quotient(id, "dilutedShares") });
          expect(plan(question, [`${name} net income ${fiscal}`]).measures.map((measure) => measure.id)).toEqual([
            "eps",
          ]);
        },
      ),
    );
  });
});

describe("a follow-up set against the year before", () => {
  it("compares the year talked about with the one before when asked whether it went up or down from it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Apple", "Microsoft", "Costco"),
        fc.integer({ min: 2021, max: 2024 }),
        fc.constantFrom(
          "is that down from the prior year?",
          "was it up from the year before?",
          "how did it change from the previous year?",
          "higher than the prior year?",
        ),
        (name, year, followUp) => {
          const read = plan(followUp, [`What was ${name}'s net income in ${year}?`]);
          // The year talked about stays the period's end; the prior year is what it is set against.
          const years = read.period.kind === "years" ? read.period.years : [];
          expect(Math.max(...years)).toBe(year);
        },
      ),
    );
  });

  it("reads a terse claim of every step as a yes/no question", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Apple", "MSFT", "Costco"),
        fc.constantFrom("every fy", "every year", "each year"),
        (name, every) => {
          const read = plan(`${name} dividends paid up ${every} since 2020?`);
          expect(read.claim?.everyStep).toBe(true);
          expect(read.claim?.direction).toBe("up");
        },
      ),
    );
  });
});

describe("follow-ups that point back at the figure or the years talked about", () => {
  it("takes 'the same measure' as the figure last asked, for the company named now", () => {
    fc.assert(
      fc.property(
        twoCompanies,
        dollarFigure,
        year,
        fc.constantFrom("same measure", "same metric", "same kpi", "same figure"),
        ([first, second], [phrase, id], asked, same) => {
          const read = plan(`ok now ${second}, ${same}`, [`${first} ${phrase} in ${asked}`]);
          expect(read.measures.map((each) => each.id)).toEqual([id]);
          expect(read.companies.map((each) => each.symbol)).toEqual([symbolOf[second]]);
          expect(read.unread ?? []).toEqual([]);
        },
      ),
    );
  });

  it("asks a change of no year of its own between the two years the conversation named", () => {
    fc.assert(
      fc.property(
        company,
        dollarFigure,
        twoYears,
        fc.constantFrom("% jump", "percent change", "growth", "% drop", "climb"),
        (name, [phrase], [first, second], change) => {
          const read = plan(`so whats the ${change}`, [`${name} ${phrase} in ${first}`, `and in ${second}?`]);
          expect(read.operation.kind).toBe("growth");
          expect(read.period).toEqual({ kind: "years", years: [Math.min(first, second), Math.max(first, second)] });
        },
      ),
    );
  });
});

describe("follow-ups on the two figures or the year before", () => {
  const figures = fc.constantFrom(
    ["capex", "capex"],
    ["depreciation and amortization", "depreciation"],
    ["free cash flow", "freeCashFlow"],
    ["total debt", "totalDebt"],
    ["revenue", "revenue"],
  );
  const twoFigures = fc.tuple(figures, figures).filter(([first, second]) => first[1] !== second[1]) as fc.Arbitrary<
    [[string, string], [string, string]]
  >;

  it("reads 'the ratio of the first to the second' as the first figure named over the second, and the reverse", () => {
    fc.assert(
      fc.property(
        company,
        twoFigures,
        year,
        fc.constantFrom(
          ["what's the ratio of the first to the second?", false],
          ["ratio of the two?", false],
          ["and the ratio of those two?", false],
          ["what about the ratio of the second to the first?", true],
        ),
        (name, [[firstWords, firstId], [secondWords, secondId]], y, [ask, reversed]) => {
          const read = plan(ask, [`${name}'s ${firstWords} in fiscal ${y}?`, `and its ${secondWords} that year?`]);
          const [top, bottom] = reversed ? [secondId, firstId] : [firstId, secondId];
          expect(read.measures, ask).toHaveLength(1);
          expect(read.measures[0]?.formula, ask).toMatchObject({
            kind: "expression",
            numerator: [{ id: top }],
            denominator: [{ id: bottom }],
          });
        },
      ),
    );
  });

  it("reads 'the previous fiscal year' as the year before, and set against it as the change from it", () => {
    fc.assert(
      fc.property(
        company,
        figures,
        year,
        fc.constantFrom("previous fiscal year", "prior fiscal year", "previous year", "prior fy"),
        (name, [words], y, previous) => {
          const earlier = [`${name} ${words} fiscal ${y}`];
          expect(plan(`and the ${previous}?`, earlier).period).toEqual({ kind: "years", years: [y - 1] });
          const against = plan(`how does that stack up against the ${previous}?`, earlier);
          expect(against.period).toEqual({ kind: "years", years: [y - 1, y] });
          expect(against.operation.kind).toBe("growth");
        },
      ),
    );
  });
});
