// The auth machine's actors, backed by the session Effects on one ApiClient, and the session's
// events fed to the machine. Web builds them from the page's client; a CLI or a test from its own.
// The device's part (authDeviceActors, authDeviceActions) keeps the signed-in user and hears the
// network, so a reload without a network opens the app from what this browser kept.
import { Schema } from "effect";
import { fromCallback, fromPromise } from "xstate";
import { type ApiClientShape, runApiWith } from "../../api/ApiClient";
import type { Credentials, NewAccount } from "../../api/loginForm";
import { restoreSession, signIn, signInWithGoogle, signOut, signUp } from "../../api/session";
import type { SessionEvent } from "../../api/sessionKeeper";
import { User } from "../../domain/account/user";
import { type Connectivity, watchConnectivity } from "../../services/connectivity";
import type { KeyValueStorage } from "../../services/storage";
import type { GoogleCredential } from "./auth.machine";

/**
 * Where the signed-in user is kept between page loads: the profile the app shows (name, e-mail,
 * picture), never a token. Signing out, or a session found gone, removes it.
 */
export const KEPT_USER_KEY = "moatwise.signedInUser";

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

const decodeKeptUser = Schema.decodeUnknownOption(Schema.fromJsonString(User));

/** The user `storage` kept, or null when there is none or it is damaged (it is then not trusted). */
export function keptUserIn(storage: KeyValueStorage): User | null {
  const kept = storage.get(KEPT_USER_KEY);
  if (kept === null) return null;
  const user = decodeKeptUser(kept);
  return user._tag === "Some" ? user.value : null;
}

/** The device's actors: the kept user recalled, and the network heard. */
export function authDeviceActors(storage: KeyValueStorage, connectivity: Connectivity) {
  return {
    recallUser: fromPromise<User | null, void>(async () => keptUserIn(storage)),
    watchNetwork: watchConnectivity(connectivity),
  };
}

/** The device's actions: the signed-in user kept, and forgotten on signing out. */
export function authDeviceActions(storage: KeyValueStorage) {
  return {
    keepUser: (_: unknown, user: User | null) => {
      if (user) storage.set(KEPT_USER_KEY, JSON.stringify(user));
    },
    forgetUser: () => storage.remove(KEPT_USER_KEY),
  };
}
