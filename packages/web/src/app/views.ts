// The shell's view-model: core's connectShell over the appUi actor's snapshot. The header, sidebar,
// pane and pages read it and call its functions; none reads the machine's context or writes its
// events. (The chat's is features/chat/useChat.ts, loaded with the chat.)
import { connectShell } from "@moatwise/core";
import { useMemo } from "react";
import { AppUiActor } from "./actors";

const whole = <T>(snapshot: T) => snapshot;

/** The shell: sidebar, header search, inline chat pane, shortcut sheet, the pending message. */
export function useShell() {
  const actor = AppUiActor.useActorRef();
  const snapshot = AppUiActor.useSelector(whole);
  return useMemo(() => connectShell(snapshot, actor.send), [snapshot, actor]);
}
