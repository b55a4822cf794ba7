// Reading found missing by issue 44's eleventh unseen set, as mechanisms over generated companies,
// measures, periods and phrasings: a change set against the quarter before (not the same quarter a
// year earlier); a step of N fiscal years back; "divide the first by the second"; every
// superlative of a comparative ranks ("the widest", "the thinnest"), lowest first when it points
// down; "the last trading day of 2023" as that year's last close; a terse two-letter ticker before
// a pair of measure words ("hd ev/ebitda"); "kept … of its revenue as net profit" as a share; a
// defined quotient "times 365" (days) or "times 100" (a percentage); a yes/no claim of one year of
// several ("whether fiscal 2024's margin was below 55%", "was fiscal 2024's the highest of the
// three?"); "did it fall in both years" claims each step; "did A grow faster than B" sets the two
// growths against each other, also after a sentence that named both; a company sold to ("what
// share of P&G's sales goes to Walmart?") is a customer: sales by customer are a gap, and the
// customer is not compared.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import type { PlannedMeasure } from "./answerTypes";
import { LEAST_WORDS, MOST_WORDS } from "./plan/lexicon/formWords";

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "NVDA", name: "NVIDIA Corporation" },
  { symbol: "CAT", name: "Caterpillar Inc." },
  { symbol: "HD", name: "The Home Depot, Inc." },
  { symbol: "KO", name: "The Coca-Cola Company" },
  { symbol: "MA", name: "Mastercard Incorporated" },
  { symbol: "V", name: "Visa Inc." },
];
const plan = planReaderOver(COVERED);

const company = fc.constantFrom(["Apple", "AAPL"], ["Nvidia", "NVDA"], ["Caterpillar", "CAT"], ["Home Depot", "HD"]);
const flow = fc.constantFrom(
  ["revenue", "revenue"],
  ["net income", "netIncome"],
  ["operating income", "operatingIncome"],
  ["free cash flow", "freeCashFlow"],
  ["gross profit", "grossProfit"],
);
const quarter = fc.integer({ min: 1, max: 4 });
const year = fc.integer({ min: 2021, max: 2025 });

const termsOf = (measure: PlannedMeasure | undefined) =>
  measure?.formula.kind === "expression"
    ? [measure.formula.numerator.map((term) => term.id), measure.formula.denominator?.map((term) => term.id)]
    : null;

describe("a change against the quarter before", () => {
  it("is the quarter before and the one asked, in order, for a follow-up or a question of its own", () => {
    const asks = fc.constantFrom(
      (c: string, m: string, q: number, y: number) => [
        `${c}'s ${m} in Q${q} of fiscal ${y}?`,
        "how much did that grow on the quarter before?",
      ],
      (c: string, m: string, q: number, y: number) => [`${c} ${m} growth q/q in Q${q} fiscal ${y}`],
      (c: string, m: string, q: number, y: number) => [`sequential growth in ${c}'s ${m}, Q${q} FY${y}`],
      (c: string, m: string, q: number, y: number) => [`${c} ${m} Q${q} ${y}: change vs the prior quarter`],
      (c: string, m: string, q: number, y: number) => [
        `What was ${c}'s ${m} growth quarter over quarter in Q${q} ${y}?`,
      ],
    );
    fc.assert(
      fc.property(company, flow, quarter, year, asks, ([name, symbol], [words, id], q, y, ask) => {
        const turns = ask(name, words, q, y);
        const question = turns.pop() as string;
        const read = plan(question, turns);
        const before = q === 1 ? { quarter: 4, year: y - 1 } : { quarter: q - 1, year: y };
        expect(read.companies.map((entry) => entry.symbol)).toEqual([symbol]);
        expect(read.measures.map((measure) => measure.id)).toEqual([id]);
        expect(read.operation.kind).toBe("growth");
        expect(read.period).toEqual({ kind: "quarters", quarters: [before, { quarter: q, year: y }] });
      }),
    );
  });

  it("stays the quarter asked when the change is against the same quarter a year earlier", () => {
    fc.assert(
      fc.property(company, flow, quarter, year, ([name], [words], q, y) => {
        const read = plan(`${name}'s ${words} growth in Q${q} fiscal ${y} versus the same quarter a year before`);
        expect(read.period).toEqual({ kind: "quarters", quarters: [{ quarter: q, year: y }] });
      }),
    );
  });
});

