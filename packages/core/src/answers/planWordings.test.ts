// The plan reader on the wordings a held-out evaluation found it missed (issue 33): screener
// shorthand, short years, British and other wordings, relative-year follow-ups, arithmetic on
// fetched figures, prices between year-ends, sentence-start words, sectors and places, the gaps
// the data never fills and advice asked without "buy" or "sell". Phrasings are generated, so the
// rules are tested, not the sentences.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import type { Fact, FactsTable, Refusal } from "./answerTypes";
import { companyDirectory } from "./companyDirectory";
import { ABSENT_KIND_OF } from "./measures";
import { answersFromFacts, planQuestion } from "./plan";

/** The refusals as the gap says them: the words a concept was read from are for word accounting. */
const refusalsAsSaid = (read: { refusals: ReadonlyArray<Refusal> }) =>
  read.refusals.map(({ asked: _asked, ...said }) => said);

import { writeDraft } from "./templateWriter";

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
  { symbol: "AMZN", name: "Amazon.com, Inc." },
  { symbol: "LLY", name: "Eli Lilly and Company" },
];
const LISTED = [
  { symbol: "FIS", name: "Fidelity National Information Services, Inc." },
  { symbol: "BAC", name: "Bank of America Corporation" },
  { symbol: "TSLA", name: "Tesla, Inc." },
  { symbol: "GM", name: "General Motors Company" },
  { symbol: "NI", name: "NiSource Inc." },
  { symbol: "GEHC", name: "GE HealthCare Technologies Inc." },
  { symbol: "F", name: "Ford Motor Company" },
  { symbol: "APD", name: "Air Products and Chemicals, Inc." },
];
const plan = planReaderOver(COVERED, LISTED);
const ids = (question: string, history: string[] = []) => plan(question, history).measures.map((each) => each.id);

const company = fc.constantFrom("Apple", "Microsoft", "Costco", "Amazon");
const year = fc.integer({ min: 2015, max: 2029 });
/** A fiscal year as screeners write it, with the year it names. */
const yearForm = year.chain((each) =>
  fc.constantFrom(
    [`FY${String(each).slice(2)}`, each] as const,
    [`fy${each}`, each] as const,
    [`${each}`, each] as const,
    [`'${String(each).slice(2)}`, each] as const,
    [`fiscal ${String(each).slice(2)}`, each] as const,
  ),
);

describe("screener shorthand", () => {
  const SHORTHAND: ReadonlyArray<readonly [string, string]> = [
    ["gm", "grossMargin"],
    ["opm", "operatingMargin"],
    ["op margin", "operatingMargin"],
    ["nm", "netMargin"],
    ["ni", "netIncome"],
    ["inv", "inventory"],
    ["rev", "revenue"],
    ["eps", "eps"],
    ["fcf", "freeCashFlow"],
    ["capex", "capex"],
    ["sbc", "stockCompensation"],
    ["d&a", "depreciation"],
  ];

  it("reads each abbreviation as its measure and keeps the year written after it", () => {
    fc.assert(
      fc.property(company, fc.constantFrom(...SHORTHAND), yearForm, (name, [short, id], [written, asked]) => {
        for (const question of [`${name} ${short} ${written}`, `${name} ${short.toUpperCase()} ${written}?`]) {
          const read = plan(question);
          expect(read.measures.map((each) => each.id)).toEqual([id]);
          expect(read.period).toEqual({ kind: "years", years: [asked] });
        }
      }),
    );
  });

  it("reads a capitalised shorthand that is also a ticker as the figure when a covered company is named", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("AAPL", "MSFT", "Apple"),
        fc.constantFrom(["GM", "grossMargin"], ["NI", "netIncome"]),
        yearForm,
        (name, [short, id], [written]) => {
          const read = plan(`${name} ${short} ${written}`);
          expect(read.measures.map((each) => each.id)).toEqual([id]);
          expect(read.unknownCompanies).toEqual([]);
        },
      ),
    );
    // Alone, or beside another company outside the data, the ticker is still a company.
    expect(plan("GM revenue 2024").unknownCompanies.map((each) => each.symbol)).toEqual(["GM"]);
    expect(plan("Compare GM and Ford revenue").unknownCompanies.map((each) => each.symbol)).toEqual(["GM", "F"]);
  });

  it("reads '% rev' and 'as % of revenue' as a line over revenue, in percent, named by its terms", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("r&d", "sbc", "capex", "sg&a"),
        fc.constantFrom("% rev", "as % of revenue", "% of sales", "as a % of revenue", "pct of revenue"),
        (name, line, share) => {
          const [measure] = plan(`${name} ${line} ${share} FY24`).measures;
          expect(measure?.formula).toMatchObject({
            kind: "expression",
            denominator: [{ sign: 1, id: "revenue" }],
            percent: true,
          });
          expect(measure?.unit).toBe("percent");
          expect(measure?.label).toMatch(/ as a share of revenue$/);
          expect(measure?.label).not.toMatch(/measure defined/);
        },
      ),
    );
  });
});

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
});

