// The auth machine's actors, backed by the session Effects. A client supplies `run`, which runs an
// Effect with its ApiClient layer; web, a CLI or a test each bring their own.

import type { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiClient } from "../../api/ApiClient";
import type { ApiError } from "../../api/ApiError";
import { restoreSession, signIn, signOut, signUp } from "../../api/session";
import type { User } from "../../domain/user";
import type { Credentials, NewAccount } from "./auth.machine";

export type RunApi = <A>(effect: Effect.Effect<A, ApiError, ApiClient>) => Promise<A>;

export function authActors(run: RunApi) {
  return {
    restoreSession: fromPromise<User | null, void>(() => run(restoreSession)),
    signIn: fromPromise<User, Credentials>(({ input }) =>
      run(signIn({ username: input.email, password: input.password })),
    ),
    signUp: fromPromise<User, NewAccount>(({ input }) => run(signUp(input))),
    signOut: fromPromise<void, void>(() => run(signOut)),
  };
}