describe("a step of several years back", () => {
  it("moves the year talked about back by the count, whatever kind of year it names", () => {
    const count = fc.constantFrom(["two", 2], ["three", 3], ["2", 2], ["4", 4]);
    const kind = fc.constantFrom("", "fiscal ", "financial ", "calendar ");
    const after = fc.constantFrom("before that", "earlier", "prior", "back");
    fc.assert(
      fc.property(company, flow, year, count, kind, after, ([name, symbol], [words, id], y, [written, n], k, a) => {
        const read = plan(`And how did it look ${written} ${k}years ${a}?`, [`${name}'s ${words} in fiscal ${y}?`]);
        expect(read.companies.map((entry) => entry.symbol)).toEqual([symbol]);
        expect(read.measures.map((measure) => measure.id)).toEqual([id]);
        expect(read.period).toEqual({ kind: "years", years: [y - (n as number)] });
      }),
    );
  });
});

describe("dividing the two figures named one turn each", () => {
  it("sets the first over the second, or the second over the first when it says so", () => {
    const pair = fc.uniqueArray(flow, { minLength: 2, maxLength: 2, selector: ([, id]) => id }) as fc.Arbitrary<
      [readonly [string, string], readonly [string, string]]
    >;
    const verb = fc.constantFrom("Divide", "divide", "Now divide", "Can you divide");
    fc.assert(
      fc.property(company, pair, year, verb, fc.boolean(), ([name], [[w1, id1], [w2, id2]], y, v, reversed) => {
        const earlier = [`${name}'s ${w1} for ${y}?`, `And its ${w2} that year?`];
        const order = reversed ? "the second by the first" : "the first by the second";
        const read = plan(`${v} ${order}, what do you get?`, earlier);
        expect(read.measures).toHaveLength(1);
        expect(termsOf(read.measures[0])).toEqual(reversed ? [[id2], [id1]] : [[id1], [id2]]);
      }),
    );
  });
});

describe("a ranking by any superlative", () => {
  const measure = fc.constantFrom(
    ["gross margin", "grossMargin"],
    ["operating margin", "operatingMargin"],
    ["revenue", "revenue"],
  );
  const scope = fc.constantFrom("which of your companies has", "which company has", "across your coverage, who has");
  it("ranks every company covered, lowest first when the superlative points down", () => {
    const superlative = fc.constantFrom(...MOST_WORDS, ...LEAST_WORDS);
    fc.assert(
      fc.property(superlative, measure, scope, (word, [words, id], lead) => {
        fc.pre(word !== "most" && word !== "least");
        const read = plan(`${lead} the ${word} ${words} in its latest fiscal year?`);
        expect(read.companies).toEqual([]);
        expect(read.measures.map((entry) => entry.id)).toEqual([id]);
        expect(read.operation.across).toBe("rank");
        expect(read.operation.lowestFirst === true).toBe(LEAST_WORDS.has(word));
        expect(read.unread ?? []).toEqual([]);
      }),
    );
  });
});

describe("the last trading day of a year", () => {
  it("is that year's last close, the start of a span to the latest when asked 'since'", () => {
    const day = fc.constantFrom(
      "last trading day",
      "final trading day",
      "last session",
      "final close",
      "last business day",
    );
    fc.assert(
      fc.property(company, day, fc.integer({ min: 2022, max: 2024 }), ([name, symbol], d, y) => {
        const read = plan(`How much has ${name}'s share price gained since the ${d} of ${y}?`);
        expect(read.companies.map((entry) => entry.symbol)).toEqual([symbol]);
        expect(read.period).toEqual({ kind: "dates", from: `${y}-12-31`, to: null });
      }),
    );
  });
});

describe("terse questions", () => {
  it("take a two-letter ticker in lower case before a pair of measure words", () => {
    const pair = fc.constantFrom(["ev/ebitda", "evToEbitda"], ["p/e", "pe"]);
    const tail = fc.constantFrom(" rn?", "?", " now", "");
    fc.assert(
      fc.property(fc.constantFrom(["hd", "HD"], ["ko", "KO"]), pair, tail, ([ticker, symbol], [words, id], end) => {
        const read = plan(`${ticker} ${words}${end}`);
        expect(read.companies.map((entry) => entry.symbol)).toEqual([symbol]);
        expect(read.measures.map((measure) => measure.id)).toEqual([id]);
      }),
    );
  });
});

