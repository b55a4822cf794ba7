// Issue 44's operators and forms, over generated companies, measures, years and phrasings: a yes/no
// claim and its direction, "per share" of any figure in money, every covered company ranked, a
// follow-up stepping N years, a phrase written as one word, a slash inside a word, and the whole of
// a "share of" named after it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import { MEASURES } from "./measures";
import { yesNoClaimOf } from "./plan/forms";
import { DOWN_WORDS, UP_WORDS } from "./plan/lexicon/formWords";
import { questionWords } from "./questionWords";

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
  { symbol: "WMT", name: "Walmart Inc." },
];
const plan = planReaderOver(COVERED);
const company = fc.constantFrom("Apple", "Microsoft", "Costco", "Walmart");
const year = fc.integer({ min: 2016, max: 2024 });
/** Flows and balances in money, by the dictionary's first phrase. */
const money = MEASURES.filter((each) => each.unit === "usd" && each.formula.kind === "line");
const moneyMeasure = fc.constantFrom(...money);

describe("yes/no claims", () => {
  const up = fc.constantFrom("increase", "rise", "grow", "improve", "expand");
  const down = fc.constantFrom("decrease", "fall", "shrink", "decline", "drop");
  const opener = fc.constantFrom("Did", "Has", "Have", "Was", "Is");

  it("reads the direction a yes/no question claims, whatever the figure", () => {
    fc.assert(
      fc.property(
        opener,
        company,
        moneyMeasure,
        fc.boolean(),
        up,
        down,
        (open, name, measure, rising, upWord, downWord) => {
          const words = questionWords(`${open} ${name} ${measure.phrases[0]} ${rising ? upWord : downWord}`);
          expect(yesNoClaimOf(words)?.direction).toBe(rising ? "up" : "down");
        },
      ),
    );
  });

  it("is no claim when the question does not open as a yes/no question", () => {
    fc.assert(
      fc.property(fc.constantFrom("How much did", "Why did", "When did", "What"), up, (open, verb) => {
        expect(yesNoClaimOf(questionWords(`${open} apple revenue ${verb}`))).toBeNull();
      }),
    );
  });

  it("reads years set against each other in the order written", () => {
    fc.assert(
      fc.property(year, year, (first, second) => {
        fc.pre(first !== second);
        const claim = yesNoClaimOf(questionWords(`was apple revenue higher in ${first} than in ${second}`));
        expect(claim?.direction).toBe(first > second ? "up" : "down");
      }),
    );
  });

  it("reads years set against each other in the order written, however each year is written", () => {
    const written = (asked: number) =>
      fc.constantFrom(`${asked}`, `fy${asked}`, `fy${String(asked).slice(2)}`, `fy-${asked}`);
    fc.assert(
      fc.property(
        year.chain((first) => fc.tuple(fc.constant(first), written(first))),
        year.chain((second) => fc.tuple(fc.constant(second), written(second))),
        ([first, firstWritten], [second, secondWritten]) => {
          fc.pre(first !== second);
          const claim = yesNoClaimOf(
            questionWords(`was apple revenue higher in ${firstWritten} than in ${secondWritten}`),
          );
          expect(claim?.direction).toBe(first > second ? "up" : "down");
        },
      ),
    );
  });

  it("plans a claim about one figure as its change from the year before the one asked", () => {
    fc.assert(
      fc.property(company, moneyMeasure, year, (name, measure, asked) => {
        const read = plan(`Did ${name}'s ${measure.phrases[0]} rise in fiscal ${asked}?`);
        fc.pre(read.measures.length === 1 && read.measures[0]?.id === measure.id);
        expect(read.claim?.direction).toBe("up");
        expect(read.operation.kind).toBe("growth");
        expect(read.period).toEqual({ kind: "years", years: [asked - 1, asked] });
      }),
    );
  });

  it("reads the verb of the change a yes/no question claims, leaving no word of it unread", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("revenue", "net income", "capex", "free cash flow", "R&D budget"),
        fc.constantFrom(...UP_WORDS, ...DOWN_WORDS),
        year,
        (name, measure, verb, asked) => {
          const question = `Did ${name} ${verb} its ${measure} in fiscal ${asked}?`;
          const read = plan(question);
          expect(read.claim, question).toBeDefined();
          expect(read.unread ?? [], question).toEqual([]);
        },
      ),
    );
  });

  it("never reads a verb of change before a figure as a line of business", () => {
    fc.assert(
      fc.property(company, moneyMeasure, fc.constantFrom(...UP_WORDS, ...DOWN_WORDS), (name, measure, verb) => {
        const question = `Has ${name} ${verb} ${measure.phrases[0]} since 2021?`;
        expect(
          plan(question).refusals.filter((refusal) => refusal.kind === "segment"),
          question,
        ).toEqual([]);
      }),
    );
  });

  it("reads a factor: more than double, triple", () => {
    expect(yesNoClaimOf(questionWords("did revenue more than double"))?.factor).toBe(2);
    expect(yesNoClaimOf(questionWords("has its cash tripled"))?.factor).toBe(3);
  });
});