describe("other wordings of the same measures", () => {
  it("reads per-share wordings, and a follow-up 'and per share?', as EPS of the conversation's company and year", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("earning per share", "earn per share", "earnings a share", "diluted earnings per share"),
        yearForm,
        (name, wording, [written, asked]) => {
          expect(ids(`${name} ${wording} ${written}`)).toEqual(["eps"]);
          const followUp = plan("and per share?", [`${name} net income ${written}`]);
          expect(followUp.measures.map((each) => each.id)).toEqual(["eps"]);
          expect(followUp.period).toEqual({ kind: "years", years: [asked] });
          expect(followUp.companies.length).toBe(1);
        },
      ),
    );
  });

  it("reads British wordings: pre-tax profit is pre-tax income (never net income), turnover revenue, profit after tax net income", () => {
    fc.assert(
      fc.property(company, (name) => {
        for (const wording of ["profit before tax", "pre-tax profit", "profit before taxation", "pretax profit"]) {
          expect(ids(`${name} ${wording} 2023`)).toEqual(["pretaxIncome"]);
        }
        expect(ids(`${name} turnover 2023`)).toEqual(["revenue"]);
        expect(ids(`${name} profit after tax 2023`)).toEqual(["netIncome"]);
        expect(ids(`${name} profit for the year 2023`)).toEqual(["netIncome"]);
        expect(ids(`${name} earnings/share 2023`)).toEqual(["eps"]);
        expect(ids(`${name} NI margin FY23`)).toEqual(["netMargin"]);
      }),
    );
  });

  it("reads other ways to ask for the chief executive", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          (name: string) => `who's running ${name}?`,
          (name: string) => `Who is running ${name} these days`,
          (name: string) => `top executive at ${name}`,
          (name: string) => `who heads ${name}`,
          (name: string) => `${name} boss`,
          (name: string) => `Who's in charge at ${name}?`,
          (name: string) => `Who is the head of ${name}?`,
        ),
        (name, ask) => {
          const read = plan(ask(name));
          expect(read.measures.map((each) => each.id)).toEqual(["ceo"]);
          expect(read.companies.length).toBe(1);
        },
      ),
    );
  });

  it("reads buying back, bought back and repurchased as buybacks", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("buy back", "bought back", "repurchased", "repurchase", "buying back"),
        (name, verb) => {
          expect(ids(`How much stock did ${name} ${verb} in 2024?`)).toEqual(["buybacks"]);
        },
      ),
    );
  });
});

describe("lists and spans written short", () => {
  it("reads a list of margins sharing its last word as each margin", () => {
    const kinds = [
      ["gross", "grossMargin"],
      ["operating", "operatingMargin"],
      ["net", "netMargin"],
      ["ebitda", "ebitdaMargin"],
    ] as const;
    fc.assert(
      fc.property(
        company,
        fc.subarray([...kinds], { minLength: 2 }),
        fc.constantFrom("margin", "margins"),
        (name, chosen, head) => {
          const list =
            chosen.length === 2
              ? `${chosen[0]?.[0]} and ${chosen[1]?.[0]}`
              : `${chosen
                  .slice(0, -1)
                  .map(([word]) => word)
                  .join(", ")} and ${chosen.at(-1)?.[0]}`;
          expect(ids(`${name}'s ${list} ${head} for fiscal 2022`)).toEqual(chosen.map(([, id]) => id));
        },
      ),
    );
  });

  it("reads 'growth versus Y' after a question about another year as the change between them", () => {
    fc.assert(
      fc.property(
        company,
        fc.integer({ min: 2016, max: 2030 }),
        fc.integer({ min: 1, max: 3 }),
        (name, asked, back) => {
          const read = plan(`what's the growth versus ${asked - back}?`, [`${name} revenue ${asked}`]);
          expect(read.period).toEqual({ kind: "years", years: [asked - back, asked] });
          expect(read.operation.kind).toBe("growth");
        },
      ),
    );
  });

  it("reads a stock over the past year as its move, and 'how many people work at' as headcount", () => {
    fc.assert(
      fc.property(company, fc.constantFrom("past year", "year to date", "YTD", "last 12 months"), (name, span) => {
        expect(ids(`${name} stock, ${span}`)).toEqual(["priceReturn"]);
      }),
    );
    expect(ids("How many people work at Costco?")).toEqual(["employees"]);
  });
});

