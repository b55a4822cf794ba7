// The conversation with the assistant (the chat page and the inline chat share it), read through
// core's connectChat: components render the view and call it. It loads with the chat's screens.
import { connectChat, systemClock } from "@moatwise/core";
import { useMemo } from "react";
import { ChatActor } from "../../app/actors";

const whole = <T>(snapshot: T) => snapshot;

export function useChat() {
  const actor = ChatActor.useActorRef();
  const snapshot = ChatActor.useSelector(whole);
  return useMemo(() => connectChat(snapshot, actor.send, systemClock), [snapshot, actor]);
}
