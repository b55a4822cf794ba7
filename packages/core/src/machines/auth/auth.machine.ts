// The auth machine: restores the session at start, then moves between signed out and signed in
// through sign-in, sign-up and sign-out, and follows what happens to the session meanwhile (a
// refresh, another tab signing in or out, a session that expired). Offline, a restore that cannot
// reach the server is no sign-out: the user this browser kept opens the app (`offline`), and the
// session is checked again when the network is back. Every call it makes, the session's events,
// the network and the kept user are actors and actions provided from outside.
import { assertEvent, assign, enqueueActions, setup } from "xstate";
import { NETWORK_ERROR_STATUS } from "../../api/ApiError";
import type { Credentials, NewAccount } from "../../api/loginForm";
import { requiredActor, requiredCallbackActor } from "../../api/requiredActor";
import type { SessionEvent } from "../../api/sessionKeeper";
import { signInErrorText } from "../../api/signInError";
import type { User } from "../../domain/account/user";
import { RESTORING_SESSION_BANNER_DELAY_MS } from "../../domain/constants";
import { texts } from "../../domain/texts";
import type { ConnectivityEvent } from "../../services/connectivity";

export interface AuthContext {
  readonly user: User | null;
  readonly error: string | null;
  readonly hasAttemptedBootstrap: boolean;
  readonly isRefreshingToken: boolean;
  /** A refresh has run for 250 ms: time to say 'Restoring session…'. */
  readonly isRefreshingSlowly: boolean;
  /** 'Welcome back.' (or, for a new account, 'Welcome to Moatwise.') was shown in this page's life. */
  readonly hasWelcomed: boolean;
  /** This is the account's first visit (made in this page's life, or its first session): welcomed, not welcomed back. */
  readonly isNewAccount: boolean;
}

export type AuthEvent =
  | ({ type: "auth.signIn" } & Credentials)
  | ({ type: "auth.signUp" } & NewAccount)
  | ({ type: "auth.signInWithGoogle" } & GoogleCredential)
  | { type: "auth.signOut" }
  | { type: "auth.dismissError" }
  | { type: "auth.refreshIsSlow" }
  | ConnectivityEvent
  | SessionEvent;

export interface GoogleCredential {
  /** The ID token Google Identity Services handed the page. */
  readonly idToken: string;
}

/** What the auth machine tells the page: a toast to show. */
export type AuthEmitted = { type: "auth.notice"; message: string };

