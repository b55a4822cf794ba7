// Every company of the bundled sample set is set against companies that compete with it (issue
// 43): its peers share its industry or its industry's competitive group, never merely its sector.
import { competingIndustries } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { industryPeers } from "./industryPeers";
import { SAMPLE_PROFILES } from "./sample/sampleProfiles.data";

const profileOf = (symbol: string) => SAMPLE_PROFILES.find((profile) => profile.symbol === symbol);

describe("the sample set's peers", () => {
  for (const company of SAMPLE_PROFILES) {
    it(`gives ${company.symbol} (${company.industry}) only competitors, with the reason`, () => {
      const set = industryPeers(company.symbol, company.industry);
      const competing = competingIndustries(company.industry);
      for (const symbol of set.symbols) {
        const peer = profileOf(symbol);
        expect(peer?.symbol).not.toBe(company.symbol);
        expect(competing.has((peer?.industry ?? "").toLowerCase()), `${symbol} of ${peer?.industry}`).toBe(true);
      }
      // Every company of the set it competes with is there: none left out.
      const expected = SAMPLE_PROFILES.filter(
        (other) => other.symbol !== company.symbol && competing.has(other.industry.toLowerCase()),
      ).map((other) => other.symbol);
      expect(set.symbols).toEqual(expected);
      expect(set.basis).toContain(company.industry);
    });
  }

  it("keeps sector companies of other industries out: Costco's peers are big-box retailers, not drinks makers", () => {
    const costco = industryPeers("COST", "Discount Stores").symbols;
    const sameSector = SAMPLE_PROFILES.filter((profile) => profile.sector === "Consumer Defensive").map(
      (p) => p.symbol,
    );
    expect(sameSector).toEqual(expect.arrayContaining(["KO", "PEP", "PG"]));
    expect(costco.filter((symbol) => ["KO", "PEP", "PG"].includes(symbol))).toEqual([]);
  });
});
