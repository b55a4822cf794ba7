// A company inside the portfolio (`/portfolio/{symbol}`): the holding's shares, cost per share,
// opened date and thesis above the stock page, changed in place (the portfolio machine shows the
// change at once and sends it; a refusal reloads the server's portfolio and says why).
import { formatPrice, type Holding, type HoldingUpdate } from "@moatwise/core";
import { useState } from "react";
import { Link } from "wouter";
import { ProblemText } from "../../ui/ProblemText";
import { usePortfolio } from "./usePortfolio";
import "./portfolio.css";

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

function HoldingEditor({ holding, onDone }: { readonly holding: Holding; readonly onDone: () => void }) {
  const { actor } = usePortfolio();
  const [shares, setShares] = useState(holding.shares?.toString() ?? "");
  const [cost, setCost] = useState(holding.costPerShare?.toString() ?? "");
  const [opened, setOpened] = useState(holding.openedOn ?? "");
  const [thesis, setThesis] = useState(holding.thesis ?? "");
  return (
    <form
      className="portfolio-add-form"
      onSubmit={(event) => {
        event.preventDefault();
        const change: HoldingUpdate = {
          shares: numberOrNull(shares),
          costPerShare: numberOrNull(cost),
          openedOn: opened || null,
          thesis: thesis.trim() || null,
        };
        actor.send({ type: "holding.update", id: holding.id, change });
        onDone();
      }}
    >
      <label className="field">
        <span>Shares</span>
        <input
          className="input"
          type="number"
          step="any"
          min="0"
          value={shares}
          onChange={(e) => setShares(e.target.value)}
        />
      </label>
      <label className="field">
        <span>Cost per share</span>
        <input
          className="input"
          type="number"
          step="any"
          min="0"
          value={cost}
          onChange={(e) => setCost(e.target.value)}
        />
      </label>
      <label className="field">
        <span>Opened</span>
        <input className="input" type="date" value={opened} onChange={(e) => setOpened(e.target.value)} />
      </label>
      <label className="field portfolio-add-thesis">
        <span>Thesis</span>
        <input className="input" maxLength={280} value={thesis} onChange={(e) => setThesis(e.target.value)} />
      </label>
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
  const { context } = usePortfolio();
  const [editing, setEditing] = useState(false);
  const holding = context.holdings.find((held) => held.symbol === symbol);
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
      <ProblemText problem={context.problem} />
    </section>
  );
}
