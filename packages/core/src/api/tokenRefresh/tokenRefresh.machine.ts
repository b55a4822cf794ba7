// Keeps one tab's access token fresh (spec §4, §9). A token is refreshed 5 minutes before it
// expires, or at once when a request meets a 401. Across the browser's tabs only one refresh runs:
// a tab first asks for the refresh turn (a Web Lock), and either another tab's new token arrives
// while it waits (shared over a BroadcastChannel), or the turn is granted and this tab refreshes and
// shares its token. A tab that has waited 10 s for the turn refreshes by itself.
// The lock, the refresh call and the sharing are supplied from outside; the machine decides.
import { assign, emit, setup } from "xstate";
import { refreshInMs } from "../../domain/account/sessionRules";
import { OTHER_TAB_REFRESH_WAIT_MS, REFRESH_HANDOVER_MS, REFRESH_RETRY_MS } from "../../domain/constants";
import type { TokenResponse } from "../../domain/schemas/auth";
import { RefreshFailure } from "../request/request.machine";
import { requiredActor, requiredCallbackActor } from "../requiredActor";

export interface TokenRefreshContext {
  /** Milliseconds from the last token until the next planned refresh; null without a session. */
  readonly refreshInMs: number | null;
  /** The last refresh that failed for now, until one succeeds. */
  readonly failure: RefreshFailure | null;
}

export type TokenRefreshEvent =
  /** This tab received a token (sign-in, sign-up, restored session); `expiresIn` in seconds. */
  | { type: "token.received"; expiresIn?: number }
  /** Another tab refreshed and shared its token. */
  | { type: "token.shared"; expiresIn?: number }
  /** A request met a 401: the token must be refreshed now. */
  | { type: "refresh.needed" }
  /** The refresh turn (the cross-tab lock) is this tab's. */
  | { type: "refresh.turnGranted" }
  /** Signed out, here or in another tab: nothing to keep fresh. */
  | { type: "session.ended" };

export type TokenRefreshEmitted =
  /** This tab refreshed: its new session, to be used here and handed to the other tabs. */
  | { type: "refresh.refreshed"; answer: TokenResponse }
  /**
   * A fresh token is already here (another tab's arrived while this tab waited, or this tab has
   * just refreshed): requests waiting on a refresh may retry.
   */
  | { type: "refresh.tokenReady" }
  | { type: "refresh.failed"; failure: RefreshFailure };

const asFailure = (error: unknown): RefreshFailure =>
  error instanceof RefreshFailure ? error : new RefreshFailure(false, error);

export const tokenRefreshMachine = setup({
  types: {
    context: {} as TokenRefreshContext,
    events: {} as TokenRefreshEvent,
    emitted: {} as TokenRefreshEmitted,
  },
  actors: {
    /** Asks for the refresh turn; sends `refresh.turnGranted` when granted and holds it until stopped. */
    refreshTurn: requiredCallbackActor("tokenRefresh", "refreshTurn"),
    /** Trades the refresh cookie for a new session; fails with a RefreshFailure. */
    refreshToken: requiredActor<TokenResponse, void>("tokenRefresh", "refreshToken"),
  },
  delays: {
    untilRefresh: ({ context }) => context.refreshInMs ?? 0,
    otherTabWait: OTHER_TAB_REFRESH_WAIT_MS,
    handover: REFRESH_HANDOVER_MS,
  },
  actions: {
    planRefresh: assign({ refreshInMs: (_, expiresIn: number | undefined) => refreshInMs(expiresIn), failure: null }),
    planRetry: assign({ refreshInMs: REFRESH_RETRY_MS, failure: (_, failure: RefreshFailure) => failure }),
    forget: assign({ refreshInMs: null, failure: null }),
    reportFailure: emit((_, failure: RefreshFailure) => ({ type: "refresh.failed" as const, failure })),
    announceTokenReady: emit({ type: "refresh.tokenReady" }),
  },
  guards: {
    isFatal: (_, failure: RefreshFailure) => failure.fatal,
  },
}).createMachine({
  id: "tokenRefresh",
  context: { refreshInMs: null, failure: null },
  initial: "noSession",
  on: {
    "token.received": {
      target: ".fresh",
      actions: { type: "planRefresh", params: ({ event }) => event.expiresIn },
    },
    "session.ended": { target: ".noSession", actions: "forget" },
  },
  states: {
    noSession: {
      on: {
        "token.shared": {
          target: "fresh",
          actions: { type: "planRefresh", params: ({ event }) => event.expiresIn },
        },
        // A request may still hold a refresh cookie this tab does not know of yet.
        "refresh.needed": { target: "refreshing" },
      },
    },
    fresh: {
      after: { untilRefresh: { target: "refreshing" } },
      on: {
        "token.shared": {
          target: "fresh",
          reenter: true,
          actions: { type: "planRefresh", params: ({ event }) => event.expiresIn },
        },
        "refresh.needed": { target: "refreshing" },
      },
    },
    refreshing: {
      invoke: { id: "refreshTurn", src: "refreshTurn" },
      initial: "waitingForTurn",
      on: {
        "token.shared": {
          target: "fresh",
          actions: [{ type: "planRefresh", params: ({ event }) => event.expiresIn }, "announceTokenReady"],
        },
      },
      states: {
        waitingForTurn: {
          after: { otherTabWait: { target: "refreshingToken" } },
          on: { "refresh.turnGranted": { target: "refreshingToken" } },
        },
        refreshingToken: {
          invoke: {
            id: "refreshToken",
            src: "refreshToken",
            onDone: {
              target: "handingOver",
              actions: [
                { type: "planRefresh", params: ({ event }) => event.output.expires_in },
                emit(({ event }) => ({ type: "refresh.refreshed" as const, answer: event.output })),
              ],
            },
            onError: [
              {
                guard: { type: "isFatal", params: ({ event }) => asFailure(event.error) },
                target: "#tokenRefresh.noSession",
                actions: ["forget", { type: "reportFailure", params: ({ event }) => asFailure(event.error) }],
              },
              {
                target: "#tokenRefresh.fresh",
                actions: [
                  { type: "planRetry", params: ({ event }) => asFailure(event.error) },
                  { type: "reportFailure", params: ({ event }) => asFailure(event.error) },
                ],
              },
            ],
          },
        },
        // The new token is out; the turn is kept a moment so a waiting tab receives the token
        // before it could be granted the turn and refresh a second time.
        handingOver: {
          after: { handover: { target: "#tokenRefresh.fresh" } },
          // A 401 right after this tab refreshed: the new token is the answer, not another refresh.
          on: { "refresh.needed": { actions: "announceTokenReady" } },
        },
      },
    },
  },
});

export type TokenRefreshMachine = typeof tokenRefreshMachine;
