// The plan reader honest about what it cannot know (issue 33), on generated companies and
// phrasings: a kind of data the app lacks is named whatever words ask for it, a chief executive
// named is their company (and their pay or share sales are what is asked), a part asked as a
// share of a company's whole is a segment, and typos in the company and the measure are read
// through, both at once.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ABSENT_DATA_KINDS, ABSENT_KIND_OF } from "./absentDataKinds";
import type { Refusal } from "./answerTypes";
import { companyDirectory } from "./companyDirectory";
import { answersFromFacts, planQuestion } from "./plan";

/** The refusals as the gap says them: the words a concept was read from are for word accounting. */
const refusalsAsSaid = (read: { refusals: ReadonlyArray<Refusal> }) =>
  read.refusals.map(({ asked: _asked, ...said }) => said);

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc.", people: ["Tim Cook"] },
  { symbol: "MSFT", name: "Microsoft Corporation", people: ["Satya Nadella"] },
  { symbol: "NVDA", name: "NVIDIA Corporation", people: ["Jensen Huang"] },
  { symbol: "DIS", name: "The Walt Disney Company", people: ["Robert A. Iger"] },
  { symbol: "CAT", name: "Caterpillar Inc.", people: ["D. James Umpleby III"] },
  { symbol: "NFLX", name: "Netflix, Inc.", people: ["Ted Sarandos and Greg Peters"] },
];
const LISTED = [
  { symbol: "ORCL", name: "Oracle Corporation" },
  { symbol: "INTC", name: "Intel Corporation" },
];
const directory = companyDirectory(COVERED, LISTED);
const plan = (question: string) => planQuestion(question, [], directory);

const company = fc.constantFrom(
  ["Apple", "AAPL"],
  ["Microsoft", "MSFT"],
  ["Nvidia", "NVDA"],
  ["Disney", "DIS"],
  ["Caterpillar", "CAT"],
  ["Netflix", "NFLX"],
);
const person = fc.constantFrom(
  ["Tim Cook", "AAPL"],
  ["Satya Nadella", "MSFT"],
  ["Nadella", "MSFT"],
  ["Jensen Huang", "NVDA"],
  ["Robert Iger", "DIS"],
  ["Iger", "DIS"],
  ["James Umpleby", "CAT"],
  ["Greg Peters", "NFLX"],
);
const year = fc.integer({ min: 2020, max: 2024 });
const symbols = (question: string) => plan(question).companies.map((each) => each.symbol);

describe("kinds of data the app does not have", () => {
  const kindAndPhrase = fc
    .constantFrom(...ABSENT_DATA_KINDS)
    .chain((kind) => fc.tuple(fc.constant(kind.label), fc.constantFrom(...kind.phrases)));

  it("names the kind asked, for any of its words, company and phrasing, and answers from the facts", () => {
    fc.assert(
      fc.property(
        company,
        kindAndPhrase,
        fc.constantFrom(
          (name: string, words: string) => `What are ${name}'s ${words}?`,
          (name: string, words: string) => `${name} ${words}`,
          (name: string, words: string) => `Can you tell me about the ${words} of ${name}?`,
          (name: string, words: string) => `i'd like to know ${name}'s ${words} please`,
        ),
        ([name, symbol], [label, words], ask) => {
          const read = plan(ask(name, words));
          const absent = read.refusals.filter((each) => each.kind === "absent");
          expect(absent.map((each) => each.lacks)).toEqual([label]);
          // The words asked, as written ("same store sales" and "same-store sales" are one phrase).
          expect(absent[0]?.about?.replace(/-/g, " ")).toBe(words.replace(/-/g, " "));
          expect(read.companies.map((each) => each.symbol)).toEqual([symbol]);
          expect(answersFromFacts(read)).toBe(true);
        },
      ),
    );
  });

  it("reads a phrase of several words in the singular as well", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          ["largest shareholder", "ownership and institutional holders"],
          ["paid subscriber", "subscriber and user counts"],
          ["institutional holder", "ownership and institutional holders"],
          ["loan loss provision", "bank and insurance metrics"],
        ),
        ([name], [words, label]) => {
          const read = plan(`Who or what is the ${words} of ${name}?`);
          expect(read.refusals.filter((each) => each.kind === "absent").map((each) => each.lacks)).toEqual([label]);
        },
      ),
    );
  });

  it("says a line of business the dictionary names as lacking once, not again as a segment", () => {
    const read = plan("Apple same-store sales growth 2024");
    expect(refusalsAsSaid(read)).toEqual([{ kind: "absent", about: "same-store sales", lacks: "comparable sales" }]);
  });

  it("says each kind once, however many of its words the question uses", () => {
    const read = plan("Apple subscribers, paid subscribers and monthly active users");
    expect(read.refusals.filter((each) => each.kind === "absent")).toEqual([
      { kind: "absent", about: "subscribers", lacks: "subscriber and user counts" },
    ]);
  });

  it("reads holders of the shares as ownership, whoever holds them", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("institutions", "funds", "investors", "shareholders"),
        fc.constantFrom("hold", "own", "holds"),
        fc.constantFrom(
          (who: string, verb: string, name: string) => `Which ${who} ${verb} the most ${name} stock?`,
          (_who: string, verb: string, name: string) => `Who ${verb} the most ${name} shares?`,
          (who: string, _verb: string, name: string) => `What percentage of ${name} is owned by ${who}?`,
        ),
        ([name, symbol], who, verb, ask) => {
          const read = plan(ask(who, verb, name));
          expect(read.refusals.some((each) => each.kind === "segment")).toBe(false);
          expect(refusalsAsSaid(read)).toContainEqual({
            kind: "absent",
            about: "ownership",
            lacks: ABSENT_KIND_OF.get("ownership")?.label,
          });
          expect(read.companies.map((each) => each.symbol)).toEqual([symbol]);
        },
      ),
    );
  });
});

