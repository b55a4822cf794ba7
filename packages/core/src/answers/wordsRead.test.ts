// Every word of a question is read or named (issue 44, item 1). Questions are generated from
// companies, measures, periods and phrasings: a question of known words leaves none unread, and a
// qualifier the lexicon does not know, put before the measure, is always named, never dropped.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import { MEASURES } from "./measures";
import { roleOf, UNREAD_WORDS_NAMED_MAX, unreadWords } from "./plan/wordsRead";
import { questionWords } from "./questionWords";

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
  { symbol: "JPM", name: "JPMorgan Chase & Co." },
  { symbol: "HD", name: "The Home Depot, Inc." },
];
const plan = planReaderOver(COVERED);

const company = fc.constantFrom("Apple", "Microsoft", "Costco", "JPMorgan", "Home Depot", "AAPL", "$MSFT", "HD");
/** Statement figures, by the dictionary's own first phrase: what a question names them by. */
const measure = fc.constantFrom(
  ...MEASURES.filter((each) => ["usd", "percent", "ratio"].includes(each.unit) && each.formula.kind !== "market").map(
    (each) => each.phrases[0] as string,
  ),
);
const period = fc.constantFrom(
  "in fiscal 2023",
  "for FY2022",
  "in 2021",
  "for the latest fiscal year",
  "last year",
  "over the past three years",
  "from 2020 to 2023",
  "",
);
const opener = fc.constantFrom("What was", "Can you tell me", "Quick one: what's", "Please show", "Give me", "");
const closer = fc.constantFrom("?", ", please.", ", rounded to one decimal.", " in billions?", "");

const question = (parts: ReadonlyArray<string>) =>
  parts
    .filter(Boolean)
    .join(" ")
    .replace(/\s+([?,.])/g, "$1");

/** Qualifiers that change what a figure is, which the dictionary has no reading for. */
const QUALIFIERS = [
  "tangible",
  "organic",
  "adjusted",
  "normalized",
  "underlying",
  "recurring",
  "unlevered",
  "incremental",
  "maintenance",
  "pro-forma",
  "like-for-like",
  "non-GAAP",
];

