// Follows a search destination: a company's page (with its name), the search page, or the chat with
// the question. A question asked while signed out is kept as the pending message, and the visitor
// signs in first, coming back here (spec §4).
import { loginPathFor, type SearchDestination, searchDestinationPath, selectIsAuthenticated } from "@moatwise/core";
import { useCallback } from "react";
import { useLocation } from "wouter";
import { AppUiActor, AuthActor } from "../app/actors";
import { useCurrentLocation } from "../app/useCurrentLocation";

export interface StockPageState {
  readonly companyName?: string;
}
export interface ChatPageState {
  readonly initialMessage?: string;
}

export function useSearchNavigation(): (destination: SearchDestination) => void {
  const [, navigate] = useLocation();
  const location = useCurrentLocation();
  const signedIn = AuthActor.useSelector(selectIsAuthenticated);
  const ui = AppUiActor.useActorRef();

  return useCallback(
    (destination: SearchDestination) => {
      if (destination.kind === "chat" && !signedIn) {
        ui.send({ type: "pendingMessage.keep", message: destination.message });
        navigate(loginPathFor(location));
        return;
      }
      const state: StockPageState | ChatPageState =
        destination.kind === "stock"
          ? { companyName: destination.name }
          : destination.kind === "chat"
            ? { initialMessage: destination.message }
            : {};
      navigate(searchDestinationPath(destination), { state });
    },
    [navigate, location, signedIn, ui],
  );
}