describe("a company's people", () => {
  it("reads a chief executive named as their company, never as a company outside the data", () => {
    fc.assert(
      fc.property(person, ([who, symbol]) => {
        const read = plan(`Tell me about ${who}'s company`);
        expect(read.companies.map((each) => each.symbol)).toEqual([symbol]);
        expect(read.unknownCompanies).toEqual([]);
      }),
    );
  });

  it("answers what a person earns with the pay the data lacks, not the company's net income", () => {
    fc.assert(
      fc.property(
        person,
        fc.constantFrom(
          (who: string) => `How much does ${who} earn?`,
          (who: string) => `What was ${who} paid last year?`,
          (who: string) => `how much did ${who} make in 2023`,
          (who: string) => `compensation for ${who}`,
          (who: string) => `What is ${who}'s salary?`,
        ),
        ([who, symbol], ask) => {
          const read = plan(ask(who));
          expect(read.refusals.filter((each) => each.kind === "absent").map((each) => each.lacks)).toEqual([
            "executive pay",
          ]);
          expect(read.measures.map((each) => each.id)).not.toContain("netIncome");
          expect(read.companies.map((each) => each.symbol)).toEqual([symbol]);
          expect(read.unknownCompanies).toEqual([]);
        },
      ),
    );
  });

  it("reads no lone letter as a product: the Q of a 10-Q, the K of a 10-K, an initial", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("10-Q", "10-K", "10 Q", "Q", "K"),
        fc.constantFrom("revenue", "net income", "operating cash flow"),
        ([name], form, measure) => {
          const read = plan(`When did ${name} file its latest ${form} and what ${measure} did it report?`);
          expect(read.refusals.some((each) => each.kind === "segment")).toBe(false);
        },
      ),
    );
  });

  it("reads a person selling or buying shares as insider trades, not a product", () => {
    fc.assert(
      fc.property(person, fc.constantFrom("selling", "sold", "buying"), ([who], verb) => {
        const read = plan(`Has ${who} been ${verb} shares lately?`);
        expect(read.refusals.filter((each) => each.kind === "absent").map((each) => each.lacks)).toEqual([
          "insider trades",
        ]);
        expect(read.refusals.some((each) => each.kind === "segment")).toBe(false);
      }),
    );
  });

  it("reads a person's holding and wealth as what the data lacks, with no company figure in their place", () => {
    fc.assert(
      fc.property(
        person,
        fc.constantFrom(
          [(who: string) => `How much stock does ${who} own?`, "ownership and institutional holders"],
          [(who: string) => `How many shares does ${who} hold?`, "ownership and institutional holders"],
          [(who: string) => `What is ${who}'s net worth?`, "personal wealth"],
          [(who: string) => `how rich is ${who}`, "personal wealth"],
        ),
        ([who, symbol], [ask, label]) => {
          const read = plan((ask as (who: string) => string)(who));
          expect(read.refusals.filter((each) => each.kind === "absent").map((each) => each.lacks)).toEqual([label]);
          expect(read.measures).toEqual([]);
          expect(read.companies.map((each) => each.symbol)).toEqual([symbol]);
        },
      ),
    );
  });

  it("answers who a person is, or what they run, with the role their company's profile gives them", () => {
    fc.assert(
      fc.property(
        person,
        fc.constantFrom(
          (who: string) => `Who is ${who}?`,
          (who: string) => `What company does ${who} run?`,
        ),
        ([who, symbol], ask) => {
          const read = plan(ask(who));
          expect(read.measures.map((each) => each.id)).toEqual(["ceo"]);
          expect(read.companies.map((each) => each.symbol)).toEqual([symbol]);
        },
      ),
    );
  });

  it("reads cash a company holds as its figure, not who holds its shares", () => {
    const read = plan("Who owns more cash, Apple or Microsoft?");
    expect(read.refusals).toEqual([]);
    expect(read.measures.length).toBeGreaterThan(0);
  });

  it("still reads what a company earned as its net income", () => {
    fc.assert(
      fc.property(company, year, ([name, symbol], fiscal) => {
        const read = plan(`What did ${name} earn in ${fiscal}?`);
        expect(read.measures.map((each) => each.id)).toEqual(["netIncome"]);
        expect(read.refusals).toEqual([]);
        expect(read.companies.map((each) => each.symbol)).toEqual([symbol]);
      }),
    );
  });
});

