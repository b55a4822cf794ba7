import fc from "fast-check";
import { describe, expect, it } from "vitest";
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
