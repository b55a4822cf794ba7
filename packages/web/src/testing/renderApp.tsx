// Renders the whole app for web's component tests: the auth machine's server side faked (a given
// session, sign-in answers), everything above it real, at an address of the test's choosing.
import {
  type ApiClientShape,
  authMachine,
  type Connectivity,
  type Credentials,
  type LocationPort,
  makeApiClient,
  type NewAccount,
  type PromiseApi,
  promiseApi,
  type SessionEvent,
  selectIsBootstrapping,
  themeMachine,
  type User,
} from "@moatwise/core";
import { memoryLocation } from "@moatwise/core/testing/memoryLocation";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { fromCallback, fromPromise } from "xstate";
import { App, AppProviders, routerOn } from "../app/App";
import { AuthActor } from "../app/actors";

export const ada: User = {
  id: "u1",
  email: "ada@example.com",
  username: "Ada",
  handle: "investor-ada0000001",
  picture_url: null,
  theme: null,
  research_access: false,
};

/** The server side of sign-in, faked: the UI under test is real. */
export function authLogic(options: {
  session?: User | null;
  pendingRestore?: boolean;
  signIn?: (email: string) => Promise<User>;
  signUp?: (account: NewAccount) => Promise<User>;
  signInWithGoogle?: (idToken: string) => Promise<User>;
  /** Receives the function that feeds the machine session events, as the session keeper would. */
  onSessionEvents?: (send: (event: SessionEvent) => void) => void;
}) {
  return authMachine.provide({
    actors: {
      restoreSession: fromPromise(() =>
        options.pendingRestore ? new Promise<User | null>(() => {}) : Promise.resolve(options.session ?? null),
      ),
      signIn: fromPromise<User, Credentials>(({ input }) => (options.signIn ?? (async () => ada))(input.email)),
      signUp: fromPromise<User, NewAccount>(({ input }) => (options.signUp ?? (async () => ada))(input)),
      signOut: fromPromise<void, void>(async () => {}),
      signInWithGoogle: fromPromise<User, { idToken: string }>(({ input }) =>
        (options.signInWithGoogle ?? (async () => ada))(input.idToken),
      ),
      sessionEvents: fromCallback(({ sendBack }) => {
        options.onSessionEvents?.(sendBack);
      }),
    },
  });
}

/** Pages in these tests need no data; a call would fail loudly with no server behind it. */
const unusedApi = promiseApi(makeApiClient({ baseUrl: "http://no-server.invalid" }));

const themeLogic = themeMachine.provide({ actors: { saveTheme: fromPromise(async () => {}) } });

export function renderAt(
  path: string,
  logic: ReturnType<typeof authLogic>,
  api: PromiseApi = unusedApi,
  connectivity?: Connectivity,
) {
  const location = memoryLocation(path);
  render(
    <App
      api={api}
      authLogic={logic}
      themeLogic={themeLogic}
      location={location}
      {...(connectivity ? { connectivity } : {})}
    />,
  );
  return location;
}

/**
 * One screen or part of it, inside the app's providers, signed in as `session` (no shell; a router
 * on `location` when given, which the machines read too); `client` for the screens that stream (PDF chat).
 */
export function renderWithin(
  ui: ReactNode,
  api: PromiseApi,
  options: { readonly session?: User | null; readonly client?: ApiClientShape; readonly location?: LocationPort } = {},
) {
  const { location } = options;
  return render(
    <AppProviders
      api={api}
      authLogic={authLogic({ session: options.session === undefined ? ada : options.session })}
      themeLogic={themeLogic}
      {...(options.client ? { client: options.client } : {})}
      {...(location ? { location } : {})}
    >
      <AfterStartup>{location ? <Router {...routerOn(location)}>{ui}</Router> : ui}</AfterStartup>
    </AppProviders>,
  );
}

/** The screen once the session is known, as the app's shell shows it (a start-up screen until then). */
function AfterStartup({ children }: { readonly children: ReactNode }) {
  const starting = AuthActor.useSelector(selectIsBootstrapping);
  return starting ? null : children;
}
