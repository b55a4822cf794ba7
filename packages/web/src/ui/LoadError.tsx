// Data that could not be loaded: what went wrong, and a way to try again.
import { failureMessage } from "@moatwise/core";

export function LoadError({ error, onRetry }: { readonly error: unknown; readonly onRetry: () => void }) {
  return (
    <div className="alert alert-error" role="alert">
      {failureMessage(error)}{" "}
      <button type="button" className="link-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
