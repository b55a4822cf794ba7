// Yes/no claims beyond "than" and a number (issue 44, item 3), over generated companies, measures,
// years, verbs and wordings: a verb that sets one figure above or below another ("did its cash
// flow cover capex?"), a sign ("was free cash flow positive?"), the figure's own average ("above
// its five-year average"), a count of the years a claim held in ("in how many years did …"), and a
// stock's move ("did its stock double in 2024?"). The verdicts are decided here again from the
// generated figures.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dictionaryMeasure, planOf } from "../testing/answerPlans";
import { planReaderOver } from "../testing/planReader";
import type { Fact, FactsTable, Threshold, YesNoClaim } from "./answerTypes";
import { writeDraft } from "./templateWriter";

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "NKE", name: "NIKE, Inc." },
  { symbol: "WMT", name: "Walmart Inc." },
];
const plan = planReaderOver(COVERED);
const company = fc.constantFrom("Apple", "Microsoft", "Nike", "Walmart");
const year = fc.integer({ min: 2019, max: 2024 });
const pair = fc.constantFrom(
  ["operating cash flow", "operatingCashFlow", "capex", "capex"],
  ["free cash flow", "freeCashFlow", "net income", "netIncome"],
  ["free cash flow", "freeCashFlow", "dividends paid", "dividends"],
  ["revenue", "revenue", "total debt", "totalDebt"],
);
const single = fc.constantFrom(
  ["net margin", "netMargin"],
  ["operating margin", "operatingMargin"],
  ["free cash flow", "freeCashFlow"],
  ["revenue", "revenue"],
);
const UP_VERBS = ["exceed", "cover", "beat", "outpace", "surpass", "outstrip", "come in above"];
const DOWN_VERBS = ["trail", "lag", "come in below"];

describe("a verb that sets one figure against another", () => {
  it("reads both figures and the claim's direction, every word read", () => {
    fc.assert(
      fc.property(
        company,
        pair,
        fc.boolean(),
        fc.constantFrom(...UP_VERBS, ...DOWN_VERBS),
        year,
        (name, [firstWords, firstId, secondWords, secondId], every, verb, y) => {
          const span = every ? `every year from ${y - 3} to ${y}` : `in fiscal ${y}`;
          const question = `Did ${name}'s ${firstWords} ${verb} its ${secondWords} ${span}?`;
          const read = plan(question);
          expect(read.claim, question).toMatchObject({
            against: true,
            direction: UP_VERBS.includes(verb) ? "up" : "down",
          });
          expect(read.measures.map((measure) => measure.id)).toEqual([firstId, secondId]);
          expect(read.unread ?? [], question).toEqual([]);
        },
      ),
    );
  });

  it("is no claim about a figure when it is about the data: 'do you cover …', 'the companies you cover'", () => {
    fc.assert(
      fc.property(company, (name) => {
        expect(plan(`Do you cover ${name}?`).claim?.against).not.toBe(true);
      }),
    );
  });
});

describe("a sign claimed", () => {
  it("is a threshold at zero, above for positive and below for negative, every word read", () => {
    fc.assert(
      fc.property(company, single, fc.boolean(), year, (name, [words], positive, y) => {
        const question = `Was ${name}'s ${words} ${positive ? "positive" : "negative"} in fiscal ${y}?`;
        const read = plan(question);
        expect(read.claim?.threshold, question).toMatchObject({ value: 0, comparator: positive ? "above" : "below" });
        expect(read.unread ?? [], question).toEqual([]);
      }),
    );
  });
});

