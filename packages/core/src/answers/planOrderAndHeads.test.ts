// Questions of the eighth unseen set's kinds (issue 44), over generated companies, measures,
// wordings and figures: a ranking or comparison asked lowest first is ordered and worded lowest
// first (and "most recent" orders nothing); "outgrow" asks growth; money per head is a figure in
// dollars over the head count; the extremes of a share's closes and its largest drawdown are
// measures of their own; "excluding" takes a figure away, and adds back an expense to a profit; a change asked in basis points is
// written in them; a sign (">", "<=") sets a threshold as its words do. Every word is read.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import type { AnswerPlan, Fact, FactsTable } from "./answerTypes";
import { writeDraft } from "./templateWriter";

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "NKE", name: "NIKE, Inc." },
  { symbol: "V", name: "Visa Inc." },
];
const plan = planReaderOver(COVERED);
const SYMBOL_OF: Readonly<Record<string, string>> = { Apple: "AAPL", Microsoft: "MSFT", Nike: "NKE", Visa: "V" };
const NAMES: Readonly<Record<string, string>> = Object.fromEntries(COVERED.map((each) => [each.symbol, each.name]));
const companies = fc.shuffledSubarray(Object.keys(SYMBOL_OF), { minLength: 3, maxLength: 4 });
const year = fc.integer({ min: 2019, max: 2024 });

/** A facts table of one measure's figure for each company, for the writer. */
function tableOf(read: AnswerPlan, values: ReadonlyArray<readonly [string, number]>, unit: Fact["unit"]): FactsTable {
  const facts: Fact[] = values.map(([symbol, value]) => ({
    id: `${symbol}/${read.measures[0]?.id}/FY2024`,
    symbol,
    measure: read.measures[0]?.id ?? "",
    label: read.measures[0]?.label ?? "",
    period: "FY2024",
    value,
    unit,
    sourceId: "s",
    derivedFrom: [],
  }));
  return { plan: read, names: NAMES, facts, quotes: [], gaps: [], sources: [] };
}

describe("a ranking asked lowest first", () => {
  const low = fc.constantFrom("lowest", "smallest", "least");
  const high = fc.constantFrom("highest", "largest", "most");
  const measure = fc.constantFrom("effective tax rate", "net margin", "total debt", "capex");

  it("orders and names the lowest first, and 'most recent' orders nothing", () => {
    fc.assert(
      fc.property(
        companies,
        low,
        measure,
        fc.boolean(),
        fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 4, maxLength: 4 }),
        (names, word, asked, recent, values) => {
          const when = recent ? "in its most recent fiscal year" : "in fiscal 2024";
          const question = `Which of ${names.join(", ")} had the ${word} ${asked} ${when}?`;
          const read = plan(question);
          expect(read.operation.across, question).toBe("rank");
          expect(read.operation.lowestFirst, question).toBe(true);
          expect(read.unread ?? [], question).toEqual([]);
          const figures = names.map((name, index) => [SYMBOL_OF[name] as string, values[index] as number] as const);
          const text = writeDraft(tableOf(read, figures, "percent")).sentences[0]?.text ?? "";
          const lowest = [...figures].sort((a, b) => a[1] - b[1])[0] as readonly [string, number];
          expect(text, question).toMatch(/is the lowest/);
          expect(text.indexOf(`${lowest[1].toFixed(1)}%`), question).toBeLessThan(text.indexOf("against"));
        },
      ),
    );
  });

  it("stays highest first when a word of height is asked beside it", () => {
    fc.assert(
      fc.property(companies, high, measure, (names, word, asked) => {
        const question = `Which of ${names.join(", ")} had the ${word} ${asked} in its most recent fiscal year?`;
        expect(plan(question).operation.lowestFirst, question).toBeUndefined();
      }),
    );
  });
});

describe("outgrowing another company", () => {
  it("asks whether its growth was the faster", () => {
    const verb = fc.constantFrom("outgrow", "outpace");
    fc.assert(
      fc.property(
        fc.shuffledSubarray(Object.keys(SYMBOL_OF), { minLength: 2, maxLength: 2 }),
        verb,
        fc.constantFrom("revenue", "net income", "operating income"),
        year,
        ([first, second], word, measure, asked) => {
          const question = `Did ${first} ${word} ${second} on ${measure} in fiscal ${asked}?`;
          const read = plan(question);
          expect(read.operation, question).toMatchObject({ kind: "growth", across: "compare" });
          expect(read.claim?.against, question).toBe(true);
        },
      ),
    );
  });
});