describe("what a company kept of one figure as another", () => {
  it("is the second as a share of the first, for each company compared", () => {
    const profit = fc.constantFrom(
      ["net profit", "netIncome"],
      ["operating income", "operatingIncome"],
      ["free cash flow", "freeCashFlow"],
      ["gross profit", "grossProfit"],
    );
    const verb = fc.constantFrom("kept", "retained", "keeps");
    fc.assert(
      fc.property(profit, verb, fc.integer({ min: 2022, max: 2024 }), ([words, id], v, y) => {
        const read = plan(`Mastercard or Visa: which one ${v} more of its revenue as ${words} in fiscal ${y}?`);
        expect(read.companies.map((entry) => entry.symbol)).toEqual(["MA", "V"]);
        expect(read.measures).toHaveLength(1);
        const [measure] = read.measures;
        const terms = termsOf(measure);
        if (terms) expect(terms).toEqual([[id], ["revenue"]]);
        else expect(measure?.formula).toMatchObject({ kind: "ratio", of: id, to: "revenue", percent: true });
      }),
    );
  });
});

describe("a defined quotient multiplied by a number", () => {
  it("carries the factor: the days of a year make days, a hundred a percentage", () => {
    const times = fc.constantFrom("times", "multiplied by");
    const balance = fc.constantFrom(["inventory", "inventory"], ["accounts receivable", "receivables"]);
    const flowUnder = fc.constantFrom(["cost of revenue", "costOfRevenue"], ["revenue", "revenue"]);
    const tail = fc.constantFrom("", " from the income statement,", ", both from the statements,");
    fc.assert(
      fc.property(
        company,
        balance,
        flowUnder,
        times,
        fc.constantFrom(365, 360, 100),
        tail,
        ([name], [top, topId], [bottom, bottomId], t, factor, end) => {
          const read = plan(
            `Compute ${name}'s custom ratio as year-end ${top} divided by ${bottom}${end} ${t} ${factor}, for fiscal 2024.`,
          );
          expect(read.measures).toHaveLength(1);
          const [measure] = read.measures;
          expect(termsOf(measure)).toEqual([[topId], [bottomId]]);
          if (factor === 100) expect(measure?.unit).toBe("percent");
          else {
            expect(measure?.unit).toBe("days");
            expect(measure?.formula).toMatchObject({ times: factor });
          }
          expect(read.unread ?? []).toEqual([]);
        },
      ),
    );
  });
});

describe("a yes/no claim of one year among several asked", () => {
  const margin = fc.constantFrom(
    ["net margin", "netMargin"],
    ["operating margin", "operatingMargin"],
    ["gross margin", "grossMargin"],
  );
  const years = fc.constantFrom([2022, 2023, 2024], [2021, 2022, 2023]);
  it("sets that year alone against a number", () => {
    const ask = fc.constantFrom(
      (m: string, y: number, n: number) => `and say whether fiscal ${y}'s ${m} was below ${n}%.`,
      (m: string, y: number, n: number) => `Was its ${y} ${m} above ${n}%?`,
      (m: string, y: number, n: number) => `Tell me whether the fiscal ${y} figure came in under ${n}%.`,
    );
    fc.assert(
      fc.property(
        company,
        margin,
        years,
        fc.nat(),
        fc.integer({ min: 5, max: 60 }),
        ask,
        ([name], [words], ys, pick, n, tail) => {
          const y = ys[pick % ys.length] as number;
          const read = plan(`Give ${name}'s ${words} for fiscal ${ys.join(", ")}. ${tail(words, y, n)}`);
          expect(read.claim?.threshold?.value).toBe(n);
          expect(read.claim?.ofYear).toBe(y);
        },
      ),
    );
  });

  it("reads 'the highest (lowest) of the three' as that year against the others", () => {
    fc.assert(
      fc.property(
        company,
        margin,
        years,
        fc.nat(),
        fc.constantFrom(["highest", "highest"], ["largest", "highest"], ["lowest", "lowest"], ["smallest", "lowest"]),
        fc.constantFrom("of the three", "of those years", "of the three years", "on record"),
        ([name], [words, id], ys, pick, [word, extreme], against) => {
          const y = ys[pick % ys.length] as number;
          const read = plan(
            `${name}'s ${words} for fiscal ${ys.join(", ")}. Was fiscal ${y}'s the ${word} ${against}?`,
          );
          expect(read.measures.map((measure) => measure.id)).toEqual([id]);
          expect(read.claim).toMatchObject({ extreme, ofYear: y });
          expect(read.unread ?? []).toEqual([]);
        },
      ),
    );
  });

  it("claims every step when it says 'in both' or 'in each of' the years", () => {
    fc.assert(
      fc.property(
        company,
        flow,
        fc.constantFrom("in both fiscal 2023 and fiscal 2024", "in each of those years"),
        ([name], [words], span) => {
          const read = plan(`${name}'s ${words} for fiscal 2022, 2023 and 2024. Did it fall ${span}?`);
          expect(read.claim).toMatchObject({ direction: "down", everyStep: true });
        },
      ),
    );
  });
});

