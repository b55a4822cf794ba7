// Choosing the company of a new draft: the user types a name or ticker and searches, then picks
// one of the companies found. (The search runs on Find, so this form needs no search-as-you-type
// machine of its own.)
import { COMPANY_SEARCH_MIN_CHARS, type CompanySuggestion } from "@moatwise/core";
import { useState } from "react";
import { useData, useQueries } from "../../app/data";
import { LoadError } from "../../ui/LoadError";

export function CompanyPicker({
  onChoose,
  inputId = "research-company",
}: {
  readonly onChoose: (company: CompanySuggestion) => void;
  readonly inputId?: string;
}) {
  const [text, setText] = useState("");
  const [asked, setAsked] = useState("");
  const { company } = useQueries();
  const searching = asked.length >= COMPANY_SEARCH_MIN_CHARS;
  const found = useData({ ...company.search(asked), enabled: searching });
  return (
    <div className="company-picker">
      <form
        className="company-picker-search"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(text.trim());
        }}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          Company
        </label>
        <input
          id={inputId}
          className="input"
          value={text}
          placeholder="Company name or ticker, e.g. AAPL"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button" disabled={text.trim().length < COMPANY_SEARCH_MIN_CHARS}>
          Find
        </button>
      </form>
      {searching && found.isPending && <p className="muted">Searching…</p>}
      {searching && found.isError && <LoadError error={found.error} onRetry={() => found.refetch()} />}
      {found.data && found.data.results.length === 0 && (
        <p className="muted">No company matches “{asked}”. Try its ticker.</p>
      )}
      {found.data && found.data.results.length > 0 && (
        <ul className="company-picker-results" aria-label="Companies found">
          {found.data.results.slice(0, 8).map((suggestion) => (
            <li key={suggestion.symbol}>
              <button type="button" className="button company-choice" onClick={() => onChoose(suggestion)}>
                <strong>{suggestion.name}</strong>{" "}
                <span className="muted">
                  {suggestion.symbol}
                  {suggestion.exchange ? ` · ${suggestion.exchange}` : ""}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