describe("money per head", () => {
  const headWord = fc.constantFrom("per employee", "per worker", "per head", "per FTE", "/employee");
  const money = fc.constantFrom(
    ["revenue", "revenue"],
    ["net income", "netIncome"],
    ["free cash flow", "freeCashFlow"],
    ["operating income", "operatingIncome"],
  );

  it("is the figure over the head count, in dollars, the head count not asked apart", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(SYMBOL_OF)),
        money,
        headWord,
        year,
        (name, [words, id], per, asked) => {
          const question = per.startsWith("/")
            ? `${name} ${words}${per} FY${asked}`
            : `What was ${name}'s ${words} ${per} in fiscal ${asked}?`;
          const read = plan(question);
          expect(read.measures, question).toHaveLength(1);
          const [measure] = read.measures;
          expect(measure?.unit, question).toBe("usd");
          expect(measure?.formula, question).toMatchObject({
            kind: "expression",
            numerator: [{ id }],
            denominator: [{ id: "employees" }],
            percent: false,
          });
          expect(measure?.label, question).toMatch(/ per employee$/);
          expect(read.refusals, question).toEqual([]);
          expect(read.unread ?? [], question).toEqual([]);
        },
      ),
    );
  });

  it("ranks every covered company by it", () => {
    fc.assert(
      fc.property(
        money,
        headWord.filter((per) => !per.startsWith("/")),
        ([words, id], per) => {
          const question = `Among all the companies you cover, which has the most ${words} ${per}?`;
          const read = plan(question);
          expect(read.everyCovered, question).toBe(true);
          expect(read.measures[0]?.formula, question).toMatchObject({ numerator: [{ id }] });
          expect(read.unknownCompanies, question).toEqual([]);
        },
      ),
    );
  });
});

describe("the extremes of a share's closes", () => {
  const closeWord = fc.constantFrom("close", "closing price", "share price", "stock price");

  it("reads a word of height or depth beside a close as that extreme, both when both are asked", () => {
    const asked = fc.constantFrom(
      [["highest"], ["highestClose"]],
      [["lowest"], ["lowestClose"]],
      [
        ["highest", "lowest"],
        ["highestClose", "lowestClose"],
      ],
      [["peak"], ["highestClose"]],
    ) as fc.Arbitrary<[string[], string[]]>;
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(SYMBOL_OF)),
        asked,
        closeWord,
        year,
        (name, [words, ids], close, when) => {
          const question = `What was ${name}'s ${words.join(" and ")} ${close} in ${when}?`;
          const read = plan(question);
          expect(read.measures.map((measure) => measure.id).sort(), question).toEqual([...ids].sort());
          expect(read.unread ?? [], question).toEqual([]);
        },
      ),
    );
  });

  it("reads a drawdown as its own measure, the price it falls from no close asked", () => {
    const drawdown = fc.constantFrom("largest drawdown", "max drawdown", "peak-to-trough drawdown", "drawdown");
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(SYMBOL_OF)), drawdown, year, (name, words, when) => {
        const question = `What was the ${words} in ${name}'s share price during ${when}?`;
        const read = plan(question);
        expect(
          read.measures.map((measure) => measure.id),
          question,
        ).toEqual(["drawdown"]);
      }),
    );
  });

  it("keeps a ranking's 'highest' for the ranking", () => {
    fc.assert(
      fc.property(companies, closeWord, (names, close) => {
        const question = `Which of ${names.join(", ")} has the highest ${close}?`;
        expect(
          plan(question).measures.map((measure) => measure.id),
          question,
        ).not.toContain("highestClose");
      }),
    );
  });
});

