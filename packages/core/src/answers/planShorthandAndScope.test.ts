// How terse and long questions are read (issue 44, items 1 and 2), over generated companies,
// measures, years and wordings: measure words written without their vowels ("op mrgn"), a lower-case
// two-letter ticker before a period ("hd fy2024 …"), a quarter "of its fiscal" year, a ranking that
// names no company ("which stock fell the most") over every covered one with a fall ranked deepest
// first, an "as a … analyst" opener read as the asker's role, a defined measure's name without its
// article, and decimals asked for a measure's CAGR apart from the measure's own.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import { company, plan, yearForm } from "../testing/planWordings";

/** A word with its vowels after the first letter dropped, as terminals shorten it. */
const unvowelled = (word: string) => (word[0] ?? "") + word.slice(1).replace(/[aeiou]/g, "");

describe("measure words written without their vowels", () => {
  it("are the measure the whole phrase names", () => {
    fc.assert(
      fc.property(
        company,
        yearForm,
        fc.constantFrom(
          ["operating margin", "operatingMargin", 1],
          ["gross margin", "grossMargin", 1],
          ["net income", "netIncome", 1],
          ["operating income", "operatingIncome", 1],
          ["op margin", "operatingMargin", 1],
        ),
        (name, [written, year], [phrase, id, at]) => {
          const words = phrase.split(" ");
          words[at] = unvowelled(words[at] as string);
          const question = `${name} ${words.join(" ")} ${written}`;
          const read = plan(question);
          expect(
            read.measures.map((measure) => measure.id),
            question,
          ).toEqual([id]);
          expect(read.period.kind === "years" && read.period.years, question).toEqual([year]);
        },
      ),
    );
  });
});

describe("a lower-case two-letter ticker opening a terse question", () => {
  const read = planReaderOver([
    { symbol: "HD", name: "The Home Depot, Inc." },
    { symbol: "KO", name: "The Coca-Cola Company" },
  ]);

  it("is the company when a period, a figure or an operation's word follows it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(["hd", "HD"], ["ko", "KO"]),
        fc.constantFrom("fy2024", "fy24", "2024", "q3", "avg", "yoy", "net"),
        fc.constantFrom("net income", "revenue", "free cash flow"),
        ([ticker, symbol], next, measure) => {
          const question = next === "net" ? `${ticker} net income 2024` : `${ticker} ${next} ${measure}`;
          expect(
            read(question).companies.map((each) => each.symbol),
            question,
          ).toEqual([symbol]);
        },
      ),
    );
  });
});

describe("a fiscal quarter written with the company's possessive", () => {
  it("reads 'the third quarter of its fiscal 2025' as that quarter", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(["first", 1], ["second", 2], ["third", 3], ["fourth", 4]),
        fc.integer({ min: 2018, max: 2026 }),
        fc.constantFrom("its", "their"),
        (name, [ordinal, quarter], year, possessive) => {
          const question = `What were ${name}'s sales in the ${ordinal} quarter of ${possessive} fiscal ${year}?`;
          expect(plan(question).period, question).toEqual({ kind: "quarters", quarters: [{ quarter, year }] });
        },
      ),
    );
  });
});

describe("a ranking that names no company", () => {
  it("is over every covered company, a fall 'the most' ranked lowest first and a rise highest first", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("Which stock", "Which of your stocks", "What stock", "Which company's shares"),
        fc.constantFrom(["fell", true], ["dropped", true], ["declined", true], ["rose", false], ["gained", false]),
        fc.integer({ min: 2021, max: 2024 }),
        (who, [verb, fall], year) => {
          const question = `${who} ${verb} the most in ${year}?`;
          const read = plan(question);
          expect(read.everyCovered, question).toBe(true);
          expect(read.operation.lowestFirst === true, question).toBe(fall);
        },
      ),
    );
  });

  it("is of the companies named when the question names them", () => {
    expect(plan("Which company has the highest net margin, Apple or Microsoft?").everyCovered).toBeUndefined();
  });
});

describe("an 'as a … analyst' opener", () => {
  it("is the asker's role: its words ask no figure and are no refusal", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("credit", "high-yield", "long-only equity", "dividend", "growth-equity"),
        fc.constantFrom("analyst", "investor", "portfolio manager", "lender"),
        fc.constantFrom(["net income", "netIncome"], ["total debt", "totalDebt"], ["revenue", "revenue"]),
        fc.constantFrom("As", "Speaking as", "Writing as"),
        (name, role, noun, [measure, id], lead) => {
          const question = `${lead} a ${role} ${noun} looking at ${name}, give me its ${measure} for fiscal 2023 and fiscal 2024.`;
          const read = plan(question);
          expect(
            read.measures.map((each) => each.id),
            question,
          ).toEqual([id]);
          expect(read.refusals, question).toEqual([]);
          expect(read.unread ?? [], question).toEqual([]);
        },
      ),
    );
  });
});

describe("a defined measure's name", () => {
  it("leaves out the article or preposition that leads it", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("the", "a", "at"),
        fc.constantFrom("cash cover", "gross leverage", "payout check"),
        (name, lead, measureName) => {
          const question = `For ${name}, define ${lead} ${measureName} as free cash flow divided by total debt for fiscal 2024.`;
          const defined = plan(question).measures.find((measure) => measure.defined);
          expect(defined?.label, question).toBe(measureName);
        },
      ),
    );
  });
});

describe("decimals asked clause by clause", () => {
  it("give a measure's CAGR decimals of its own beside the measure's", () => {
    fc.assert(
      fc.property(
        company,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(["diluted EPS", "eps"], ["free cash flow", "freeCashFlow"], ["revenue", "revenue"]),
        (name, own, change, [measure, id]) => {
          fc.pre(own !== change);
          const question = `For ${name}, give ${measure} for fiscal 2022, fiscal 2023 and fiscal 2024 to ${own} decimals, and the compound annual growth rate of ${measure} from fiscal 2022 to fiscal 2024 in percent to ${change} decimals.`;
          const byMeasure = plan(question).rounding.byMeasure;
          expect(byMeasure?.[id], question).toBe(own);
          expect(byMeasure?.[`${id}Cagr`], question).toBe(change);
        },
      ),
    );
  });
});
