import { CompanyProfile } from "@moatwise/core";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { companyUniverse } from "../../company/companyUniverse";
import { SAMPLE_PROFILES } from "./sampleProfiles.data";
import { sampleProvider } from "./sampleProvider";

describe("the sample set's companies", () => {
  it("holds at least 25 companies, each once, across at least 8 sectors", () => {
    const symbols = SAMPLE_PROFILES.map((c) => c.symbol);
    expect(symbols.length).toBeGreaterThanOrEqual(25);
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(new Set(SAMPLE_PROFILES.map((c) => c.sector)).size).toBeGreaterThanOrEqual(8);
  });

  it("are all in the search universe, under the same exchange", () => {
    const listed = new Map(companyUniverse.map((c) => [c.symbol, c]));
    for (const company of SAMPLE_PROFILES) {
      expect(`${company.symbol}: ${listed.get(company.symbol)?.exchange}`).toBe(
        `${company.symbol}: ${company.exchange}`,
      );
    }
  });

  it("give profiles that fit the contract, with a ten-digit CIK and a description in full sentences", async () => {
    for (const company of SAMPLE_PROFILES) {
      const answer = await sampleProvider.profile?.(company.symbol);
      const profile = { ...answer?.data, provenance: { provider: "sample", asOf: answer?.asOf, live: false } };
      expect(Schema.is(CompanyProfile)(profile)).toBe(true);
      expect(company.cik).toMatch(/^\d{10}$/);
      expect(company.description).toMatch(/^[A-Z].{80,}\.$/s);
    }
  });
});
