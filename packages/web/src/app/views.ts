// The view-models of the app-wide actors: core's connect() over each actor's snapshot. Components
// read these and call their functions; none reads a machine's context or writes its events.
import { connectChat, connectShell, systemClock } from "@moatwise/core";
import { useMemo } from "react";
import { AppUiActor, ChatActor } from "./actors";

const whole = <T>(snapshot: T) => snapshot;

/** The conversation with the assistant (the chat page and the inline chat share it). */
export function useChat() {
  const actor = ChatActor.useActorRef();
  const snapshot = ChatActor.useSelector(whole);
  return useMemo(() => connectChat(snapshot, actor.send, systemClock), [snapshot, actor]);
}

/** The shell: sidebar, header search, inline chat pane, shortcut sheet, the pending message. */
export function useShell() {
  const actor = AppUiActor.useActorRef();
  const snapshot = AppUiActor.useSelector(whole);
  return useMemo(() => connectShell(snapshot, actor.send), [snapshot, actor]);
}
