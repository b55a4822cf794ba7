// The plan reader on questions from outside the repository (issue 33), with generated companies,
// words and roundings: an ordinary word opening a sentence is never a company, a company outside
// the data is recognised however it is written, the rounding asked is read from the place named,
// and follow-ups step years and compare the two companies talked about.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import { ORDINARY_WORDS } from "./companyDirectory";
import { answersFromFacts } from "./plan";

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "KO", name: "The Coca-Cola Company" },
  { symbol: "PEP", name: "PepsiCo, Inc." },
];
// Listed companies whose names share words with ordinary English.
const LISTED = [
  { symbol: "AXP", name: "American Express Company" },
  { symbol: "TTWO", name: "Take-Two Interactive Software, Inc." },
  { symbol: "DAL", name: "Delta Air Lines, Inc." },
  { symbol: "MCO", name: "Moody's Corporation" },
  { symbol: "ORCL", name: "Oracle Corporation" },
  { symbol: "INTC", name: "Intel Corporation" },
  { symbol: "UAA", name: "Under Armour, Inc." },
];
const plan = planReaderOver(COVERED, LISTED);

const company = fc.constantFrom("Apple", "Microsoft", "Coca-Cola", "PepsiCo");
const symbolOf: Record<string, string> = { Apple: "AAPL", Microsoft: "MSFT", "Coca-Cola": "KO", PepsiCo: "PEP" };
const year = fc.integer({ min: 2020, max: 2023 });
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

describe("companies as written", () => {
  it("never reads an ordinary word opening a sentence as a company", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDINARY_WORDS),
        company,
        fc.constantFrom(
          " it as a margin.",
          " cash conversion to mean operating cash flow over net income.",
          " that for 2023",
        ),
        (word, name, rest) => {
          const asked = plan(`${capitalised(word)}${rest}`, [`${name} revenue in 2024`]);
          expect(asked.unknownCompanies).toEqual([]);
          expect(asked.companies.map((each) => each.symbol)).toEqual([symbolOf[name]]);
        },
      ),
    );
  });

  it("still reads such a word as the company when it is written as one", () => {
    expect(plan("Delta's revenue in 2024").unknownCompanies.map((each) => each.symbol)).toEqual(["DAL"]);
    expect(plan("How did $DAL stock do?").unknownCompanies.map((each) => each.symbol)).toEqual(["DAL"]);
  });

  it("recognises a listed company outside the data written in lower case where a name stands", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(["oracle", "ORCL"], ["intel", "INTC"]),
        fc.constantFrom("revenue cagr", "net income 2024", "gross margin"),
        ([name, symbol], measure) => {
          for (const question of [`${name} ${measure}`, `what is ${name}'s ${measure}?`, `${measure} for ${name}`]) {
            expect(plan(question).unknownCompanies.map((each) => each.symbol)).toEqual([symbol]);
            expect(plan(question).companies).toEqual([]);
          }
        },
      ),
    );
  });

  it("names a company no list holds when the question opens with it before a figure", () => {
    fc.assert(
      fc.property(fc.constantFrom("shopify", "rivian", "zentrova"), year, (name, fiscal) => {
        expect(plan(`${name} net income ${fiscal}`).unknownCompanies.map((each) => each.asWritten)).toEqual([
          capitalised(name),
        ]);
      }),
    );
  });

  it("reads an outside company in a follow-up, not the earlier company", () => {
    const asked = plan("What about Under Armour's, same year?", ["Apple revenue 2023"]);
    expect(asked.companies).toEqual([]);
    expect(asked.unknownCompanies.map((each) => each.symbol ?? each.asWritten)).toEqual(["UAA"]);
  });
});

