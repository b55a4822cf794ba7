import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { startsMatch } from "./companyMatch";
import { rankCompanies } from "./companyRanking";

const universe = [
  { symbol: "AAPL", name: "Apple Inc.", exchange: "NASDAQ" },
  { symbol: "APLE", name: "Apple Hospitality REIT, Inc.", exchange: "NYSE" },
  { symbol: "MSFT", name: "Microsoft Corporation", exchange: "NASDAQ" },
  { symbol: "AMZN", name: "Amazon.com, Inc.", exchange: "NASDAQ" },
  { symbol: "A", name: "Agilent Technologies, Inc.", exchange: "NYSE" },
];

describe("rankCompanies", () => {
  it("puts an exact symbol first", () => {
    expect(rankCompanies("aple", universe)[0]?.symbol).toBe("APLE");
    expect(rankCompanies("MSFT", [...universe].reverse())[0]?.symbol).toBe("MSFT");
  });

  it("ranks by name with typos within the threshold", () => {
    expect(rankCompanies("microsft", universe)[0]?.symbol).toBe("MSFT");
    expect(rankCompanies("amazon", universe)[0]?.symbol).toBe("AMZN");
  });

  it("keeps results that do not match, after the matches, in the server's order", () => {
    const ranked = rankCompanies("microsoft", universe);
    expect(ranked[0]?.symbol).toBe("MSFT");
    expect(ranked.slice(1).map((c) => c.symbol)).toEqual(["AAPL", "APLE", "AMZN", "A"]);
  });

  const nearMisses = [
    { symbol: "CSCO", name: "Cisco Systems, Inc.", exchange: "NASDAQ", hasData: false },
    { symbol: "COST", name: "Costco Wholesale Corporation", exchange: "NASDAQ", hasData: true },
    { symbol: "NVDA", name: "NVIDIA Corporation", exchange: "NASDAQ", hasData: true },
    { symbol: "TSLA", name: "Tesla, Inc.", exchange: "NASDAQ", hasData: false },
  ];

  it("puts a covered company before an uncovered one among near misses ('Cosco' → Costco, then Cisco)", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(nearMisses, { minLength: 4, maxLength: 4 }), (order) => {
        const ranked = rankCompanies("Cosco", order).map((company) => company.symbol);
        expect(ranked.indexOf("COST")).toBeLessThan(ranked.indexOf("CSCO"));
        expect(ranked[0]).toBe("COST");
      }),
    );
  });

  it("still puts a company the text names before a covered near miss ('cisco' → Cisco)", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(nearMisses, { minLength: 4, maxLength: 4 }), (order) => {
        expect(rankCompanies("cisco", order)[0]?.symbol).toBe("CSCO");
      }),
    );
  });

  it("puts a company whose symbol or name word the text starts before every near miss", () => {
    const names = [...universe, ...nearMisses];
    const prefixes = names.flatMap((company) =>
      company.name
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length >= 3)
        .map((word) => word.slice(0, 3)),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...prefixes),
        fc.shuffledSubarray(names, { minLength: names.length }),
        (typed, order) => {
          const ranked = rankCompanies(typed, order);
          const firstNear = ranked.findIndex((company) => !startsMatch(company, typed));
          const lastStrong = ranked.findLastIndex((company) => startsMatch(company, typed));
          if (firstNear !== -1) expect(lastStrong).toBeLessThan(firstNear);
        },
      ),
    );
  });

  it("is a permutation of its input, whatever the query", () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const ranked = rankCompanies(query, universe);
        expect([...ranked].sort((a, b) => a.symbol.localeCompare(b.symbol))).toEqual(
          [...universe].sort((a, b) => a.symbol.localeCompare(b.symbol)),
        );
      }),
    );
  });
});
