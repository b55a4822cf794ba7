// What a draft's page shows while the research workflow is not on that page's step: the draft
// being opened, why it could not be, or the step the draft is really at.
import type { ResearchSessionView } from "@moatwise/core";
import type { ReactNode } from "react";
import { Link } from "wouter";

/** A draft that has moved on from this page's step: its heading, and where it is now. */
function DraftMoved({ view, children }: { readonly view: ResearchSessionView; readonly children: ReactNode }) {
  return (
    <>
      <h1>{view.company ? `${view.company.name} (${view.company.ticker})` : "Research draft"}</h1>
      <p className="card">{children}</p>
    </>
  );
}

export function DraftElsewhere({ view, loading }: { readonly view: ResearchSessionView; readonly loading: string }) {
  if (view.busy) return <p className="page-loading">{view.busyLabel ?? loading}</p>;
  if (view.error) {
    return (
      <div className="alert alert-error" role="alert">
        {view.error} <Link href="/research">Back to your research</Link>
      </div>
    );
  }
  if (view.step === "report" && view.reportHref) {
    return (
      <DraftMoved view={view}>
        This draft's report is under way or written. <Link href={view.reportHref}>Open the report</Link>
      </DraftMoved>
    );
  }
  if (view.resume) {
    return (
      <DraftMoved view={view}>
        This draft is at another step. <Link href={view.resume.href}>Continue {view.resume.doing}</Link>
      </DraftMoved>
    );
  }
  return <p className="page-loading">{loading}</p>;
}
