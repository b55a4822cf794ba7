// Keeps the chat in step with the rest of the app: who is signed in, the conversation list it
// moves as messages arrive, and the sign-in round trip for a message sent while signed out.
import { loginPathFor, selectIsAuthenticated } from "@moatwise/core";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { AppUiActor, AuthActor, ChatActor, ConversationsActor } from "../../app/actors";
import { useCurrentLocation } from "../../app/useCurrentLocation";

export function ChatEffects() {
  const signedIn = AuthActor.useSelector(selectIsAuthenticated);
  const chat = ChatActor.useActorRef();
  const conversations = ConversationsActor.useActorRef();
  const ui = AppUiActor.useActorRef();
  const [, navigate] = useLocation();
  const location = useCurrentLocation();
  const locationRef = useRef(location);
  locationRef.current = location;

  useEffect(() => {
    chat.send({ type: "session.changed", signedIn });
    if (signedIn) conversations.send({ type: "conversations.load" });
    // Another person may sign in next in this tab: nothing of this conversation stays on screen.
    else chat.send({ type: "conversation.new" });
  }, [signedIn, chat, conversations]);

  useEffect(() => {
    const subscriptions = [
      chat.on("conversation.touched", (event) => conversations.send(event)),
      chat.on("conversation.titled", (event) => conversations.send(event)),
      chat.on("chat.signInNeeded", ({ message }) => {
        ui.send({ type: "pendingMessage.keep", message });
        navigate(loginPathFor(locationRef.current));
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [chat, conversations, ui, navigate]);

  return null;
}
