// The `fmp` adapter on recorded FMP responses through an injected fetch: FMP's shapes read into
// our contract (date-times, head counts), `priceToEarningsRatioTTM` as `peRatio`, the API key on
// every call, and a 402 that hands the call to the next provider.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { IncomeStatement } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { financialsService } from "../../financials/financials.service";
import { marketData } from "../marketData";
import { ProviderUnavailable } from "../marketDataProvider";
import { sampleProvider } from "../sample/sampleProvider";
import { fmpDateTime, fmpProvider } from "./fmpProvider";

const recorded = (name: string) => readFileSync(join(import.meta.dirname, "recorded", name), "utf8");
const FILES: Record<string, string> = {
  profile: "profile-AAPL.json",
  quote: "quote-AAPL.json",
  "income-statement": "income-statement-AAPL-annual.json",
  "ratios-ttm": "ratios-ttm-AAPL.json",
  "historical-price-eod/full": "historical-price-eod-AAPL.json",
  "sec-filings-search/symbol": "sec-filings-search-AAPL.json",
  "news/stock": "news-stock-AAPL.json",
};

function recordedFmp(statusFor: (path: string) => number = () => 200) {
  const seen: URL[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    seen.push(url);
    const path = url.pathname.replace("/stable/", "");
    const symbol = url.searchParams.get("symbol") ?? url.searchParams.get("symbols");
    const status = statusFor(path);
    if (status !== 200) return new Response(JSON.stringify({ "Error Message": "Restricted" }), { status });
    // Only annual statements were recorded: quarters answer empty, as for a symbol FMP lacks.
    const file = url.searchParams.get("period") === "quarter" ? undefined : FILES[path];
    return new Response(file && symbol === "AAPL" ? recorded(file) : "[]", { status: 200 });
  }) as typeof globalThis.fetch;
  const now = () => Date.parse("2025-03-31T20:00:00Z");
  return { provider: fmpProvider({ apiKey: "test-key", fetch, now }), seen };
}

describe("fmp answers read into our contract", () => {
  it("reads the profile, with the head count as a number, and sends the key on every call", async () => {
    const { provider, seen } = recordedFmp();
    const profile = (await provider.profile?.("AAPL"))?.data;
    expect(profile).toMatchObject({
      companyName: "Apple Inc.",
      fullTimeEmployees: 164_000,
      ceo: "Mr. Timothy D. Cook",
    });
    expect(seen[0]?.origin).toBe("https://financialmodelingprep.com");
    expect(seen.every((url) => url.searchParams.get("apikey") === "test-key")).toBe(true);
  });

  it("reads quotes, statements and prices, date-times as ISO and bars oldest first", async () => {
    const { provider } = recordedFmp();
    expect((await provider.quote?.("AAPL"))?.data.price).toBe(222.13);
    const [income] = ((await provider.statements?.("AAPL", "income", "annual"))?.data ?? []) as IncomeStatement[];
    expect(income).toMatchObject({
      fiscalYear: "2024",
      revenue: 391_035_000_000,
      acceptedDate: "2024-11-01T06:01:36.000Z",
    });
    const bars = (await provider.historicalPrices?.("AAPL"))?.data ?? [];
    expect(bars.map((bar) => bar.date)).toEqual(["2025-03-27", "2025-03-28", "2025-03-31"]);
  });

  it("reads filings newest first with dates only, and news with ISO times", async () => {
    const { provider } = recordedFmp();
    const filings = (await provider.filings?.("AAPL"))?.data ?? [];
    expect(filings.map((filing) => [filing.formType, filing.filingDate])).toEqual([
      ["10-Q", "2025-01-31"],
      ["10-K", "2024-11-01"],
    ]);
    const [item] = (await provider.news?.("AAPL"))?.data ?? [];
    expect(item?.publishedDate).toBe("2025-03-31T16:05:00.000Z");
  });

  it("exposes priceToEarningsRatioTTM as peRatio, and a missing ratio as null", async () => {
    const { provider } = recordedFmp();
    const ratios = (await provider.ratiosTtm?.("AAPL"))?.data;
    expect(ratios?.peRatio).toBe(35.28);
    expect(ratios?.returnOnEquity).toBeNull();
  });

  it("answers null for a symbol FMP does not know", async () => {
    const { provider } = recordedFmp();
    expect(await provider.profile?.("ZZZZ")).toBeNull();
  });

  it("turns dates FMP writes with a space into ISO date-times, and leaves others alone", () => {
    expect(fmpDateTime("2024-11-01 06:01:36")).toBe("2024-11-01T06:01:36.000Z");
    expect(fmpDateTime("2024-11-01T06:01:36.000Z")).toBe("2024-11-01T06:01:36.000Z");
    expect(fmpDateTime(null)).toBeNull();
  });
});

describe("fmp outside the plan", () => {
  it("is unavailable on 402, so the chain answers from the next provider", async () => {
    const { provider } = recordedFmp((path) => (path === "ratios-ttm" || path === "profile" ? 402 : 200));
    await expect(provider.profile?.("AAPL")).rejects.toBeInstanceOf(ProviderUnavailable);
    const chain = marketData([provider, sampleProvider]);
    expect((await chain.profile("AAPL")).provenance).toMatchObject({ provider: "sample", live: false });
    expect((await chain.quote("AAPL")).provenance).toMatchObject({ provider: "fmp", live: true });
    // Without FMP's ratios, the TTM ratios are computed from the quarters the chain has (sample's).
    const ratios = await financialsService(chain).ratiosTtm("AAPL");
    expect(ratios.provenance).toMatchObject({ provider: "sample", live: false });
    expect(ratios.peRatio).not.toBe(35.28);
  });

  it("uses FMP's own TTM ratios when the plan includes them", async () => {
    const { provider } = recordedFmp();
    const ratios = await financialsService(marketData([provider, sampleProvider])).ratiosTtm("AAPL");
    expect(ratios).toMatchObject({ peRatio: 35.28, provenance: { provider: "fmp", live: true } });
  });
});