describe("the figure's own average", () => {
  const own = fc.constantFrom("its five-year average", "its own average", "its historical average", "its 5-year avg");
  const side = fc.constantFrom(["above", "up"], ["higher than", "up"], ["below", "down"], ["lower than", "down"]);

  it("is claimed against over a span ending with the year asked, the average computed, every word read", () => {
    fc.assert(
      fc.property(company, single, own, side, year, (name, [words, id], average, [phrase, direction], y) => {
        const question = `Was ${name}'s ${words} in fiscal ${y} ${phrase} ${average}?`;
        const read = plan(question);
        expect(read.claim, question).toMatchObject({ againstAverage: true, direction });
        expect(read.measures.map((measure) => measure.id)).toEqual([id]);
        expect(read.operation.kind, question).toBe("average");
        const [from, to] =
          read.period.kind === "years"
            ? [read.period.years[0], read.period.years.at(-1)]
            : read.period.kind === "lastYears" && read.period.endingAt !== undefined
              ? [read.period.endingAt - read.period.count + 1, read.period.endingAt]
              : [];
        expect(to, question).toBe(y);
        expect(from, question).toBeLessThan(y);
        expect(read.unread ?? [], question).toEqual([]);
      }),
    );
  });

  it("is not the figure's own when it is bare ('above average') or someone else's ('the sector average')", () => {
    fc.assert(
      fc.property(company, single, year, (name, [words], y) => {
        for (const average of ["average", "the sector average", "the industry average"]) {
          const question = `Was ${name}'s ${words} in fiscal ${y} above ${average}?`;
          expect(plan(question).claim?.againstAverage, question).toBeUndefined();
        }
      }),
    );
  });
});

describe("a count of the years a claim held in", () => {
  it("is asked by 'how many years did / was …', not by 'how many years would it take' or a streak", () => {
    fc.assert(
      fc.property(company, pair, single, year, (name, [firstWords, , secondWords], [words], y) => {
        const span = `from ${y - 4} to ${y}`;
        const counted = [
          `In how many of the years ${span} did ${name}'s ${firstWords} exceed its ${secondWords}?`,
          `How many years ${span} was ${name}'s ${words} negative?`,
          `how many years did ${name}'s ${firstWords} come in above its ${secondWords} ${span}?`,
        ];
        for (const question of counted) expect(plan(question).claim?.counted, question).toBe(true);
        for (const notCounted of [
          `How many years would it take ${name} to pay off its total debt with its free cash flow?`,
          `How many consecutive years has ${name} raised its ${words}?`,
        ]) {
          expect(plan(notCounted).claim?.counted, notCounted).toBeUndefined();
        }
      }),
    );
  });
});

describe("a stock's move claimed", () => {
  const move = fc.constantFrom(
    ["rise", "up", null],
    ["go up", "up", null],
    ["fall", "down", null],
    ["double", "up", 2],
    ["more than double", "up", 2],
    ["triple", "up", 3],
  );

  it("is the share price's change over the span asked, with the claim's direction and factor", () => {
    fc.assert(
      fc.property(company, move, year, (name, [verb, direction, factor], y) => {
        const question = `Did ${name}'s stock ${verb} in ${y}?`;
        const read = plan(question);
        expect(
          read.measures.map((measure) => measure.id),
          question,
        ).toEqual(["priceReturn"]);
        expect(read.claim, question).toMatchObject({ direction, factor });
      }),
    );
  });
});

describe("a claim of some period, a comparative alone, and a yes/no later in a brief", () => {
  it("reads 'in any of those years' and 'ever' as a claim of some period, every word read", () => {
    fc.assert(
      fc.property(
        company,
        single,
        fc.constantFrom("in any of those years", "in any year", "at any point", "ever"),
        year,
        (name, [words], any, y) => {
          const question =
            any === "ever"
              ? `Was ${name}'s ${words} ever negative between ${y - 4} and ${y}?`
              : `Was ${name}'s ${words} negative ${any} from ${y - 4} to ${y}?`;
          const read = plan(question);
          expect(read.claim, question).toMatchObject({ inAny: true });
          expect(read.unread ?? [], question).toEqual([]);
        },
      ),
    );
  });

  it("reads a comparative with no 'than' as a change on the period before ('did it take on more debt?')", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(["take on more", "up"], ["carry less", "down"], ["have more", "up"], ["have less", "down"]),
        fc.constantFrom(["debt", "totalDebt"], ["cash", "cash"]),
        year,
        (name, [verb, direction], [words, id], y) => {
          const question = `Did ${name} ${verb} ${words} in fiscal ${y}?`;
          const read = plan(question);
          expect(read.claim, question).toMatchObject({ direction, against: false });
          expect(
            read.measures.map((measure) => measure.id),
            question,
          ).toEqual([id]);
          expect(read.operation.kind, question).toBe("growth");
          expect(read.unread ?? [], question).toEqual([]);
        },
      ),
    );
  });

  it("reads a yes/no question that opens a later sentence of a brief, or follows a colon", () => {
    fc.assert(
      fc.property(
        company,
        single,
        fc.constantFrom(". Then tell me: did", ". Did", ": did"),
        (name, [words], joined) => {
          const question = `Give ${name}'s ${words} for fiscal 2022, fiscal 2023 and fiscal 2024${joined} it rise in each of those years?`;
          expect(plan(question).claim, question).toMatchObject({ direction: "up" });
        },
      ),
    );
  });
});