describe("shares of a whole", () => {
  it("puts the company asked about first in a share of a combined figure, and reads 'earn' there as no figure", () => {
    const pairs = [
      ["Apple", "AAPL"],
      ["Microsoft", "MSFT"],
      ["Costco", "COST"],
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...pairs), fc.constantFrom(...pairs), (a, b) => {
        fc.pre(a[1] !== b[1]);
        const read = plan(`What share of ${a[0]} and ${b[0]}'s combined 2024 revenue did ${b[0]} earn?`);
        expect(read.measures.map((each) => each.id)).toEqual(["revenue"]);
        expect(read.operation.across).toBe("shareOf");
        expect(read.companies.map((each) => each.symbol)).toEqual([b[1], a[1]]);
      }),
    );
  });

  it("reads 'how much of X was Y, as a percentage' as Y as a share of X", () => {
    const [measure] = plan("How much of Costco's fiscal 2024 revenue was R&D, as a percentage?").measures;
    expect(measure?.formula).toMatchObject({
      numerator: [{ sign: 1, id: "researchAndDevelopment" }],
      denominator: [{ sign: 1, id: "revenue" }],
      percent: true,
    });
  });

  it("reads a four-letter name with two letters swapped as a typo of it, and no other four-letter word", () => {
    const withNike = companyDirectory([...COVERED, { symbol: "NKE", name: "NIKE, Inc." }], LISTED);
    const read = (question: string) => planQuestion(question, [], withNike).companies.map((each) => each.symbol);
    expect(read("nkie employees")).toEqual(["NKE"]);
    expect(read("inke revenue")).toEqual(["NKE"]);
    expect(read("nice revenue")).toEqual([]);
    expect(read("bike revenue")).toEqual([]);
  });
});

