import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { companyIndex, editDistanceWithin, nameWords } from "./companySearch";
import { companyUniverse } from "./companyUniverse";

const index = companyIndex(companyUniverse);
const symbols = (query: string) => index.search(query).map((c) => c.symbol);

describe("the bundled universe", () => {
  it("holds at least 500 US-listed companies, each with a symbol, a name and an exchange, once", () => {
    expect(companyUniverse.length).toBeGreaterThanOrEqual(500);
    const seen = new Set(companyUniverse.map((c) => c.symbol));
    expect(seen.size).toBe(companyUniverse.length);
    for (const company of companyUniverse) {
      expect(company.symbol).toMatch(/^[A-Z][A-Z0-9.]{0,5}$/);
      expect(company.name.length).toBeGreaterThan(1);
      expect(["NYSE", "NASDAQ", "CBOE", "NYSE American"]).toContain(company.exchange);
    }
  });
});

describe("company search", () => {
  it("puts the exact symbol first, whatever its case", () => {
    expect(symbols("aapl")[0]).toBe("AAPL");
    expect(symbols("KO")[0]).toBe("KO");
  });

  it("matches symbol prefixes", () => {
    expect(symbols("GOO")).toEqual(expect.arrayContaining(["GOOG", "GOOGL"]));
  });

  it("matches names and the start of any name word", () => {
    expect(symbols("apple")[0]).toBe("AAPL");
    expect(symbols("coca cola")).toContain("KO");
    expect(symbols("goldman")).toContain("GS");
    expect(symbols("micro")).toEqual(expect.arrayContaining(["MSFT", "MU", "MCHP", "SMCI"]));
    expect(symbols("estee lauder")).toContain("EL");
    expect(symbols("oreilly")).toContain("ORLY");
  });

  it("forgives near-misses: a swapped or missing letter", () => {
    expect(symbols("mircosoft")[0]).toBe("MSFT");
    expect(symbols("nvidai")[0]).toBe("NVDA");
    expect(symbols("starbuks")[0]).toBe("SBUX");
  });

  it("answers at most 10, and nothing for text that matches nothing", () => {
    expect(index.search("a").length).toBeLessThanOrEqual(10);
    expect(index.search("zzqqxx")).toEqual([]);
    expect(index.search("   ")).toEqual([]);
  });

  it("finds every company first by its own symbol", () => {
    fc.assert(
      fc.property(fc.constantFrom(...companyUniverse), (company) => {
        expect(index.search(company.symbol)[0]?.symbol).toBe(company.symbol);
      }),
    );
  });
});

describe("editDistanceWithin", () => {
  it("counts a swap of neighbours as one edit, and gives up past the bound", () => {
    expect(editDistanceWithin("mircosoft", "microsoft", 2)).toBe(1);
    expect(editDistanceWithin("kitten", "sitting", 2)).toBe(3);
    expect(editDistanceWithin("abc", "abc", 0)).toBe(0);
  });

  it("is symmetric and zero only for equal words", () => {
    const word = fc.stringMatching(/^[a-z]{0,8}$/);
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(editDistanceWithin(a, b, 3)).toBe(editDistanceWithin(b, a, 3));
        expect(editDistanceWithin(a, b, 3) === 0).toBe(a === b);
      }),
    );
  });
});

describe("nameWords", () => {
  it("drops accents, apostrophes and punctuation", () => {
    expect(nameWords("The Estée Lauder Companies Inc.")).toEqual(["the", "estee", "lauder", "companies", "inc"]);
    expect(nameWords("O'Reilly Automotive, Inc.")).toEqual(["oreilly", "automotive", "inc"]);
  });
});
