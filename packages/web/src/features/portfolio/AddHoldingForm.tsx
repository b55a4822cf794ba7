// Adding a company: find it by name or ticker, then add it with optional shares, cost per share,
// opened date and thesis. What was typed stays until the server has stored the holding, and a
// refusal (a symbol already held, an unknown one) is shown under the form.
import type { CompanySuggestion, NewHolding } from "@moatwise/core";
import { useEffect, useState } from "react";
import { ProblemText } from "../../ui/ProblemText";
import { CompanyPicker } from "../research/CompanyPicker";
import type { usePortfolio } from "./usePortfolio";

interface Details {
  readonly shares: string;
  readonly costPerShare: string;
  readonly openedOn: string;
  readonly thesis: string;
}
const NO_DETAILS: Details = { shares: "", costPerShare: "", openedOn: "", thesis: "" };

/** The typed fields as a new holding; blank fields are left out (a negative number goes, for the server's rule to name). */
function holdingFrom(symbol: string, details: Details): NewHolding {
  const number = (text: string) => (text.trim() === "" ? undefined : Number(text));
  const holding: Record<string, unknown> = { symbol };
  if (number(details.shares) !== undefined) holding.shares = number(details.shares);
  if (number(details.costPerShare) !== undefined) holding.costPerShare = number(details.costPerShare);
  if (details.openedOn) holding.openedOn = details.openedOn;
  if (details.thesis.trim()) holding.thesis = details.thesis.trim();
  return holding as unknown as NewHolding;
}

export function AddHoldingForm({ portfolio }: { readonly portfolio: ReturnType<typeof usePortfolio> }) {
  const { actor, context } = portfolio;
  const [company, setCompany] = useState<CompanySuggestion | null>(null);
  const [details, setDetails] = useState<Details>(NO_DETAILS);
  const adding = context.pending.some((change) => change.kind === "add");
  const added = context.added;

  useEffect(() => {
    if (!added) return;
    setCompany(null);
    setDetails(NO_DETAILS);
  }, [added]);

  const field = (name: keyof Details) => ({
    value: details[name],
    onChange: (event: { target: { value: string } }) => setDetails({ ...details, [name]: event.target.value }),
  });

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
          actor.send({ type: "holding.add", holding: holdingFrom(company.symbol, details) });
        }}
      >
        <label className="field">
          <span>Shares</span>
          <input className="input" type="number" step="any" {...field("shares")} aria-describedby="shares-hint" />
          <span id="shares-hint" className="muted">
            Empty to watch it
          </span>
        </label>
        <label className="field">
          <span>Cost per share</span>
          <input className="input" type="number" step="any" {...field("costPerShare")} />
        </label>
        <label className="field">
          <span>Opened</span>
          <input className="input" type="date" {...field("openedOn")} />
        </label>
        <label className="field portfolio-add-thesis">
          <span>Thesis</span>
          <input className="input" maxLength={280} {...field("thesis")} />
        </label>
        <div className="portfolio-add-actions">
          <button type="submit" className="button button-primary" disabled={adding}>
            {adding ? "Adding…" : "Add"}
          </button>
          <button type="button" className="button" onClick={() => setCompany(null)}>
            Choose another
          </button>
        </div>
      </form>
      <ProblemText problem={context.addProblem} />
    </section>
  );
}
