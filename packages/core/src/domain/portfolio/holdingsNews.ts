// The holdings' news feed (issue 24): every holding's news in one list, newest first, grouped by
// day, filtered to one holding when asked, each item marked new when it was published after the
// reader's last visit. A story several holdings share shows once, under the first holding.
import type { NewsItem } from "../../api/schemas/company";
import type { KeyValueStorage } from "../../services/storage";

export interface FeedItem {
  readonly item: NewsItem;
  /** The holding whose news it is. */
  readonly holding: string;
  readonly isNew: boolean;
}

export interface FeedDay {
  /** `YYYY-MM-DD`, in UTC as the providers date their news. */
  readonly day: string;
  readonly items: ReadonlyArray<FeedItem>;
}

/** The feed: `bySymbol` in the holdings' order, `only` one holding (or all), new since `lastVisit` (ISO, or none). */
export function holdingsNewsFeed(
  bySymbol: Readonly<Record<string, ReadonlyArray<NewsItem>>>,
  holdings: ReadonlyArray<string>,
  only: string | null,
  lastVisit: string | null,
): FeedDay[] {
  const seen = new Set<string>();
  const items: FeedItem[] = [];
  for (const holding of holdings) {
    if (only !== null && holding !== only) continue;
    for (const item of bySymbol[holding] ?? []) {
      if (seen.has(item.url)) continue;
      seen.add(item.url);
      items.push({ item, holding, isNew: lastVisit !== null && item.publishedDate > lastVisit });
    }
  }
  items.sort((a, b) => b.item.publishedDate.localeCompare(a.item.publishedDate));
  const days: FeedDay[] = [];
  for (const entry of items) {
    const day = entry.item.publishedDate.slice(0, 10);
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

/** Notes this visit to the feed (at `now`) and answers the one before, if any: what is new is new since then. */
export function markNewsVisit(storage: KeyValueStorage, owner: string, now: number): string | null {
  const previous = storage.get(lastVisitKey(owner));
  storage.set(lastVisitKey(owner), new Date(now).toISOString());
  return previous && !Number.isNaN(Date.parse(previous)) ? previous : null;
}
