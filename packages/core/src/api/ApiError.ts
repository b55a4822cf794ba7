// The one error type of every /v1 call: status, payload and code, with the spec's wording (§8).
import { Data } from "effect";
import { texts } from "../domain/texts";

export const NETWORK_ERROR_STATUS = 0;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The response's `detail` string; else the 5xx wording; else the generic input wording. */
export function errorMessageFor(status: number, body: unknown): string {
  if (isRecord(body) && typeof body.detail === "string" && body.detail.trim() !== "") return body.detail;
  if (status === NETWORK_ERROR_STATUS) return texts.networkIssue;
  if (status >= 500) return texts.serverUnavailable;
  return texts.requestFailed;
}

/** `code`, else `detail.code`, else undefined. */
export function errorCodeFor(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.code === "string") return body.code;
  if (isRecord(body.detail) && typeof body.detail.code === "string") return body.detail.code;
  return undefined;
}

export class ApiError extends Data.TaggedError("ApiError")<{
  readonly status: number;
  readonly code: string | undefined;
  readonly payload: unknown;
  readonly message: string;
}> {
  static fromResponse(status: number, payload: unknown): ApiError {
    return new ApiError({ status, payload, code: errorCodeFor(payload), message: errorMessageFor(status, payload) });
  }

  static network(cause: unknown): ApiError {
    return new ApiError({
      status: NETWORK_ERROR_STATUS,
      payload: cause instanceof Error ? cause.message : String(cause),
      code: "network_error",
      message: texts.networkIssue,
    });
  }

  static timeout(timeoutMs: number): ApiError {
    return new ApiError({
      status: NETWORK_ERROR_STATUS,
      payload: { timeoutMs },
      code: "timeout",
      message: texts.requestTimedOut,
    });
  }

  /** A fatal refresh failure: the session is gone (spec §8). */
  static notAuthenticated(reason: unknown): ApiError {
    return new ApiError({ status: 401, payload: reason, code: "not_authenticated", message: texts.notAuthenticated });
  }

  /** The caller's input does not fit the contract; nothing was sent. */
  static invalidRequest(detail: string): ApiError {
    return new ApiError({ status: 400, payload: { detail }, code: "invalid_request", message: detail });
  }

  /** An answer that does not match its contract: the call's own wording when it has one. */
  static invalidResponse(status: number, payload: unknown, message: string = texts.serverUnavailable): ApiError {
    return new ApiError({ status, payload, code: "invalid_response", message });
  }
}