describe("unreadWords", () => {
  it("leaves no word unread in a question made of companies, measures, periods and courtesy", () => {
    fc.assert(
      fc.property(opener, company, measure, period, closer, (open, name, figure, when, close) => {
        const asked = question([open, `${name}'s`, figure, when]) + close;
        expect(plan(asked).unread ?? []).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("names a qualifier it cannot read, wherever the question puts the measure", () => {
    fc.assert(
      fc.property(
        opener,
        company,
        measure,
        period,
        fc.constantFrom(...QUALIFIERS),
        (open, name, figure, when, qualifier) => {
          const read = plan(question([open, `${name}'s`, qualifier, figure, when]));
          // Named as unread, or as what the data lacks ("revenue by tangible", adjusted figures read
          // from the qualifier's words), or no figure is answered.
          const refusedAbout = read.refusals.some(
            (refusal) =>
              refusal.about?.toLowerCase().includes(qualifier.toLowerCase()) ||
              refusal.asked?.some((word) =>
                [qualifier, ...qualifier.split(/[\s-]/)].map((each) => each.toLowerCase()).includes(word),
              ),
          );
          if (read.measures.length > 0 && !refusedAbout) expect(read.unread ?? []).toContain(qualifier);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("reads a period word only when the plan holds that period", () => {
    // "Quarter" with a year asked as a year: the quarter is named, not turned into the year.
    const read = plan("Costco revenue for the quarter ending July 2024");
    if (read.period.kind === "years" && read.period.ended === undefined) expect(read.unread).toContain("quarter");
    // A calendar year is planned as one (not as the fiscal year), so "calendar" is read.
    const calendar = plan("Microsoft revenue in calendar year 2023");
    expect(calendar.period).toEqual({ kind: "calendarYear", year: 2023 });
    expect(calendar.unread).toEqual([]);
    // A half year is planned as one (issue 44), so "half" is read; a half of no year is no period: named.
    const half = plan("Costco revenue in the first half of 2024");
    expect(half.period.kind).toBe("yearPart");
    expect(half.unread).toEqual([]);
    expect(plan("Costco revenue in the first half").unread).toContain("half");
  });

  it("names each word once, in the order written, and at most a few", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("zorp", "blick", "quux", "fnord", "wibble", "snark"), { maxLength: 12 }),
        (odd) => {
          const words = questionWords(`Apple revenue ${odd.join(" ")} 2023`);
          // "Apple" and "revenue" consumed, as the readers report them.
          const unread = unreadWords(words, new Set([0, 1]), plan("Apple revenue 2023"));
          expect(unread.length).toBeLessThanOrEqual(UNREAD_WORDS_NAMED_MAX);
          expect(new Set(unread).size).toBe(unread.length);
          const firstSeen: string[] = [...new Set(odd)].slice(0, UNREAD_WORDS_NAMED_MAX);
          expect(unread.filter((word) => firstSeen.includes(word))).toEqual(firstSeen);
        },
      ),
    );
  });

  it("reads a hyphenated word when each part is read", () => {
    const read = plan("Apple revenue at year-end 2023");
    expect(roleOf("year-end", read)).toBe("period");
    expect(roleOf("end-2022", read)).toBe("period");
    expect(roleOf("tangible-book", read)).toBeNull();
  });

  it("reads a hostile question in one pass", () => {
    const long = `Apple revenue ${"x".repeat(1_000_000)} ${"word ".repeat(20_000)}`;
    expect(plan(long).unread?.length ?? 0).toBeLessThanOrEqual(UNREAD_WORDS_NAMED_MAX);
  });
});

describe("words read with what they stand beside", () => {
  it("reads a year written before a figure's formula as when, never as a line of business", () => {
    fc.assert(
      fc.property(company, fc.integer({ min: 2015, max: 2025 }), (name, year) => {
        const read = plan(`${name} asset turnover fy${year} (sales / avg total assets)`);
        expect(read.refusals.filter((refusal) => refusal.kind === "segment")).toEqual([]);
        expect(read.unread ?? []).toEqual([]);
      }),
    );
  });

  it("reads a comparative of size and the words of a role's purpose", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("fatter", "thicker", "thinner", "slimmer"),
        fc.constantFrom(
          "For a liquidity table,",
          "As a high-grade credit analyst,",
          "Screening capital-light names,",
          "",
        ),
        (comparative, role) => {
          const read = plan(`${role} Apple vs Microsoft: who had the ${comparative} net margin in 2024?`);
          expect(read.measures.map((each) => each.id)).toEqual(["netMargin"]);
          expect(read.unread ?? []).toEqual([]);
        },
      ),
    );
  });
});

describe("words the lexicon reads from its own lists", () => {
  const unread = (question: string) => plan(question).unread ?? [];

  it("reads a family's word beside any of its members, or a figure defined on its lines", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("leveraged", "levered", "geared"),
        fc.constantFrom(
          "debt-to-equity",
          "debt to EBITDA",
          "net debt",
          "total debt over equity",
          "total debt divided by operating income",
        ),
        (name, family, measure) => {
          expect(unread(`How ${family} is ${name} on ${measure} in fiscal 2024?`)).toEqual([]);
        },
      ),
    );
  });

  it("reads the comparatives, trend words and answer-form words of the lexicon in the forms that use them", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("heavier", "lighter", "leaner", "richer"),
        fc.constantFrom("shifted", "evolved", "shifting"),
        fc.constantFrom("y/n", "yes/no", "true or false"),
        (comparative, trend, form) => {
          expect(unread(`Apple vs Microsoft capex intensity in 2024, who's ${comparative}?`)).toEqual([]);
          expect(unread(`How has Costco's net margin ${trend} over the last 4 years?`)).toEqual([]);
          expect(unread(`did Apple's revenue grow from fy2022 to fy2023? ${form}`)).toEqual([]);
        },
      ),
    );
  });

  it("reads how a figure is taken, a statement's lines and a request to express it, and names no such word a measure", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("on a book basis", "in book terms"),
        fc.constantFrom("income-statement lines", "balance-sheet lines"),
        (name, basis, lines) => {
          const book = plan(`${name} ${basis}: total debt over equity at year-end 2024`);
          expect(book.unread ?? []).toEqual([]);
          expect(book.measures.map((each) => each.label)).toEqual(["total debt over shareholders' equity"]);
          const expressed = plan(`For ${name}, express R&D as a percentage of revenue (both ${lines}) for fiscal 2023`);
          expect(expressed.unread ?? []).toEqual([]);
          expect(expressed.measures.map((each) => each.label)).not.toContain("express");
        },
      ),
    );
  });

  it("reads 'avg' beside a measure on an average balance, 'i.e.' as no line of business, and a future quarter beside a refusal", () => {
    fc.assert(
      fc.property(company, fc.constantFrom("avg", "average"), (name, average) => {
        expect(unread(`${name} receivable days fy24, using ${average} receivables`)).toEqual([]);
        const turnover = plan(`${name} asset turnover fy2024, i.e. revenue over average total assets`);
        expect(turnover.refusals.some((each) => each.kind === "segment")).toBe(false);
        expect(unread(`street consensus EPS for ${name} next qtr`)).toEqual([]);
      }),
    );
  });
});
