// The app: the auth, theme and toasts actors around the shell, the startup screen until the session
// is known, then the header, the status banner and the routes. Pages load lazily, so each route ships only its own code.
import {
  type AppUiInput,
  type AppUiMachine,
  type AuthMachine,
  appUiActions,
  appUiMachine,
  memoryStorage,
  type PromiseApi,
  selectIsBootstrapping,
  type ThemeMachine,
  texts,
} from "@moatwise/core";
import { lazy, Suspense } from "react";
import { Route, Router, type RouterProps, Switch } from "wouter";
import { Header } from "../shell/Header";
import { StartupScreen } from "../shell/StartupScreen";
import { StatusBanner } from "../shell/StatusBanner";
import { Toaster } from "../shell/Toaster";
import { AppUiActor, AuthActor, ThemeActor, ToastsActor } from "./actors";
import { DataProvider } from "./data";
import { RequireUser } from "./RequireUser";
import { SessionEffects } from "./SessionEffects";

const HomePage = lazy(() => import("../features/home/HomePage"));
const LoginPage = lazy(() => import("../features/auth/LoginPage"));
const SettingsPage = lazy(() => import("../features/settings/SettingsPage"));
const NotFoundPage = lazy(() => import("../features/errors/NotFoundPage"));

function Routes() {
  return (
    <Suspense fallback={<p className="page-loading">{texts.loadingPage}</p>}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/settings">
          <RequireUser>
            <SettingsPage />
          </RequireUser>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

function Shell() {
  const isBootstrapping = AuthActor.useSelector(selectIsBootstrapping);
  if (isBootstrapping) return <StartupScreen />;
  return (
    <>
      <Header />
      <StatusBanner />
      <Routes />
    </>
  );
}

export interface AppProps {
  readonly api: PromiseApi;
  readonly authLogic: AuthMachine;
  readonly themeLogic: ThemeMachine;
  /** The shell's state, kept in the tab's storage by main.tsx; in memory when not given. */
  readonly appUi?: { readonly logic: AppUiMachine; readonly input: AppUiInput };
  /** The system prefers a dark theme (the theme machine's start). */
  readonly prefersDark?: boolean;
  /** A location hook for tests (wouter's memoryLocation); the browser's by default. */
  readonly router?: Partial<RouterProps>;
}

const inMemoryAppUi = () => ({
  logic: appUiMachine.provide({ actions: appUiActions(memoryStorage()) }),
  input: { sidebarOpen: true, loginPendingMessage: null },
});

export function App({ api, authLogic, themeLogic, appUi = inMemoryAppUi(), prefersDark = false, router }: AppProps) {
  return (
    <DataProvider api={api}>
      <AuthActor.Provider logic={authLogic}>
        <ThemeActor.Provider logic={themeLogic} options={{ input: { prefersDark } }}>
          <AppUiActor.Provider logic={appUi.logic} options={{ input: appUi.input }}>
            <ToastsActor.Provider>
              <SessionEffects />
              <Router {...router}>
                <Shell />
              </Router>
              <Toaster />
            </ToastsActor.Provider>
          </AppUiActor.Provider>
        </ThemeActor.Provider>
      </AuthActor.Provider>
    </DataProvider>
  );
}