describe("rounding by the place named", () => {
  it("reads 'to the nearest <scale>' as whole units of that scale", () => {
    fc.assert(
      fc.property(company, fc.constantFrom("thousand", "million", "billion", "trillion"), (name, scale) => {
        expect(plan(`${name} revenue in 2024, to the nearest ${scale}`).rounding).toMatchObject({ scale, decimals: 0 });
      }),
    );
  });

  it("keeps decimals asked beside the place, and reads whole percent as no decimals", () => {
    expect(plan("Apple revenue in 2024 to two decimals, nearest billion").rounding).toMatchObject({
      scale: "billion",
      decimals: 2,
    });
    expect(plan("Apple net margin 2024 in whole percent").rounding.decimals).toBe(0);
    expect(plan("Apple net margin 2024 to the nearest percent").rounding.decimals).toBe(0);
  });
});

describe("operations asked", () => {
  it("reads how many times a figure multiplied as a growth answered as a multiple", () => {
    fc.assert(
      fc.property(company, year, (name, from) => {
        for (const question of [
          `By how many times did ${name}'s net income multiply from ${from} to 2024?`,
          `${name} revenue ${from}-2024: how many times over did it grow?`,
        ]) {
          expect(plan(question).operation).toMatchObject({ kind: "growth", multiple: true });
        }
      }),
    );
  });

  it("reads a total percentage change as the change, not a sum of the years", () => {
    expect(plan("Microsoft net income growth 2020 to 2024, total % change").operation.kind).toBe("growth");
    expect(plan("Microsoft total revenue 2020 to 2024").operation.kind).toBe("total");
  });

  it("reads a follow-up's 'year after' as the next year and 'the ratio of the two' between the companies", () => {
    fc.assert(
      fc.property(company, year, (name, fiscal) => {
        expect(plan("And the year after?", [`${name} revenue ${fiscal}`]).period).toEqual({
          kind: "years",
          years: [fiscal + 1],
        });
        expect(plan("And the year before?", [`${name} revenue ${fiscal}`]).period).toEqual({
          kind: "years",
          years: [fiscal - 1],
        });
      }),
    );
    const grew = plan("Which of the two grew faster the following year?", ["Apple and Microsoft revenue 2023"]);
    expect(grew.period).toEqual({ kind: "years", years: [2024] });
    expect(grew.companies.map((each) => each.symbol)).toEqual(["AAPL", "MSFT"]);
    expect(plan("What's the ratio of the two?", ["Apple and Microsoft net income in 2024"]).operation.ratio).toBe(true);
  });
});

describe("the figure asked", () => {
  it("reads statement lines, market value and a price's move as their measures", () => {
    fc.assert(
      fc.property(company, (name) => {
        const ids = (question: string) => plan(question).measures.map((measure) => measure.id);
        expect(ids(`Net cash provided by operating activities for ${name} in 2023?`)).toContain("operatingCashFlow");
        expect(ids(`Net cash provided by operating activities for ${name} in 2023?`)).not.toContain("netCash");
        expect(ids(`How much is ${name} worth on the stock market?`)).toEqual(["marketCap"]);
        expect(ids(`How much has ${name}'s share price moved over the past year?`)).toEqual(["priceReturn"]);
        expect(ids(`What is ${name} valued at by the market?`)).toEqual(["marketCap"]);
        expect(ids(`How many shares does ${name} have outstanding?`)).toEqual(["dilutedShares"]);
      }),
    );
  });

  it("says what the data lacks instead of a nearby fact, and names the gap asked", () => {
    fc.assert(
      fc.property(company, (name) => {
        const paid = plan(`How much was ${name}'s CEO paid?`);
        expect(paid.measures).toEqual([]);
        expect(paid.refusals.map((refusal) => refusal.kind)).toContain("absent");
        expect(plan(`Has ${name}'s CEO been selling shares lately?`).measures).toEqual([]);
        expect(plan(`How much of ${name}'s revenue came from outside the US in 2024?`).refusals).toContainEqual({
          kind: "segment",
          about: "outside the US",
        });
        expect(plan(`Is ${name} trading up at this minute?`).refusals.map((refusal) => refusal.kind)).toEqual([
          "intraday",
        ]);
        expect(plan(`Should I buy ${name} stock now?`).refusals.map((refusal) => refusal.kind)).toEqual(["advice"]);
      }),
    );
  });
});

