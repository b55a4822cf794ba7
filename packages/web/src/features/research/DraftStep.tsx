// What a draft's page shows while the research workflow is not on that page's step: the draft
// being opened, why it could not be, or the step the draft is really at.
import type { ResearchSessionView } from "@moatwise/core";
import { Link } from "wouter";

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
      <p className="card">
        This draft's report is under way or written. <Link href={view.reportHref}>Open the report</Link>
      </p>
    );
  }
  if (view.resume) {
    return (
      <p className="card">
        This draft is at another step. <Link href={view.resume.href}>Continue {view.resume.doing}</Link>
      </p>
    );
  }
  return <p className="page-loading">{loading}</p>;
}
