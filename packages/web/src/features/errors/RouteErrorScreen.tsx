// The route error screen (spec §2): a title by HTTP status or error kind, the §8 wording, and
// Try Again (a reload, only when retry is allowed), Go Back (history, else home) and Go Home.
import { canGoBack, type ErrorScreen } from "@moatwise/core";
import { useLocation } from "wouter";
import "./errors.css";

/** The Navigation API, where the browser has it (Chromium does; others may not yet). */
const navigationApi = () => (window as { navigation?: { canGoBack?: boolean } }).navigation;

export function RouteErrorScreen({ screen }: { readonly screen: ErrorScreen }) {
  const [, navigate] = useLocation();
  const goBack = () =>
    canGoBack(window.history.length, navigationApi()?.canGoBack) ? window.history.back() : navigate("/");
  return (
    <main className="page page-narrow error-screen" aria-labelledby="error-title">
      {screen.status ? <p className="error-code">Error {screen.status}</p> : null}
      <h1 id="error-title">{screen.title}</h1>
      <p className="lede">{screen.message}</p>
      <div className="error-actions">
        {screen.retryAllowed ? (
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            Try Again
          </button>
        ) : null}
        <button type="button" className="button" onClick={goBack}>
          Go Back
        </button>
        <button type="button" className="button" onClick={() => navigate("/")}>
          Go Home
        </button>
      </div>
    </main>
  );
}
