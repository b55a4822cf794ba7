// The app: the auth actor around the shell, the startup screen until the session is known, then
// the header and the routes. Pages load lazily, so each route ships only its own code.
import { type AuthMachine, selectIsBootstrapping, texts } from "@moatwise/core";
import { lazy, Suspense } from "react";
import { Route, Router, type RouterProps, Switch } from "wouter";
import { Header } from "../shell/Header";
import { StartupScreen } from "../shell/StartupScreen";
import { AuthActor } from "./authActor";
import { RequireUser } from "./RequireUser";

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
      <Routes />
    </>
  );
}

export interface AppProps {
  readonly authLogic: AuthMachine;
  /** A location hook for tests (wouter's memoryLocation); the browser's by default. */
  readonly router?: Partial<RouterProps>;
}

export function App({ authLogic, router }: AppProps) {
  return (
    <AuthActor.Provider logic={authLogic}>
      <Router {...router}>
        <Shell />
      </Router>
    </AuthActor.Provider>
  );
}
