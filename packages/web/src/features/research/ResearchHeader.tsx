// The top of the research pages: the way back to the list, and the company the research is on;
// what follows (the steps, the status, the report's actions) is the page's own.
import type { ReactNode } from "react";
import { Link } from "wouter";

export function ResearchHeader(props: {
  readonly companyName: string;
  readonly ticker: string;
  readonly className: string;
  readonly children: ReactNode;
}) {
  return (
    <header className={props.className}>
      <Link href="/research" className="link-button no-print">
        ← Research
      </Link>
      <h1>
        {props.companyName} <span className="muted">({props.ticker})</span>
      </h1>
      {props.children}
    </header>
  );
}