/** How every sign-in ends: signed in with the user (welcomed the first time), or signed out with the reason. */
const enteringWithCredentials = {
  onDone: {
    target: "signedIn",
    actions: [{ type: "setUser", params: ({ event }: { event: { output: User } }) => event.output }, "welcomeOnce"],
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
    emitted: {} as AuthEmitted,
    tags: {} as "bootstrapping" | "submitting" | "authenticated" | "offline",
  },
  actors: {
    restoreSession: requiredActor<User | null, void>("auth", "restoreSession"),
    signIn: requiredActor<User, Credentials>("auth", "signIn"),
    signUp: requiredActor<User, NewAccount>("auth", "signUp"),
    signInWithGoogle: requiredActor<User, GoogleCredential>("auth", "signInWithGoogle"),
    signOut: requiredActor<void, void>("auth", "signOut"),
    /** The session's events (refreshed, other tabs, expired), sent to the machine as they happen. */
    sessionEvents: requiredCallbackActor("auth", "sessionEvents"),
    /** The user this browser kept from its last session, or null (authDeviceActors). */
    recallUser: requiredActor<User | null, void>("auth", "recallUser"),
    /** The network's changes, as `network.online` and `network.offline` (watchConnectivity). */
    watchNetwork: requiredCallbackActor<unknown, ConnectivityEvent>("auth", "watchNetwork"),
  },
  actions: {
    /** A first visit (the server knows the account's first session) is welcomed, not welcomed back. */
    setUser: assign((_, user: User) => ({ user, error: null, isNewAccount: user.first_visit === true })),
    markNewAccount: assign({ isNewAccount: true }),
    clearUser: assign({ user: null }),
    setError: assign({ error: (_, error: unknown) => signInErrorText(error) }),
    setGoogleError: assign({ error: (_, error: unknown) => signInErrorText(error, texts.googleSignInFailed) }),
    expireSession: assign({ user: null, error: texts.sessionExpired }),
    clearError: assign({ error: null }),
    markBootstrapped: assign({ hasAttemptedBootstrap: true }),
    welcomeOnce: enqueueActions(({ context, enqueue }) => {
      if (context.hasWelcomed) return;
      enqueue.assign({ hasWelcomed: true });
      enqueue.emit({ type: "auth.notice", message: context.isNewAccount ? texts.welcomeNew : texts.welcomeBack });
    }),
    startRefreshing: enqueueActions(({ enqueue }) => {
      enqueue.assign({ isRefreshingToken: true });
      enqueue.raise({ type: "auth.refreshIsSlow" }, { id: "refreshIsSlow", delay: RESTORING_SESSION_BANNER_DELAY_MS });
    }),
    stopRefreshing: enqueueActions(({ enqueue }) => {
      enqueue.assign({ isRefreshingToken: false, isRefreshingSlowly: false });
      enqueue.cancel("refreshIsSlow");
    }),
    showRestoringBanner: assign({ isRefreshingSlowly: true }),
    // The device's memory of the signed-in user (authDeviceActions); a client that keeps nothing
    // leaves them out, and a reload without a network then opens signed out.
    /** Keeps the signed-in user on this device, to open the app offline. */
    keepUser: enqueueActions((_, _user: User | null) => {}),
    /** Forgets the kept user: signed out, nothing of the account stays to open the app with. */
    forgetUser: enqueueActions(() => {}),
  },
  guards: {
    foundUser: (_, output: User | null) => output !== null,
    /** The refresh cookie the browser sent belonged to a session that expired or was revoked. */
    sessionExpired: ({ event }) =>
      "error" in event && (event.error as { code?: unknown } | undefined)?.code === "session_expired",
    /**
     * The server was not reached (no network, a time-out): nothing is known about the session. A
     * 401 or any other answer from the server is an answer.
     */
    serverUnreachable: ({ event }) =>
      "error" in event && (event.error as { status?: unknown } | undefined)?.status === NETWORK_ERROR_STATUS,
    refreshStarted: ({ event }) => {
      assertEvent(event, "session.refreshing");
      return event.active;
    },
    stillRefreshing: ({ context }) => context.isRefreshingToken,
  },
}).createMachine({
  id: "auth",
  context: {
    user: null,
    error: null,
    hasAttemptedBootstrap: false,
    isRefreshingToken: false,
    isRefreshingSlowly: false,
    hasWelcomed: false,
    isNewAccount: false,
  },
  invoke: { id: "sessionEvents", src: "sessionEvents" },
  on: {
    "session.refreshing": [{ guard: "refreshStarted", actions: "startRefreshing" }, { actions: "stopRefreshing" }],
    "auth.refreshIsSlow": { guard: "stillRefreshing", actions: "showRestoringBanner" },
  },
  initial: "bootstrapping",
  states: {
    bootstrapping: {
      tags: ["bootstrapping"],
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
        onError: [
          { guard: "sessionExpired", target: "signedOut.error", actions: "expireSession" },
          { guard: "serverUnreachable", target: "recallingUser" },
          { target: "signedOut" },
        ],
      },
    },
    // The server could not be reached at start: the user this browser kept, if any, opens the app.
    recallingUser: {
      tags: ["bootstrapping"],
      invoke: {
        id: "recallUser",
        src: "recallUser",
        onDone: [
          {
            guard: { type: "foundUser", params: ({ event }) => event.output },
            target: "offline",
            actions: { type: "setUser", params: ({ event }) => event.output as User },
          },
          { target: "signedOut" },
        ],
        onError: { target: "signedOut" },
      },
    },
    // Signed in as far as this browser knows: the app opens with what it kept, and the session is
    // checked again when the network is back. Another tab's news about the session is believed.
    offline: {
      tags: ["authenticated", "offline"],
      invoke: { id: "watchNetwork", src: "watchNetwork" },
      on: {
        "network.online": { target: "rechecking" },
        "auth.signOut": { target: "signingOut" },
        "session.refreshed": { target: "signedIn", actions: { type: "setUser", params: ({ event }) => event.user } },
        "session.signedInElsewhere": {
          target: "signedIn",
          actions: { type: "setUser", params: ({ event }) => event.user },
        },
        "session.signedOutElsewhere": { target: "signedOut", actions: "clearUser" },
        "session.expired": { target: "signedOut.error", actions: "expireSession" },
      },
    },
    // The network is back: the refresh cookie is traded again. The app stays open meanwhile.
    rechecking: {
      tags: ["authenticated", "offline"],
      invoke: {
        id: "recheckSession",
        src: "restoreSession",
        onDone: [
          {
            guard: { type: "foundUser", params: ({ event }) => event.output },
            target: "signedIn",
            actions: { type: "setUser", params: ({ event }) => event.output as User },
          },
          { target: "signedOut", actions: "clearUser" },
        ],
        onError: [
          { guard: "sessionExpired", target: "signedOut.error", actions: "expireSession" },
          { guard: "serverUnreachable", target: "offline" },
          { target: "signedOut", actions: "clearUser" },
        ],
      },
    },
    signedOut: {
      entry: "forgetUser",
      initial: "idle",
      states: {
        idle: {},
        error: { on: { "auth.dismissError": { target: "idle", actions: "clearError" } } },
      },
      on: {
        "auth.signIn": { target: "signingIn" },
        "auth.signUp": { target: "signingUp" },
        "auth.signInWithGoogle": { target: "signingInWithGoogle" },
        "session.signedInElsewhere": {
          target: "signedIn",
          actions: [{ type: "setUser", params: ({ event }) => event.user }, "welcomeOnce"],
        },
      },
    },
    signingIn: {
      tags: ["submitting"],
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
      tags: ["submitting"],
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
          actions: [
            { type: "setUser", params: ({ event }: { event: { output: User } }) => event.output },
            "markNewAccount",
            "welcomeOnce",
          ],
        },
        onError: enteringWithCredentials.onError,
      },
    },
    signingInWithGoogle: {
      tags: ["submitting"],
      entry: "clearError",
      invoke: {
        id: "signInWithGoogle",
        src: "signInWithGoogle",
        input: ({ event }) => {
          assertEvent(event, "auth.signInWithGoogle");
          return { idToken: event.idToken };
        },
        onDone: enteringWithCredentials.onDone,
        onError: {
          target: "signedOut.error",
          actions: { type: "setGoogleError", params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    signedIn: {
      tags: ["authenticated"],
      entry: { type: "keepUser", params: ({ context }) => context.user },
      on: {
        "auth.signOut": { target: "signingOut" },
        // Token refreshed or user updated, here or in another tab.
        "session.refreshed": {
          actions: [
            { type: "setUser", params: ({ event }) => event.user },
            { type: "keepUser", params: ({ event }) => event.user },
          ],
        },
        "session.signedInElsewhere": {
          actions: [
            { type: "setUser", params: ({ event }) => event.user },
            { type: "keepUser", params: ({ event }) => event.user },
          ],
        },
        // Another tab signed out on purpose: no complaint here either.
        "session.signedOutElsewhere": { target: "signedOut", actions: "clearUser" },
        "session.expired": { target: "signedOut.error", actions: "expireSession" },
      },
    },
    signingOut: {
      // Still signed in until the server has ended the session.
      tags: ["authenticated"],
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