describe("cash returned to shareholders", () => {
  it("reads it as dividends plus buybacks, not the share price's return", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          (name: string) => `How much did ${name} return to shareholders in 2024?`,
          (name: string) => `${name} capital returned 2024`,
          (name: string) => `What were ${name}'s shareholder returns in 2024?`,
        ),
        (name, ask) => {
          const read = plan(ask(name));
          expect(read.measures.map((each) => each.id)).toEqual(["shareholderReturns"]);
          expect(read.measures[0]?.formula).toEqual({
            kind: "sum",
            terms: [
              { sign: 1, id: "dividends" },
              { sign: 1, id: "buybacks" },
            ],
          });
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

describe("arithmetic on the figures fetched", () => {
  it("reads 'what multiple of X is Y' and 'Y is how many times X' as Y over X", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          (name: string) => `What multiple of ${name}'s net income is its revenue in 2024?`,
          (name: string) => `${name}'s revenue is how many times its net income in 2024?`,
          (name: string) => `${name} revenue as a multiple of net income 2024`,
          (name: string) => `How many times larger is ${name}'s revenue than its net income in 2024?`,
        ),
        (name, ask) => {
          const [measure] = plan(ask(name)).measures;
          expect(measure?.formula).toEqual({
            kind: "expression",
            numerator: [{ sign: 1, id: "revenue" }],
            denominator: [{ sign: 1, id: "netIncome" }],
            percent: false,
          });
          expect(measure?.unit).toBe("ratio");
        },
      ),
    );
  });

  it("reads 'how many times does X cover Y' and 'the ratio of X to its Y' as X over Y", () => {
    fc.assert(
      fc.property(company, (name) => {
        const [cover] = plan(
          `How many times does ${name}'s operating income cover its interest expense in 2024?`,
        ).measures;
        expect(cover?.formula).toMatchObject({
          numerator: [{ sign: 1, id: "operatingIncome" }],
          denominator: [{ sign: 1, id: "interestExpense" }],
        });
        const [ratio] = plan(`What's the ratio of ${name}'s capex to its depreciation in 2024?`).measures;
        expect(ratio?.formula).toMatchObject({
          numerator: [{ sign: 1, id: "capex" }],
          denominator: [{ sign: 1, id: "depreciation" }],
        });
      }),
    );
  });

  it("names a sum the question does not name by its terms, never by the words before the company", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("Run a safety screen on", "Do a quick check for", "Looking at"),
        (name, lead) => {
          const [measure] = plan(`${lead} ${name}: cash minus total debt, what is it for 2024?`).measures;
          expect(measure?.label).toBe("cash and equivalents minus total debt");
        },
      ),
    );
    // A name given with "defined as" is kept.
    expect(plan("Define leverage as total debt over equity. What is Apple's for 2023?").measures[0]?.label).toBe(
      "leverage",
    );
  });

  it("reads price over EPS asked as a multiple of EPS", () => {
    const [measure] = plan("What multiple of EPS is Apple's share price?").measures;
    expect(measure?.formula).toMatchObject({
      kind: "expression",
      numerator: [{ sign: 1, id: "close" }],
      denominator: [{ sign: 1, id: "eps" }],
    });
  });

  it("reads an average over years, and a swing as the change between two years", () => {
    fc.assert(
      fc.property(company, fc.integer({ min: 2, max: 10 }), (name, count) => {
        expect(plan(`${name} average net margin over the last ${count} years`).operation.kind).toBe("average");
        expect(plan(`${name} revenue, ${count}-year average`).operation.kind).toBe("average");
      }),
    );
    expect(plan("Apple net income swing between 2022 and 2023").operation.kind).toBe("growth");
    // A weighted average share count is not an average of years.
    expect(plan("Apple weighted average diluted shares 2020 to 2024").operation.kind).not.toBe("average");
  });

  it("computes enterprise value from the parts the question defines", () => {
    for (const question of [
      "Apple enterprise value defined as market cap plus debt minus cash",
      "What is Apple's EV, computed as market cap plus total debt minus cash?",
    ]) {
      const [measure] = plan(question).measures;
      expect(measure?.formula).toMatchObject({
        kind: "expression",
        numerator: [
          { sign: 1, id: "marketCap" },
          { sign: 1, id: "totalDebt" },
          { sign: -1, id: "cash" },
        ],
        denominator: null,
      });
      expect(measure?.label).toMatch(/^(enterprise value|EV)$/);
    }
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

describe("what is and is not a company", () => {
  it("does not read a sentence's first word, a sector or a place as an unknown company", () => {
    for (const question of [
      "Within technology, which company has the highest gross margin?",
      "Among tech companies, which has the highest operating margin?",
      "Across the sector, who has the best net margin?",
      "Healthcare companies with the highest net margin",
      "Which company in Healthcare has the highest net margin?",
      "Which company has the most revenue in North America?",
      "Across the Healthcare sector, which company has the highest gross margin?",
    ]) {
      expect(plan(question).unknownCompanies).toEqual([]);
    }
    const ranked = plan("Across the Healthcare sector, which company has the highest gross margin?");
    expect(ranked.sector).toBe("Healthcare");
    expect(ranked.measures.map((each) => each.id)).toEqual(["grossMargin"]);
  });

  it("still says an unknown name is not in the data when the question is about a company", () => {
    for (const [question, name] of [
      ["How profitable is Siemens?", "Siemens"],
      ["Siemens revenue 2024", "Siemens"],
      ["What is ASML's revenue?", "ASML"],
      ["Within Siemens stock, what happened?", "Siemens"],
    ] as const) {
      expect(plan(question).unknownCompanies.map((each) => each.asWritten)).toEqual([name]);
    }
  });

  it("says a name set against a covered company is outside the data, and never reads it as a product", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("ASML", "Samsung", "Siemens", "Sony"),
        fc.constantFrom("Apple", "Microsoft", "Costco"),
        fc.constantFrom(
          (other: string, name: string) => `Compare ${other} and ${name} revenue 2024`,
          (other: string, name: string) => `${name} vs ${other} gross margin`,
          (other: string, name: string) => `${name} and ${other} net income 2024`,
        ),
        (other, name, ask) => {
          const read = plan(ask(other, name));
          expect(read.unknownCompanies.map((each) => each.asWritten)).toEqual([other]);
          expect(read.refusals.filter((each) => each.kind === "segment")).toEqual([]);
        },
      ),
    );
  });

  it("reads ordinary words after a covered company's name as its segments, not as listed companies", () => {
    const read = plan("Apple's Services and Products revenue");
    expect(read.unknownCompanies).toEqual([]);
    expect(read.refusals).toContainEqual({ kind: "segment", about: "Services" });
    expect(plan("Amazon AWS revenue 2024").refusals).toContainEqual({ kind: "segment", about: "AWS" });
  });

  it("keeps a covered company's product or region as a segment, not another company", () => {
    const aws = plan("Amazon Web Services revenue 2024");
    expect(aws.companies.map((each) => each.symbol)).toEqual(["AMZN"]);
    expect(aws.unknownCompanies).toEqual([]);
    expect(aws.refusals).toContainEqual({ kind: "segment", about: "Web Services" });
    const region = plan("Apple revenue in North America 2024");
    expect(region.unknownCompanies).toEqual([]);
    expect(region.refusals).toContainEqual({ kind: "segment", about: "North America" });
    // A fiscal year or "I'd" is never named as a segment.
    for (const question of ["Apple services revenue FY2021 by segment", "I'd like Apple's segment revenue"]) {
      const about = plan(question).refusals.find((each) => each.kind === "segment")?.about ?? "";
      expect(about).not.toMatch(/FY|I'd/);
    }
  });
});