describe("operators on any figure", () => {
  it("divides any figure in money named before 'per share' by the diluted share count", () => {
    fc.assert(
      fc.property(
        company,
        moneyMeasure,
        fc.constantFrom("per share", "per diluted share", "per common share", "per shr", "per diluted shr"),
        (name, measure, per) => {
          const read = plan(`${name} ${measure.phrases[0]} ${per} in 2023`);
          fc.pre(read.measures.length === 1 && read.measures[0]?.unit !== "text");
          const [asked] = read.measures;
          if (measure.id === "netIncome") return; // earnings per share is the dictionary's EPS
          expect(asked?.unit).toBe("perShare");
          expect(asked?.formula).toMatchObject({ denominator: [{ id: "dilutedShares" }] });
          expect(read.unread ?? []).toEqual([]);
        },
      ),
    );
  });

  it("divides any figure in money written with its share count as one word ('FCF/share', 'sales/sh')", () => {
    fc.assert(
      fc.property(company, moneyMeasure, fc.constantFrom("share", "sh", "shr", "shares"), (name, measure, per) => {
        fc.pre(measure.id !== "netIncome"); // earnings per share is the dictionary's EPS
        const read = plan(`${name} ${measure.phrases[0]}/${per} in 2023`);
        fc.pre(read.measures.length === 1 && read.measures[0]?.unit !== "text");
        expect(read.measures[0]?.unit).toBe("perShare");
        expect(read.measures[0]?.formula).toMatchObject({ denominator: [{ id: "dilutedShares" }] });
      }),
    );
  });

  it("divides by the sum of the terms named after 'divided by the sum of'", () => {
    const balances = MEASURES.filter((each) => each.unit === "usd" && each.formula.kind === "line" && !each.flow);
    fc.assert(
      fc.property(
        company,
        moneyMeasure.filter((measure) => measure.flow === true),
        fc.constantFrom(...balances),
        fc.constantFrom(...balances),
        fc.constantFrom("divided by the sum of", "over the sum of", "divided by the combined", "/ the total of"),
        (name, flow, first, second, divide) => {
          fc.pre(first.id !== second.id && flow.id !== first.id && flow.id !== second.id);
          const read = plan(
            `Compute ${name}'s cover, defined as ${flow.phrases[0]} ${divide} ${first.phrases[0]} and ${second.phrases[0]}, for 2024`,
          );
          expect(read.measures).toHaveLength(1);
          expect(read.measures[0]?.formula).toMatchObject({
            numerator: [{ id: flow.id }],
            denominator: [{ id: first.id }, { id: second.id }],
          });
        },
      ),
    );
  });

  it("reads a definition whose divisor says when the balance is taken ('year-end total assets'), a statement named beside a term", () => {
    const balances = MEASURES.filter((each) => each.unit === "usd" && each.formula.kind === "line" && !each.flow);
    fc.assert(
      fc.property(
        company,
        moneyMeasure.filter((measure) => measure.flow === true),
        fc.constantFrom(...balances),
        fc.constantFrom("cash yield on capital", "owner return", "cash return on assets", "funding cover"),
        fc.constantFrom("year-end", "year end", "period-end", "end-of-year", "the reported"),
        fc.constantFrom("", " (cash flow statement)", " from the income statement", " (statement of cash flows)"),
        (name, flow, balance, measureName, when, statementNamed) => {
          const read = plan(
            `Define ${measureName} as ${flow.phrases[0]}${statementNamed} divided by ${when} ${balance.phrases[0]}. Compute it for ${name} for FY2024.`,
          );
          expect(read.measures).toHaveLength(1);
          expect(read.measures[0]?.defined).toBe(true);
          expect(read.measures[0]?.formula).toMatchObject({
            numerator: [{ id: flow.id }],
            denominator: [{ id: balance.id }],
          });
        },
      ),
    );
  });

  it("reads a slash inside one word as division", () => {
    const read = plan("$COST capex/revenue FY2022?");
    expect(read.measures).toHaveLength(1);
    expect(read.measures[0]?.formula).toMatchObject({
      numerator: [{ id: "capex" }],
      denominator: [{ id: "revenue" }],
    });
  });

  it("takes the figure named just after 'share of' as the whole", () => {
    const read = plan("How much did Apple spend on capex in 2024, and what share of its operating cash flow was that?");
    // The capex asked first is answered too, before its share.
    expect(read.measures[0]?.id).toBe("capex");
    expect(read.measures[1]?.formula).toMatchObject({
      numerator: [{ id: "capex" }],
      denominator: [{ id: "operatingCashFlow" }],
    });
  });

  it("reads a multi-word phrase written as one word", () => {
    // A joined form that is already a phrase's first word ("payout" of "payout ratio") stays that word.
    const firstWords = new Set(MEASURES.flatMap((each) => each.phrases.map((text) => text.split(" ")[0])));
    const joinable = MEASURES.flatMap((each) =>
      each.phrases
        .filter((text) => /^[a-z]+ [a-z]+$/.test(text) && text.length >= 7 && !firstWords.has(text.replace(" ", "")))
        .map((text) => [text, each.id] as const),
    );
    fc.assert(
      fc.property(company, fc.constantFrom(...joinable), (name, [phrase, id]) => {
        const read = plan(`${name} ${phrase.replace(" ", "")} 2023`);
        expect(read.measures.map((each) => each.id)).toContain(id);
      }),
    );
  });
});

