// The portfolio dashboard (issue 24): totals, the allocation by sector, and the holdings with
// their quotes (asked again each minute), sortable and reorderable; adding by company search,
// removing with undo, importing and exporting CSV. The portfolio machine decides; this renders.
import {
  direction,
  formatPrice,
  formatSignedPrice,
  formatSignedRatio,
  OWN_ORDER,
  type PortfolioSort,
  portfolioRows,
  portfolioTotals,
  sectorAllocation,
  sortedRows,
} from "@moatwise/core";
import { useState } from "react";
import { useData, useQueries } from "../../app/data";
import { LoadError } from "../../ui/LoadError";
import { ProvenanceBadge } from "../../ui/ProvenanceBadge";
import { AddHoldingForm } from "./AddHoldingForm";
import { CsvButtons } from "./CsvButtons";
import { HoldingsTable } from "./HoldingsTable";
import { SectorAllocation } from "./SectorAllocation";
import { usePortfolio } from "./usePortfolio";
import "./portfolio.css";

export default function PortfolioDashboardPage() {
  const portfolio = usePortfolio();
  const { workspace } = useQueries();
  const symbols = portfolio.symbols;
  const quotes = useData(workspace.portfolioQuotes(symbols));
  const [sort, setSort] = useState<PortfolioSort>(OWN_ORDER);
  const rows = portfolioRows(portfolio.holdings, quotes.data?.quotes ?? []);
  const totals = portfolioTotals(rows);
  const empty = portfolio.isEmpty;

  return (
    <main className="page portfolio-page">
      <header className="portfolio-header">
        <div>
          <h1>Portfolio</h1>
          <p className="muted">
            {empty
              ? "Companies you hold or watch, with their quotes and news."
              : `${totals.holdings} held · ${totals.watched} watched`}
            {portfolio.saving && <span className="portfolio-saving"> · Saving…</span>}
          </p>
        </div>
        <CsvButtons portfolio={portfolio} />
      </header>

      {portfolio.loadProblem && (
        <div className="alert alert-info" role="status">
          <span>Showing the copy on this device: the server could not be reached ({portfolio.loadProblem}).</span>
          <button type="button" className="button button-small" onClick={portfolio.reload}>
            Try again
          </button>
        </div>
      )}
      {portfolio.problem && (
        <div className="alert alert-error" role="alert">
          <span>{portfolio.problem} Your portfolio was read again from the server.</span>
          <button type="button" className="link-button" onClick={portfolio.dismissProblem}>
            Dismiss
          </button>
        </div>
      )}

      {!empty && (
        <section className="portfolio-summary" aria-label="Totals">
          <div className="card portfolio-figure">
            <span className="muted">Value</span>
            <strong data-testid="portfolio-value">{formatPrice(totals.value)}</strong>
          </div>
          <div className="card portfolio-figure">
            <span className="muted">Day change</span>
            <strong className={`change-${direction(totals.dayGain)}`}>
              {formatSignedPrice(totals.dayGain)} ({formatSignedRatio(totals.dayChangePercent)})
            </strong>
          </div>
          <div className="card portfolio-figure">
            <span className="muted">Gain since cost</span>
            <strong className={`change-${direction(totals.gain)}`}>
              {totals.cost > 0 ? `${formatSignedPrice(totals.gain)} (${formatSignedRatio(totals.gainPercent)})` : "—"}
            </strong>
          </div>
          <SectorAllocation slices={sectorAllocation(rows)} />
        </section>
      )}

      <AddHoldingForm portfolio={portfolio} />

      {empty ? (
        <section className="card portfolio-empty">
          <h2>Start your portfolio</h2>
          <ol>
            <li>Find a company above and add it. Leave shares empty to watch it.</li>
            <li>Add shares and a cost per share to see its value and your gain.</li>
            <li>Or import a CSV with a symbol column (and shares, cost per share, opened, thesis).</li>
          </ol>
        </section>
      ) : (
        <section className="portfolio-holdings" aria-label="Holdings">
          {quotes.isError && <LoadError error={quotes.error} onRetry={() => quotes.refetch()} />}
          <HoldingsTable portfolio={portfolio} rows={sortedRows(rows, sort)} sort={sort} onSort={setSort} />
          {quotes.data?.provenance && <ProvenanceBadge provenance={quotes.data.provenance} />}
        </section>
      )}

      {portfolio.undoable && (
        <div className="portfolio-undo" role="status">
          <span>Removed {portfolio.undoable.symbol}.</span>
          <button type="button" className="button button-small" onClick={portfolio.undo}>
            Undo
          </button>
        </div>
      )}
    </main>
  );
}
