// The general error screen (spec §2): for a bug rather than a route error. Try Again re-renders
// after the boundary's wait (while retries remain), Reload Page, Go Home, and the technical
// details (error ID with Copy, type, message, stack) behind a toggle.
import { browserClipboard, type ErrorBoundaryView, texts } from "@moatwise/core";
import { useState } from "react";
import "./errors.css";

export interface GeneralErrorScreenProps {
  /** The boundary's view (core's connectErrorBoundary). */
  readonly view: ErrorBoundaryView;
}

type CopyState = "idle" | "copied" | "failed";

const clipboard = browserClipboard();

function CopyButton({ text }: { readonly text: string }) {
  const [state, setState] = useState<CopyState>("idle");
  const copy = () => clipboard.writeText(text).then((copied) => setState(copied ? "copied" : "failed"));
  return (
    <button type="button" className="button button-small" onClick={copy}>
      {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : "Copy"}
    </button>
  );
}

export function GeneralErrorScreen({ view }: GeneralErrorScreenProps) {
  const { report, screen, detailsOpen, retryLeft } = view;
  if (!report) return null;
  return (
    <main className="page page-narrow error-screen" aria-labelledby="error-title">
      <p className="error-code">{screen?.title}</p>
      <h1 id="error-title">{texts.oops}</h1>
      <p className="lede">{view.message}</p>
      <div className="error-actions">
        {retryLeft ? (
          <button type="button" className="button button-primary" onClick={view.retry}>
            Try Again
          </button>
        ) : null}
        <button type="button" className="button" onClick={view.reload}>
          Reload Page
        </button>
        <button type="button" className="button" onClick={view.home}>
          Go Home
        </button>
      </div>
      <p className="error-support">
        {texts.contactSupport} <code>{report.id}</code>.
      </p>
      <button
        type="button"
        className="link-button"
        aria-expanded={detailsOpen}
        aria-controls="error-details"
        onClick={view.toggleDetails}
      >
        {detailsOpen ? "Hide Technical Details" : "Show Technical Details"}
      </button>
      {detailsOpen ? (
        <dl id="error-details" className="error-details">
          <dt>Error ID</dt>
          <dd className="error-id">
            <code>{report.id}</code> <CopyButton text={report.id} />
          </dd>
          <dt>Type</dt>
          <dd>
            <code>{report.type}</code>
          </dd>
          <dt>Message</dt>
          <dd>{report.message || "(none)"}</dd>
          <dt>Stack trace</dt>
          <dd>
            <pre className="error-stack">{report.stack || "(not available)"}</pre>
          </dd>
        </dl>
      ) : null}
    </main>
  );
}