describe("market share however the market is named", () => {
  it("reads a share of any named market as the market share the data lacks", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("snacks", "US salty snacks", "global soft drinks", "cloud"),
        (name, market) => {
          expect(plan(`What is ${name}'s share of the ${market} market?`).refusals).toContainEqual({
            kind: "absent",
            about: "market share",
            lacks: "market share",
          });
        },
      ),
    );
  });
});

describe("periods as written", () => {
  it("reads a year end written as one word, a latest reported quarter and 'the N years you have'", () => {
    fc.assert(
      fc.property(company, year, fc.integer({ min: 2, max: 9 }), (name, fiscal, count) => {
        expect(plan(`${name}'s total debt at end-${fiscal}`).period).toEqual({ kind: "years", years: [fiscal] });
        expect(plan(`${name} revenue in its latest reported quarter`).period).toEqual({ kind: "latestQuarter" });
        expect(plan(`${name} net income over the ${count} years you have`).period).toEqual({
          kind: "lastYears",
          count,
        });
      }),
    );
  });

  it("reads a price's date with the day before the month", () => {
    fc.assert(
      fc.property(company, fc.integer({ min: 1, max: 28 }), year, (name, day, fiscal) => {
        expect(plan(`${name}'s share price on ${day} March ${fiscal}?`).period).toEqual({
          kind: "dates",
          from: `${fiscal}-03-${String(day).padStart(2, "0")}`,
          to: null,
        });
      }),
    );
  });
});

describe("follow-ups about the two figures of the last turn", () => {
  it("computes the ratio of the two, as a percentage when asked as a rate or a margin", () => {
    fc.assert(
      fc.property(company, year, (name, fiscal) => {
        const earlier = [`${name} free cash flow and net income ${fiscal}`];
        const ratio = plan("What's the ratio of the two?", earlier).measures;
        expect(ratio).toHaveLength(1);
        expect(ratio[0]).toMatchObject({ unit: "ratio", defined: true });
        expect(ratio[0]?.formula).toMatchObject({
          numerator: [{ sign: 1, id: "freeCashFlow" }],
          denominator: [{ sign: 1, id: "netIncome" }],
        });
        expect(plan("Express that as a conversion rate.", earlier).measures[0]?.unit).toBe("percent");
        const margin = plan("As a margin?", [`${name} revenue and operating income ${fiscal}`]).measures[0];
        expect(margin?.unit).toBe("percent");
        expect(margin?.formula).toMatchObject({ denominator: [{ sign: 1, id: "revenue" }] });
      }),
    );
  });
});

describe("defined measures as named", () => {
  it("computes a figure relative to another, a share when it is of revenue", () => {
    fc.assert(
      fc.property(company, year, fc.constantFrom("relative to", "in relation to"), (name, fiscal, joint) => {
        const [measure] = plan(`${name}'s R&D spend ${joint} revenue in ${fiscal}`).measures;
        expect(measure).toMatchObject({ unit: "percent", defined: true });
        expect(measure?.formula).toMatchObject({ denominator: [{ sign: 1, id: "revenue" }] });
      }),
    );
  });

  it("writes a payout defined by the user as a percentage, and names no figure after a verb or a company", () => {
    expect(
      plan("Define payout as dividends paid divided by net income. What was Coca-Cola's in 2023?").measures[0]?.unit,
    ).toBe("percent");
    expect(plan("Compute Apple's R&D to revenue ratio for 2024").measures[0]?.label).toBe("R&D over revenue");
    expect(plan("For credit, what leverage does Apple run: total debt over EBITDA in 2024?").measures[0]?.label).toBe(
      "total debt over EBITDA",
    );
    expect(
      plan("Take cash conversion to mean operating cash flow over net income. What was Apple's in 2024?").measures[0]
        ?.label,
    ).toBe("cash conversion");
  });
});

