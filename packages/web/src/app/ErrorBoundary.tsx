// Catches what a part of the app throws while rendering and hands it to the core error-boundary
// machine, which records it, decides the screen and times the retries. A route error (a status, a
// stale resource, the network) gets the route error screen; a bug gets the general one.
import {
  browserLocalStorage,
  errorBoundaryActions,
  errorBoundaryMachine,
  isBugScreen,
  systemClock,
} from "@moatwise/core";
import { useActorRef, useSelector } from "@xstate/react";
import { Component, type ReactNode, useEffect, useState } from "react";
import { GeneralErrorScreen, RetryingScreen } from "../features/errors/GeneralErrorScreen";
import { RouteErrorScreen } from "../features/errors/RouteErrorScreen";

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
  const [logic] = useState(() =>
    errorBoundaryMachine.provide({ actions: errorBoundaryActions(browserLocalStorage()) }),
  );
  const actor = useActorRef(logic);
  const snapshot = useSelector(actor, (s) => s);

  useEffect(() => {
    const subscriptions = [
      actor.on("boundary.reload", () => window.location.reload()),
      actor.on("boundary.home", onHome),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, onHome]);

  const { context } = snapshot;
  if (snapshot.matches("waiting")) return <RetryingScreen />;
  if (snapshot.matches("failed") && context.screen) {
    return isBugScreen(context.screen) ? (
      <GeneralErrorScreen context={context} send={actor.send} />
    ) : (
      <RouteErrorScreen screen={context.screen} />
    );
  }
  return (
    <Catcher
      key={context.retries}
      onError={(error) => actor.send({ type: "error.caught", error, at: systemClock.now() })}
    >
      {children}
    </Catcher>
  );
}
