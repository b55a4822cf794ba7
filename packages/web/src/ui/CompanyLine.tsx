// A company in a list of matches: ticker, name and exchange, and "No data" when the configured
// providers have none on it, so choosing it never leads to an empty page unannounced.
import type { CompanySuggestion } from "@moatwise/core";

export const NO_DATA_LABEL = "No data";

export function CompanyLine({ company }: { company: CompanySuggestion }) {
  return (
    <>
      <span className="company-line-symbol">{company.symbol}</span>
      <span className="company-line-name">{company.name}</span>
      {company.hasData === false ? (
        <span className="company-line-nodata" title="Moatwise's data providers have no data on this company">
          {NO_DATA_LABEL}
        </span>
      ) : (
        company.exchange && <span className="company-line-exchange">{company.exchange}</span>
      )}
    </>
  );
}
