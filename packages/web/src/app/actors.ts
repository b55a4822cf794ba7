// The app-wide actors. One root actor (core's appMachine) runs them all, each under its system
// id, and they hear of each other through it; components pick one up by its name here, reading
// it with useSelector and sending it events; a feature's actor starts with its screen, and the
// chat's (chat, conversations) once their code has loaded (WhenChatRuns). Their logic arrives from
// outside (main.tsx or a test), so the same components run against the real server or against fakes.
import {
  type AppActorId,
  type AppUiMachine,
  type AuthMachine,
  appMachine,
  type ChatMachine,
  type ConnectivityMachine,
  type ConversationsMachine,
  connectPalette,
  connectShell,
  connectTheme,
  type FeatureActorId,
  type InlineChatMachine,
  type PaletteMachine,
  type ThemeMachine,
  type ToastsMachine,
} from "@moatwise/core";
import { createActorContext, useSelector } from "@xstate/react";
import { type ReactNode, useMemo, useState } from "react";
import type { ActorRef, ActorRefFrom, AnyActorLogic, EventFromLogic, EventObject, SnapshotFrom } from "xstate";

export const AppActor = createActorContext(appMachine);

/**
 * One of the root's actors, by system id: its ref, and a selector over its snapshot. The hooks are
 * made once, at module load, for a fixed id, as createActorContext makes its own.
 */
function systemActor<Logic extends AnyActorLogic>(id: AppActorId) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per system id at module load, never inside a component
  const useActorRef = () => AppActor.useActorRef().system.get(id) as ActorRefFrom<Logic>;
  return {
    useActorRef,
    useSelector: <T>(select: (snapshot: SnapshotFrom<Logic>) => T, compare?: (a: T, b: T) => boolean) =>
      useSelector(useActorRef() as ActorRef<SnapshotFrom<Logic>, EventObject>, select, compare),
  };
}

export const AuthActor = systemActor<AuthMachine>("auth");
export const ThemeActor = systemActor<ThemeMachine>("theme");
export const ToastsActor = systemActor<ToastsMachine>("toasts");
export const AppUiActor = systemActor<AppUiMachine>("appUi");
export const PaletteActor = systemActor<PaletteMachine>("palette");
/** The conversation with the assistant, shared by the chat page and the inline chat (under WhenChatRuns). */
export const ChatActor = systemActor<ChatMachine>("chat");
/** The conversation list (under WhenChatRuns). */
export const ConversationsActor = systemActor<ConversationsMachine>("conversations");
/** The inline chat pane: the conversation or the history list. */
export const InlineChatActor = systemActor<InlineChatMachine>("inlineChat");
/** Whether the device has a network (the Offline banner). */
export const ConnectivityActor = systemActor<ConnectivityMachine>("connectivity");

const whole = <T>(snapshot: T) => snapshot;

/**
 * A hook that reads a root actor through core's `connect` for it: components get the view-model
 * (named fields and functions), never the snapshot's context or state names.
 */
export function connected<Logic extends AnyActorLogic, View>(
  actor: ReturnType<typeof systemActor<Logic>>,
  connect: (snapshot: SnapshotFrom<Logic>, send: (event: EventFromLogic<Logic>) => void) => View,
) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per actor at module load, never inside a component
  return function useView(): View {
    const ref = actor.useActorRef() as ActorRef<SnapshotFrom<Logic>, EventFromLogic<Logic>>;
    const snapshot = actor.useSelector(whole);
    return useMemo(() => connect(snapshot, ref.send), [snapshot, ref]);
  };
}

/** The theme on screen, the choice behind it, the toggle and the choice (core's connectTheme). */
export const useTheme = connected(ThemeActor, connectTheme);
/** The command palette (core's connectPalette). */
export const usePalette = connected(PaletteActor, connectPalette);

/** Whether the chat and its conversation list run (their code arrives when first wanted). */
export const useChatRuns = () => AppActor.useSelector((snapshot) => snapshot.hasTag("chatRunning"));

/**
 * Its children once the chat and its conversation list run, `fallback` until then. It asks the
 * root for them the first time it shows (once; the root loads their code once), as useFeatureActor
 * starts a feature: what reads ChatActor or ConversationsActor sits inside it.
 */
export function WhenChatRuns({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const app = AppActor.useActorRef();
  useState(() => app.send({ type: "chat.load" }));
  return useChatRuns() ? children : fallback;
}

/**
 * The shell's view-model (core's connectShell): sidebar, header search, inline chat pane, shortcut
 * sheet, the pending message. Components read it and call it; none reads appUi's context or writes
 * its events. (The chat's is features/chat/useChat.ts, loaded with the chat.)
 */
export function useShell() {
  const actor = AppUiActor.useActorRef();
  const snapshot = AppUiActor.useSelector(whole);
  return useMemo(() => connectShell(snapshot, actor.send), [snapshot, actor]);
}

/**
 * A feature's actor, started under the root the first time its screen asks (`makeLogic` loads with
 * the screen, not with the app), and the same actor on every later visit: its state outlives the
 * screen while the visitor stays signed in.
 */
export function useFeatureActor<Logic extends AnyActorLogic>(
  id: FeatureActorId,
  makeLogic: () => Logic,
  makeInput?: () => unknown,
) {
  const app = AppActor.useActorRef();
  const [actor] = useState(() => {
    if (!app.system.get(id)) {
      app.send({ type: "feature.start", id, logic: makeLogic(), ...(makeInput ? { input: makeInput() } : {}) });
    }
    return app.system.get(id) as ActorRefFrom<Logic>;
  });
  return actor;
}
