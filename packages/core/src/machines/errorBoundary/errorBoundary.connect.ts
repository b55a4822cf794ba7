// The error boundary's view-model (zag's `connect`, without DOM props): what the boundary shows
// (the page, the wait before a retry, a route error's screen or the general one for a bug), the
// general screen's texts and report, and one function per thing a person (or the page) does.
// The boundary and its screens render it; none reads the machine's context or state names.
import type { SnapshotFrom } from "xstate";
import type { ErrorReport } from "../../domain/shell/errorReport";
import { type ErrorScreen, isBugScreen } from "../../domain/shell/errorScreen";
import { texts } from "../../domain/texts";
import { canRetryError, type ErrorBoundaryEvent, type errorBoundaryMachine } from "./errorBoundary.machine";

/** What the boundary shows: its children, the wait before a retry, a route error's screen, or the bug screen. */
export type ErrorBoundaryShows = "page" | "retrying" | "routeError" | "bug";

export interface ErrorBoundaryView {
  readonly shows: ErrorBoundaryShows;
  /** The error's screen (its title and message), while one shows. */
  readonly screen: ErrorScreen | null;
  /** The caught error's report (ID, type, message, stack), while one shows. */
  readonly report: ErrorReport | null;
  /** Try Again can still help; once spent, the screen says so instead of the error's message. */
  readonly retryLeft: boolean;
  readonly message: string | null;
  readonly detailsOpen: boolean;
  /** Changes with each retry, so the page below renders afresh. */
  readonly attempt: number;
  readonly caught: (error: unknown, at: number) => void;
  readonly retry: () => void;
  readonly reload: () => void;
  readonly home: () => void;
  readonly toggleDetails: () => void;
}

function showing(snapshot: SnapshotFrom<typeof errorBoundaryMachine>): ErrorBoundaryShows {
  const { screen } = snapshot.context;
  if (snapshot.matches("waiting")) return "retrying";
  if (!snapshot.matches("failed") || !screen) return "page";
  return isBugScreen(screen) ? "bug" : "routeError";
}

export function connectErrorBoundary(
  snapshot: SnapshotFrom<typeof errorBoundaryMachine>,
  send: (event: ErrorBoundaryEvent) => void,
): ErrorBoundaryView {
  const { context } = snapshot;
  const retryLeft = canRetryError(context);
  return {
    shows: showing(snapshot),
    screen: context.screen,
    report: context.report,
    retryLeft,
    message: retryLeft ? (context.screen?.message ?? null) : texts.retriesSpent,
    detailsOpen: context.detailsOpen,
    attempt: context.retries,
    caught: (error, at) => send({ type: "error.caught", error, at }),
    retry: () => send({ type: "retry" }),
    reload: () => send({ type: "reload" }),
    home: () => send({ type: "home" }),
    toggleDetails: () => send({ type: "details.toggle" }),
  };
}
