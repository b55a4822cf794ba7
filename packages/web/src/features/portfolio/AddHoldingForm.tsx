// Adding a company: find it by name or ticker, then add it with optional shares, cost per share,
// opened date and thesis. What was typed stays until the server has stored the holding; a refusal
// is said in words under the field it is about, and one about the company (already held, unknown)
// under the form.
import {
  type CompanySuggestion,
  type HoldingText,
  holdingFields,
  holdingProblems,
  NO_HOLDING_TEXT,
} from "@moatwise/core";
import { useEffect, useState } from "react";
import { ProblemText } from "../../ui/ProblemText";
import { CompanyPicker } from "../research/CompanyPicker";
import { HoldingFields } from "./HoldingFields";
import type { usePortfolio } from "./usePortfolio";

export function AddHoldingForm({ portfolio }: { readonly portfolio: ReturnType<typeof usePortfolio> }) {
  const [company, setCompany] = useState<CompanySuggestion | null>(null);
  const [text, setText] = useState<HoldingText>(NO_HOLDING_TEXT);
  const adding = portfolio.adding;
  const added = portfolio.added;
  const problems = holdingProblems(portfolio.addProblem);

  useEffect(() => {
    if (!added) return;
    setCompany(null);
    setText(NO_HOLDING_TEXT);
  }, [added]);

  if (!company) {
    return (
      <section className="card portfolio-add" aria-label="Add a company">
        <h2>Add a company</h2>
        <CompanyPicker inputId="portfolio-company" onChoose={setCompany} />
        {added && added.count === 1 && <p className="muted">Added {added.symbols[0]}.</p>}
      </section>
    );
  }
  return (
    <section className="card portfolio-add" aria-label="Add a company">
      <h2>
        Add {company.name} <span className="muted">{company.symbol}</span>
      </h2>
      <form
        className="portfolio-add-form"
        onSubmit={(event) => {
          event.preventDefault();
          portfolio.add({ symbol: company.symbol, ...holdingFields(text) });
        }}
      >
        <HoldingFields text={text} onChange={setText} problems={problems.fields} />
        <div className="portfolio-add-actions">
          <button type="submit" className="button button-primary" disabled={adding}>
            {adding ? "Adding…" : "Add"}
          </button>
          <button type="button" className="button" onClick={() => setCompany(null)}>
            Choose another
          </button>
        </div>
      </form>
      <ProblemText problem={problems.general} />
    </section>
  );
}
