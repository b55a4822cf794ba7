// Catches what a part of the app throws while rendering and hands it to the core error-boundary
// machine, which records it, decides the screen and times the retries. A route error (a status, a
// stale resource, the network) gets the route error screen; a bug gets the general one. A page that
// failed for want of the network is shown again by itself when the network is back.
import {
  browserLocalStorage,
  connectErrorBoundary,
  errorBoundaryActions,
  errorBoundaryActors,
  errorBoundaryMachine,
  systemClock,
  texts,
} from "@moatwise/core";
import { useActorRef, useSelector } from "@xstate/react";
import { Component, lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import { RouteErrorScreen } from "../features/errors/RouteErrorScreen";
import { useConnectivity } from "./connectivity";
import { forgetFailedLoads } from "./reloadableLazy";

// Shown only after a bug, so it loads then and not with the first page (the first-load budget).
const GeneralErrorScreen = lazy(() =>
  import("../features/errors/GeneralErrorScreen").then((module) => ({ default: module.GeneralErrorScreen })),
);

/** Between Try Again and the next render. */
function RetryingScreen() {
  return (
    <main className="page page-narrow error-screen" aria-busy="true">
      <p className="page-loading">Trying again…</p>
    </main>
  );
}

interface CatcherProps {
  readonly onError: (error: unknown) => void;
  readonly children: ReactNode;
}

/** React catches render errors only in a class component; this one just reports them. */
class Catcher extends Component<CatcherProps, { caught: boolean }> {
  override state = { caught: false };
  static getDerivedStateFromError() {
    return { caught: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.caught ? null : this.props.children;
  }
}

export interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /** What Go Home does here. */
  readonly onHome: () => void;
}

/** To start over elsewhere (another route), mount a new one: give it a `key`. */
export function ErrorBoundary({ children, onHome }: ErrorBoundaryProps) {
  const connectivity = useConnectivity();
  const [logic] = useState(() =>
    errorBoundaryMachine.provide({
      actions: errorBoundaryActions(browserLocalStorage()),
      actors: errorBoundaryActors(connectivity),
    }),
  );
  const actor = useActorRef(logic);
  const snapshot = useSelector(actor, (s) => s);

  useEffect(() => {
    const subscriptions = [
      actor.on("boundary.reload", () => window.location.reload()),
      actor.on("boundary.home", onHome),
      actor.on("boundary.retry", forgetFailedLoads),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, onHome]);

  const view = useMemo(() => connectErrorBoundary(snapshot, actor.send), [snapshot, actor]);
  if (view.shows === "retrying") return <RetryingScreen />;
  if (view.shows === "bug") {
    return (
      <Suspense fallback={<p className="page-loading">{texts.loadingPage}</p>}>
        <GeneralErrorScreen view={view} />
      </Suspense>
    );
  }
  if (view.shows === "routeError" && view.screen) return <RouteErrorScreen screen={view.screen} />;
  return (
    <Catcher key={view.attempt} onError={(error) => view.caught(error, systemClock.now())}>
      {children}
    </Catcher>
  );
}