describe("gaps the data never fills, and advice", () => {
  it("names each figure the data never holds, and answers it from the facts (the gap first, no passages)", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          "options chain",
          "implied volatility",
          "insider trades",
          "insider buying",
          "institutional holders",
          "top shareholders",
          "subscriber count",
          "monthly active users",
          "ESG score",
          "price target",
          "guidance",
          "DAUs",
          "annual recurring revenue",
          "remaining performance obligations",
          "gross bookings",
          "renewal rate",
        ),
        (name, figure) => {
          const read = plan(`What is ${name}'s ${figure}?`);
          expect(refusalsAsSaid(read)).toContainEqual({
            kind: "absent",
            about: figure.toLowerCase(),
            lacks: ABSENT_KIND_OF.get(figure.toLowerCase())?.label,
          });
          expect(answersFromFacts(read)).toBe(true);
        },
      ),
    );
  });

  it("reads a question about who owns how much of a company as ownership, which the data does not hold", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          (name: string) => `What share of ${name} does its founder own?`,
          (name: string) => `Who owns the most ${name} stock?`,
          (name: string) => `How much of ${name} do index funds own?`,
        ),
        (name, ask) => {
          const read = plan(ask(name));
          expect(refusalsAsSaid(read)).toContainEqual({
            kind: "absent",
            about: "ownership",
            lacks: "ownership and institutional holders",
          });
          expect(answersFromFacts(read)).toBe(true);
        },
      ),
    );
  });

  it("says first that a business line's fees or loans are not held, not passages that share their words", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("investment banking fees", "card fees", "loans", "insurance premiums"),
        (name, asked) => {
          const read = plan(`${name} ${asked} in 2024`);
          expect(read.measures).toEqual([]);
          expect(read.refusals).toContainEqual({ kind: "absent", about: null });
        },
      ),
    );
  });

  it("says pre-market, after-hours and intraday prices are not held, and gives the latest close", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("pre-market price", "after-hours move", "intraday chart", "premarket", "price after hours"),
        (name, asked) => {
          const read = plan(`${name} ${asked}`);
          expect(read.refusals.some((each) => each.kind === "intraday")).toBe(true);
          expect(read.measures.map((each) => each.id)).toEqual(["close"]);
        },
      ),
    );
  });

  it("does not call a valuation asked 'right now' an intraday price", () => {
    fc.assert(
      fc.property(company, fc.constantFrom("right now", "now", "today"), (name, when) => {
        const read = plan(`What is ${name}'s P/E ${when}?`);
        expect(read.measures.map((each) => each.id)).toEqual(["pe"]);
        expect(read.refusals).toEqual([]);
        expect(plan(`${name} share price ${when}`).refusals.map((each) => each.kind)).toEqual(["intraday"]);
      }),
    );
  });

  it("reads advice asked without buy, sell or should, and answers it with how the company compares", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          (name: string) => `Is it a good time to add to my ${name} position?`,
          (name: string) => `Would you trim ${name}?`,
          (name: string) => `Is ${name} a bargain?`,
          (name: string) => `time to load up on ${name}?`,
          (name: string) => `Would you own ${name} here?`,
          (name: string) => `Should I be adding ${name} here?`,
          (name: string) => `Is ${name} a good long-term hold?`,
          (name: string) => `Is it too late to buy ${name}?`,
          (name: string) => `Would it be wise to add ${name}?`,
        ),
        (name, ask) => {
          const read = plan(ask(name));
          expect(read.refusals).toContainEqual({ kind: "advice", about: null });
          expect(read.measures.map((each) => each.id)).toContain("pe");
        },
      ),
    );
  });
});

