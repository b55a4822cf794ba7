// The ApiClient service: sends one contract call and answers an Effect of its decoded response,
// failing with ApiError. Each call runs the request machine (attempts, back-off, session refresh on
// 401, CSRF renewal on 403, time-outs); GET answers are cached by data area. Cookies always
// travel, the Bearer token when one is known, `X-CSRF-Token` on every non-GET.
import { Context, Effect, Result, Schema } from "effect";
import { createActor, fromPromise } from "xstate";
import {
  API_PREFIX,
  CSRF_HEADER,
  DEFAULT_REQUEST_TIMEOUT_MS,
  IDEMPOTENCY_KEY_HEADER,
  LONG_REQUEST_TIMEOUT_MS,
} from "../domain/constants";
import { type Clock, systemClock } from "../services/clock";
import { type CrossTab, singleTab } from "../services/crossTab";
import { ApiError } from "./ApiError";
import { type AnyEndpoint, isStreaming, type ResponseKind, type TimeoutClass } from "./contract/endpoint";
import {
  type AttemptResponse,
  AttemptTimeout,
  RefreshFailure,
  type RequestOutput,
  requestMachine,
} from "./request/request.machine";
import { type CallOptions, type PreparedRequest, prepareRequest, type RequestParts } from "./requestParts";
import { cacheLifetimeMs, ResponseCache } from "./responseCache";
import { makeSessionKeeper, type SessionKeeper, type TokenSlot } from "./sessionKeeper";
import { makeSessionRecovery } from "./sessionRecovery";

const ACCEPT: Record<ResponseKind, string> = {
  json: "application/json",
  sse: "text/event-stream",
  dataLines: "text/event-stream",
  binary: "application/pdf",
};

const TIMEOUT_MS: Record<TimeoutClass, number | null> = {
  default: DEFAULT_REQUEST_TIMEOUT_MS,
  long: LONG_REQUEST_TIMEOUT_MS,
  none: null,
};

export interface ApiClientShape {
  /**
   * Sends `endpoint`: JSON calls answer the decoded response, binary calls a Blob, streaming calls
   * the open Response for a stream reader. Interrupting the Effect aborts the request.
   */
  readonly send: (
    endpoint: AnyEndpoint,
    parts: RequestParts,
    options?: CallOptions,
  ) => Effect.Effect<unknown, ApiError>;
  readonly accessToken: TokenSlot;
  readonly csrfToken: TokenSlot;
  /** The session: started, refreshed (also across tabs), signed out, lost; with its events. */
  readonly session: SessionKeeper;
  readonly cache: { readonly size: number; clear(): void };
  /** The clock the client's timers run on; stream readers share it. */
  readonly clock: Clock;
  /** Fetches a CSRF token and keeps it for the non-GET requests that follow. */
  readonly renewCsrf: Effect.Effect<void, ApiError>;
}

export class ApiClient extends Context.Service<ApiClient, ApiClientShape>()("@moatwise/core/ApiClient") {}

