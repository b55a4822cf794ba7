// Follows a search destination: a company's page (with its name), the search page, or the chat with
// the question. A question asked while signed out is kept as the pending message, and the visitor
// signs in first, then lands on the chat, which sends it (spec §4).
import {
  type ChatPageState,
  loginPathFor,
  type SearchDestination,
  searchDestinationPath,
  selectIsAuthenticated,
} from "@moatwise/core";
import { useCallback } from "react";
import { useLocation } from "wouter";
import { AuthActor, useShell } from "../app/actors";

export interface StockPageState {
  readonly companyName?: string;
}

export function useSearchNavigation(): (destination: SearchDestination) => void {
  const [, navigate] = useLocation();
  const signedIn = AuthActor.useSelector(selectIsAuthenticated);
  const { keepPendingMessage } = useShell();

  return useCallback(
    (destination: SearchDestination) => {
      if (destination.kind === "chat" && !signedIn) {
        // After sign-in the chat page sends the kept question by itself.
        keepPendingMessage(destination.message);
        navigate(loginPathFor("/chat"));
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
    [navigate, signedIn, keepPendingMessage],
  );
}