describe("segments, places, insiders and pay", () => {
  it("reads a product or a place a figure comes from as a segment the data does not split", () => {
    fc.assert(
      fc.property(company, fc.constantFrom("Widgetron", "CloudMax", "iWidget"), (name, product) => {
        for (const question of [
          `What portion of ${name}'s revenue is from ${product}?`,
          `How much did ${product} ads bring in for ${name} last year?`,
        ]) {
          const asked = plan(question);
          expect(asked.refusals).toContainEqual({ kind: "segment", about: product });
          expect(asked.refusals.map((refusal) => refusal.kind)).not.toContain("absent");
          expect(asked.measures.map((measure) => measure.id)).toEqual(["revenue"]);
        }
        expect(plan(`How much revenue does ${name} make internationally?`).refusals.map((each) => each.kind)).toContain(
          "segment",
        );
      }),
    );
  });

  it("reads an insider's or an executive's dealings and pay as figures the data lacks", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("chief executive", "CEO", "founder", "insiders"),
        fc.constantFrom("sold stock", "been selling shares", "been buying stock"),
        (name, who, dealt) => {
          const asked = plan(`Has ${name}'s ${who} ${dealt} recently?`);
          expect(asked.refusals.map((refusal) => refusal.kind)).toContain("absent");
          expect(asked.measures).toEqual([]);
        },
      ),
    );
    for (const question of ["What is Apple's CEO's salary?", "How big was the bonus at Microsoft?"]) {
      const [gap] = plan(question).refusals;
      expect(gap?.kind).toBe("absent");
      expect(gap?.about).toMatch(/salary|bonus/);
    }
  });

  it("reads a price in part of a year, before the data or not", () => {
    expect(plan("What was Apple's share price in mid-2021?").period).toEqual({
      kind: "dates",
      from: "2021-06-30",
      to: null,
    });
  });
});

describe("business lines and counts", () => {
  it("reads a line of business named before its revenue as a segment, and a qualifier as none", () => {
    fc.assert(
      fc.property(company, fc.constantFrom("membership fee", "cloud", "footwear", "licensing"), (name, line) => {
        expect(plan(`What was ${name}'s ${line} revenue in 2024?`).refusals).toContainEqual({
          kind: "segment",
          about: line,
        });
      }),
    );
    for (const qualifier of ["total", "quarterly", "reported", "annual"]) {
      expect(plan(`${qualifier} revenue of Apple in 2024`).refusals).toEqual([]);
    }
  });

  it("names the thing counted that the data does not hold, and answers with the gap alone", () => {
    const asked = plan("How many gizmos did Apple sell in 2024?");
    expect(asked.refusals).toContainEqual(expect.objectContaining({ kind: "absent", about: "gizmos" }));
    expect(answersFromFacts(asked)).toBe(true);
  });
});

describe("follow-ups naming only a company, and a day's price", () => {
  it("reads 'And X?' / 'How about X?' naming a company no list holds as that company, not the last one", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("Zentrova", "Quillmark"),
        fc.constantFrom("And", "How about", "What about"),
        (name, other, lead) => {
          const asked = plan(`${lead} ${other}?`, [`${name} revenue 2023`]);
          expect(asked.companies).toEqual([]);
          expect(asked.unknownCompanies.map((each) => each.asWritten)).toEqual([other]);
        },
      ),
    );
    expect(plan("And Microsoft?", ["Apple revenue 2023"]).companies.map((each) => each.symbol)).toEqual(["MSFT"]);
  });

  it("reads where a stock traded on one day as that day's close, and a move since a day as its return", () => {
    expect(plan("Where was Apple's stock trading on 2 January 2020?").measures.map((each) => each.id)).toEqual([
      "close",
    ]);
    expect(plan("How much is Apple stock up since March 2023?").measures.map((each) => each.id)).toEqual([
      "priceReturn",
    ]);
  });

  it("names a product in capitals whole, and a place outside a country whole", () => {
    expect(plan("Apple's App Store revenue 2024").refusals).toContainEqual({ kind: "segment", about: "App Store" });
    expect(plan("How much of Apple's revenue comes from outside the United States?").refusals).toContainEqual({
      kind: "segment",
      about: "outside the United States",
    });
  });
});

