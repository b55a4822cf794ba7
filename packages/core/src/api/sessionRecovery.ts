// The two recoveries of a request (spec §8): refreshing the session after a 401 and renewing the
// CSRF token after a 403. One refresh is in flight at a time; every request waiting on a 401
// shares it.
import { Result, Schema } from "effect";
import { texts } from "../domain/texts";
import { RefreshFailure } from "../machines/request/request.machine";
import { ApiError } from "./ApiError";
import { authEndpoints } from "./contract/account.contract";
import { CsrfResponse, TokenResponse } from "./schemas/auth";

export interface PlainAnswer {
  readonly status: number;
  readonly payload: unknown;
}

/** Sends one request with no recovery of its own: the refresh and the CSRF call themselves. */
export type SendPlain = (method: "GET" | "POST", path: string) => Promise<PlainAnswer>;

export interface RecoveryOptions {
  readonly sendPlain: SendPlain;
  readonly setAccessToken: (token: string) => void;
  readonly setCsrfToken: (token: string) => void;
  /** Told of every new session (user and token life), e.g. to keep the auth state current. */
  readonly onRefreshed?: (answer: TokenResponse) => void;
}

/** Fatal when the server says there is no session or gives no token; retryable otherwise. */
function refreshFailureFor(answer: PlainAnswer): RefreshFailure {
  if (answer.status === 401 || answer.status === 403) {
    return new RefreshFailure(true, ApiError.fromResponse(answer.status, answer.payload));
  }
  return new RefreshFailure(false, ApiError.fromResponse(answer.status, answer.payload));
}

export function makeSessionRecovery(options: RecoveryOptions) {
  let refreshing: Promise<void> | null = null;

  async function renewCsrf(): Promise<void> {
    const answer = await options.sendPlain("GET", authEndpoints.csrf.path);
    const decoded = Schema.decodeUnknownResult(CsrfResponse)(answer.payload);
    if (answer.status >= 400 || Result.isFailure(decoded)) throw ApiError.fromResponse(answer.status, answer.payload);
    options.setCsrfToken(decoded.success.csrf_token);
  }

  /** POST /auth/refresh; a stale CSRF token is renewed once on the way (spec §8, 403). */
  async function sendRefresh(): Promise<PlainAnswer> {
    const answer = await options.sendPlain("POST", authEndpoints.refresh.path);
    if (answer.status !== 403) return answer;
    await renewCsrf();
    return options.sendPlain("POST", authEndpoints.refresh.path);
  }

  async function refreshOnce(): Promise<void> {
    let answer: PlainAnswer;
    try {
      answer = await sendRefresh();
    } catch (cause) {
      throw new RefreshFailure(false, cause instanceof ApiError ? cause : ApiError.network(cause));
    }
    if (answer.status >= 400) throw refreshFailureFor(answer);
    const decoded = Schema.decodeUnknownResult(TokenResponse)(answer.payload);
    if (Result.isFailure(decoded)) {
      throw new RefreshFailure(true, ApiError.fromResponse(401, { detail: texts.refreshWithoutToken }));
    }
    options.setAccessToken(decoded.success.access_token);
    options.onRefreshed?.(decoded.success);
  }

  return {
    /** Refreshes the session, joining a refresh already in flight. */
    refreshSession(): Promise<void> {
      refreshing ??= refreshOnce().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },

    renewCsrf,
  };
}
