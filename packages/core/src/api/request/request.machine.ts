// One /v1 request from first attempt to answer: back-off waits between retried attempts, one
// session refresh on 401, one CSRF renewal on 403. The HTTP attempt, the refresh and the renewal
// are actors provided by the ApiClient (or a test); the machine only decides what comes next.
import { assign, setup } from "xstate";
import { requiredActor } from "../requiredActor";
import { type AttemptOutcome, type RetryPolicy, retryDelayMs, shouldRetry } from "./retryPolicy";

export interface AttemptResponse {
  readonly status: number;
  /** The decoded body; undefined for a successful stream, whose body the caller reads. */
  readonly payload: unknown;
  readonly stream?: Response;
}

/** A refresh that failed: fatal (the session is gone) or retryable (passed on as it is). */
export class RefreshFailure extends Error {
  constructor(
    readonly fatal: boolean,
    readonly reason: unknown,
  ) {
    super(fatal ? "The session could not be refreshed." : "The session refresh failed for now.");
  }
}

/** An attempt that outlived its time-out (spec §9: 30 s default, 120 s long, none for structure). */
export class AttemptTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs / 1000} s.`);
  }
}

/** Longest delay a timer can hold (2^31 - 1 ms); a request with no time-out never reaches it. */
const NO_TIMEOUT_DELAY_MS = 2_147_483_647;

export interface RequestInput {
  readonly policy: RetryPolicy;
  /** Milliseconds one attempt may take, or null for none. */
  readonly timeoutMs: number | null;
  /** Whether a 401 may be answered by refreshing the session (not for the sign-in calls themselves). */
  readonly mayRefresh: boolean;
  /** Whether a 403 may be answered by renewing the CSRF token (non-GET requests only). */
  readonly mayRenewCsrf: boolean;
  /** A number in [0, 1) for retry jitter; Math.random in the app, fixed in tests. */
  readonly random?: () => number;
}

export interface RequestContext {
  readonly policy: RetryPolicy;
  readonly timeoutMs: number | null;
  readonly mayRefresh: boolean;
  readonly mayRenewCsrf: boolean;
  readonly random: () => number;
  readonly attempt: number;
  readonly refreshed: boolean;
  readonly csrfRenewed: boolean;
  readonly response: AttemptResponse | null;
  readonly error: unknown;
  readonly ending: RequestOutput["kind"] | null;
}

export type RequestOutput =
  | { readonly kind: "answered"; readonly response: AttemptResponse }
  | { readonly kind: "failed"; readonly response: AttemptResponse | null; readonly error: unknown }
  | { readonly kind: "signedOut"; readonly error: unknown };

const outcomeOf = (response: AttemptResponse): AttemptOutcome => ({ status: response.status });

export const requestMachine = setup({
  types: {
    input: {} as RequestInput,
    context: {} as RequestContext,
    output: {} as RequestOutput,
  },
  actors: {
    attempt: requiredActor<AttemptResponse, { attempt: number }>("request", "attempt"),
    refreshSession: requiredActor<void, void>("request", "refreshSession"),
    renewCsrf: requiredActor<void, void>("request", "renewCsrf"),
  },
  actions: {
    keepResponse: assign({ response: (_, response: AttemptResponse) => response, error: null }),
    keepNetworkError: assign({ response: null, error: (_, error: unknown) => error }),
    keepTimeout: assign({
      response: null,
      error: ({ context }) => new AttemptTimeout(context.timeoutMs ?? NO_TIMEOUT_DELAY_MS),
    }),
    keepError: assign({ error: (_, error: unknown) => error }),
    nextAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    markRefreshed: assign({ refreshed: true }),
    markCsrfRenewed: assign({ csrfRenewed: true }),
    endAs: assign({ ending: (_, ending: RequestOutput["kind"]) => ending }),
  },
  // The guards read the last attempt from context: a response, or none (a network error).
  guards: {
    isAnswer: ({ context }) => context.response !== null && context.response.status < 400,
    isFirstUnauthorized: ({ context }) => context.response?.status === 401 && context.mayRefresh && !context.refreshed,
    isFirstForbidden: ({ context }) => context.response?.status === 403 && context.mayRenewCsrf && !context.csrfRenewed,
    isRetryable: ({ context }) =>
      shouldRetry(context.policy, context.response ? outcomeOf(context.response) : { network: true }, context.attempt),
    hasTimeout: ({ context }) => context.timeoutMs !== null,
    isFatalRefresh: (_, error: unknown) => error instanceof RefreshFailure && error.fatal,
  },
  delays: {
    attemptTimeout: ({ context }) => context.timeoutMs ?? NO_TIMEOUT_DELAY_MS,
    backOff: ({ context }) => retryDelayMs(context.policy, context.attempt, context.random()),
  },
}).createMachine({
  id: "request",
  context: ({ input }) => ({
    policy: input.policy,
    timeoutMs: input.timeoutMs,
    mayRefresh: input.mayRefresh,
    mayRenewCsrf: input.mayRenewCsrf,
    random: input.random ?? Math.random,
    attempt: 1,
    refreshed: false,
    csrfRenewed: false,
    response: null,
    error: null,
    ending: null,
  }),
  initial: "sending",
  states: {
    sending: {
      invoke: {
        id: "attempt",
        src: "attempt",
        input: ({ context }) => ({ attempt: context.attempt }),
        onDone: { target: "deciding", actions: { type: "keepResponse", params: ({ event }) => event.output } },
        onError: {
          target: "deciding",
          actions: { type: "keepNetworkError", params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
      // Leaving the state stops the attempt, which aborts its fetch.
      after: { attemptTimeout: { guard: "hasTimeout", target: "failed", actions: "keepTimeout" } },
    },
    /** What the last attempt's outcome leads to, decided at once. */
    deciding: {
      always: [
        { guard: "isAnswer", target: "answered" },
        { guard: "isFirstUnauthorized", target: "refreshing" },
        { guard: "isFirstForbidden", target: "renewingCsrf" },
        { guard: "isRetryable", target: "waiting" },
        { target: "failed" },
      ],
    },
    waiting: {
      after: { backOff: { target: "sending", actions: "nextAttempt" } },
    },
    refreshing: {
      invoke: {
        id: "refreshSession",
        src: "refreshSession",
        onDone: { target: "sending", actions: "markRefreshed" },
        onError: [
          {
            guard: { type: "isFatalRefresh", params: ({ event }: { event: { error: unknown } }) => event.error },
            target: "signedOut",
            actions: { type: "keepError", params: ({ event }: { event: { error: unknown } }) => event.error },
          },
          {
            target: "failed",
            actions: { type: "keepError", params: ({ event }: { event: { error: unknown } }) => event.error },
          },
        ],
      },
    },
    renewingCsrf: {
      invoke: {
        id: "renewCsrf",
        src: "renewCsrf",
        onDone: { target: "sending", actions: "markCsrfRenewed" },
        onError: { target: "failed" },
      },
    },
    answered: { type: "final", entry: { type: "endAs", params: "answered" } },
    failed: { type: "final", entry: { type: "endAs", params: "failed" } },
    signedOut: { type: "final", entry: { type: "endAs", params: "signedOut" } },
  },
  output: ({ context }): RequestOutput => {
    if (context.ending === "answered" && context.response) return { kind: "answered", response: context.response };
    if (context.ending === "signedOut") return { kind: "signedOut", error: context.error };
    return { kind: "failed", response: context.response, error: context.error };
  },
});

export type RequestMachine = typeof requestMachine;