const fact = (measure: string, year: number, value: number, unit: Fact["unit"] = "usd"): Fact => ({
  id: `NKE/${measure}/FY${year}`,
  symbol: "NKE",
  measure,
  label: measure,
  period: `FY${year}`,
  value,
  unit,
  sourceId: "statements:NKE",
  derivedFrom: [],
});

const leadOf = (facts: Fact[], claim: YesNoClaim, measures: string[]) => {
  const table: FactsTable = {
    plan: planOf(measures[0] as string, { claim, measures: measures.map(dictionaryMeasure) }),
    names: { NKE: "NIKE, Inc." },
    facts,
    quotes: [],
    gaps: [],
    sources: [],
  };
  return writeDraft(table).sentences[0]?.text ?? "";
};

const values = fc.array(fc.integer({ min: -50, max: 100 }), { minLength: 2, maxLength: 6 });

describe("the verdicts", () => {
  it("count the years a threshold held in, and name them", () => {
    fc.assert(
      fc.property(values, fc.integer({ min: -10, max: 60 }), (figures, limit) => {
        const facts = figures.map((value, at) => fact("netMargin", 2018 + at, value, "percent"));
        const threshold: Threshold = { comparator: "above", value: limit, unit: "percent", written: `${limit}%` };
        const claim: YesNoClaim = { direction: "up", factor: null, against: false, threshold, counted: true };
        const held = figures.filter((value) => value > limit).length;
        expect(leadOf(facts, claim, ["netMargin"])).toMatch(
          new RegExp(`^In ${held} of the ${figures.length} years asked \\(`),
        );
      }),
    );
  });

  it("count the years one figure was more than another", () => {
    fc.assert(
      fc.property(values, values, (firsts, seconds) => {
        const years = Math.min(firsts.length, seconds.length);
        const facts = [
          ...firsts.slice(0, years).map((value, at) => fact("freeCashFlow", 2018 + at, value * 1e9)),
          ...seconds.slice(0, years).map((value, at) => fact("netIncome", 2018 + at, value * 1e9)),
        ];
        const claim: YesNoClaim = { direction: "up", factor: null, against: true, counted: true };
        const held = firsts.slice(0, years).filter((value, at) => value > (seconds[at] as number)).length;
        expect(leadOf(facts, claim, ["freeCashFlow", "netIncome"])).toMatch(
          new RegExp(`^In ${held} of the ${years} years asked \\(`),
        );
      }),
    );
  });

  it("say Yes to a claim of some period exactly when one figure meets the number", () => {
    fc.assert(
      fc.property(values, fc.integer({ min: -10, max: 60 }), (figures, limit) => {
        const facts = figures.map((value, at) => fact("netMargin", 2018 + at, value, "percent"));
        const threshold: Threshold = { comparator: "above", value: limit, unit: "percent", written: `${limit}%` };
        const claim: YesNoClaim = { direction: "up", factor: null, against: false, threshold, inAny: true };
        const holds = figures.some((value) => value > limit);
        expect(leadOf(facts, claim, ["netMargin"]).startsWith(holds ? "Yes: " : "No: ")).toBe(true);
      }),
    );
  });

  it("decide a claim of one year of several on that year's figure alone, the others said beside it", () => {
    fc.assert(
      fc.property(values, fc.integer({ min: -10, max: 60 }), fc.nat(), (figures, limit, pick) => {
        const facts = figures.map((value, at) => fact("netMargin", 2018 + at, value, "percent"));
        const threshold: Threshold = { comparator: "below", value: limit, unit: "percent", written: `${limit}%` };
        const at = pick % figures.length;
        const claim: YesNoClaim = { direction: "up", factor: null, against: false, threshold, ofYear: 2018 + at };
        const holds = (figures[at] as number) < limit;
        const lead = leadOf(facts, claim, ["netMargin"]);
        expect(lead.startsWith(holds ? "Yes: " : "No: ")).toBe(true);
        expect(lead).toContain(`below ${limit}% in fiscal ${2018 + at}`);
      }),
    );
  });

  it("say Yes to 'the highest (lowest) of those years' exactly when that year's figure is above (below) every other", () => {
    fc.assert(
      fc.property(values, fc.nat(), fc.boolean(), (figures, pick, highest) => {
        const facts = figures.map((value, at) => fact("netMargin", 2018 + at, value, "percent"));
        const at = pick % figures.length;
        const claim: YesNoClaim = {
          direction: highest ? "up" : "down",
          factor: null,
          against: false,
          extreme: highest ? "highest" : "lowest",
          ofYear: 2018 + at,
        };
        const mine = figures[at] as number;
        const others = figures.filter((_, index) => index !== at);
        const holds = others.every((value) => (highest ? mine > value : mine < value));
        expect(leadOf(facts, claim, ["netMargin"]).startsWith(holds ? "Yes: " : "No: ")).toBe(true);
      }),
    );
  });

  it("say Yes to 'A grew faster than B' exactly when A's growth is the greater", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 200 }), fc.integer({ min: -50, max: 200 }), fc.boolean(), (a, b, up) => {
        const growth = (measure: string, value: number): Fact => ({
          ...fact(`${measure}Growth`, 2024, value, "percent"),
          id: `NKE/${measure}Growth/FY2021-FY2024`,
          period: "FY2021–FY2024",
        });
        const facts = [growth("operatingIncome", a), growth("revenue", b)];
        const claim: YesNoClaim = {
          direction: up ? "up" : "down",
          factor: null,
          against: true,
          growthOf: ["operatingIncome", "revenue"],
        };
        const holds = up ? a > b : a < b;
        expect(leadOf(facts, claim, ["operatingIncome", "revenue"]).startsWith(holds ? "Yes: " : "No: ")).toBe(true);
      }),
    );
  });

  it("set the last figure against the span's own average: Yes exactly when it lies on the side claimed", () => {
    fc.assert(
      fc.property(values, fc.boolean(), (figures, up) => {
        const facts = figures.map((value, at) => fact("netMargin", 2018 + at, value, "percent"));
        const mean = figures.reduce((sum, value) => sum + value, 0) / figures.length;
        const average = {
          ...fact("netMarginAverage", 0, mean, "percent"),
          id: "NKE/netMarginAverage/span",
          period: `FY2018–FY${2017 + figures.length}`,
        };
        const claim: YesNoClaim = { direction: up ? "up" : "down", factor: null, against: false, againstAverage: true };
        const last = figures.at(-1) as number;
        const holds = up ? last > mean : last < mean;
        expect(leadOf([...facts, average], claim, ["netMargin"]).startsWith(holds ? "Yes: " : "No: ")).toBe(true);
      }),
    );
  });

  it("set a stock's move against the claimed direction and factor", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -90, max: 400 }),
        fc.constantFrom<[YesNoClaim["direction"], number | null]>(["up", null], ["down", null], ["up", 2], ["up", 3]),
        (change, [direction, factor]) => {
          // The move from one close to another, as the price engine gives it.
          const close = (date: string, value: number): Fact => ({
            ...fact("close", 2024, value, "perShare"),
            id: `NKE/close/${date}`,
            period: date,
          });
          const start = close("2023-12-29", 100);
          const end = close("2024-12-31", 100 + change);
          const move: Fact = {
            ...fact("priceReturn", 2024, change, "percent"),
            id: "NKE/priceReturn/2023-12-29..2024-12-31",
            period: "2023-12-29..2024-12-31",
            derivedFrom: [start.id, end.id],
          };
          const holds = factor !== null ? 1 + change / 100 >= factor : direction === "up" ? change > 0 : change < 0;
          const lead = leadOf([start, end, move], { direction, factor, against: false }, ["priceReturn"]);
          expect(lead.startsWith(holds ? "Yes: " : "No: "), lead).toBe(true);
        },
      ),
    );
  });
});

