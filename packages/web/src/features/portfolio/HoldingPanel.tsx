// A company inside the portfolio (`/portfolio/{symbol}`): the holding's shares, cost per share,
// opened date and thesis above the stock page, changed in place (the portfolio machine shows the
// change at once and sends it; a refusal reloads the server's portfolio and says why, in words
// under the field it is about, the editor still holding what was typed).
import {
  formatPrice,
  type Holding,
  type HoldingText,
  holdingFields,
  holdingProblems,
  holdingText,
} from "@moatwise/core";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { ProblemText } from "../../ui/ProblemText";
import { HoldingFields } from "./HoldingFields";
import { usePortfolio } from "./usePortfolio";
import "./portfolio.css";

/** The holding's fields, open until the change is kept; a refusal leaves what was typed, its problems under it. */
function HoldingEditor({ holding, onDone }: { readonly holding: Holding; readonly onDone: () => void }) {
  const portfolio = usePortfolio();
  const [text, setText] = useState<HoldingText>(() => holdingText(holding));
  const [sent, setSent] = useState(false);
  const problems = holdingProblems(portfolio.problem);
  useEffect(() => {
    if (!sent || portfolio.updating) return;
    if (portfolio.problem) setSent(false);
    else onDone();
  }, [sent, portfolio.updating, portfolio.problem, onDone]);
  return (
    <form
      className="portfolio-add-form"
      onSubmit={(event) => {
        event.preventDefault();
        portfolio.dismissProblem();
        portfolio.update(holding.id, holdingFields(text));
        setSent(true);
      }}
    >
      <HoldingFields text={text} onChange={setText} problems={problems.fields} />
      <div className="portfolio-add-actions">
        <button type="submit" className="button button-primary">
          Save
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function HoldingPanel({ symbol }: { readonly symbol: string }) {
  const portfolio = usePortfolio();
  const [editing, setEditing] = useState(false);
  const holding = portfolio.holdingOf(symbol);
  return (
    <section className="card portfolio-add holding-panel" aria-label="Your holding">
      <p className="muted">
        <Link href="/portfolio/dashboard">← Portfolio</Link>
      </p>
      {!holding && <p>{symbol} is not in your portfolio. Add it from the dashboard.</p>}
      {holding && !editing && (
        <div className="holding-summary">
          <span>
            {holding.shares ? `${holding.shares} shares` : "Watching"}
            {holding.costPerShare !== null && ` · cost ${formatPrice(holding.costPerShare)}`}
            {holding.openedOn && ` · opened ${holding.openedOn}`}
          </span>
          {holding.thesis && <span className="holding-thesis">{holding.thesis}</span>}
          <button type="button" className="button button-small" onClick={() => setEditing(true)}>
            Edit holding
          </button>
        </div>
      )}
      {holding && editing && <HoldingEditor holding={holding} onDone={() => setEditing(false)} />}
      <ProblemText problem={holdingProblems(portfolio.problem).general} />
    </section>
  );
}
