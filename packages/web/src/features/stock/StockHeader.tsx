// The stock page's header: name, symbol and exchange, the price and the day's change (the quote
// query refreshes itself every minute), where the data came from, and a button that opens the
// inline chat about the company.
import {
  type CompanyProfile,
  type CompanyQuote,
  companyPageContext,
  direction,
  formatExchangeTime,
  formatPrice,
  formatSignedPercent,
  formatSignedPrice,
} from "@moatwise/core";
import { useShell } from "../../app/actors";
import { ProvenanceBadge } from "../../ui/ProvenanceBadge";

/** Opens the inline chat about this company, with what the page shows. */
function AskButton({ profile }: { readonly profile: CompanyProfile }) {
  const shell = useShell();
  const open = () =>
    shell.openInlineChat({
      pageContext: companyPageContext(profile),
      about: { symbol: profile.symbol, companyName: profile.companyName },
    });
  return (
    <button type="button" className="button stock-ask" onClick={open}>
      Ask about {profile.symbol}
    </button>
  );
}

/** The close in the exchange's zone, named: "Mar 31, 2025, 4:00 PM ET". */
const quoteTime = (quote: CompanyQuote) => formatExchangeTime(quote.timestamp * 1000, quote.exchange);

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
      <AskButton profile={profile} />
    </header>
  );
}
