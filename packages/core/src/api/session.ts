// Session operations as Effects over the ApiClient: sign up, sign in (password or Google), restore, sign out.
// Each keeps the client's in-memory access token in step with the server's answer.
import { Effect } from "effect";
import type { User } from "../domain/account/user";
import type { SignInForm, SignUpRequest, TokenResponse } from "../domain/schemas/auth";
import { ApiClient } from "./ApiClient";
import type { ApiError } from "./ApiError";
import { withApi } from "./typedApi";

/** Keeps the answer's access token in the client and hands back its user. */
const adopt = (answer: Effect.Effect<TokenResponse, ApiError, ApiClient>): Effect.Effect<User, ApiError, ApiClient> =>
  Effect.gen(function* () {
    const api = yield* ApiClient;
    const session = yield* answer;
    api.session.started(session);
    return session.user;
  });

export const signUp = (request: SignUpRequest) => adopt(withApi((api) => api.users.signUp(request)));

export const signIn = (form: SignInForm) => adopt(withApi((api) => api.users.signIn(form)));

/** Trades a Google ID token (from Google Identity Services) for a session. */
export const signInWithGoogle = (idToken: string) => adopt(withApi((api) => api.auth.google({ id_token: idToken })));

/** Fetches the CSRF token and keeps it for the requests that follow. */
export const initCsrf: Effect.Effect<void, ApiError, ApiClient> = ApiClient.use((client) => client.renewCsrf);

/** Whether the browser holds a refresh cookie to trade: a server that does not say is asked anyway. */
const holdsRefreshCookie: Effect.Effect<boolean, ApiError, ApiClient> = withApi((api) => api.auth.status()).pipe(
  Effect.map((status) => status.refresh_cookie ?? true),
);

/**
 * Bootstrap (spec §2): the CSRF token first, then the refresh cookie traded for an access token.
 * With no cookie there is nothing to trade: null, without a request the server would answer 401
 * (which the browser logs as an error on every signed-out load). No session to restore (401
 * `no_session`) is an answer too. A session that existed and expired or was revoked (401
 * `session_expired`) fails, so it can be said.
 */
export const restoreSession: Effect.Effect<User | null, ApiError, ApiClient> = initCsrf.pipe(
  Effect.andThen(holdsRefreshCookie),
  Effect.andThen((held) => (held ? adopt(withApi((api) => api.auth.refresh())) : Effect.succeed(null))),
  Effect.catchIf(
    (error) => error.status === 401 && error.code !== "session_expired",
    () => Effect.succeed(null),
  ),
);

/** Signs out on the server and always forgets the token here, even if the server is unreachable. */
export const signOut: Effect.Effect<void, ApiError, ApiClient> = Effect.gen(function* () {
  const client = yield* ApiClient;
  yield* withApi((api) => api.auth.logout()).pipe(Effect.ensuring(Effect.sync(() => client.session.signedOut())));
});