describe("scope and follow-ups", () => {
  it("ranks every covered company when the question scopes to them", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "Which of the companies you cover",
          "Among all companies in your data, which",
          "Which company in the dataset",
        ),
        fc.constantFrom("highest", "lowest", "largest"),
        moneyMeasure,
        (scope, rank, measure) => {
          const read = plan(`${scope} has the ${rank} ${measure.phrases[0]}?`);
          expect(read.everyCovered).toBe(true);
          expect(read.operation.across).toBe("rank");
          expect(read.companies).toEqual([]);
        },
      ),
    );
  });

  it("steps a follow-up N years back or forward from the year talked about", () => {
    const words = ["one", "two", "three", "4"] as const;
    fc.assert(
      fc.property(company, year, fc.constantFrom(0, 1, 2, 3), fc.boolean(), (name, asked, at, back) => {
        const count = at + 1;
        const read = plan(`What about ${words[at]} years ${back ? "earlier" : "later"}?`, [
          `${name} revenue in ${asked}`,
        ]);
        expect(read.period).toEqual({ kind: "years", years: [asked + (back ? -count : count)] });
      }),
    );
  });
});

describe("calendar periods", () => {
  const months = ["January", "March", "June", "July", "September", "November", "Dec", "Sept"] as const;
  const monthNumber = { January: 1, March: 3, June: 6, July: 7, September: 9, November: 11, Dec: 12, Sept: 9 };

  it("reads a quarter named by the month it ended, in any wording", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(...months),
        year,
        fc.constantFrom(
          "for the quarter ending",
          "in the three months ended",
          "quarter that ended in",
          "for the 3-month period ended",
        ),
        (name, month, asked, wording) => {
          const read = plan(`${name} revenue ${wording} ${month} ${asked}`);
          expect(read.period).toEqual({ kind: "quarterEnded", month: monthNumber[month], year: asked });
          expect(read.unread).toEqual([]);
        },
      ),
    );
  });

  it("reads the year after the month however the rest of the reader reads a year, '24 as 2024", () => {
    fc.assert(
      fc.property(company, fc.constantFrom(...months), year, fc.boolean(), (name, month, asked, short) => {
        const written = short ? `'${String(asked).slice(2)}` : `${asked}`;
        const read = plan(`${name} revenue for the quarter ending ${month} ${written}`);
        expect(read.period).toEqual({ kind: "quarterEnded", month: monthNumber[month], year: asked });
      }),
    );
  });

  it("reads a calendar year as one, never as the fiscal year", () => {
    fc.assert(
      fc.property(company, year, fc.constantFrom("calendar", "calendar year", "CY"), (name, asked, wording) => {
        const written = wording === "CY" ? `CY${asked}` : `${wording} ${asked}`;
        expect(plan(`${name} net income in ${written}`).period).toEqual({ kind: "calendarYear", year: asked });
      }),
    );
  });
});

