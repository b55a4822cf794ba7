// The plan reader on measures asked in other words (issue 33): screener shorthand, British and
// other wordings, lists sharing a word, shares of a whole, cash returned to shareholders and
// arithmetic on fetched figures. Phrasings are generated, so the rules are tested, not the sentences.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COVERED, company, ids, LISTED, plan, yearForm } from "../testing/planWordings";
import { companyDirectory } from "./companyDirectory";
import { MEASURES } from "./measures";
import { planQuestion } from "./plan";

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
        const averaged = plan(`What has ${name}'s net margin averaged over the last ${count} years?`);
        expect(averaged.operation.kind).toBe("average");
        expect(averaged.unread ?? []).toEqual([]);
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

describe("measures named by the words of their parts", () => {
  it("reads 'free cash' generated as free cash flow, and market worth as market capitalisation", () => {
    fc.assert(
      fc.property(company, yearForm, (name, [written]) => {
        expect(ids(`How much free cash did ${name} generate in ${written}?`)).toEqual(["freeCashFlow"]);
      }),
    );
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("worth in the market", "worth on the market", "market worth"),
        (name, words) => {
          expect(ids(`What is ${name}'s ${words}?`)).toContain("marketCap");
        },
      ),
    );
  });

  it("reads a phrase with 'and' written '&' as the same measure", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          ["cash & equivalents", "cash"],
          ["research & development", "researchAndDevelopment"],
          ["cash + ST investments", "cashAndInvestments"],
          ["cash, cash equivalents and short-term investments", "cashAndInvestments"],
          ["depreciation & amortization", "depreciation"],
        ),
        (name, [written, id]) => {
          const read = plan(`${name} ${written} fy2023`);
          expect(read.measures.map((each) => each.id)).toEqual([id]);
          expect(read.unread ?? []).toEqual([]);
        },
      ),
    );
  });

  it("reads the retention ratio in its wordings as net income kept after dividends", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("retention ratio", "earnings retention", "plowback ratio"),
        (name, words) => {
          const [measure] = plan(`${name} ${words} 2023`).measures;
          expect(measure?.id).toBe("retentionRatio");
          expect(measure?.formula).toEqual({
            kind: "expression",
            numerator: [
              { sign: 1, id: "netIncome" },
              { sign: -1, id: "dividends" },
            ],
            denominator: [{ sign: 1, id: "netIncome" }],
            percent: true,
          });
        },
      ),
    );
  });
});

describe("verbs that name a figure only when an amount is asked", () => {
  it("reads 'how much did X sell' as revenue, and 'what does X sell' as no figure", () => {
    fc.assert(
      fc.property(company, yearForm, fc.constantFrom("sell", "sold"), (name, [written], verb) => {
        const tense = verb === "sell" ? `did ${name} sell` : `has ${name} sold`;
        expect(ids(`How much ${tense} in ${written}?`)).toEqual(["revenue"]);
        expect(ids(`Which products does ${name} sell?`)).not.toContain("revenue");
        expect(ids(`What does ${name} sell, and to whom?`)).not.toContain("revenue");
      }),
    );
  });
});

describe("the purpose of the work", () => {
  it("reads a measure naming the work's purpose as no figure asked, when the question names the figures", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(["leverage", "debtToEquity"], ["liquidity", "currentRatio"], ["valuation", "pe"]),
        fc.constantFrom("table", "screen", "model", "comps"),
        fc.constantFrom(["total debt", "totalDebt"], ["net income", "netIncome"], ["free cash flow", "freeCashFlow"]),
        (name, [purposeWord, purposeId], noun, [measure, id]) => {
          const read = ids(`For a ${purposeWord} ${noun}, what was ${name}'s ${measure} in fiscal 2024?`);
          expect(read).toEqual([id]);
          expect(read).not.toContain(purposeId);
        },
      ),
    );
    // Asked alone, the purpose's measure is the figure: "leverage table for Apple".
    expect(ids("leverage table for Apple")).toEqual(["debtToEquity"]);
  });
});

describe("a figure set aside", () => {
  const lines = MEASURES.filter((each) => each.unit === "usd" && each.formula.kind === "line");
  it("asks the figure named, not the one after 'not', 'rather than' or 'instead of'", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(...lines),
        fc.constantFrom(...lines),
        fc.constantFrom(", not the", " rather than", ", instead of its", " — not"),
        (name, asked, aside, words) => {
          fc.pre(asked.id !== aside.id);
          const read = ids(`${name} ${asked.phrases[0]}${words} ${aside.phrases[0]}, 2023`);
          fc.pre(read.length > 0);
          expect(read).toEqual([asked.id]);
        },
      ),
    );
  });
});
