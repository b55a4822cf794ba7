// The two recoveries of a request (spec §8): refreshing the session after a 401 and renewing the
// CSRF token after a 403. Both calls travel through the same request machine as every other call
// (time-outs, retries, a CSRF renewal for the refresh POST), so nothing here re-implements them.
// One refresh is in flight at a time; every request waiting on a 401 shares it.
import { Effect } from "effect";
import { texts } from "../domain/texts";
import { RefreshFailure } from "../machines/request/request.machine";
import { ApiError } from "./ApiError";
import { authEndpoints } from "./contract/account.contract";
import type { AnyEndpoint } from "./contract/endpoint";
import type { CsrfResponse, TokenResponse } from "./schemas/auth";

export interface RecoveryOptions {
  /** Sends a call of the contract with the client's full request behaviour. */
  readonly send: (endpoint: AnyEndpoint) => Effect.Effect<unknown, ApiError>;
  readonly setAccessToken: (token: string) => void;
  readonly setCsrfToken: (token: string) => void;
  /** Told of every new session (user and token life), e.g. to keep the auth state current. */
  readonly onRefreshed?: (answer: TokenResponse) => void;
}

/** Fatal when the server says there is no session or gives no token; retryable otherwise. */
function refreshFailureFor(error: ApiError): RefreshFailure {
  if (error.code === "invalid_response") {
    return new RefreshFailure(true, ApiError.fromResponse(401, { detail: texts.refreshWithoutToken }));
  }
  return new RefreshFailure(error.status === 401 || error.status === 403, error);
}

export function makeSessionRecovery(options: RecoveryOptions) {
  let refreshing: Promise<void> | null = null;

  // Suspended: the client builds its recovery before its own `send` exists. The contract decoded
  // these answers already; the casts only name their shapes.
  const renewCsrf: Effect.Effect<void, ApiError> = Effect.suspend(
    () => options.send(authEndpoints.csrf) as Effect.Effect<CsrfResponse, ApiError>,
  ).pipe(Effect.map(({ csrf_token }) => options.setCsrfToken(csrf_token)));

  const refreshOnce: Effect.Effect<void, RefreshFailure> = Effect.suspend(
    () => options.send(authEndpoints.refresh) as Effect.Effect<TokenResponse, ApiError>,
  ).pipe(
    Effect.mapError(refreshFailureFor),
    Effect.flatMap((answer) =>
      Effect.sync(() => {
        options.setAccessToken(answer.access_token);
        options.onRefreshed?.(answer);
      }),
    ),
  );

  return {
    /** Refreshes the session, joining a refresh already in flight. */
    refreshSession(): Promise<void> {
      refreshing ??= Effect.runPromise(refreshOnce).finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    renewCsrf,
  };
}