describe("a figure taken away in words", () => {
  it("reads 'excluding' and 'ex-' as minus, the name kept whole", () => {
    const minus = fc.constantFrom("excluding", "ex", "net of", "less");
    const pairs = fc.constantFrom(
      ["shareholders' equity", "equity", "goodwill and intangible assets", "goodwillAndIntangibles"],
      ["current assets", "currentAssets", "cash", "cash"],
      ["operating cash flow", "operatingCashFlow", "capex", "capex"],
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(SYMBOL_OF)),
        minus,
        pairs,
        year,
        (name, word, [a, aId, b, bId], when) => {
          const joined = word === "ex" ? `${a} ex-${b}` : `${a} ${word} ${b}`;
          const question = `What was ${name}'s ${joined} in fiscal ${when}?`;
          const read = plan(question);
          expect(read.measures, question).toHaveLength(1);
          expect(read.measures[0]?.formula, question).toMatchObject({
            kind: "expression",
            numerator: [
              { sign: 1, id: aId },
              { sign: -1, id: bId },
            ],
            denominator: null,
          });
        },
      ),
    );
  });
});

describe("a profit excluding an expense", () => {
  it("adds back an expense the profit was taken after, and takes away one it was not; 'minus' always takes away", () => {
    // [profit, its id, expense, its id, whether the profit was taken after the expense]
    const cases = fc.constantFrom(
      ["operating income", "operatingIncome", "R&D", "researchAndDevelopment", true],
      ["operating income", "operatingIncome", "SG&A", "sga", true],
      ["operating income", "operatingIncome", "D&A", "depreciation", true],
      ["EBITDA", "ebitda", "stock-based compensation", "stockCompensation", true],
      ["net income", "netIncome", "income tax expense", "incomeTax", true],
      ["net income", "netIncome", "interest expense", "interestExpense", true],
      ["gross profit", "grossProfit", "cost of revenue", "costOfRevenue", true],
      // EBITDA is before D&A already; SG&A comes after gross profit; interest after operating income.
      ["EBITDA", "ebitda", "D&A", "depreciation", false],
      ["gross profit", "grossProfit", "SG&A", "sga", false],
      ["operating income", "operatingIncome", "interest expense", "interestExpense", false],
      ["pre-tax income", "pretaxIncome", "income tax expense", "incomeTax", false],
    ) as fc.Arbitrary<[string, string, string, string, boolean]>;
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(SYMBOL_OF)),
        cases,
        fc.constantFrom("excluding", "excl", "ex", "minus", "less"),
        year,
        (name, [profit, profitId, expense, expenseId, takenAfter], word, when) => {
          const joined = word === "ex" ? `${profit} ex-${expense}` : `${profit} ${word} ${expense}`;
          const question = `What was ${name}'s ${joined} in fiscal ${when}?`;
          const read = plan(question);
          const addedBack = takenAfter && ["excluding", "excl", "ex"].includes(word);
          expect(read.measures[0]?.formula, question).toMatchObject({
            kind: "expression",
            numerator: [
              { sign: 1, id: profitId },
              { sign: addedBack ? 1 : -1, id: expenseId },
            ],
          });
        },
      ),
    );
  });
});

describe("a change asked in basis points", () => {
  it("is written in basis points, a hundred to a percentage point", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(SYMBOL_OF)),
        fc.constantFrom("operating margin", "net margin", "gross margin"),
        fc.constantFrom("in bps", "in basis points"),
        fc.integer({ min: -2000, max: 2000 }).filter((bps) => bps !== 0),
        (name, margin, unit, bps) => {
          const question = `${name} ${margin} change 2023 to 2024 ${unit}`;
          const read = plan(question);
          expect(read.rounding.basisPoints, question).toBe(true);
          expect(read.operation.kind, question).toBe("growth");
          const symbol = SYMBOL_OF[name] as string;
          const change: Fact = {
            id: `${symbol}/${read.measures[0]?.id}Growth/FY2023-FY2024`,
            symbol,
            measure: `${read.measures[0]?.id}Growth`,
            label: `change in ${margin} (percentage points)`,
            period: "FY2023–FY2024",
            value: bps / 100,
            unit: "points",
            sourceId: "s",
            derivedFrom: [],
          };
          const draft = writeDraft({ plan: read, names: NAMES, facts: [change], quotes: [], gaps: [], sources: [] });
          const said = draft.sentences.map((each) => each.text).join(" ");
          expect(said, question).toContain(
            `${bps > 0 ? "rose" : "fell"} by ${Math.abs(bps).toLocaleString("en-US")} basis points`,
          );
        },
      ),
    );
  });
});

