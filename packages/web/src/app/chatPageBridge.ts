// The account's answer settings, fed to the chat machine by BrowserBridge while on the chat page
// (DESIGN: no relay effects in features/). The chat page's address, the company it is about and a
// question arriving with it are core's (the location port, machines/app/app.address.ts). It runs
// once the chat runs (its code loads when first wanted): BrowserBridge loads and shows it then.
import { chatPageOf, selectIsAuthenticated, selectIsBootstrapping } from "@moatwise/core";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { AuthActor, ChatActor } from "./actors";
import { useData, useQueries } from "./data";

function useAnswerPreferences(onPage: boolean) {
  const chat = ChatActor.useActorRef();
  const queries = useQueries();
  const signedIn = AuthActor.useSelector(selectIsAuthenticated);
  const preferences = useData({ ...queries.account.preferences(), enabled: onPage && signedIn });
  useEffect(() => {
    if (preferences.data) chat.send({ type: "preferences.set", preferences: preferences.data });
  }, [preferences.data, chat]);
}

/** Renders nothing: the chat page's bridge, shown by BrowserBridge while the chat runs. */
export default function ChatPageBridge() {
  const [path] = useLocation();
  // The chat page shows once the session is known (the shell waits for it), and so does its bridge.
  const bootstrapping = AuthActor.useSelector(selectIsBootstrapping);
  useAnswerPreferences(!bootstrapping && chatPageOf(path) !== null);
  return null;
}
