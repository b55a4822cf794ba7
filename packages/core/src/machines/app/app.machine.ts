// The app's root actor: the app-wide machines run under it, each registered by its system id
// (auth, theme, toasts, appUi, palette, inlineChat, connectivity, then chat and conversations), and
// `connectApp` tells each what the others announce. The client supplies the machines wired to its
// platform with `appMachine.provide({ actors })`, and the page's address as the `location` actor
// (`watchLocation(port)`): the root hears each move and passes it to connectApp, and moves it when
// a machine asks (a palette command, the sign-in a message sent while signed out needs).
// The chat and its conversation list are not in the first load: the client's `loadChat` actor
// brings their logic when they are first wanted, events for the chat wait in order until then,
// and the root starts both and hands them what waited.
// A feature's machine (pdfChat) loads with its screen: the screen hands its logic to the root,
// which starts it once under its system id, knowing whether the visitor is signed in.
import {
  type AnyActorLogic,
  assertEvent,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
} from "xstate";
import { loginPathFor } from "../../domain/shell/navigation";
import { addressOf, type LocationGo, type Place } from "../../services/location";
import { type AppUiInput, appUiMachine } from "../appUi/appUi.machine";
import { authMachine } from "../auth/auth.machine";
import type { ChatMachine } from "../chat/chat.machine";
import type { ChatMachineEvent } from "../chat/chat.setup";
import { connectivityMachine } from "../connectivity/connectivity.machine";
import type { ConversationsMachine } from "../conversations/conversations.machine";
import { inlineChatMachine } from "../inlineChat/inlineChat.machine";
import { paletteMachine } from "../palette/palette.machine";
import { themeMachine } from "../theme/theme.machine";
import { toastsMachine } from "../toasts/toasts.machine";
import { connectApp, isSignedIn } from "./app.connect";
import { type AppEvent, FEATURE_ACTOR_IDS } from "./app.events";

export interface AppInput {
  /** The system prefers a dark theme (the theme machine's start). */
  readonly prefersDark: boolean;
  readonly appUi: AppUiInput;
  /** Makes the chat's client message ids unique across page loads. */
  readonly clientIdPrefix: string;
  /** The user's IANA time zone, sent with every AI request (spec §3, `user_timezone`). */
  readonly timezone?: string;
}

interface AppContext extends AppInput {
  /** Events for the chat sent before it runs, in the order they were sent. */
  readonly chatQueue: ReadonlyArray<ChatMachineEvent>;
  /** Where the page is, as the `location` actor last told; null before it has. */
  readonly place: Place | null;
}

/** The chat's machines wired to the client's API: what the client's `loadChat` actor gives the root. */
export interface ChatLogic {
  readonly chat: ChatMachine;
  readonly conversations: ConversationsMachine;
}

