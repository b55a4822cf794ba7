// The app's root actor: the app-wide machines run under it, each registered by its system id
// (auth, theme, toasts, appUi, palette, conversations, chat, inlineChat, connectivity), and `connectApp` tells
// each what the others announce. The client supplies the machines wired to its platform with
// `appMachine.provide({ actors })`; what only the page can do (go to an address) is emitted.
// A feature's machine (pdfChat) loads with its screen: the screen hands its logic to the root,
// which starts it once under its system id, knowing whether the visitor is signed in.
import { emit, enqueueActions, setup } from "xstate";
import { type AppUiInput, appUiMachine } from "../appUi/appUi.machine";
import { authMachine } from "../auth/auth.machine";
import { chatMachine } from "../chat/chat.machine";
import { connectivityMachine } from "../connectivity/connectivity.machine";
import { conversationsMachine } from "../conversations/conversations.machine";
import { inlineChatMachine } from "../inlineChat/inlineChat.machine";
import { paletteMachine } from "../palette/palette.machine";
import { themeMachine } from "../theme/theme.machine";
import { toastsMachine } from "../toasts/toasts.machine";
import { connectApp, isSignedIn } from "./app.connect";
import { type AppEvent, FEATURE_ACTOR_IDS, type PageEvent } from "./app.events";

export interface AppInput {
  /** The system prefers a dark theme (the theme machine's start). */
  readonly prefersDark: boolean;
  readonly appUi: AppUiInput;
  /** Makes the chat's client message ids unique across page loads. */
  readonly clientIdPrefix: string;
  /** The user's IANA time zone, sent with every AI request (spec §3, `user_timezone`). */
  readonly timezone?: string;
}

export type { AppEvent, PageEvent } from "./app.events";

export const appMachine = setup({
  types: {
    context: {} as AppInput,
    input: {} as AppInput,
    events: {} as AppEvent,
    emitted: {} as PageEvent,
  },
  actors: {
    auth: authMachine,
    theme: themeMachine,
    toasts: toastsMachine,
    appUi: appUiMachine,
    palette: paletteMachine,
    conversations: conversationsMachine,
    chat: chatMachine,
    inlineChat: inlineChatMachine,
    connectivity: connectivityMachine,
    connectApp,
  },
  actions: {
    tellPage: emit(({ event }) => event as PageEvent),
    startFeature: enqueueActions(({ event, enqueue, system }) => {
      if (event.type !== "feature.start" || system.get(event.id)) return;
      // XState types the spawning of named actors only; a feature's logic arrives with its event.
      const logic = event.logic as never;
      const input = event.input ?? { signedIn: isSignedIn(system) };
      enqueue.spawnChild(logic, { id: event.id, systemId: event.id, input });
    }),
    stopFeatures: enqueueActions(({ enqueue, system }) => {
      for (const id of FEATURE_ACTOR_IDS) if (system.get(id)) enqueue.stopChild(id);
    }),
  },
}).createMachine({
  id: "app",
  context: ({ input }) => input,
  // The order matters: the machines are registered before connectApp looks them up.
  invoke: [
    { id: "auth", systemId: "auth", src: "auth" },
    { id: "theme", systemId: "theme", src: "theme", input: ({ context }) => ({ prefersDark: context.prefersDark }) },
    { id: "toasts", systemId: "toasts", src: "toasts" },
    { id: "appUi", systemId: "appUi", src: "appUi", input: ({ context }) => context.appUi },
    { id: "palette", systemId: "palette", src: "palette" },
    { id: "conversations", systemId: "conversations", src: "conversations" },
    {
      id: "chat",
      systemId: "chat",
      src: "chat",
      input: ({ context }) => ({
        signedIn: false,
        clientIdPrefix: context.clientIdPrefix,
        ...(context.timezone ? { timezone: context.timezone } : {}),
      }),
    },
    { id: "inlineChat", systemId: "inlineChat", src: "inlineChat" },
    { id: "connectivity", systemId: "connectivity", src: "connectivity" },
    { id: "connectApp", src: "connectApp" },
  ],
  on: {
    "app.navigate": { actions: "tellPage" },
    "app.signInNeeded": { actions: "tellPage" },
    "feature.start": { actions: "startFeature" },
    "features.stop": { actions: "stopFeatures" },
  },
});

export type AppMachine = typeof appMachine;
