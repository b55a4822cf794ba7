// Home: what the data covers, with a link to the list of companies (issue 38, item 6). Words from core.
// The signed-in home's first step is in FirstStep.tsx, loaded only for a signed-in visitor.
import { COVERED_COMPANIES_PATH, coverageSummary } from "@moatwise/core";
import { Link } from "wouter";
import { useData, useQueries } from "../../app/data";

export function CoverageNote() {
  const { company } = useQueries();
  const covered = useData(company.covered());
  return (
    <p className="home-coverage">
      {covered.data ? coverageSummary(covered.data) : "Company data covers a set of large US companies."}{" "}
      <Link href={COVERED_COMPANIES_PATH}>See the companies in the data</Link>
    </p>
  );
}
