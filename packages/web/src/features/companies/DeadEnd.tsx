// A page with nothing to show for what was asked (a company outside the data, a report that does
// not exist), said as an expected state with ways on: a few covered companies and the list of
// them, the search, and the assistant with a question to ask. Its words come from core.
import { COVERED_COMPANIES_PATH, COVERED_EXAMPLES_MAX, type DeadEnd, shortCompanyName } from "@moatwise/core";
import { Link } from "wouter";
import { useData, useQueries } from "../../app/data";
import { ShellSearchBox } from "../../shell/ShellSearchBox";
import { useSearchNavigation } from "../../shell/useSearchNavigation";
import "./companies.css";

export function DeadEndPanel({ deadEnd }: { readonly deadEnd: DeadEnd }) {
  const { company } = useQueries();
  const covered = useData(company.covered());
  const go = useSearchNavigation();
  const examples = covered.data?.companies.slice(0, COVERED_EXAMPLES_MAX) ?? [];
  return (
    <section className="card dead-end" aria-labelledby="dead-end-title">
      <h2 id="dead-end-title">{deadEnd.title}</h2>
      <p>{deadEnd.text}</p>
      {examples.length > 0 && (
        <ul className="dead-end-companies" aria-label="Companies in the data">
          {examples.map((listed) => (
            <li key={listed.symbol}>
              <Link href={`/stock/${encodeURIComponent(listed.symbol)}`} state={{ companyName: listed.name }}>
                {shortCompanyName(listed.name)} ({listed.symbol})
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ShellSearchBox onGo={go} placeholder="Search a company, or ask a question" />
      <div className="dead-end-actions">
        <Link href={COVERED_COMPANIES_PATH} className="button">
          All companies in the data
        </Link>
        <button
          type="button"
          className="button button-primary"
          onClick={() => go({ kind: "chat", message: deadEnd.question })}
        >
          Ask the assistant
        </button>
      </div>
    </section>
  );
}
