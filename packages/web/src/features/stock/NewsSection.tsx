// News: the company's news, widened by the search terms the user keeps for it (news preferences,
// saved to the account). Typed terms stay in the box when a save fails.
import { formatDate, type NewsItem, searchTermsFrom, searchTermsLine } from "@moatwise/core";
import { useState } from "react";
import { useData, useQueries } from "../../app/data";
import { useMutation, useMutations } from "../../app/mutations";
import { BusyButton } from "../../ui/BusyButton";
import { LoadError } from "../../ui/LoadError";
import { ProvenanceBadge } from "../../ui/ProvenanceBadge";
import { Skeleton } from "../../ui/Skeleton";

function NewsRow({ item, symbol }: { readonly item: NewsItem; readonly symbol: string }) {
  return (
    <li className="news-item">
      <a className="news-title" href={item.url} target="_blank" rel="noopener noreferrer">
        {item.title}
      </a>
      <div className="news-meta muted">
        {item.symbol && item.symbol !== symbol && <span className="form-badge">{item.symbol}</span>}
        <span>{item.publisher}</span>
        <span>{item.site}</span>
        <time dateTime={item.publishedDate}>{formatDate(item.publishedDate)}</time>
      </div>
      <p className="news-text">{item.text}</p>
    </li>
  );
}

function SearchTerms({
  symbol,
  companyName,
  saved,
}: {
  readonly symbol: string;
  readonly companyName: string;
  readonly saved: ReadonlyArray<string>;
}) {
  const [line, setLine] = useState(searchTermsLine(saved));
  const saving = useMutation(useMutations().company.saveNewsTerms(symbol, companyName));
  const save = (terms: ReadonlyArray<string>) =>
    saving.run(terms, { onSuccess: (stored) => setLine(searchTermsLine(stored.custom_search_terms)) });

  return (
    <form
      className="news-terms"
      onSubmit={(event) => {
        event.preventDefault();
        save(searchTermsFrom(line));
      }}
    >
      <label className="field">
        <span>Also show news that mentions</span>
        <input
          className="input"
          value={line}
          placeholder="Terms separated by commas, e.g. iPhone, App Store"
          onChange={(event) => setLine(event.target.value)}
          aria-invalid={saving.problem !== null}
          aria-describedby={saving.problem ? "news-terms-problem" : undefined}
        />
      </label>
      <BusyButton type="submit" className="button" busy={saving.busy} busyLabel="Saving…">
        Save terms
      </BusyButton>
      {saved.length > 0 && (
        <ul className="term-chips" aria-label="Saved terms">
          {saved.map((term) => (
            <li key={term}>
              {term}
              <button
                type="button"
                className="chip-remove"
                aria-label={`Remove ${term}`}
                disabled={saving.busy}
                onClick={() => save(saved.filter((kept) => kept !== term))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {saving.problem && (
        <p id="news-terms-problem" className="field-error" role="alert">
          {saving.problem}
        </p>
      )}
    </form>
  );
}

export function NewsSection({ symbol, companyName }: { readonly symbol: string; readonly companyName: string }) {
  const { company } = useQueries();
  const preferences = useData(company.newsPreferences());
  const news = useData(company.news({ symbol, company_name: companyName }));
  const saved = preferences.data?.preferences.find((preference) => preference.symbol === symbol)?.custom_search_terms;
  return (
    <section className="card news" aria-labelledby="news-title">
      <div className="section-heading">
        <h2 id="news-title">News</h2>
        {news.data && <ProvenanceBadge provenance={news.data.provenance} />}
      </div>
      {preferences.isError && <LoadError error={preferences.error} onRetry={() => preferences.refetch()} />}
      {preferences.data && (
        <SearchTerms key={(saved ?? []).join("\n")} symbol={symbol} companyName={companyName} saved={saved ?? []} />
      )}
      {news.isPending && <Skeleton className="table-skeleton" label="Loading news" />}
      {news.isError && <LoadError error={news.error} onRetry={() => news.refetch()} />}
      {news.data && news.data.items.length === 0 && <p className="muted">No news about {companyName} yet.</p>}
      {news.data && news.data.items.length > 0 && (
        <ul className="news-list">
          {news.data.items.map((item) => (
            <NewsRow key={`${item.url}:${item.title}`} item={item} symbol={symbol} />
          ))}
        </ul>
      )}
    </section>
  );
}
