// The ApiClient service: sends one contract call with ky and answers an Effect of its decoded
// response, failing with ApiError. Cookies always travel; the Bearer token does when one is known.

import { Context, Effect, Layer, Schema } from "effect";
import ky from "ky";
import { API_PREFIX, DEFAULT_REQUEST_TIMEOUT_MS } from "../domain/constants";
import { ApiError } from "./ApiError";
import type { AnyEndpoint, BodyOf, ResponseOf, TimeoutClass } from "./contract";

const LONG_REQUEST_TIMEOUT_MS = 120_000;

const timeoutMs: Record<TimeoutClass, number | false> = {
  default: DEFAULT_REQUEST_TIMEOUT_MS,
  long: LONG_REQUEST_TIMEOUT_MS,
  none: false,
};

/** Arguments after the endpoint: its body when it has one, nothing when it has none. */
export type CallArgs<E extends AnyEndpoint> = BodyOf<E> extends undefined ? [] : [body: BodyOf<E>];

export interface ApiClientShape {
  readonly call: <E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>) => Effect.Effect<ResponseOf<E>, ApiError>;
  /** The access token held in memory (never in storage a script could read across reloads). */
  readonly accessToken: { get(): string | null; set(token: string | null): void };
}

export class ApiClient extends Context.Service<ApiClient, ApiClientShape>()("@moatwise/core/ApiClient") {}

export interface ApiClientOptions {
  /** Origin of the backend; omit in a browser served by the same origin. */
  readonly baseUrl?: string;
  readonly fetch?: typeof globalThis.fetch;
}

function encodeBody(endpoint: AnyEndpoint, body: unknown): string | URLSearchParams | undefined {
  if (endpoint.bodyEncoding === "none") return undefined;
  if (endpoint.bodyEncoding === "form") return new URLSearchParams(body as Record<string, string>);
  return JSON.stringify(body);
}

function contentTypeFor(endpoint: AnyEndpoint): Record<string, string> {
  if (endpoint.bodyEncoding === "json") return { "content-type": "application/json" };
  if (endpoint.bodyEncoding === "form") return { "content-type": "application/x-www-form-urlencoded" };
  return {};
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

export function makeApiClient(options: ApiClientOptions = {}): ApiClientShape {
  let token: string | null = null;
  const http = ky.create({
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    prefix: API_PREFIX,
    credentials: "include",
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const call = <E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>) =>
    Effect.gen(function* () {
      const headers: Record<string, string> = { accept: "application/json", ...contentTypeFor(endpoint) };
      if (token) headers.authorization = `Bearer ${token}`;
      const body = encodeBody(endpoint, args[0]);
      const response = yield* Effect.tryPromise({
        try: (signal) =>
          http(endpoint.path, { method: endpoint.method, headers, body, signal, timeout: timeoutMs[endpoint.timeout] }),
        catch: (cause) => ApiError.network(cause),
      });
      const payload = yield* Effect.tryPromise({
        try: () => readPayload(response),
        catch: (cause) => ApiError.network(cause),
      });
      if (!response.ok) return yield* Effect.fail(ApiError.fromResponse(response.status, payload));
      return yield* Schema.decodeUnknownEffect(endpoint.response)(payload).pipe(
        Effect.mapError(() => ApiError.invalidResponse(response.status, payload)),
      ) as Effect.Effect<ResponseOf<E>, ApiError>;
    });

  return {
    call,
    accessToken: {
      get: () => token,
      set: (next) => {
        token = next;
      },
    },
  };
}

export const layerApiClient = (options: ApiClientOptions = {}) => Layer.succeed(ApiClient, makeApiClient(options));

/** Runs Effects that need the ApiClient with `client`, as a Promise (for actors and callers without Effect). */
export const runApiWith =
  (client: ApiClientShape) =>
  <A, E>(effect: Effect.Effect<A, E, ApiClient>): Promise<A> =>
    Effect.runPromise(Effect.provideService(effect, ApiClient, client));
