// /companies: the companies the data covers, from the server (GET /company/covered), grouped by
// sector, each opening its page; what the data is and how current, said above the list.
import { type CoveredCompany, coverageSummary, provenanceDescription } from "@moatwise/core";
import { Link } from "wouter";
import { useData, useQueries } from "../../app/data";
import { LoadError } from "../../ui/LoadError";
import "./companies.css";

function bySector(companies: ReadonlyArray<CoveredCompany>): Array<[string, CoveredCompany[]]> {
  const groups = new Map<string, CoveredCompany[]>();
  for (const company of companies) {
    const sector = company.sector ?? "Other";
    groups.set(sector, [...(groups.get(sector) ?? []), company]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

export default function CoveredCompaniesPage() {
  const { company } = useQueries();
  const covered = useData(company.covered());
  return (
    <main className="page covered-page">
      <h1>Companies in the data</h1>
      {covered.isPending && <p className="page-loading">Loading the companies…</p>}
      {covered.isError && <LoadError error={covered.error} onRetry={() => covered.refetch()} />}
      {covered.data && (
        <>
          <p className="lede">{coverageSummary(covered.data)}</p>
          <p className="muted covered-provenance">{provenanceDescription(covered.data.provenance)}</p>
          {bySector(covered.data.companies).map(([sector, companies]) => (
            <section key={sector} className="covered-sector" aria-label={sector}>
              <h2>{sector}</h2>
              <ul className="covered-list">
                {companies.map((listed) => (
                  <li key={listed.symbol}>
                    <Link
                      href={`/stock/${encodeURIComponent(listed.symbol)}`}
                      state={{ companyName: listed.name }}
                      className="card company-line covered-company"
                    >
                      <span className="company-line-symbol">{listed.symbol}</span>
                      <span className="company-line-name">{listed.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </main>
  );
}