describe("claims and sums said in other words", () => {
  const verbs = ["out-earn", "outearn", "outsell", "outsold", "out-grow", "outgrew", "outpaced", "outspent"];
  it("reads a verb of beating the other ('did A out-earn B') as a claim that A was more than B", () => {
    fc.assert(
      fc.property(
        company,
        company,
        fc.constantFrom(...verbs),
        moneyMeasure,
        year,
        (first, second, verb, measure, asked) => {
          fc.pre(first !== second);
          const words = questionWords(`did ${first} ${verb} ${second} on ${measure.phrases[0]} in ${asked}`);
          expect(yesNoClaimOf(words)).toMatchObject({ direction: "up", against: true });
        },
      ),
    );
  });

  it("reads a comparative claimed of every step ('higher each year from A through B') as a claim of every year", () => {
    fc.assert(
      fc.property(
        company,
        moneyMeasure,
        fc.constantFrom("higher", "bigger", "larger", "lower", "smaller"),
        fc.constantFrom("each year", "every year", "year after year"),
        (name, measure, comparative, step) => {
          const words = questionWords(
            `Was ${name}'s ${measure.phrases[0]} ${comparative} ${step} from FY2021 through FY2024?`,
          );
          const claim = yesNoClaimOf(words);
          expect(claim?.everyStep).toBe(true);
          expect(claim?.direction).toBe(["lower", "smaller"].includes(comparative) ? "down" : "up");
        },
      ),
    );
  });

  it("sums figures joined by 'and' that the question calls combined", () => {
    fc.assert(
      fc.property(company, moneyMeasure, moneyMeasure, fc.boolean(), year, (name, first, second, after, asked) => {
        fc.pre(first.id !== second.id);
        const pair = `${first.phrases[0]} and ${second.phrases[0]}`;
        const read = plan(`${name} ${after ? `${pair} combined` : `combined ${pair}`} in ${asked}`);
        expect(read.measures).toHaveLength(1);
        expect(read.measures[0]?.formula).toMatchObject({
          kind: "expression",
          numerator: [
            { sign: 1, id: first.id },
            { sign: 1, id: second.id },
          ],
          denominator: null,
        });
      }),
    );
  });

  it("asks the gap between two companies said as how far one is ahead or behind", () => {
    fc.assert(
      fc.property(
        company,
        company,
        moneyMeasure,
        fc.constantFrom("How far ahead of", "How far behind", "By how much was", "How much smaller than"),
        (first, second, measure, gap) => {
          fc.pre(first !== second);
          const read = plan(`${gap} ${second} was ${first} on ${measure.phrases[0]} in 2023?`);
          expect(read.operation).toMatchObject({ across: "compare", difference: true });
        },
      ),
    );
  });
});
