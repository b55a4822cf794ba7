// The top of a draft's pages: the company, and the step the user is on.
import { ResearchHeader } from "./ResearchHeader";

const STEPS = [
  ["pillars", "1. Pillars"],
  ["questions", "2. Questions"],
  ["report", "3. Report"],
] as const;

export function DraftHeader({
  company,
  step,
}: {
  readonly company: { readonly name: string; readonly ticker: string };
  readonly step: "pillars" | "questions";
}) {
  return (
    <ResearchHeader companyName={company.name} ticker={company.ticker} className="research-draft-header">
      <ol className="research-steps" aria-label="Steps">
        {STEPS.map(([id, label]) => (
          <li key={id} aria-current={id === step ? "step" : undefined}>
            {label}
          </li>
        ))}
      </ol>
    </ResearchHeader>
  );
}
