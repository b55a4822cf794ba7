// The two recoveries of a request (spec §8): refreshing the session after a 401 and renewing the
// CSRF token after a 403. Both calls travel through the same request machine as every other call
// (time-outs, retries, a CSRF renewal for the refresh POST), so nothing here re-implements them.
// When to refresh, and sharing one refresh between requests and tabs, is the session keeper's.
import { Effect } from "effect";
import type { CsrfResponse, TokenResponse } from "../domain/schemas/auth";
import { texts } from "../domain/texts";
import { ApiError } from "./ApiError";
import { authEndpoints } from "./contract/account.contract";
import type { AnyEndpoint } from "./contract/endpoint";
import { RefreshFailure } from "./request/request.machine";

export interface RecoveryOptions {
  /** Sends a call of the contract with the client's full request behaviour. */
  readonly send: (endpoint: AnyEndpoint) => Effect.Effect<unknown, ApiError>;
  readonly setCsrfToken: (token: string) => void;
}

/** Fatal when the server says there is no session or gives no token; retryable otherwise. */
function refreshFailureFor(error: ApiError): RefreshFailure {
  if (error.code === "invalid_response") {
    return new RefreshFailure(true, ApiError.fromResponse(401, { detail: texts.refreshWithoutToken }));
  }
  return new RefreshFailure(error.status === 401 || error.status === 403, error);
}

export function makeSessionRecovery(options: RecoveryOptions) {
  // Suspended: the client builds its recovery before its own `send` exists. The contract decoded
  // these answers already; the casts only name their shapes.
  const renewCsrf: Effect.Effect<void, ApiError> = Effect.suspend(
    () => options.send(authEndpoints.csrf) as Effect.Effect<CsrfResponse, ApiError>,
  ).pipe(Effect.map(({ csrf_token }) => options.setCsrfToken(csrf_token)));

  /** One trade of the refresh cookie for a new session; the session keeper decides when. */
  const refreshCall: Effect.Effect<TokenResponse, RefreshFailure> = Effect.suspend(
    () => options.send(authEndpoints.refresh) as Effect.Effect<TokenResponse, ApiError>,
  ).pipe(Effect.mapError(refreshFailureFor));

  return { renewCsrf, refreshCall };
}
