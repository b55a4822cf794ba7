import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../services/storage";
import type { NewsItem } from "../schemas/company";
import { holdingsNewsFeed, lastNewsVisit, newCountByHolding, noteNewsVisit } from "./holdingsNews";

const news = (
  symbol: string,
  publishedDate: string,
  url = `https://example.com/${symbol}/${publishedDate}`,
): NewsItem => ({
  symbol,
  publishedDate,
  publisher: "Example",
  title: `${symbol} news`,
  image: null,
  site: "example.com",
  text: "",
  url,
});
const filing = (symbol: string, acceptedDate: string) => ({
  symbol,
  cik: "0000000001",
  filingDate: acceptedDate.slice(0, 10),
  acceptedDate,
  formType: "10-Q",
  link: `https://www.sec.gov/${symbol}/${acceptedDate}`,
  finalLink: `https://www.sec.gov/${symbol}/${acceptedDate}/doc.htm`,
  excerpt: null,
});
const NEWS = {
  // The second is a story about Coca-Cola that Apple's saved news terms found too.
  AAPL: [
    news("AAPL", "2025-03-30T10:00:00.000Z"),
    news("KO", "2025-03-28T08:00:00.000Z", "https://example.com/shared"),
  ],
  KO: [news("KO", "2025-03-30T15:00:00.000Z"), news("KO", "2025-03-28T08:00:00.000Z", "https://example.com/shared")],
};
const UPDATES = { news: NEWS, filings: { KO: [filing("KO", "2025-03-29T20:05:00.000Z")] } };

describe("the holdings' news feed", () => {
  it("lists every holding's news newest first, grouped by day, a shared story once", () => {
    const feed = holdingsNewsFeed(UPDATES, ["AAPL", "KO"], null, null);
    expect(feed.map((day) => [day.day, day.items.map((entry) => `${entry.kind} ${entry.holding}`)])).toEqual([
      ["2025-03-30", ["news KO", "news AAPL"]],
      ["2025-03-29", ["filing KO"]],
      ["2025-03-28", ["news KO"]],
    ]);
    expect(feed[1]?.items[0]).toMatchObject({
      title: "10-Q filed with the SEC",
      source: "SEC EDGAR",
      url: "https://www.sec.gov/KO/2025-03-29T20:05:00.000Z/doc.htm",
    });
  });

  it("shows a story that links to a filing once, as the filing", () => {
    const story = news("KO", "2025-03-29T20:05:00.000Z", "https://www.sec.gov/KO/2025-03-29T20:05:00.000Z/doc.htm");
    const feed = holdingsNewsFeed({ ...UPDATES, news: { KO: [story] } }, ["KO"], null, null);
    expect(feed.flatMap((day) => day.items.map((entry) => entry.kind))).toEqual(["filing"]);
  });

  it("puts a story under the company it is about when that is held, else under the holding that found it", () => {
    const found = {
      news: { AAPL: [news("COST", "2025-03-27T09:00:00.000Z"), news("NVDA", "2025-03-26T09:00:00.000Z")] },
      filings: {},
    };
    const under = (only: string | null) =>
      holdingsNewsFeed(found, ["AAPL", "COST"], only, null).flatMap((day) =>
        day.items.map((entry) => `${entry.title} under ${entry.holding}${entry.foundByTerms ? ", by its terms" : ""}`),
      );
    expect(under(null)).toEqual(["COST news under COST", "NVDA news under AAPL, by its terms"]);
    expect(under("COST")).toEqual(["COST news under COST"]);
    expect(under("AAPL")).toEqual(["NVDA news under AAPL, by its terms"]);
  });

  it("shows a story another holding's terms found once, as the filing it links to", () => {
    const filingUrl = "https://www.sec.gov/KO/2025-03-29T20:05:00.000Z/doc.htm";
    const feed = holdingsNewsFeed(
      { news: { AAPL: [news("KO", "2025-03-29T20:05:00.000Z", filingUrl)] }, filings: UPDATES.filings },
      ["AAPL", "KO"],
      null,
      null,
    );
    expect(feed.flatMap((day) => day.items.map((entry) => `${entry.kind} ${entry.holding}`))).toEqual(["filing KO"]);
  });

  it("filters to one holding, and marks what came after the last visit", () => {
    const feed = holdingsNewsFeed(UPDATES, ["AAPL", "KO"], "KO", "2025-03-29T00:00:00.000Z");
    expect(feed.flatMap((day) => day.items.map((entry) => [entry.kind, entry.holding, entry.isNew]))).toEqual([
      ["news", "KO", true],
      ["filing", "KO", true],
      ["news", "KO", false],
    ]);
    expect(newCountByHolding(holdingsNewsFeed(UPDATES, ["AAPL", "KO"], null, "2025-03-29T00:00:00.000Z"))).toEqual({
      AAPL: 1,
      KO: 2,
    });
    expect(holdingsNewsFeed({ news: {}, filings: {} }, ["AAPL"], null, null)).toEqual([]);
  });

  it("remembers each visit per user and answers the one before", () => {
    const storage = memoryStorage();
    expect(lastNewsVisit(storage, "u1")).toBeNull();
    noteNewsVisit(storage, "u1", Date.UTC(2026, 0, 1));
    expect(lastNewsVisit(storage, "u1")).toBe("2026-01-01T00:00:00.000Z");
    expect(lastNewsVisit(storage, "u2")).toBeNull();
  });

  it("answers the same last visit however often a screen asks before it notes this one", () => {
    const storage = memoryStorage();
    noteNewsVisit(storage, "u1", Date.UTC(2026, 0, 1));
    expect(lastNewsVisit(storage, "u1")).toBe("2026-01-01T00:00:00.000Z");
    expect(lastNewsVisit(storage, "u1")).toBe("2026-01-01T00:00:00.000Z");
    noteNewsVisit(storage, "u1", Date.UTC(2026, 0, 2));
    expect(lastNewsVisit(storage, "u1")).toBe("2026-01-02T00:00:00.000Z");
  });
});
