// The stock page's header: name, symbol and exchange, the price and the day's change (the quote
// query refreshes itself every minute), and where the data came from.
import {
  type CompanyProfile,
  type CompanyQuote,
  direction,
  formatPrice,
  formatSignedPercent,
  formatSignedPrice,
} from "@moatwise/core";
import { ProvenanceBadge } from "./ProvenanceBadge";

const quoteTime = (quote: CompanyQuote) =>
  new Date(quote.timestamp * 1000).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function StockHeader({ profile, quote }: { readonly profile: CompanyProfile; readonly quote?: CompanyQuote }) {
  const change = quote?.changePercentage ?? profile.changePercentage;
  return (
    <header className="stock-header">
      <div className="stock-title">
        <h1>{profile.companyName}</h1>
        <p className="muted">
          <span className="stock-symbol">{profile.symbol}</span> · {profile.exchangeFullName}
          {profile.sector ? ` · ${profile.sector}` : ""}
        </p>
      </div>
      <div className="stock-quote" aria-live="polite">
        <span className="stock-price">{formatPrice(quote?.price ?? profile.price)}</span>
        <span className={`stock-change change-${direction(change)}`}>
          {formatSignedPrice(quote?.change ?? profile.change)} ({formatSignedPercent(change)})
        </span>
        <span className="stock-quote-meta muted">
          {quote ? `At close ${quoteTime(quote)}` : "Quote loading…"}{" "}
          <ProvenanceBadge provenance={quote?.provenance ?? profile.provenance} />
        </span>
      </div>
    </header>
  );
}
