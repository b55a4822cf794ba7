// The auth machine: restores the session at start, then moves between signed out and signed in
// through sign-in, sign-up and sign-out. Every call it makes is an actor provided from outside.
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { signInErrorText } from "../../domain/signInError";
import type { User } from "../../domain/user";

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

/** An actor the machine cannot run without; the app or a test supplies it with `.provide()`. */
function required<Output, Input>(name: string) {
  return fromPromise<Output, Input>(() =>
    Promise.reject(
      new Error(`The auth machine needs its "${name}" actor; supply it with machine.provide({ actors }).`),
    ),
  );
}

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    restoreSession: required<User | null, void>("restoreSession"),
    signIn: required<User, Credentials>("signIn"),
    signUp: required<User, NewAccount>("signUp"),
    signOut: required<void, void>("signOut"),
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
        onDone: {
          target: "signedIn",
          actions: { type: "setUser", params: ({ event }: { event: { output: User } }) => event.output },
        },
        onError: {
          target: "signedOut.error",
          actions: { type: "setError", params: ({ event }: { event: { error: unknown } }) => event.error },
        },
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
        onDone: {
          target: "signedIn",
          actions: { type: "setUser", params: ({ event }: { event: { output: User } }) => event.output },
        },
        onError: {
          target: "signedOut.error",
          actions: { type: "setError", params: ({ event }: { event: { error: unknown } }) => event.error },
        },
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