export interface ApiClientOptions {
  /** Origin of the backend; omit in a browser served by the same origin. */
  readonly baseUrl?: string;
  readonly fetch?: typeof globalThis.fetch;
  /** Timers and the time for caches; a SimulatedClock in tests. */
  readonly clock?: Clock;
  /** A number in [0, 1) for retry jitter. */
  readonly random?: () => number;
  /** Told when the session is gone for good (a fatal refresh failure). */
  readonly onUnauthorized?: () => void;
  /** The other tabs of this browser; a lone tab by default. */
  readonly crossTab?: CrossTab;
  /** Told after every attempt whether the server answered (any status) or could not be reached. */
  readonly onReachability?: (reachable: boolean) => void;
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function tokenSlot(onChange?: (token: string | null) => void): TokenSlot {
  let token: string | null = null;
  return {
    get: () => token,
    set: (next) => {
      token = next;
      onChange?.(next);
    },
  };
}

/** One attempt on the wire: the request machine around it does the retries, time-outs and recovery. */
type Http = (path: string, init: RequestInit) => Promise<Response>;

/** fetch with the API's base and cookies: a library's retries, time-outs and thrown statuses would all be unused. */
function httpFor(options: ApiClientOptions): Http {
  const base = `${options.baseUrl ?? ""}${API_PREFIX}`;
  return (path, init) => (options.fetch ?? globalThis.fetch)(`${base}${path}`, { ...init, credentials: "include" });
}

/** What a finished request machine means for the caller. */
function failureOf(output: Exclude<RequestOutput, { kind: "answered" }>): ApiError {
  if (output.kind === "signedOut") return ApiError.notAuthenticated(output.error);
  const { error, response } = output;
  if (error instanceof AttemptTimeout) return ApiError.timeout(error.timeoutMs);
  // A retryable refresh failure is passed on as it is (spec §8).
  if (error instanceof RefreshFailure) return error.reason as ApiError;
  if (response) return ApiError.fromResponse(response.status, response.payload);
  return ApiError.network(error);
}

function decodeAnswer(endpoint: AnyEndpoint, response: AttemptResponse): Effect.Effect<unknown, ApiError> {
  if (isStreaming(endpoint)) return Effect.succeed(response.stream);
  const decoded = Schema.decodeUnknownResult(endpoint.response as Schema.Codec<unknown, unknown>)(response.payload);
  return Result.isSuccess(decoded)
    ? Effect.succeed(decoded.success)
    : Effect.fail(ApiError.invalidResponse(response.status, response.payload, endpoint.invalidMessage));
}

export function makeApiClient(options: ApiClientOptions = {}): ApiClientShape {
  const http = httpFor(options);
  const clock = options.clock ?? systemClock;
  const cache = new ResponseCache(() => clock.now());
  const accessToken = tokenSlot((token) => {
    if (token === null) cache.clear();
  });
  const csrfToken = tokenSlot();

  function headersFor(
    method: string,
    token: string | null,
    extra: Record<string, string | undefined>,
  ): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(extra)) if (value !== undefined) headers[name] = value;
    if (token) headers.authorization = `Bearer ${token}`;
    const csrf = csrfToken.get();
    if (method !== "GET" && csrf) headers[CSRF_HEADER] = csrf;
    return headers;
  }

  const recovery = makeSessionRecovery({
    send: (endpoint) => send(endpoint, {}),
    setCsrfToken: (token) => csrfToken.set(token),
  });
  const session = makeSessionKeeper({
    accessToken,
    refreshCall: recovery.refreshCall,
    crossTab: options.crossTab ?? singleTab(),
    clock,
    ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
  });

  async function attempt(
    endpoint: AnyEndpoint,
    prepared: PreparedRequest,
    callOptions: CallOptions,
    signal: AbortSignal,
    token: string | null,
  ): Promise<AttemptResponse> {
    const response = await http(prepared.path, {
      method: endpoint.method,
      body: prepared.body,
      signal,
      headers: headersFor(endpoint.method, token, {
        accept: ACCEPT[endpoint.responseKind],
        "content-type": prepared.contentType,
        [IDEMPOTENCY_KEY_HEADER]: endpoint.idempotencyKey ? callOptions.idempotencyKey : undefined,
      }),
    }).catch((error: unknown) => {
      // An attempt stopped here (a time-out, the caller) says nothing of the network.
      if (!signal.aborted) options.onReachability?.(false);
      throw error;
    });
    options.onReachability?.(true);
    // The server may hand out a CSRF token with any answer (sign-in, refresh, GET /auth/csrf).
    const csrf = response.headers.get(CSRF_HEADER);
    if (csrf) csrfToken.set(csrf);
    if (response.ok && isStreaming(endpoint)) {
      return { status: response.status, payload: undefined, stream: response };
    }
    if (response.ok && endpoint.responseKind === "binary") {
      return { status: response.status, payload: await response.blob() };
    }
    return { status: response.status, payload: await readPayload(response) };
  }

  function runRequest(
    endpoint: AnyEndpoint,
    prepared: PreparedRequest,
    callOptions: CallOptions,
  ): Effect.Effect<RequestOutput> {
    return Effect.callback<RequestOutput>((resume) => {
      let tokenSent: string | null = null;
      const logic = requestMachine.provide({
        actors: {
          attempt: fromPromise(({ signal }) => {
            tokenSent = accessToken.get();
            return attempt(endpoint, prepared, callOptions, signal, tokenSent);
          }),
          // A 401 for a token that another tab has replaced meanwhile needs no new refresh.
          refreshSession: fromPromise(() => session.refresh(tokenSent)),
          renewCsrf: fromPromise(() => Effect.runPromise(recovery.renewCsrf)),
        },
      });
      const actor = createActor(logic, {
        clock,
        input: {
          policy: endpoint.retry,
          timeoutMs: TIMEOUT_MS[endpoint.timeout],
          mayRefresh: endpoint.access !== "public",
          // CSRF guards only non-GET requests; a 403 on a GET is never cured by a new token.
          mayRenewCsrf: endpoint.method !== "GET",
          ...(options.random ? { random: options.random } : {}),
        },
      });
      actor.subscribe({
        complete: () => resume(Effect.succeed(actor.getSnapshot().output as RequestOutput)),
        error: (error) => resume(Effect.die(error)),
      });
      // The caller's signal and an interruption end the same way: the machine stops, which aborts
      // the attempt in flight.
      const { signal } = callOptions;
      const abort = () => {
        actor.stop();
        resume(Effect.interrupt);
      };
      if (signal?.aborted) return abort();
      signal?.addEventListener("abort", abort, { once: true });
      actor.start();
      return Effect.sync(() => {
        signal?.removeEventListener("abort", abort);
        actor.stop();
      });
    });
  }

  function settle(endpoint: AnyEndpoint, output: RequestOutput): Effect.Effect<unknown, ApiError> {
    if (output.kind === "answered") return decodeAnswer(endpoint, output.response);
    if (output.kind === "signedOut") session.lost();
    return Effect.fail(failureOf(output));
  }

  const send = (endpoint: AnyEndpoint, parts: RequestParts, callOptions: CallOptions = {}) =>
    Effect.suspend(() => {
      const prepared = prepareRequest(endpoint, parts);
      if (Result.isFailure(prepared)) return Effect.fail(ApiError.invalidRequest(prepared.failure));
      const hasToken = accessToken.get() !== null;
      const lifetimeMs = endpoint.responseKind === "json" ? cacheLifetimeMs(endpoint, hasToken) : 0;
      const cacheKey = `${hasToken ? "user" : "anonymous"} ${prepared.success.path}`;
      const cached = lifetimeMs > 0 ? cache.read(cacheKey) : undefined;
      if (cached) return Effect.succeed(cached.value);
      return runRequest(endpoint, prepared.success, callOptions).pipe(
        Effect.flatMap((output) => settle(endpoint, output)),
        Effect.tap((value) => Effect.sync(() => cache.write(cacheKey, value, lifetimeMs))),
      );
    });

  return {
    send,
    accessToken,
    csrfToken,
    session,
    cache,
    clock,
    renewCsrf: recovery.renewCsrf,
  };
}

/** Runs Effects that need the ApiClient with `client`, as a Promise (for actors and callers without Effect). */
export const runApiWith =
  (client: ApiClientShape) =>
  <A, E>(effect: Effect.Effect<A, E, ApiClient>, runOptions?: { signal?: AbortSignal }): Promise<A> =>
    Effect.runPromise(Effect.provideService(effect, ApiClient, client), runOptions);