describe("a comparison sign in a terse check", () => {
  it("sets the threshold its words would", () => {
    const sign = fc.constantFrom([">", "above"], ["<", "below"], [">=", "atLeast"], ["<=", "atMost"], ["≥", "atLeast"]);
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(SYMBOL_OF)),
        fc.constantFrom("op margin", "net margin", "gross margin"),
        sign,
        fc.integer({ min: 1, max: 90 }),
        fc.boolean(),
        (name, margin, [written, comparator], value, spaced) => {
          const question = `${name} ${margin} ${written}${spaced ? " " : ""}${value}% in 2024? y/n`;
          const read = plan(question);
          expect(read.claim?.threshold, question).toMatchObject({ comparator, value, unit: "percent" });
          expect(read.unread ?? [], question).toEqual([]);
        },
      ),
    );
  });
});

describe("a follow-up set against the figure some years earlier", () => {
  it("asks the change from that many years back to the year talked about", () => {
    const count = fc.constantFrom(["two", 2], ["three", 3], ["2", 2], ["4", 4]) as fc.Arbitrary<[string, number]>;
    const wording = fc.constantFrom(
      (n: string) => `How much lower is that than ${n} years earlier, in percent?`,
      (n: string) => `how does that compare with ${n} years before?`,
      (n: string) => `is that higher than ${n} years prior?`,
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(SYMBOL_OF)),
        fc.constantFrom("net income", "revenue", "free cash flow"),
        fc.integer({ min: 2022, max: 2024 }),
        count,
        wording,
        (name, measure, year, [written, back], asked) => {
          const question = asked(written);
          const read = plan(question, [`What was ${name}'s ${measure} in ${year}?`]);
          expect(read.period, question).toEqual({ kind: "years", years: [year - back, year] });
          expect(read.operation.kind, question).toBe("growth");
        },
      ),
    );
  });
});

describe("a yes/no comparison asked lowest first", () => {
  it("says Yes exactly when the company named first has the lower figure", () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(Object.keys(SYMBOL_OF), { minLength: 2, maxLength: 2 }),
        fc.constantFrom(["lower", "down"], ["higher", "up"]) as fc.Arbitrary<[string, string]>,
        fc.uniqueArray(fc.integer({ min: 1, max: 90 }), { minLength: 2, maxLength: 2 }),
        ([first, second], [word], [a, b]) => {
          const question = `Is ${first}'s net margin ${word} than ${second}'s in 2024?`;
          const read = plan(question);
          const figures = [
            [SYMBOL_OF[first as string] as string, a as number],
            [SYMBOL_OF[second as string] as string, b as number],
          ] as const;
          const text = writeDraft(tableOf(read, figures, "percent")).sentences[0]?.text ?? "";
          const holds = word === "lower" ? (a as number) < (b as number) : (a as number) > (b as number);
          expect(text.startsWith(holds ? "Yes:" : "No:"), `${question} ${a} vs ${b}: ${text}`).toBe(true);
        },
      ),
    );
  });
});

describe("words of a lower order taken by another reader", () => {
  it("order nothing: a measure's name, a threshold, a definition's minus", () => {
    for (const question of [
      "Compare Apple and Microsoft's bottom line in 2024",
      "Which of Apple, Microsoft and Nike had an operating margin of at least 20% in 2024?",
      "Which of Apple, Microsoft and Nike had the highest gross profit, defined as revenue less cost of sales, in 2024?",
    ]) {
      expect(plan(question).operation.lowestFirst, question).toBeUndefined();
    }
  });

  it("'too high' of a price asks the last close, not the highest of its history", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(SYMBOL_OF)), fc.constantFrom("high", "low"), (name, word) => {
        const question = `Is ${name}'s share price too ${word}?`;
        expect(
          plan(question).measures.map((measure) => measure.id),
          question,
        ).toEqual(["close"]);
      }),
    );
  });
});

describe("an arrow typed as two signs", () => {
  it("joins two years as '→' does, and sets no threshold", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(SYMBOL_OF)),
        fc.constantFrom("->", "=>", "→"),
        fc.integer({ min: 20, max: 23 }),
        (name, arrow, from) => {
          const question = `${name} op margin ${from}${arrow}${from + 1} chg`;
          const read = plan(question);
          expect(read.claim?.threshold, question).toBeUndefined();
          expect(read.period, question).toEqual(plan(`${name} op margin ${from}→${from + 1} chg`).period);
        },
      ),
    );
  });
});
