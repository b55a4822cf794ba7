// Company search over a live provider's listings (EDGAR's company_tickers.json, recorded, through an
// injected fetch), with the bundled universe lending names and exchanges, and the bundled universe
// answering when no provider lists companies or the live list fails.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { marketData } from "../market/marketData";
import { sampleProvider } from "../market/sample/sampleProvider";
import { secProvider } from "../market/sec/secProvider";
import { companySearchService, LISTINGS_RETRY_MS } from "./companySearch.service";

const TICKERS_URL = "https://www.sec.gov/files/company_tickers.json";
const tickers = readFileSync(join(import.meta.dirname, "../market/sec/recorded/company_tickers.json"), "utf8");

/** A search over `sec` then `sample`, on a clock the test moves; EDGAR answers with `answer`. */
function searchWithEdgar(answer: () => Response) {
  let time = Date.parse("2026-11-01T12:00:00Z");
  const advance = (ms: number) => {
    time += ms;
  };
  const clock = { now: () => time, sleep: async (ms: number) => advance(ms) };
  const asked: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    asked.push(String(input));
    return String(input) === TICKERS_URL ? answer() : new Response("Not found", { status: 404 });
  }) as typeof globalThis.fetch;
  const sec = secProvider({ userAgent: "Moatwise admin@example.com", fetch, clock });
  const service = companySearchService(marketData([sec, sampleProvider], clock.now), clock.now);
  return { service, asked, advance };
}

describe("company search with sec configured", () => {
  it("answers from EDGAR's list, labelled live SEC, with the bundled universe's name and exchange where it knows the company", async () => {
    const { service } = searchWithEdgar(() => new Response(tickers));
    const answer = await service.search("microsoft");
    // The live provider covers every listed company: each has data.
    expect(answer.results[0]).toEqual({
      symbol: "MSFT",
      name: "Microsoft Corporation",
      exchange: "NASDAQ",
      hasData: true,
    });
    expect(answer.provenance).toMatchObject({ provider: "sec", live: true });
  });

  it("finds a company only EDGAR lists, under EDGAR's title and no exchange", async () => {
    const { service } = searchWithEdgar(() => new Response(tickers));
    const answer = await service.search("brt apartments");
    expect(answer.results).toEqual([{ symbol: "BRT", name: "BRT Apartments Corp.", exchange: "", hasData: true }]);
  });

  it("searches EDGAR's list, not the bundled one: a company EDGAR's copy lacks is not found", async () => {
    const { service } = searchWithEdgar(() => new Response(tickers));
    expect((await service.search("costco")).results).toEqual([]);
  });

  it("falls back to the bundled universe when EDGAR fails, and asks EDGAR again only after a while", async () => {
    const { service, asked, advance } = searchWithEdgar(() => new Response("busy", { status: 503 }));
    const first = await service.search("costco");
    expect(first.results[0]?.symbol).toBe("COST");
    expect(first.provenance).toMatchObject({ provider: "bundled listings", live: false });
    await service.search("apple");
    expect(asked.filter((url) => url === TICKERS_URL)).toHaveLength(1);
    advance(LISTINGS_RETRY_MS);
    await service.search("apple");
    expect(asked.filter((url) => url === TICKERS_URL)).toHaveLength(2);
  });

  it("keeps answering from the last EDGAR list, with its date, when a later fetch fails", async () => {
    let up = true;
    const { service, advance } = searchWithEdgar(() =>
      up ? new Response(tickers) : new Response("", { status: 503 }),
    );
    const first = await service.search("brt");
    up = false;
    advance(2 * 24 * 3_600_000);
    const later = await service.search("brt");
    expect(later.results[0]?.symbol).toBe("BRT");
    expect(later.provenance).toEqual(first.provenance);
  });

  it("indexes EDGAR's list once while it is cached", async () => {
    const { service, asked } = searchWithEdgar(() => new Response(tickers));
    const first = await service.search("nvidia");
    const second = await service.search("nvid");
    expect(second.results[0]).toEqual(first.results[0]);
    expect(asked.filter((url) => url === TICKERS_URL)).toHaveLength(1);
  });
});

describe("company search on the sample provider", () => {
  it("answers from the bundled universe, labelled as bundled listings", async () => {
    const service = companySearchService(marketData([sampleProvider]));
    const answer = await service.search("costco");
    expect(answer.results[0]).toMatchObject({ symbol: "COST", exchange: "NASDAQ" });
    expect(answer.provenance).toMatchObject({ provider: "bundled listings", live: false });
  });
});
