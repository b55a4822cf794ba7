// News calls over real HTTP on the sample provider and a real database: a company's news, widened
// by search terms given or stored; the stored terms scoped to their owner; market news of the last
// days; the batch call.
import { NewsBatchResponse, type NewsPreferences, NewsResponse, PORTFOLIO_MAX_HOLDINGS } from "@moatwise/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyUniverse } from "../../areas/company/companyUniverse";
import type { RunningServer } from "../../server";
import { type Member, sendAs, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
let grace: Member;
let linus: Member;
beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server.url, "news");
  grace = await signUpMember(server.url, "news");
  linus = await signUpMember(server.url, "news");
});
afterAll(() => server.close());

const get = async (member: Member, path: string, query: Record<string, string> = {}) => {
  const answer = await sendAs(member, "GET", `/v1${path}?${new URLSearchParams(query)}`);
  return { status: answer.status, body: (await answer.json()) as unknown };
};
const newsOf = async (member: Member, query: Record<string, string>) =>
  (await get(member, "/company/news", query)).body as NewsResponse;
const DAY_MS = 86_400_000;

describe("GET /company/news", () => {
  it("answers a company's sample news newest first, each item saying it is a sample", async () => {
    const news = await newsOf(ada, { symbol: "aapl", company_name: "Apple Inc." });
    expect(Schema.is(NewsResponse)(news)).toBe(true);
    expect(news.items.length).toBeGreaterThanOrEqual(3);
    expect(news.items.every((item) => item.symbol === "AAPL" && /sample news item/i.test(item.text))).toBe(true);
    const dates = news.items.map((item) => item.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(news.provenance).toMatchObject({ provider: "sample", live: false });
  });

  it("adds market news that mentions the given terms, and only then", async () => {
    const plain = await newsOf(ada, { symbol: "AAPL" });
    const widened = await newsOf(ada, { symbol: "AAPL", custom_search_terms: "NVIDIA, ,nvidia" });
    const extra = widened.items.filter((item) => item.symbol !== "AAPL");
    expect(extra.length).toBeGreaterThan(0);
    expect(extra.every((item) => `${item.title} ${item.text}`.toLowerCase().includes("nvidia"))).toBe(true);
    expect(widened.items.length).toBe(plain.items.length + extra.length);
  });

  it("answers 404 for an unknown company and 400 for a malformed symbol", async () => {
    expect((await get(ada, "/company/news", { symbol: "ZZZZ" })).status).toBe(404);
    const bad = await get(ada, "/company/news", { symbol: "not a ticker!" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "invalid_query" });
  });
});

describe("/company/news/preferences", () => {
  it("stores a user's terms per company, cleaned, and uses them when a request names none", async () => {
    const saved = await sendAs(ada, "PUT", "/v1/company/news/preferences", {
      symbol: "msft",
      custom_search_terms: [" Eli Lilly ", "eli lilly", "Costco"],
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ symbol: "MSFT", custom_search_terms: ["Eli Lilly", "Costco"] });
    const mine = (await get(ada, "/company/news/preferences")).body as NewsPreferences;
    expect(mine.preferences).toEqual([{ symbol: "MSFT", custom_search_terms: ["Eli Lilly", "Costco"] }]);
    const news = await newsOf(ada, { symbol: "MSFT" });
    expect(news.items.some((item) => item.symbol === "LLY")).toBe(true);
    expect(news.items.some((item) => item.symbol === "COST")).toBe(true);
  });

  it("replaces earlier terms, and keeps each user's terms to that user", async () => {
    await sendAs(ada, "PUT", "/v1/company/news/preferences", { symbol: "NVDA", custom_search_terms: ["Apple"] });
    await sendAs(ada, "PUT", "/v1/company/news/preferences", { symbol: "NVDA", custom_search_terms: ["Walmart"] });
    const mine = (await get(ada, "/company/news/preferences")).body as NewsPreferences;
    expect(mine.preferences.find((p) => p.symbol === "NVDA")?.custom_search_terms).toEqual(["Walmart"]);
    const theirs = (await get(grace, "/company/news/preferences")).body as NewsPreferences;
    expect(theirs.preferences).toEqual([]);
    const graceNews = await newsOf(grace, { symbol: "NVDA" });
    expect(graceNews.items.every((item) => item.symbol === "NVDA")).toBe(true);
  });

  it("refuses too many terms with a 400 naming the field, and keeps what was stored", async () => {
    const terms = Array.from({ length: 21 }, (_, i) => `term ${i}`);
    const refused = await sendAs(ada, "PUT", "/v1/company/news/preferences", {
      symbol: "MSFT",
      custom_search_terms: terms,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { detail: string }).detail).toContain("custom_search_terms");
    const mine = (await get(ada, "/company/news/preferences")).body as NewsPreferences;
    expect(mine.preferences.find((p) => p.symbol === "MSFT")?.custom_search_terms).toEqual(["Eli Lilly", "Costco"]);
  });

  it("answers 401 without a session", async () => {
    expect((await fetch(`${server.url}/v1/company/news/preferences`)).status).toBe(401);
  });
});

describe("market news", () => {
  it("covers the last 7 days before the data's date unless told otherwise, newest first", async () => {
    const week = (await get(ada, "/company/general-news")).body as NewsResponse;
    const month = (await get(ada, "/company/general-news", { days: "30" })).body as NewsResponse;
    const since = (days: number) => Date.parse(week.provenance.asOf) - days * DAY_MS;
    expect(week.items.length).toBeGreaterThan(0);
    expect(month.items.length).toBeGreaterThan(week.items.length);
    expect(week.items.every((item) => Date.parse(item.publishedDate) >= since(7))).toBe(true);
    expect(new Set(month.items.map((item) => item.symbol)).size).toBeGreaterThan(1);
    const one = (await get(ada, "/company/general-news", { symbol: "LLY", days: "30" })).body as NewsResponse;
    expect(one.items.every((item) => item.symbol === "LLY")).toBe(true);
    expect((await get(ada, "/company/general-news", { days: "90" })).status).toBe(200);
    expect((await get(ada, "/company/general-news", { days: "91" })).status).toBe(400);
  });

  it("answers the batch call per ticker, and refuses an empty list", async () => {
    const answer = await sendAs(ada, "POST", "/v1/company/general-news/batch?days=30", ["aapl", "LLY", "AAPL"]);
    const batch = (await answer.json()) as NewsBatchResponse;
    expect(Schema.is(NewsBatchResponse)(batch)).toBe(true);
    expect(Object.keys(batch.bySymbol).sort()).toEqual(["AAPL", "LLY"]);
    expect(batch.bySymbol.LLY?.every((item) => item.symbol === "LLY")).toBe(true);
    const empty = await sendAs(ada, "POST", "/v1/company/general-news/batch", []);
    expect(empty.status).toBe(400);
  });

  it("widens a ticker's batch news by the user's saved terms for it, and only that user's", async () => {
    await sendAs(grace, "PUT", "/v1/company/news/preferences", { symbol: "KO", custom_search_terms: ["Eli Lilly"] });
    const batchOf = async (member: Member) =>
      (await (
        await sendAs(member, "POST", "/v1/company/general-news/batch?days=30", ["KO"])
      ).json()) as NewsBatchResponse;
    expect((await batchOf(grace)).bySymbol.KO?.some((item) => item.symbol === "LLY")).toBe(true);
    expect((await batchOf(linus)).bySymbol.KO?.every((item) => item.symbol === "KO")).toBe(true);
  });

  it("takes a whole portfolio's tickers in one call", async () => {
    const symbols = companyUniverse.slice(0, PORTFOLIO_MAX_HOLDINGS).map((company) => company.symbol);
    expect(symbols).toContain("TSLA");
    const answer = await sendAs(ada, "POST", "/v1/company/general-news/batch?days=7", symbols);
    expect(answer.status).toBe(200);
    const batch = (await answer.json()) as NewsBatchResponse;
    expect(Object.keys(batch.bySymbol)).toHaveLength(PORTFOLIO_MAX_HOLDINGS);
    expect(batch.bySymbol.TSLA).toEqual([]); // a company without sample data has no news, and no error
    const tooMany = await sendAs(ada, "POST", "/v1/company/general-news/batch", [...symbols, "AAPL"]);
    expect(tooMany.status).toBe(400);
  });
});
