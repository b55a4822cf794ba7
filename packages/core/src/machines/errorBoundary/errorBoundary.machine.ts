// The general error boundary (spec §2, §4, §8). While nothing is wrong it shows its children. A
// caught error is turned into a report (ID, type, message, stack, severity), recorded in the
// local log, and shown. Try Again waits 100 ms × 4^(retries so far), capped at 5 s, and shows the
// children again, at most 3 times. Reload Page and Go Home are emitted for the platform to do.
// It hears the network (`watchConnectivity`): code that fails to load offline is a network error,
// and a page that failed for want of the network is shown again when the network is back.
import { assertEvent, assign, emit, fromCallback, setup } from "xstate";
import {
  ERROR_RETRY_BASE_DELAY_MS,
  ERROR_RETRY_FACTOR,
  ERROR_RETRY_LIMIT,
  ERROR_RETRY_MAX_DELAY_MS,
} from "../../domain/constants";
import { type ErrorReport, errorReportFor } from "../../domain/shell/errorReport";
import { type ErrorScreen, routeErrorScreen, waitsForNetwork } from "../../domain/shell/errorScreen";
import { type Connectivity, type ConnectivityEvent, watchConnectivity } from "../../services/connectivity";

/** The wait before retry number `retries + 1`. */
export function errorRetryDelayMs(retries: number): number {
  return Math.min(ERROR_RETRY_BASE_DELAY_MS * ERROR_RETRY_FACTOR ** retries, ERROR_RETRY_MAX_DELAY_MS);
}

export interface ErrorBoundaryContext {
  readonly report: ErrorReport | null;
  /** What the screen says about it: a route error (status, loading, network) or a bug. */
  readonly screen: ErrorScreen | null;
  readonly retries: number;
  readonly detailsOpen: boolean;
  /** The device had a network when last heard; online until told otherwise. */
  readonly online: boolean;
}

export type ErrorBoundaryEvent =
  /** The platform caught `error` at time `at` (ms since the epoch). */
  | { type: "error.caught"; error: unknown; at: number }
  | { type: "retry" }
  | { type: "details.toggle" }
  | { type: "reload" }
  | { type: "home" }
  | ConnectivityEvent;

export type ErrorBoundaryEmitted =
  | { type: "boundary.reload" }
  | { type: "boundary.home" }
  /** The children are about to be shown again: what failed to load may be loaded afresh. */
  | { type: "boundary.retry" };

export const errorBoundaryMachine = setup({
  types: {
    context: {} as ErrorBoundaryContext,
    events: {} as ErrorBoundaryEvent,
    emitted: {} as ErrorBoundaryEmitted,
  },
  actors: {
    /** Provided by `errorBoundaryActors(connectivity)`; unprovided, the network is taken to be there. */
    watchConnectivity: fromCallback<ConnectivityEvent>(() => {}),
  },
  actions: {
    keepReport: assign(({ event, context }) => {
      assertEvent(event, "error.caught");
      return {
        report: errorReportFor(event.error, event.at),
        screen: routeErrorScreen(event.error, { online: context.online }),
        detailsOpen: false,
      };
    }),
    /** Provided by `errorBoundaryActions(storage)`: add the report to the local log. */
    recordError: () => {},
    countRetry: assign({
      retries: ({ context }) => context.retries + 1,
      report: null,
      screen: null,
      detailsOpen: false,
    }),
    toggleDetails: assign({ detailsOpen: ({ context }) => !context.detailsOpen }),
    startOver: assign({ report: null, screen: null, retries: 0, detailsOpen: false }),
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
  },
  guards: {
    hasRetriesLeft: ({ context }) => canRetryError(context),
    waitsForNetwork: ({ context }) => waitsForNetwork(context.screen),
  },
  delays: {
    retryDelay: ({ context }) => errorRetryDelayMs(context.retries),
  },
}).createMachine({
  id: "errorBoundary",
  context: { report: null, screen: null, retries: 0, detailsOpen: false, online: true },
  invoke: { id: "watchConnectivity", src: "watchConnectivity" },
  on: {
    "network.online": { actions: "markOnline" },
    "network.offline": { actions: "markOffline" },
  },
  initial: "showing",
  states: {
    showing: {
      on: { "error.caught": { target: "failed", actions: ["keepReport", "recordError"] } },
    },
    failed: {
      on: {
        retry: { guard: "hasRetriesLeft", target: "waiting" },
        "details.toggle": { actions: "toggleDetails" },
        reload: { actions: emit({ type: "boundary.reload" }) },
        home: { target: "showing", actions: ["startOver", emit({ type: "boundary.home" })] },
        // Back online: the page that could not load tries again by itself, with no click.
        "network.online": {
          guard: "waitsForNetwork",
          target: "showing",
          actions: ["markOnline", "countRetry", emit({ type: "boundary.retry" })],
        },
      },
    },
    waiting: {
      after: { retryDelay: { target: "showing", actions: ["countRetry", emit({ type: "boundary.retry" })] } },
    },
  },
});

export type ErrorBoundaryMachine = typeof errorBoundaryMachine;

export function errorBoundaryActors(connectivity: Connectivity) {
  return { watchConnectivity: watchConnectivity(connectivity) };
}

/** Whether Try Again is still on offer. */
export function canRetryError(context: ErrorBoundaryContext): boolean {
  return context.retries < ERROR_RETRY_LIMIT;
}
