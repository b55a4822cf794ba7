// The holdings' news feed (issue 24): every holding's news and SEC filings in one list, newest
// first, grouped by day, filtered to one holding when asked, each item marked new when it was
// published after the reader's last visit. A story shows once: under the company it is about when
// that is a holding (a story about Costco that Apple's saved news terms found is Costco's), else
// under the first holding whose feed found it; a story that links to a filing shows as the filing.
import type { Filing, NewsItem } from "../schemas/company";

/**
 * Where the last visit is kept: any key-value storage (services' KeyValueStorage is one). Named
 * here so the rule needs nothing above the domain.
 */
interface VisitStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export interface FeedItem {
  readonly kind: "news" | "filing";
  /** The holding it is about, or (a story about a company not held) the holding whose feed found it. */
  readonly holding: string;
  readonly title: string;
  readonly url: string;
  /** When it was published (a filing: when the SEC accepted it), ISO. */
  readonly publishedAt: string;
  /** Who published it: the news site, or the SEC. */
  readonly source: string;
  readonly isNew: boolean;
  /** A story about a company not held, which the holding's saved news terms found. */
  readonly foundByTerms: boolean;
}

export interface FeedDay {
  /** `YYYY-MM-DD`, in UTC as the providers date their news. */
  readonly day: string;
  readonly items: ReadonlyArray<FeedItem>;
}

export interface HoldingsUpdates {
  readonly news: Readonly<Record<string, ReadonlyArray<NewsItem>>>;
  readonly filings: Readonly<Record<string, ReadonlyArray<Filing>>>;
}

const fromNews = (holding: string, item: NewsItem) => ({
  kind: "news" as const,
  holding: item.symbol ?? holding,
  title: item.title,
  url: item.url,
  publishedAt: item.publishedDate,
  source: item.publisher || item.site,
});

const fromFiling = (holding: string, filing: Filing) => ({
  kind: "filing" as const,
  holding,
  title: `${filing.formType} filed with the SEC`,
  url: filing.finalLink || filing.link,
  publishedAt: filing.acceptedDate,
  source: "SEC EDGAR",
});

/**
 * The feed: the holdings' news and filings (`only` one holding's, or all), newest first, grouped
 * by day, new when published after `lastVisit` (ISO, or none).
 */
export function holdingsNewsFeed(
  updates: HoldingsUpdates,
  holdings: ReadonlyArray<string>,
  only: string | null,
  lastVisit: string | null,
): FeedDay[] {
  const held = new Set(holdings);
  const seen = new Set<string>();
  const items: FeedItem[] = [];
  const keep = (item: Omit<FeedItem, "isNew" | "foundByTerms">, foundFor: string) => {
    if (seen.has(item.url)) return;
    seen.add(item.url);
    const foundByTerms = !held.has(item.holding);
    const holding = foundByTerms ? foundFor : item.holding;
    if (only !== null && holding !== only) return;
    items.push({ ...item, holding, foundByTerms, isNew: lastVisit !== null && item.publishedAt > lastVisit });
  };
  // Every filing before any story: a story that links to a filing shows once, as the filing.
  for (const holding of holdings)
    for (const filing of updates.filings[holding] ?? []) keep(fromFiling(holding, filing), holding);
  for (const holding of holdings)
    for (const item of updates.news[holding] ?? []) keep(fromNews(holding, item), holding);
  items.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const days: FeedDay[] = [];
  for (const entry of items) {
    const day = entry.publishedAt.slice(0, 10);
    const last = days.at(-1);
    if (last?.day === day) (last.items as FeedItem[]).push(entry);
    else days.push({ day, items: [entry] });
  }
  return days;
}

/** How many new items each holding has. */
export function newCountByHolding(days: ReadonlyArray<FeedDay>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { items } of days)
    for (const entry of items) if (entry.isNew) counts[entry.holding] = (counts[entry.holding] ?? 0) + 1;
  return counts;
}

const lastVisitKey = (owner: string) => `moatwise.portfolioNewsVisit.${owner}`;

/**
 * The visit to the feed before this one, if any: what is new is new since then. Only reads, so a
 * screen may ask again while it renders (a render React throws away asks twice).
 */
export function lastNewsVisit(storage: VisitStorage, owner: string): string | null {
  const previous = storage.get(lastVisitKey(owner));
  return previous && !Number.isNaN(Date.parse(previous)) ? previous : null;
}

/** Notes this visit to the feed (at `now`), once the screen is shown: the next visit's "last visit". */
export function noteNewsVisit(storage: VisitStorage, owner: string, now: number): void {
  storage.set(lastVisitKey(owner), new Date(now).toISOString());
}
