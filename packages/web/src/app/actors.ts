// The app-wide actors. Their logic arrives from outside (main.tsx or a test), so the same
// components run against the real server or against fakes; the toasts need nothing from outside.
import {
  appUiMachine,
  authMachine,
  chatMachine,
  conversationsMachine,
  paletteMachine,
  themeMachine,
  toastsMachine,
} from "@moatwise/core";
import { createActorContext } from "@xstate/react";

export const AuthActor = createActorContext(authMachine);
export const ThemeActor = createActorContext(themeMachine);
export const ToastsActor = createActorContext(toastsMachine);
export const AppUiActor = createActorContext(appUiMachine);
export const PaletteActor = createActorContext(paletteMachine);
/** The conversation with the assistant, shared by the chat page and the inline chat. */
export const ChatActor = createActorContext(chatMachine);
export const ConversationsActor = createActorContext(conversationsMachine);
