// Data that could not be loaded: what went wrong, and a way to try again when trying again can
// help (a server or network failure); a refusal such as "no data on this company" is said plainly.
import { canTryAgain, failureMessage } from "@moatwise/core";

export function LoadError({ error, onRetry }: { readonly error: unknown; readonly onRetry: () => void }) {
  return (
    <div className="alert alert-error" role="alert">
      {failureMessage(error)}{" "}
      {canTryAgain(error) && (
        <button type="button" className="link-button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
