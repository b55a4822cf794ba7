// Session operations as Effects over the ApiClient: sign up, sign in, restore, sign out.
// Each keeps the client's in-memory access token in step with the server's answer.
import { Effect } from "effect";
import type { User } from "../domain/user";
import { ApiClient } from "./ApiClient";
import type { ApiError } from "./ApiError";
import { endpoints } from "./contract";
import type { SignInForm, SignUpRequest } from "./schemas";

export const signUp = (request: SignUpRequest): Effect.Effect<User, ApiError, ApiClient> =>
  Effect.gen(function* () {
    const api = yield* ApiClient;
    const answer = yield* api.call(endpoints.signUp, request);
    api.accessToken.set(answer.access_token);
    return answer.user;
  });

export const signIn = (form: SignInForm): Effect.Effect<User, ApiError, ApiClient> =>
  Effect.gen(function* () {
    const api = yield* ApiClient;
    const answer = yield* api.call(endpoints.signIn, form);
    api.accessToken.set(answer.access_token);
    return answer.user;
  });

/** Trades the refresh cookie for a token. No session (401) is an answer, not a failure: null. */
export const restoreSession: Effect.Effect<User | null, ApiError, ApiClient> = Effect.gen(function* () {
  const api = yield* ApiClient;
  const answer = yield* api.call(endpoints.refresh).pipe(
    Effect.catchIf(
      (error) => error.status === 401,
      () => Effect.succeed(null),
    ),
  );
  if (answer === null) return null;
  api.accessToken.set(answer.access_token);
  return answer.user;
});

/** Signs out on the server and always forgets the token here, even if the server is unreachable. */
export const signOut: Effect.Effect<void, ApiError, ApiClient> = Effect.gen(function* () {
  const api = yield* ApiClient;
  yield* api.call(endpoints.logout).pipe(Effect.ensuring(Effect.sync(() => api.accessToken.set(null))));
});
