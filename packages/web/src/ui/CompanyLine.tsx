// One company on a line: ticker, name (cut with an ellipsis) and exchange, when the list names one. The element around it
// carries the `company-line` class, which lays the three out.
import type { CompanySuggestion } from "@moatwise/core";

export function CompanyLine({ company }: { company: CompanySuggestion }) {
  return (
    <>
      <span className="company-line-symbol">{company.symbol}</span>
      <span className="company-line-name">{company.name}</span>
      {company.exchange && <span className="company-line-exchange">{company.exchange}</span>}
    </>
  );
}
