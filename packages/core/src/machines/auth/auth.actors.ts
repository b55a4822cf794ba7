// The auth machine's actors, backed by the session Effects on one ApiClient, and the session's
// events fed to the machine. Web builds them from the page's client; a CLI or a test from its own.
import { fromCallback, fromPromise } from "xstate";
import { type ApiClientShape, runApiWith } from "../../api/ApiClient";
import type { Credentials, NewAccount } from "../../api/loginForm";
import { restoreSession, signIn, signInWithGoogle, signOut, signUp } from "../../api/session";
import type { SessionEvent } from "../../api/sessionKeeper";
import type { User } from "../../domain/account/user";
import type { GoogleCredential } from "./auth.machine";

export function authActors(client: ApiClientShape) {
  const run = runApiWith(client);
  return {
    restoreSession: fromPromise<User | null, void>(() => run(restoreSession)),
    signIn: fromPromise<User, Credentials>(({ input }) =>
      run(signIn({ username: input.email, password: input.password })),
    ),
    signUp: fromPromise<User, NewAccount>(({ input }) => run(signUp(input))),
    signInWithGoogle: fromPromise<User, GoogleCredential>(({ input }) => run(signInWithGoogle(input.idToken))),
    signOut: fromPromise<void, void>(() => run(signOut)),
    sessionEvents: fromCallback(({ sendBack }) => client.session.subscribe((event: SessionEvent) => sendBack(event))),
  };
}
