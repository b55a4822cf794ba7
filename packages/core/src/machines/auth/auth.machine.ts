// The auth machine: restores the session at start, then moves between signed out and signed in
// through sign-in, sign-up and sign-out. Every call it makes is an actor provided from outside.
import { assertEvent, assign, setup } from "xstate";
import { signInErrorText } from "../../domain/signInError";
import type { User } from "../../domain/user";
import { requiredActor } from "../requiredActor";

export interface Credentials {
  readonly email: string;
  readonly password: string;
}
export interface NewAccount extends Credentials {
  readonly username?: string;
}

export interface AuthContext {
  readonly user: User | null;
  readonly error: string | null;
  readonly hasAttemptedBootstrap: boolean;
}

export type AuthEvent =
  | ({ type: "auth.signIn" } & Credentials)
  | ({ type: "auth.signUp" } & NewAccount)
  | { type: "auth.signOut" }
  | { type: "auth.dismissError" };

/** How signing in and signing up both end: signed in with the user, or signed out with the reason. */
const enteringWithCredentials = {
  onDone: {
    target: "signedIn",
    actions: { type: "setUser", params: ({ event }: { event: { output: User } }) => event.output },
  },
  onError: {
    target: "signedOut.error",
    actions: { type: "setError", params: ({ event }: { event: { error: unknown } }) => event.error },
  },
} as const;

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    restoreSession: requiredActor<User | null, void>("auth", "restoreSession"),
    signIn: requiredActor<User, Credentials>("auth", "signIn"),
    signUp: requiredActor<User, NewAccount>("auth", "signUp"),
    signOut: requiredActor<void, void>("auth", "signOut"),
  },
  actions: {
    setUser: assign({ user: (_, user: User) => user, error: null }),
    clearUser: assign({ user: null }),
    setError: assign({ error: (_, error: unknown) => signInErrorText(error) }),
    clearError: assign({ error: null }),
    markBootstrapped: assign({ hasAttemptedBootstrap: true }),
  },
  guards: {
    foundUser: (_, output: User | null) => output !== null,
  },
}).createMachine({
  id: "auth",
  context: { user: null, error: null, hasAttemptedBootstrap: false },
  initial: "bootstrapping",
  states: {
    bootstrapping: {
      exit: "markBootstrapped",
      invoke: {
        id: "restoreSession",
        src: "restoreSession",
        onDone: [
          {
            guard: { type: "foundUser", params: ({ event }) => event.output },
            target: "signedIn",
            actions: { type: "setUser", params: ({ event }) => event.output as User },
          },
          { target: "signedOut" },
        ],
        onError: { target: "signedOut" },
      },
    },
    signedOut: {
      initial: "idle",
      states: {
        idle: {},
        error: { on: { "auth.dismissError": { target: "idle", actions: "clearError" } } },
      },
      on: {
        "auth.signIn": { target: "signingIn" },
        "auth.signUp": { target: "signingUp" },
      },
    },
    signingIn: {
      entry: "clearError",
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ event }) => {
          assertEvent(event, "auth.signIn");
          return { email: event.email, password: event.password };
        },
        ...enteringWithCredentials,
      },
    },
    signingUp: {
      entry: "clearError",
      invoke: {
        id: "signUp",
        src: "signUp",
        input: ({ event }) => {
          assertEvent(event, "auth.signUp");
          return {
            email: event.email,
            password: event.password,
            ...(event.username ? { username: event.username } : {}),
          };
        },
        ...enteringWithCredentials,
      },
    },
    signedIn: {
      on: { "auth.signOut": { target: "signingOut" } },
    },
    signingOut: {
      invoke: {
        id: "signOut",
        src: "signOut",
        onDone: { target: "signedOut", actions: "clearUser" },
        onError: { target: "signedOut", actions: "clearUser" },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