describe("a claim that one figure grew faster than another", () => {
  it("sets the growth of the figure named before 'than' against the one after it", () => {
    const pair = fc.uniqueArray(flow, { minLength: 2, maxLength: 2, selector: ([, id]) => id }) as fc.Arbitrary<
      [readonly [string, string], readonly [string, string]]
    >;
    const ask = fc.constantFrom(
      (c: string, a: string, b: string) => `Did ${c}'s ${a} grow faster than its ${b} from 2021 to 2024?`,
      (c: string, a: string, b: string) =>
        `From ${c}'s income statement, give ${b} and ${a} for 2022, 2023 and 2024. Over those two years, did ${a} grow faster than ${b}?`,
      (c: string, a: string, b: string) => `Has ${c}'s ${a} been growing slower than ${b} since 2021?`,
    );
    fc.assert(
      fc.property(company, pair, ask, ([name], [[a, idA], [b, idB]], form) => {
        const question = form(name, a, b);
        const read = plan(question);
        expect(read.claim?.growthOf, question).toEqual([idA, idB]);
        expect(read.claim?.direction, question).toBe(question.includes("slower") ? "down" : "up");
      }),
    );
  });
});

describe("a company named as another's customer", () => {
  const pair = fc.uniqueArray(company, {
    minLength: 2,
    maxLength: 2,
    selector: ([, symbol]) => symbol,
  }) as fc.Arbitrary<[readonly [string, string], readonly [string, string]]>;
  it("is a gap of sales by customer, and only the seller is asked about", () => {
    const ask = fc.constantFrom(
      (seller: string, buyer: string) => `What share of ${seller}'s sales goes to ${buyer}?`,
      (seller: string, buyer: string) => `How much of ${seller}'s revenue comes from ${buyer}?`,
      (seller: string, buyer: string) => `how much does ${seller} sell to ${buyer} each year`,
    );
    fc.assert(
      fc.property(pair, ask, ([[seller, sellerSymbol], [buyer]], form) => {
        const read = plan(form(seller, buyer));
        expect(read.companies.map((entry) => entry.symbol)).toEqual([sellerSymbol]);
        expect(read.refusals.some((refusal) => refusal.lacks?.startsWith("sales by customer"))).toBe(true);
        expect(read.unread ?? []).toEqual([]);
      }),
    );
  });

  it("is no gap when two companies are only compared", () => {
    const ask = fc.constantFrom(
      (a: string, b: string) => `Compare ${a}'s revenue to ${b}'s.`,
      (a: string, b: string) => `How does ${a}'s net income stack up against ${b}?`,
      (a: string, b: string) => `${a} vs ${b} revenue in 2024`,
    );
    fc.assert(
      fc.property(pair, ask, ([[a, symbolA], [b, symbolB]], form) => {
        const read = plan(form(a, b));
        expect(read.companies.map((entry) => entry.symbol)).toEqual([symbolA, symbolB]);
        expect(read.refusals.some((refusal) => refusal.lacks?.startsWith("sales by customer"))).toBe(false);
      }),
    );
  });
});
