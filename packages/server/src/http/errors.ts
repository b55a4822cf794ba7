// Errors as the API answers them: `{detail, code}` with a fitting status; never a stack trace.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AreaFailure, type FailureKind } from "../areas/areaFailure";

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    detail: string,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, code = "invalid_request") => new HttpError(400, code, detail);
export const forbidden = (detail: string, code = "forbidden") => new HttpError(403, code, detail);
export const unauthorized = (detail: string, code = "not_authenticated") => new HttpError(401, code, detail);

export function errorResponse(c: Context, status: ContentfulStatusCode, code: string, detail: string) {
  return c.json({ detail, code }, status);
}

/** The status that tells an HTTP client of each kind of area failure. */
export const FAILURE_STATUS: Readonly<Record<FailureKind, ContentfulStatusCode>> = {
  invalid: 400,
  notFound: 404,
  forbidden: 403,
  conflict: 409,
  tooLarge: 413,
  unsupported: 415,
  unprocessable: 422,
  quotaExceeded: 429,
  rateLimited: 429,
  upstreamFailed: 502,
  unavailable: 503,
};

/** An area's failure as the API answers it. */
export const httpErrorOf = (failure: AreaFailure) =>
  new HttpError(FAILURE_STATUS[failure.kind], failure.code, failure.message);

/** The app's last word on a thrown error: known ones keep their status, others become a plain 500. */
export function handleError(error: Error, c: Context) {
  if (error instanceof AreaFailure) {
    if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(Math.ceil(error.retryAfterSeconds)));
    return errorResponse(c, FAILURE_STATUS[error.kind], error.code, error.message);
  }
  if (error instanceof HttpError) return errorResponse(c, error.status, error.code, error.message);
  console.error(`[${c.req.method} ${c.req.path}]`, error);
  return errorResponse(c, 500, "internal_error", "Something went wrong on our side. Please try again.");
}
