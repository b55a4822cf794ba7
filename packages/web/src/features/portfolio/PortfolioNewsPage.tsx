// The holdings' news (issue 24): one batch call for every holding's news (none for an empty
// portfolio) and one for their recent SEC filings, newest first, grouped by day, filtered by
// holding, each item with its source and provenance, and what came since the last visit marked
// new. The user's saved news terms apply on the server.
import {
  browserLocalStorage,
  formatDate,
  formatDateTime,
  formatShortDateTime,
  holdingsNewsFeed,
  lastNewsVisit,
  newCountByHolding,
  noteNewsVisit,
  PORTFOLIO_NEWS_DEFAULT_DAYS,
  selectDeviceOwner,
  systemClock,
} from "@moatwise/core";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { AuthActor } from "../../app/actors";
import { useData, useQueries } from "../../app/data";
import { LoadError } from "../../ui/LoadError";
import { ProvenanceBadge } from "../../ui/ProvenanceBadge";
import { usePortfolio } from "./usePortfolio";
import "./portfolio.css";

const deviceStorage = browserLocalStorage();
const SPANS = [1, 7, 30, 90] as const;

/** "Mar 30, 2025": the day, as the providers date their news (UTC). */
const dayHeading = (day: string) => formatDate(`${day}T12:00:00Z`, { timeZone: "UTC" });

export default function PortfolioNewsPage() {
  const portfolio = usePortfolio();
  const owner = AuthActor.useSelector(selectDeviceOwner);
  // Read while rendering (a render React throws away reads again, with the same answer); this visit
  // is noted only once the page is shown.
  const [lastVisit] = useState(() => lastNewsVisit(deviceStorage, owner));
  useEffect(() => noteNewsVisit(deviceStorage, owner, systemClock.now()), [owner]);
  const [days, setDays] = useState<number>(PORTFOLIO_NEWS_DEFAULT_DAYS);
  const [only, setOnly] = useState<string | null>(null);
  const { company, workspace } = useQueries();
  const symbols = portfolio.symbols;
  const batch = useData(company.generalNewsBatch(symbols, { days }));
  const filings = useData(workspace.portfolioFilings(symbols, days));
  const updates = { news: batch.data?.bySymbol ?? {}, filings: filings.data?.bySymbol ?? {} };
  const all = holdingsNewsFeed(updates, symbols, null, lastVisit);
  const feed = only === null ? all : holdingsNewsFeed(updates, symbols, only, lastVisit);
  const newCounts = newCountByHolding(all);

  return (
    <main className="page portfolio-page">
      <header className="portfolio-header">
        <div>
          <h1>Portfolio news</h1>
          <p className="muted">
            {lastVisit
              ? `New since your last visit, ${formatDateTime(lastVisit)}, is marked.`
              : "News and SEC filings of every company in your portfolio, newest first."}
          </p>
        </div>
        {batch.data?.provenance && <ProvenanceBadge provenance={batch.data.provenance} />}
      </header>

      {symbols.length === 0 ? (
        <section className="card portfolio-empty">
          <h2>No holdings yet</h2>
          <p>
            Add companies on the <Link href="/portfolio/dashboard">dashboard</Link> and their news gathers here.
          </p>
        </section>
      ) : (
        <>
          <div className="portfolio-news-filters">
            <select
              className="input"
              aria-label="Holding"
              value={only ?? ""}
              onChange={(event) => setOnly(event.target.value || null)}
            >
              <option value="">All holdings</option>
              {symbols.map((symbol) => (
                <option key={symbol} value={symbol}>
                  {symbol}
                  {newCounts[symbol] ? ` (${newCounts[symbol]} new)` : ""}
                </option>
              ))}
            </select>
            <select
              className="input"
              aria-label="Span"
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
            >
              {SPANS.map((span) => (
                <option key={span} value={span}>
                  {span === 1 ? "Last day" : `Last ${span} days`}
                </option>
              ))}
            </select>
          </div>
          {batch.isPending && <p className="muted">Loading news…</p>}
          {batch.isError && <LoadError error={batch.error} onRetry={() => batch.refetch()} />}
          {filings.isError && <LoadError error={filings.error} onRetry={() => filings.refetch()} />}
          {batch.data && feed.length === 0 && (
            <p className="muted">
              No news in this span. Try a longer one, or add search terms on a company's News tab.
            </p>
          )}
          {feed.map((day) => (
            <section key={day.day} className="news-day" aria-label={dayHeading(day.day)}>
              <h2>{dayHeading(day.day)}</h2>
              {day.items.map((item) => (
                <article key={item.url} className={`news-item news-item-${item.kind}`}>
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {item.isNew && <span className="news-new">New</span>}
                    {item.kind === "filing" && <span className="news-filing">Filing</span>}
                    {item.title}
                  </a>
                  <span className="muted">
                    <Link href={`/portfolio/${encodeURIComponent(item.holding)}`}>{item.holding}</Link>
                    {item.foundByTerms && " (by your news terms)"} · {item.source} ·{" "}
                    {formatShortDateTime(item.publishedAt)}
                  </span>
                </article>
              ))}
            </section>
          ))}
        </>
      )}
    </main>
  );
}