describe("what these forms must not take over", () => {
  it("reads a passive ('covered by') as the second figure above the first", () => {
    fc.assert(
      fc.property(company, pair, (name, [firstWords, , secondWords]) => {
        const question = `Is ${name}'s ${firstWords} covered by its ${secondWords}?`;
        expect(plan(question).claim, question).toMatchObject({ against: true, direction: "down" });
      }),
    );
  });

  it("reads a request ('can you show me …', 'can you tell me more') as no yes/no claim", () => {
    fc.assert(
      fc.property(
        company,
        single,
        fc.constantFrom("Can you tell me more about", "Could you show me", "Can u give me"),
        (name, [words], ask) => {
          const question = `${ask} ${name}'s ${words} in fiscal 2024?`;
          expect(plan(question).claim, question).toBeUndefined();
        },
      ),
    );
  });

  it("keeps a claim of each year when 'ever' or 'any' stands elsewhere in the question", () => {
    fc.assert(
      fc.property(company, single, (name, [words]) => {
        const question = `Was ${name}'s ${words} above 10% in each of the last three years, or did it ever dip below?`;
        expect(plan(question).claim?.inAny, question).toBeUndefined();
      }),
    );
  });

  it("sets no figure against another company's average, a competitors' average or a bare 'five-year average'", () => {
    fc.assert(
      fc.property(company, company, single, (name, other, [words]) => {
        fc.pre(name !== other);
        for (const average of [`${other}'s five-year average`, "its competitors' average", "the five-year average"]) {
          const question = `Did ${name}'s ${words} beat ${average}?`;
          expect(plan(question).claim?.againstAverage, question).toBeUndefined();
        }
      }),
    );
  });

  it("reads a change in the number of shares as the share count, not the share price", () => {
    fc.assert(
      fc.property(company, fc.constantFrom("increase", "reduce", "cut"), (name, verb) => {
        const question = `Did ${name} ${verb} the number of shares it has outstanding?`;
        expect(
          plan(question).measures.map((measure) => measure.id),
          question,
        ).not.toContain("priceReturn");
      }),
    );
  });

  it("counts no years of 'how many years did it take' or 'how many times'", () => {
    fc.assert(
      fc.property(company, single, (name, [words]) => {
        for (const question of [
          `How many years did it take ${name} to double its ${words}?`,
          `How many times does ${name}'s cash cover its debt?`,
        ]) {
          expect(plan(question).claim?.counted, question).toBeUndefined();
        }
      }),
    );
  });

  it("asks no revenue of parts named by a word that means other things too ('markets', 'brands', 'countries')", () => {
    fc.assert(
      fc.property(company, (name) => {
        for (const question of [
          `What are ${name}'s top risks in its largest markets?`,
          `What are ${name}'s most valuable brands?`,
          `Which countries pose the biggest risk to ${name}'s supply chain?`,
        ]) {
          expect(
            plan(question).measures.map((measure) => measure.id),
            question,
          ).not.toContain("revenue");
        }
        expect(plan(`Which segment of ${name} grew fastest?`).measures.map((measure) => measure.id)).toEqual([
          "revenue",
        ]);
      }),
    );
  });
});