describe("advice, live prices and forecasts however asked", () => {
  it("reads advice asked in other words as advice, and a company's investment as no advice", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          "Is it a good idea to buy {c} today?",
          "Would you put money into {c} right now?",
          "Should I invest in {c}?",
        ),
        (name, form) => {
          const kinds = plan(form.replace("{c}", name)).refusals.map((refusal) => refusal.kind);
          expect(kinds).toEqual(["advice"]);
        },
      ),
    );
    expect(plan("Did Apple invest in R&D in 2024?").refusals).toEqual([]);
  });

  it("reads a price 'at the moment' as a live price, and a forecast of a stock with its last close", () => {
    expect(plan("What's Apple's price at the moment?").refusals.map((refusal) => refusal.kind)).toEqual(["intraday"]);
    const future = plan("Where will Apple stock be in a year?");
    expect(future.refusals.map((refusal) => refusal.kind)).toContain("forecast");
    expect(future.measures.map((measure) => measure.id)).toEqual(["close"]);
  });
});

describe("a definition's verb", () => {
  it("reads 'to mean' and 'I mean' before a definition as its verb, never as an average of the first term", () => {
    fc.assert(
      fc.property(
        company,
        year,
        fc.constantFrom("Take cash conversion to mean", "By cash conversion I mean", "We take cash conversion to mean"),
        (name, fiscal, opening) => {
          const read = plan(
            `${opening} operating cash flow divided by net income. What was ${name}'s cash conversion in ${fiscal}?`,
          );
          const formula = read.measures[0]?.formula;
          expect(formula?.kind).toBe("expression");
          if (formula?.kind !== "expression") return;
          expect(formula.numerator).toEqual([{ sign: 1, id: "operatingCashFlow" }]);
        },
      ),
    );
  });
});

describe("a defined measure's name and unit", () => {
  it("keeps a fiscal year written after the name out of it, so a known name keeps its unit", () => {
    fc.assert(
      fc.property(company, fc.integer({ min: 20, max: 24 }), (name, short) => {
        const [measure] = plan(`${name}'s payout ratio in FY20${short}, dividends over net income?`).measures;
        expect(measure).toMatchObject({ label: "payout ratio", unit: "percent", defined: true });
      }),
    );
  });

  it("writes a statement flow over revenue alone in percent, and a market value over revenue as a multiple", () => {
    fc.assert(
      fc.property(
        company,
        year,
        fc.constantFrom("stock-based compensation", "capital expenditure", "buybacks", "interest expense"),
        fc.constantFrom("relative to", "divided by", "over"),
        (name, fiscal, flow, joint) => {
          const [measure] = plan(`How large was ${name}'s ${flow} ${joint} revenue in ${fiscal}?`).measures;
          expect(measure).toMatchObject({ unit: "percent", defined: true });
        },
      ),
    );
    expect(plan("Apple market cap relative to revenue").measures[0]).toMatchObject({ unit: "ratio" });
  });
});

describe("a sector named as a group", () => {
  it("reads a plural sector after a word of scope as the group to rank, whatever the order verb", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ["financials", "Financial Services"],
          ["industrials", "Industrials"],
          ["banks", "Financial Services"],
        ),
        fc.constantFrom("Within the", "Among the", "Across the"),
        fc.constantFrom("order the companies by", "sort the companies by", "rank the companies by"),
        year,
        ([group, sector], scope, verb, fiscal) => {
          const read = plan(`${scope} ${group} you cover, ${verb} ${fiscal} net income`);
          expect(read.sector).toBe(sector);
          expect(read.operation.across).toBe("rank");
        },
      ),
    );
  });
});
