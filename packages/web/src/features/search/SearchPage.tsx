// /search?q=…: the companies matching the text, ranked as the search box ranks them (core's
// rankCompanies), and a way to ask the assistant about it instead.
import { rankCompanies, searchErrorText } from "@moatwise/core";
import { Link, useSearch } from "wouter";
import { useData, useQueries } from "../../app/data";
import { useSearchNavigation } from "../../shell/useSearchNavigation";
import { CompanyLine } from "../../ui/CompanyLine";
import { Icon } from "../../ui/Icon";
import "./search.css";

export default function SearchPage() {
  const query = (new URLSearchParams(useSearch()).get("q") ?? "").trim();
  return (
    <main className="page search-page">
      <h1>{query ? `Results for “${query}”` : "Search"}</h1>
      {query ? (
        <Results query={query} />
      ) : (
        <p className="lede">Type a company name, a ticker or a question in the search box.</p>
      )}
    </main>
  );
}

function Results({ query }: { query: string }) {
  const { company } = useQueries();
  const results = useData(company.search(query));
  const go = useSearchNavigation();

  return (
    <>
      <button type="button" className="card search-ask" onClick={() => go({ kind: "chat", message: query })}>
        <Icon name="chat" />
        <span>
          <strong>Ask the assistant</strong>
          <span className="search-ask-text">“{query}”</span>
        </span>
        <Icon name="arrowRight" />
      </button>
      <h2 className="search-section-title">Companies</h2>
      {results.isPending ? (
        <p className="page-loading" aria-busy="true">
          Searching…
        </p>
      ) : results.isError ? (
        <p className="alert alert-error" role="alert">
          {searchErrorText(results.error)}
        </p>
      ) : results.data.results.length === 0 ? (
        <p className="lede">No companies match “{query}”. Check the spelling, try the ticker, or ask the assistant.</p>
      ) : (
        <>
          <ul className="search-results">
            {rankCompanies(query, results.data.results).map((match) => (
              <li key={match.symbol}>
                <Link
                  href={`/stock/${encodeURIComponent(match.symbol)}`}
                  state={{ companyName: match.name }}
                  className="card company-line search-result"
                >
                  <CompanyLine company={match} />
                </Link>
              </li>
            ))}
          </ul>
          <p className="search-provenance">
            Listings: {results.data.results.length} shown, from the bundled list of US-listed companies (not live).
          </p>
        </>
      )}
    </>
  );
}
