// The signed-in home's market snapshot: the last price and day's change of a few large companies,
// each a link to its stock page, with where the prices came from.
import { direction, formatPrice, formatSignedPercent, MARKET_SNAPSHOT_SYMBOLS } from "@moatwise/core";
import { Link } from "wouter";
import { useData, useQueries } from "../../app/data";
import { ProvenanceBadge } from "../../ui/ProvenanceBadge";

function SnapshotRow({ symbol }: { readonly symbol: string }) {
  const { company } = useQueries();
  const quote = useData(company.quote(symbol));
  return (
    <li>
      <Link href={`/stock/${symbol}`} className="snapshot-row">
        <span className="snapshot-symbol">{symbol}</span>
        <span className="snapshot-name muted" title={quote.data?.name}>
          {quote.data?.name ?? (quote.isError ? "Unavailable" : "…")}
        </span>
        <span className="snapshot-price">{formatPrice(quote.data?.price)}</span>
        <span className={`snapshot-change change-${direction(quote.data?.changePercentage)}`}>
          {formatSignedPercent(quote.data?.changePercentage)}
        </span>
      </Link>
    </li>
  );
}

export default function MarketSnapshot() {
  const { company } = useQueries();
  const first = useData(company.quote(MARKET_SNAPSHOT_SYMBOLS[0]));
  return (
    <section className="card market-snapshot" aria-labelledby="snapshot-title">
      <div className="snapshot-heading">
        <h2 id="snapshot-title">Market snapshot</h2>
        {first.data && <ProvenanceBadge provenance={first.data.provenance} />}
      </div>
      <ul>
        {MARKET_SNAPSHOT_SYMBOLS.map((symbol) => (
          <SnapshotRow key={symbol} symbol={symbol} />
        ))}
      </ul>
    </section>
  );
}