export type { AppEvent } from "./app.events";

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    input: {} as AppInput,
    events: {} as AppEvent,
  },
  actors: {
    auth: authMachine,
    theme: themeMachine,
    toasts: toastsMachine,
    appUi: appUiMachine,
    palette: paletteMachine,
    // No fake chat: a client that has none says so when the chat is first wanted.
    loadChat: fromPromise<ChatLogic>(async () => {
      throw new Error("The app's root was given no loadChat actor to bring the chat.");
    }),
    inlineChat: inlineChatMachine,
    connectivity: connectivityMachine,
    // A client with no address (a CLI) hears none and goes nowhere.
    location: fromCallback<LocationGo>(() => {}),
    // A client with no query cache (a CLI) reads no page's data: `followPageData(ports)` reads the page's.
    pageData: fromCallback<AppEvent>(() => {}),
    connectApp,
  },
  actions: {
    keepPlace: assign({
      place: ({ event }) => {
        assertEvent(event, "location.changed");
        return event.place;
      },
    }),
    tellConnectApp: sendTo("connectApp", ({ event }) => event),
    tellPageData: sendTo("pageData", ({ event }) => event),
    go: sendTo("location", ({ event }) => {
      assertEvent(event, ["location.go", "app.navigate"]);
      return event.type === "location.go" ? event : { type: "location.go" as const, to: event.to };
    }),
    /** To sign in, and back to this page afterwards. */
    goSignIn: sendTo("location", ({ context }) => ({
      type: "location.go" as const,
      to: loginPathFor(context.place ? addressOf(context.place) : "/"),
    })),
    startFeature: enqueueActions(({ event, enqueue, system }) => {
      assertEvent(event, "feature.start");
      if (system.get(event.id)) return;
      // XState types the spawning of named actors only; a feature's logic arrives with its event.
      const logic = event.logic as never;
      const input = event.input ?? { signedIn: isSignedIn(system) };
      enqueue.spawnChild(logic, { id: event.id, systemId: event.id, input });
      enqueue.sendTo("pageData", { type: "feature.started", id: event.id });
    }),
    stopFeatures: enqueueActions(({ enqueue, system }) => {
      for (const id of FEATURE_ACTOR_IDS) if (system.get(id)) enqueue.stopChild(id);
    }),
    keepForChat: assign(({ context, event }) => {
      assertEvent(event, "chat.tell");
      return { chatQueue: [...context.chatQueue, event.event] };
    }),
    tellChat: sendTo("chat", ({ event }) => {
      assertEvent(event, "chat.tell");
      return event.event;
    }),
    /**
     * The chat's code arrived: its list and the chat start (signed in or not, as auth says now),
     * connectApp connects them before they hear anything, then the chat is given what waited.
     */
    startChat: enqueueActions(({ context, event, enqueue, system }) => {
      const { chat, conversations } = (event as unknown as { output: ChatLogic }).output;
      // XState types the spawning of named actors only; the chat's logic arrives with the event.
      enqueue.spawnChild(conversations as AnyActorLogic as never, { id: "conversations", systemId: "conversations" });
      enqueue.spawnChild(chat as AnyActorLogic as never, {
        id: "chat",
        systemId: "chat",
        input: {
          signedIn: isSignedIn(system),
          clientIdPrefix: context.clientIdPrefix,
          ...(context.timezone ? { timezone: context.timezone } : {}),
        },
      });
      enqueue.sendTo("connectApp", { type: "chat.started" });
      for (const waiting of context.chatQueue) enqueue.sendTo("chat", waiting);
      enqueue.assign({ chatQueue: [] });
    }),
  },
}).createMachine({
  id: "app",
  context: ({ input }) => ({ ...input, chatQueue: [], place: null }),
  // The order matters: the machines are registered before connectApp looks them up.
  invoke: [
    { id: "auth", systemId: "auth", src: "auth" },
    { id: "theme", systemId: "theme", src: "theme", input: ({ context }) => ({ prefersDark: context.prefersDark }) },
    { id: "toasts", systemId: "toasts", src: "toasts" },
    { id: "appUi", systemId: "appUi", src: "appUi", input: ({ context }) => context.appUi },
    { id: "palette", systemId: "palette", src: "palette" },
    { id: "inlineChat", systemId: "inlineChat", src: "inlineChat" },
    { id: "connectivity", systemId: "connectivity", src: "connectivity" },
    { id: "connectApp", src: "connectApp" },
    { id: "pageData", src: "pageData" },
    // After connectApp and pageData: the place it tells at once reaches them running.
    { id: "location", systemId: "location", src: "location" },
  ],
  on: {
    "location.changed": { actions: ["keepPlace", "tellConnectApp", "tellPageData"] },
    "location.go": { actions: "go" },
    "app.navigate": { actions: "go" },
    "app.signInNeeded": { actions: "goSignIn" },
    "feature.start": { actions: "startFeature" },
    "features.stop": { actions: "stopFeatures" },
  },
  initial: "chatWaiting",
  states: {
    /** Nothing has wanted the chat yet (a signed-out visitor's first pages). */
    chatWaiting: {
      on: {
        "chat.load": { target: "chatLoading" },
        "chat.tell": { target: "chatLoading", actions: "keepForChat" },
      },
    },
    chatLoading: {
      invoke: {
        src: "loadChat",
        onDone: { target: "chatRunning", actions: "startChat" },
        // Its code did not arrive (the network went): what waited keeps waiting, and the next want asks again.
        onError: { target: "chatWaiting" },
      },
      on: { "chat.tell": { actions: "keepForChat" } },
    },
    chatRunning: {
      tags: "chatRunning",
      on: { "chat.tell": { actions: "tellChat" } },
    },
  },
});

export type AppMachine = typeof appMachine;