describe("a part of a company's whole", () => {
  const part = fc.constantFrom("AWS", "Azure", "YouTube", "Instagram", "Zentrix", "Game Pass", "GeForce");

  it("reads a named part as a share of the company's figure as a segment, in any phrasing", () => {
    fc.assert(
      fc.property(
        part,
        company,
        year,
        fc.constantFrom(
          (p: string, name: string, fiscal: number) => `What is ${p}'s share of ${name}'s sales in ${fiscal}?`,
          (p: string, name: string, fiscal: number) => `${p} as a share of ${name}'s total revenue, ${fiscal}`,
          (p: string, name: string, fiscal: number) =>
            `How big is ${p} as a percentage of ${name} revenue in ${fiscal}?`,
          (p: string, name: string, fiscal: number) => `What fraction of ${name}'s ${fiscal} revenue was ${p}?`,
        ),
        (p, [name, symbol], fiscal, ask) => {
          const read = plan(ask(p, name, fiscal));
          const segment = read.refusals.find((each) => each.kind === "segment");
          expect(segment?.about).toContain(p);
          expect(read.companies.map((each) => each.symbol)).toEqual([symbol]);
        },
      ),
    );
  });

  it("reads a line of business written in lower case, or the company's own brand with a product, as the part", () => {
    expect(plan("Apple's wearables share of sales in 2024").refusals).toContainEqual({
      kind: "segment",
      about: "wearables",
    });
    expect(plan("What fraction of Microsoft revenue is Microsoft Cloud?").refusals).toContainEqual({
      kind: "segment",
      about: "Microsoft Cloud",
    });
  });

  it("keeps a share between the companies asked a share, not a segment", () => {
    const read = plan("What share of Apple and Microsoft's combined 2024 revenue was Apple's?");
    expect(read.refusals).toEqual([]);
  });

  it("still computes a measure as a share of another, which is no segment", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(["R&D", "researchAndDevelopment"], ["Capex", "capex"], ["SBC", "stockCompensation"]),
        company,
        year,
        ([measure], [name], fiscal) => {
          const read = plan(`${measure} as a share of revenue for ${name} in ${fiscal}`);
          expect(read.refusals).toEqual([]);
          expect(read.measures.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe("typos in the measure and the company", () => {
  const measure = fc.constantFrom(
    ["net income", "netIncome"],
    ["revenue", "revenue"],
    ["operating income", "operatingIncome"],
    ["gross margin", "grossMargin"],
    ["operating margin", "operatingMargin"],
    ["free cash flow", "freeCashFlow"],
    ["total assets", "totalAssets"],
  );
  /** One slip inside a word of five letters or more: a letter left out, two swapped, or one doubled. */
  const slip = (words: string, choice: number, kind: number) => {
    const parts = words.split(" ");
    const long = parts.map((word, index) => [word, index] as const).filter(([word]) => word.length >= 5);
    if (long.length === 0) return words;
    const [word, index] = long[choice % long.length] as readonly [string, number];
    const at = 1 + (choice % (word.length - 2));
    const typo =
      kind === 0
        ? word.slice(0, at) + word.slice(at + 1)
        : kind === 1
          ? word.slice(0, at) + (word[at + 1] ?? "") + (word[at] ?? "") + word.slice(at + 2)
          : word.slice(0, at) + (word[at] ?? "") + word.slice(at);
    parts[index] = typo;
    return parts.join(" ");
  };

  it("reads a misspelt measure as the measure, whatever the company, year and slip", () => {
    fc.assert(
      fc.property(
        company,
        measure,
        year,
        fc.nat(40),
        fc.integer({ min: 0, max: 2 }),
        ([name, symbol], [words, id], fiscal, choice, kind) => {
          const asked = slip(words, choice, kind);
          fc.pre(asked !== words);
          const read = plan(`${name} ${asked} ${fiscal}`);
          expect(read.measures.map((each) => each.id)).toEqual([id]);
          expect(read.companies.map((each) => each.symbol)).toEqual([symbol]);
        },
      ),
    );
  });

  it("reads a misspelt company and a misspelt measure at once, in lower case", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(["appl", "AAPL"], ["microsft", "MSFT"], ["nvdia", "NVDA"], ["netflx", "NFLX"]),
        measure,
        fc.nat(40),
        fc.integer({ min: 0, max: 2 }),
        ([name, symbol], [words, id], choice, kind) => {
          const asked = slip(words, choice, kind);
          fc.pre(asked !== words);
          const read = plan(`${name} ${asked}`);
          expect(read.measures.map((each) => each.id)).toEqual([id]);
          expect(read.companies.map((each) => each.symbol)).toEqual([symbol]);
        },
      ),
    );
  });

  it("reads a covered ticker written with one slip after its first letter as that company", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("AAPL", "MSFT", "NVDA", "NFLX"),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        fc.constantFrom("replace", "drop", "insert"),
        year,
        (ticker, at, letter, slip, fiscal) => {
          const written =
            slip === "replace"
              ? ticker.slice(0, at) + letter + ticker.slice(at + 1)
              : slip === "drop"
                ? ticker.slice(0, at) + ticker.slice(at + 1)
                : ticker.slice(0, at) + letter + ticker.slice(at);
          fc.pre(written !== ticker && written.length >= 4 && !["ORCL", "INTC"].includes(written));
          const read = plan(`${written} revenue ${fiscal}`);
          expect(read.companies.map((each) => each.symbol)).toEqual([ticker]);
          expect(read.measures.map((each) => each.id)).toEqual(["revenue"]);
        },
      ),
    );
  });

  it("keeps a listed ticker and an acronym in capitals as what they are", () => {
    expect(plan("INTC revenue 2024").unknownCompanies.map((each) => each.symbol)).toEqual(["INTC"]);
    expect(plan("AAPL EBITDA 2024").companies.map((each) => each.symbol)).toEqual(["AAPL"]);
    expect(plan("MSFT CAGR of revenue since 2020").companies.map((each) => each.symbol)).toEqual(["MSFT"]);
  });

  it("leaves ordinary words near a measure's alone: an operator, bonds, what a company uses", () => {
    const divided = plan("Apple net income divided by revenue in 2024").measures;
    expect(divided.map((each) => each.formula.kind)).toEqual(["expression"]);
    expect(divided.map((each) => each.id)).not.toContain("dividends");
    expect(plan("Apple bonds outstanding").refusals).toEqual([]);
    expect(plan("What does Apple uses its cash for?").refusals).toEqual([]);
  });

  it("looks at a bounded number of words as typos, so a long question of misspellings still finds its company", () => {
    const long = `${"incme revnue opertaing ".repeat(400)}Apple`;
    expect(plan(long).companies.map((each) => each.symbol)).toEqual(["AAPL"]);
  });
});

describe("what the question asks stays what it asks", () => {
  it("reads the same plan for a company as for its ticker, with the typo tolerance on", () => {
    fc.assert(
      fc.property(company, year, ([name, symbol], fiscal) => {
        expect(symbols(`${name} net incme ${fiscal}`)).toEqual([symbol]);
        expect(symbols(`${symbol} net incme ${fiscal}`)).toEqual([symbol]);
      }),
    );
  });
});
