import type { CompanyProfile } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { AreaFailure } from "../areaFailure";
import { marketData } from "./marketData";
import { type Bare, type MarketDataProvider, ProviderUnavailable } from "./marketDataProvider";

const profileOf = (symbol: string, companyName: string) => ({ symbol, companyName }) as unknown as Bare<CompanyProfile>;

function provider(name: string, live: boolean, answer: (symbol: string) => Bare<CompanyProfile> | null | Error) {
  const asked: string[] = [];
  const source: MarketDataProvider = {
    name,
    live,
    profile: async (symbol) => {
      asked.push(symbol);
      const result = answer(symbol);
      if (result instanceof Error) throw result;
      return result ? { data: result, asOf: "2026-10-01T00:00:00.000Z" } : null;
    },
  };
  return { source, asked };
}

describe("marketData", () => {
  it("answers from the first provider that knows the symbol, with its provenance", async () => {
    const sec = provider("sec", true, () => null);
    const sample = provider("sample", false, (s) => profileOf(s, "Apple Inc."));
    const profile = await marketData([sec.source, sample.source]).profile("aapl");
    expect(profile).toMatchObject({
      symbol: "AAPL",
      companyName: "Apple Inc.",
      provenance: { provider: "sample", asOf: "2026-10-01T00:00:00.000Z", live: false },
    });
    expect(sec.asked).toEqual(["AAPL"]);
  });

  it("falls back past an unavailable provider (a 402 plan limit, the network)", async () => {
    const fmp = provider("fmp", true, () => new ProviderUnavailable("fmp", "HTTP 402: outside the plan"));
    const sample = provider("sample", false, (s) => profileOf(s, "Apple Inc."));
    expect((await marketData([fmp.source, sample.source]).profile("AAPL")).provenance.provider).toBe("sample");
  });

  it("skips providers that lack the call", async () => {
    const sample = provider("sample", false, (s) => profileOf(s, "Apple Inc."));
    const quiet: MarketDataProvider = { name: "none", live: true };
    expect((await marketData([quiet, sample.source]).profile("AAPL")).provenance.provider).toBe("sample");
  });

  it("answers 404 unknown_symbol when nobody knows it, 503 when the only ones who might are down", async () => {
    const none = provider("sample", false, () => null);
    await expect(marketData([none.source]).profile("ZZZZ")).rejects.toMatchObject({
      kind: "notFound",
      code: "unknown_symbol",
    });
    const down = provider("fmp", true, () => new ProviderUnavailable("fmp", "network"));
    const failure = await marketData([down.source, none.source])
      .profile("ZZZZ")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AreaFailure);
    expect(failure).toMatchObject({ kind: "unavailable", code: "provider_unavailable" });
  });

  it("keeps a profile for 24 hours, then asks again", async () => {
    let now = 0;
    const sample = provider("sample", false, (s) => profileOf(s, "Apple Inc."));
    const data = marketData([sample.source], () => now);
    await data.profile("AAPL");
    now = 24 * 60 * 60_000 - 1;
    await data.profile("AAPL");
    expect(sample.asked).toHaveLength(1);
    now += 1;
    await data.profile("AAPL");
    expect(sample.asked).toHaveLength(2);
  });

  it("passes on a provider's own failure rather than hiding it", async () => {
    const broken = provider("sample", false, () => new RangeError("bad data"));
    await expect(marketData([broken.source]).profile("AAPL")).rejects.toBeInstanceOf(RangeError);
  });
});