describe("the draft's wording", () => {
  const fact = (symbol: string, measure: string, value: number, unit: Fact["unit"]): Fact => ({
    id: `${symbol}/${measure}/FY2024`,
    symbol,
    measure,
    label: measure === "netMargin" ? "net margin" : "net income",
    period: "FY2024",
    value,
    unit,
    sourceId: "s",
    derivedFrom: [],
  });
  const table = (question: string, facts: Fact[], names: Record<string, string>): FactsTable => ({
    plan: plan(question),
    names,
    facts,
    quotes: [],
    gaps: [],
    sources: [],
  });

  it("cuts a legal suffix whole, with the 'and' or '&' that joins it, never leaving 'Eli Lilly and'", () => {
    const text = writeDraft(
      table(
        "Eli Lilly vs Apple net margin 2024",
        [fact("LLY", "netMargin", 23.5, "percent"), fact("AAPL", "netMargin", 24, "percent")],
        { LLY: "Eli Lilly and Company", AAPL: "JPMorgan Chase & Co." },
      ),
    )
      .sentences.map((each) => each.text)
      .join(" ");
    expect(text).toContain("Eli Lilly's 23.5%");
    expect(text).not.toMatch(/Eli Lilly and\b/);
    expect(text).toContain("JPMorgan Chase's net margin");
    expect(text).not.toMatch(/&/);
  });

  it("reads a difference of one company's figure as a change, and between two companies writes the gap", () => {
    expect(plan("Apple net income difference between 2022 and 2023").operation.kind).toBe("growth");
    const read = plan("What's the difference between Apple and Microsoft revenue in 2024?");
    expect(read.operation).toMatchObject({ kind: "value", across: "compare", difference: true });
    const text = writeDraft(
      table(
        "What's the difference between Apple and Microsoft net income in 2024?",
        [fact("AAPL", "netIncome", 93.74e9, "usd"), fact("MSFT", "netIncome", 88.14e9, "usd")],
        { AAPL: "Apple Inc.", MSFT: "Microsoft Corporation" },
      ),
    ).sentences[0]?.text;
    expect(text).toMatch(/^Apple's net income is the higher .*a difference of \$5\.60 billion/);
    expect(plan("Apple vs Microsoft revenue 2024").operation.difference).toBeUndefined();
  });

  it("applies decimals asked for one figure to that figure only", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), (decimals) => {
        const words = ["no", "one", "two", "three"][decimals];
        const read = plan(`Apple revenue and net income 2024, net margin to ${words} decimals`);
        expect(read.rounding).toMatchObject({ decimals, only: "netMargin" });
        const all = plan(`Apple revenue and net income 2024 to ${words} decimals`).rounding;
        expect(all.decimals).toBe(decimals);
        expect(all.only).toBeUndefined();
      }),
    );
    const text = writeDraft(
      table(
        "Apple net income and net margin 2024, net margin to 0 decimals",
        [fact("AAPL", "netIncome", 93.736e9, "usd"), fact("AAPL", "netMargin", 23.97, "percent")],
        { AAPL: "Apple Inc." },
      ),
    )
      .sentences.map((each) => each.text)
      .join(" ");
    expect(text).toContain("24%");
    expect(text).toContain("$93.74 billion");
  });
});
