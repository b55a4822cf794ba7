// The top of a draft's pages: the company, the step the user is on, and the way back to the list.
import type { ResearchDraft } from "@moatwise/core";
import { Link } from "wouter";

const STEPS = [
  ["pillars", "1. Pillars"],
  ["questions", "2. Questions"],
  ["report", "3. Report"],
] as const;

export function DraftHeader({
  draft,
  step,
}: {
  readonly draft: ResearchDraft;
  readonly step: "pillars" | "questions";
}) {
  return (
    <header className="research-draft-header">
      <Link href="/research" className="link-button">
        ← Research
      </Link>
      <h1>
        {draft.companyName} <span className="muted">({draft.companyTicker})</span>
      </h1>
      <ol className="research-steps" aria-label="Steps">
        {STEPS.map(([id, label]) => (
          <li key={id} aria-current={id === step ? "step" : undefined}>
            {label}
          </li>
        ))}
      </ol>
    </header>
  );
}
