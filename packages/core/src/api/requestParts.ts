// Turns a contract endpoint and a caller's parts (path parameters, query, body) into what goes on
// the wire: the path with its query string, the encoded body and its content type. Input that does
// not fit the contract is refused here, before anything is sent.
import { Result, Schema } from "effect";
import { describeSchemaIssue } from "../domain/schemaIssues";
import { type AnyEndpoint, fillPath } from "./contract/endpoint";

/** What a caller supplies for one call; which parts are needed follows from the endpoint. */
export interface RequestParts {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: unknown;
  readonly body?: unknown;
}

/** Per-call options: an abort signal (it interrupts the call), and the idempotency key some research calls take. */
export interface CallOptions {
  readonly signal?: AbortSignal;
  readonly idempotencyKey?: string;
}

export interface PreparedRequest {
  /** Path under /v1 with its query string, e.g. `/company/profile?symbol=AAPL`. */
  readonly path: string;
  readonly body: string | URLSearchParams | FormData | undefined;
  readonly contentType: string | undefined;
}

function encodeWith(schema: Schema.Top, value: unknown, what: string): Result.Result<unknown, string> {
  const encoded = Schema.encodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(value, { errors: "all" });
  return Result.isSuccess(encoded)
    ? Result.succeed(encoded.success)
    : Result.fail(`${what}: ${describeSchemaIssue(encoded.failure.issue)}`);
}

function queryString(endpoint: AnyEndpoint, query: unknown): Result.Result<string, string> {
  if (endpoint.query === undefined) return Result.succeed("");
  const encoded = encodeWith(endpoint.query, query ?? {}, "query");
  if (Result.isFailure(encoded)) return Result.fail(encoded.failure);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(encoded.success as Record<string, unknown>)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return Result.succeed(text === "" ? "" : `?${text}`);
}

function encodedBody(endpoint: AnyEndpoint, body: unknown): Result.Result<PreparedRequest["body"], string> {
  if (endpoint.bodyEncoding === "none") return Result.succeed(undefined);
  if (endpoint.bodyEncoding === "multipart") {
    return body instanceof FormData ? Result.succeed(body) : Result.fail("body: must be multipart form data");
  }
  const encoded = encodeWith(endpoint.body, body, "body");
  if (Result.isFailure(encoded)) return Result.fail(encoded.failure);
  if (endpoint.bodyEncoding === "form") {
    return Result.succeed(new URLSearchParams(encoded.success as Record<string, string>));
  }
  return Result.succeed(JSON.stringify(encoded.success));
}

const CONTENT_TYPES = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  // The runtime writes multipart's content type itself, with its boundary.
  multipart: undefined,
  none: undefined,
} as const;

/** The request on the wire, or a sentence saying which part does not fit the contract. */
export function prepareRequest(endpoint: AnyEndpoint, parts: RequestParts): Result.Result<PreparedRequest, string> {
  let path: string;
  try {
    path = fillPath(endpoint.path, parts.params ?? {});
  } catch (error) {
    return Result.fail((error as Error).message);
  }
  const search = queryString(endpoint, parts.query);
  if (Result.isFailure(search)) return Result.fail(search.failure);
  const body = encodedBody(endpoint, parts.body);
  if (Result.isFailure(body)) return Result.fail(body.failure);
  return Result.succeed({
    path: `${path}${search.success}`,
    body: body.success,
    contentType: CONTENT_TYPES[endpoint.bodyEncoding],
  });
}
