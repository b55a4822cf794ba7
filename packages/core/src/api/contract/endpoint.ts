// What one /v1 call is: method, path template, query, body and response schemas, how the answer
// arrives, its time-out class, who may call it, how it retries and how long its answer is cached.
// Endpoints are declared once, per area, with `endpoint(...)`; client, server and tests read them.
import type { Schema } from "effect";
import type { RetryPolicy } from "../request/retryPolicy";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** How the body travels: JSON, an HTML form, multipart form data, or none. */
export type BodyEncoding = "json" | "form" | "multipart" | "none";
/** How the answer arrives: one JSON value, server-sent events, `data:` lines, or bytes (a PDF). */
export type ResponseKind = "json" | "sse" | "dataLines" | "binary";
/** default 30 s; long 120 s (summaries, readability, pillar reports, sanity checks); none. */
export type TimeoutClass = "default" | "long" | "none";
/** Who may call: anyone, a signed-in user, or a signed-in user on the research allow-list. */
export type Access = "public" | "user" | "research";
/** The data areas with their own cache lifetime (data-areas §9). */
export type CacheArea =
  | "profile"
  | "quote"
  | "overview"
  | "generalNews"
  | "metrics"
  | "statements"
  | "financialFlow"
  | "historicalPrices";

type SchemaOrNone = Schema.Top | undefined;

export interface Endpoint<
  Path extends string,
  Query extends SchemaOrNone,
  Body extends SchemaOrNone,
  Response extends Schema.Top,
  Kind extends ResponseKind = ResponseKind,
> {
  readonly method: HttpMethod;
  /** Template under /v1 with `{name}` for each path parameter. */
  readonly path: Path;
  /** Query parameters; their encoded form is a record of strings. */
  readonly query: Query;
  readonly body: Body;
  readonly bodyEncoding: BodyEncoding;
  /** The JSON answer, or for streams the shape of one event. */
  readonly response: Response;
  readonly responseKind: Kind;
  readonly timeout: TimeoutClass;
  readonly access: Access;
  readonly retry: RetryPolicy;
  /** Whether the call takes an optional `Idempotency-Key` header. */
  readonly idempotencyKey: boolean;
  /** A data area's cache lifetime; "none" for answers that must never be reused; else the default. */
  readonly cache: CacheArea | "none" | undefined;
  /** The message when an answer does not match its shape, where the spec names one (data-areas §8). */
  readonly invalidMessage: string | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of endpoints holds many shapes.
export type AnyEndpoint = Endpoint<string, any, any, any>;
export type QueryOf<E extends AnyEndpoint> = E["query"] extends Schema.Top ? E["query"]["Type"] : undefined;
export type BodyOf<E extends AnyEndpoint> = E["body"] extends Schema.Top ? E["body"]["Type"] : undefined;
export type ResponseOf<E extends AnyEndpoint> = E["response"]["Type"];

/** `"/a/{id}/b/{sectionId}"` → `[id: string, sectionId: string]`, as positional arguments. */
export type PathArgs<Path extends string> = Path extends `${string}{${string}}${infer Rest}`
  ? [string, ...PathArgs<Rest>]
  : [];

/**
 * `"/a/{id}/b/{sectionId}"` → `"id" | "sectionId"`: the names a handler may read. A template not
 * known at compile time (a list of endpoints) gives `string`.
 */
export type PathParamName<Path extends string> = string extends Path
  ? string
  : Path extends `${string}{${infer Name}}${infer Rest}`
    ? Name | PathParamName<Rest>
    : never;

export interface EndpointSpec<
  Query extends SchemaOrNone,
  Body extends SchemaOrNone,
  Response extends Schema.Top,
  Kind extends ResponseKind,
> {
  readonly query?: Query;
  readonly body?: Body;
  readonly response: Response;
  readonly encoding?: BodyEncoding;
  readonly responseKind?: Kind;
  readonly timeout?: TimeoutClass;
  readonly access?: Access;
  readonly retry?: RetryPolicy;
  readonly idempotencyKey?: boolean;
  readonly cache?: CacheArea | "none";
  readonly invalidMessage?: string;
}

/** Declares one call. Defaults: signed-in access, JSON both ways, 30 s, GETs retried, no cache. */
export function endpoint<
  const Path extends string,
  Response extends Schema.Top,
  Query extends SchemaOrNone = undefined,
  Body extends SchemaOrNone = undefined,
  const Kind extends ResponseKind = "json",
>(
  method: HttpMethod,
  path: Path,
  spec: EndpointSpec<Query, Body, Response, Kind>,
): Endpoint<Path, Query, Body, Response, Kind> {
  return {
    method,
    path,
    query: spec.query as Query,
    body: spec.body as Body,
    bodyEncoding: spec.body === undefined ? "none" : (spec.encoding ?? "json"),
    response: spec.response,
    responseKind: spec.responseKind ?? ("json" as Kind),
    timeout: spec.timeout ?? "default",
    access: spec.access ?? "user",
    retry: spec.retry ?? (method === "GET" ? "get" : "none"),
    idempotencyKey: spec.idempotencyKey ?? false,
    cache: spec.cache,
    invalidMessage: spec.invalidMessage,
  };
}

/** Whether the answer is a stream whose body the caller reads (SSE or `data:` lines). */
export function isStreaming(endpoint: AnyEndpoint): boolean {
  return endpoint.responseKind === "sse" || endpoint.responseKind === "dataLines";
}

/** The path parameter names of a template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
}

/** Fills a template with URL-encoded values; every `{name}` must have one. */
export function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`Missing path parameter "${name}" for ${path}.`);
    return encodeURIComponent(value);
  });
}
