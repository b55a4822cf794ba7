// News (data-areas §7): a company's news widened by the user's own search terms, market news of
// the last few days, the batch call for a list of tickers, and the stored terms per user and
// company (news preferences). "The last N days" counts back from when the data was current, so
// the bundled sample set (current at its cut-off) answers the same way a live provider does.
import {
  GENERAL_NEWS_DEFAULT_DAYS,
  mentions,
  type NewsItem,
  type NewsPreference,
  searchTermsFrom,
  searchTermsLine,
} from "@moatwise/core";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { newsPreferences } from "../../db/schema";
import { orNullWhenNotFound } from "../areaFailure";
import { mapLimited } from "../mapLimited";
import type { MarketData } from "../market/marketData";

const DAY_MS = 86_400_000;
/** The most items one answer carries. */
export const NEWS_ITEMS_MAX = 50;
/** How many companies' news a batch asks the providers for at once. */
const NEWS_AT_ONCE = 8;

const newestFirst = (a: NewsItem, b: NewsItem) => b.publishedDate.localeCompare(a.publishedDate);
const sameStory = (a: NewsItem, b: NewsItem) => a.url === b.url && a.title === b.title;

function withinDays(items: ReadonlyArray<NewsItem>, asOf: string, days: number) {
  const since = Date.parse(asOf) - days * DAY_MS;
  return items.filter((item) => Date.parse(item.publishedDate) >= since);
}

/** `first`, then the items of `more` not already in it, newest first. */
function merged(first: ReadonlyArray<NewsItem>, more: ReadonlyArray<NewsItem>) {
  const extra = more.filter((item) => !first.some((known) => sameStory(known, item)));
  return [...first, ...extra].sort(newestFirst).slice(0, NEWS_ITEMS_MAX);
}

export function newsService(marketData: MarketData, db: Database) {
  /** The market news that mentions any of `terms`; none when there are no terms. */
  async function newsMentioning(terms: ReadonlyArray<string>) {
    if (terms.length === 0) return [];
    const general = await marketData.generalNews();
    return general.data.filter((item) => terms.some((term) => mentions(item, term)));
  }

  async function savedTermsBySymbol(userId: string): Promise<Map<string, ReadonlyArray<string>>> {
    const rows = await db
      .select({ symbol: newsPreferences.symbol, terms: newsPreferences.customSearchTerms })
      .from(newsPreferences)
      .where(eq(newsPreferences.userId, userId));
    return new Map(rows.map((row) => [row.symbol, row.terms]));
  }

  async function storedTerms(userId: string, symbol: string): Promise<ReadonlyArray<string>> {
    const rows = await db
      .select({ terms: newsPreferences.customSearchTerms })
      .from(newsPreferences)
      .where(and(eq(newsPreferences.userId, userId), eq(newsPreferences.symbol, symbol)));
    return rows[0]?.terms ?? [];
  }

  return {
    /** The company's news plus market news mentioning the terms (given, else the user's stored ones). */
    async companyNews(userId: string, symbol: string, terms: ReadonlyArray<string> | undefined) {
      const upper = symbol.toUpperCase();
      const own = await marketData.news(upper);
      const extra = await newsMentioning(terms ?? (await storedTerms(userId, upper)));
      return { items: merged(own.data, extra), provenance: own.provenance };
    },

    /** Market news of the last `days` days; about one company when `symbol` is given. */
    async generalNews(symbol: string | undefined, days = GENERAL_NEWS_DEFAULT_DAYS) {
      const source = symbol ? await marketData.news(symbol.toUpperCase()) : await marketData.generalNews();
      const items = withinDays(source.data, source.provenance.asOf, days);
      return { items: items.slice(0, NEWS_ITEMS_MAX), provenance: source.provenance };
    },

    /**
     * Each ticker's news of the last `days` days, widened by the user's saved terms for it; the
     * provenance of the first answer. A whole portfolio's tickers are asked a few at a time.
     */
    async batch(userId: string, symbols: ReadonlyArray<string>, days = GENERAL_NEWS_DEFAULT_DAYS) {
      const unique = [...new Set(symbols.map((symbol) => symbol.toUpperCase()))];
      const saved = await savedTermsBySymbol(userId);
      const answers = await mapLimited(unique, NEWS_AT_ONCE, async (symbol) => {
        // A company no provider has news of has none (a portfolio may hold it all the same).
        const own = await orNullWhenNotFound(marketData.news(symbol));
        if (!own) return { items: [], provenance: null };
        const extra = await newsMentioning(saved.get(symbol) ?? []);
        return { items: withinDays(merged(own.data, extra), own.provenance.asOf, days), provenance: own.provenance };
      });
      const bySymbol: Record<string, NewsItem[]> = {};
      answers.forEach((answer, index) => {
        bySymbol[unique[index] as string] = answer.items;
      });
      const provenance = answers.find((answer) => answer.provenance)?.provenance;
      return { bySymbol, provenance: provenance ?? (await marketData.generalNews()).provenance };
    },

    async preferences(userId: string): Promise<{ preferences: NewsPreference[] }> {
      const rows = await db
        .select()
        .from(newsPreferences)
        .where(eq(newsPreferences.userId, userId))
        .orderBy(asc(newsPreferences.symbol));
      return {
        preferences: rows.map((row) => ({ symbol: row.symbol, custom_search_terms: [...row.customSearchTerms] })),
      };
    },

    /** Stores the user's terms for a company, replacing earlier ones. */
    async savePreference(userId: string, preference: NewsPreference): Promise<NewsPreference> {
      const symbol = preference.symbol.toUpperCase();
      const terms = searchTermsFrom(searchTermsLine(preference.custom_search_terms));
      await db
        .insert(newsPreferences)
        .values({ userId, symbol, customSearchTerms: terms })
        .onConflictDoUpdate({
          target: [newsPreferences.userId, newsPreferences.symbol],
          set: { customSearchTerms: terms, updatedAt: new Date() },
        });
      return { symbol, custom_search_terms: terms };
    },
  };
}

export type NewsService = ReturnType<typeof newsService>;
