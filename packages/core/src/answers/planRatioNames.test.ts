// A ratio's name as terminals write it (issue 44): "price/sales", "price/book", "debt/ebitda" are
// the ratio the dictionary names "price to sales", not one figure divided by another (a share
// price over a company's revenue); a free-cash-flow yield is free cash flow over the market
// value, not the dividend yield. Over every "A to B" name of the dictionary, companies and years.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import { MEASURES } from "./measures";

const COVERED = [
  { symbol: "NVDA", name: "NVIDIA Corporation" },
  { symbol: "META", name: "Meta Platforms, Inc." },
  { symbol: "KO", name: "The Coca-Cola Company" },
];
const plan = planReaderOver(COVERED);
const company = fc.constantFrom("nvda", "NVIDIA", "$META", "Meta", "KO", "Coca-Cola");

/** Every ratio named "A to B" in one word each side, with its id. */
const SLASH_NAMES = MEASURES.filter((measure) => measure.unit !== "percent").flatMap((measure) =>
  measure.phrases
    .filter((phrase) => /^[a-z]+ to [a-z]+$/.test(phrase))
    .map((phrase) => [phrase.replace(" to ", "/"), measure.id] as const),
);

describe("a ratio written with a slash", () => {
  it("is the dictionary's ratio of that name", () => {
    expect(SLASH_NAMES.length).toBeGreaterThan(4);
    fc.assert(
      fc.property(
        fc.constantFrom(...SLASH_NAMES),
        company,
        fc.integer({ min: 2020, max: 2024 }),
        fc.constantFrom("{c} {r} fy{y}", "what was {c}'s {r} in {Y}?", "{r} for {c}, FY{y}"),
        ([slashed, id], who, year, form) => {
          const question = form
            .replace("{c}", who)
            .replace("{r}", slashed)
            .replace("{y}", String(year).slice(2))
            .replace("{Y}", String(year));
          const { measures } = plan(question);
          expect(
            measures.map((measure) => measure.id),
            question,
          ).toEqual([id]);
        },
      ),
    );
  });
});

describe("a free-cash-flow yield", () => {
  it("is free cash flow over the market value, in percent", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("fcf yield", "FCF yield", "free cash flow yield", "free-cash-flow yield"),
        fc.constantFrom("what's {c}'s {m}?", "{c} {m}", "{m} of {c} at the last close"),
        (who, said, form) => {
          const question = form.replace("{c}", who).replace("{m}", said);
          const [measure, ...others] = plan(question).measures;
          expect(others, question).toEqual([]);
          expect(measure?.unit, question).toBe("percent");
          expect(measure?.formula, question).toMatchObject({ kind: "ratio", of: "freeCashFlow", to: "marketCap" });
        },
      ),
    );
  });
});

describe("the last close beside a market figure", () => {
  it("says when a multiple or a market value is taken, and stays a figure beside a price", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(["p/e", "pe"], ["p/s", "priceToSales"], ["market cap", "marketCap"], ["fcf yield", "fcfYield"]),
        fc.constantFrom(["52-week range", "yearHigh"], ["52 week high", "yearHigh"]),
        fc.constantFrom("last close", "latest close"),
        (who, [valued, valuedId], [price, priceId], close) => {
          const at = `${who} ${valued} at the ${close}`;
          expect(
            plan(at).measures.map((measure) => measure.id),
            at,
          ).toEqual([valuedId]);
          // Asked beside a multiple without "at", the close is a figure too.
          const both = `${who} ${close} and ${valued}`;
          expect(
            plan(both).measures.map((measure) => measure.id),
            both,
          ).toEqual(expect.arrayContaining(["close", valuedId]));
          const beside = `${who} ${close} and ${price}`;
          const ids = plan(beside).measures.map((measure) => measure.id);
          expect(ids, beside).toContain("close");
          expect(ids, beside).toContain(priceId);
        },
      ),
    );
  });
});
