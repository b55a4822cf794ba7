// How the app-wide machines hear of each other, in one place: who is signed in reaches the theme,
// the palette, the chat and its conversation list, and the PDF chat; what one machine announces (a welcome, a
// conversation touched, a palette command, a history choice) reaches the machine it concerns.
// The page's address reaches the machines that follow it through here too (app.address.ts).
// It runs as a callback actor under the app's root, finding the others by their system ids; the
// chat and its list arrive later (the root tells it), and what is meant for the chat before then
// goes to the root, which keeps it for the chat.
import { type AnyActorRef, fromCallback, type SnapshotFrom } from "xstate";
import type { User } from "../../domain/account/user";
import { texts } from "../../domain/texts";
import type { AppUiContext } from "../appUi/appUi.machine";
import type { AuthMachine } from "../auth/auth.machine";
import { selectIsAuthenticated, selectIsBootstrapping, selectUser } from "../auth/auth.selectors";
import type { ChatMachineEvent } from "../chat/chat.setup";
import { followAddress } from "./app.address";
import type { AppEvent, FeatureActorId } from "./app.events";

/** The app-wide actors by system id that run from the start: the root registers each under its name. */
export const APP_ACTOR_IDS = ["auth", "theme", "toasts", "appUi", "palette", "inlineChat", "connectivity"] as const;
/** The chat and its conversation list: registered once their code has arrived (the root's `loadChat`). */
export const CHAT_ACTOR_IDS = ["chat", "conversations"] as const;
export type AppActorId = (typeof APP_ACTOR_IDS)[number] | (typeof CHAT_ACTOR_IDS)[number];

export { FEATURE_ACTOR_IDS, type FeatureActorId } from "./app.events";

/** Whether the visitor is signed in, by the auth actor of `system`. */
export const isSignedIn = (system: { get: (id: string) => AnyActorRef | undefined }) => {
  const auth = system.get("auth");
  return auth ? selectIsAuthenticated(auth.getSnapshot() as AuthSnapshot) : false;
};

type Actors = Record<(typeof APP_ACTOR_IDS)[number], AnyActorRef>;
type ChatActors = Record<(typeof CHAT_ACTOR_IDS)[number], AnyActorRef>;
/** Gives the chat an event now, or has the root keep it until the chat runs. */
type TellChat = (event: ChatMachineEvent) => void;
type AuthSnapshot = SnapshotFrom<AuthMachine>;
type Unsubscribe = () => void;

/** Calls `onChange` with the selected value now and whenever it changes. */
function follow<S, T>(actor: AnyActorRef, select: (snapshot: S) => T, onChange: (value: T) => void): Unsubscribe {
  let last = select(actor.getSnapshot() as S);
  onChange(last);
  const subscription = actor.subscribe((snapshot: S) => {
    const next = select(snapshot);
    if (Object.is(next, last)) return;
    last = next;
    onChange(next);
  });
  return () => subscription.unsubscribe();
}

/** The signed-in user and whether there is a session, as the other machines need them. */
function followSession(
  { auth, theme, palette }: Actors,
  feature: (id: FeatureActorId) => AnyActorRef | undefined,
  tellApp: (event: AppEvent) => void,
): Unsubscribe[] {
  return [
    follow(
      auth,
      (s: AuthSnapshot) => selectUser(s),
      (user: User | null) => theme.send({ type: "theme.userChanged", user }),
    ),
    follow(
      auth,
      (s: AuthSnapshot) => selectUser(s)?.research_access ?? false,
      (researchAccess) => palette.send({ type: "palette.visitorChanged", researchAccess }),
    ),
    follow(auth, selectIsAuthenticated, (signedIn) => {
      // A signed-in home lists the conversations: the chat's code is fetched now, not with the first page.
      if (signedIn) tellApp({ type: "chat.load" });
      feature("pdfChat")?.send({ type: "pdf.signedIn", signedIn });
      // The next person to sign in here starts every feature afresh, with their own data.
      if (!signedIn) tellApp({ type: "features.stop" });
    }),
  ];
}

/** The session as the chat and its list need it, from the moment they run. */
function followSessionInChat(auth: AnyActorRef, { chat, conversations }: ChatActors): Unsubscribe[] {
  return [
    follow(auth, selectIsAuthenticated, (signedIn) => {
      chat.send({ type: "session.changed", signedIn });
      if (signedIn) conversations.send({ type: "conversations.load" });
      // Another person may sign in next in this tab: nothing of this conversation stays on screen.
      else chat.send({ type: "conversation.new" });
    }),
  ];
}

/** What the chat and its list announce, passed to the one it concerns (or to the page). */
function passChatAnnouncements(
  { appUi }: Actors,
  { chat, conversations }: ChatActors,
  tellApp: (event: AppEvent) => void,
): Unsubscribe[] {
  const subscriptions = [
    chat.on("conversation.touched", (event) => conversations.send(event)),
    chat.on("conversation.titled", (event) => conversations.send(event)),
    conversations.on("conversation.removed", (event) => chat.send(event)),
    conversations.on("conversation.renamed", (event) => chat.send(event)),
    chat.on("chat.signInNeeded", ({ message }: { message: string }) => {
      appUi.send({ type: "pendingMessage.keep", message });
      tellApp({ type: "app.signInNeeded" });
    }),
  ];
  return subscriptions.map((subscription) => () => subscription.unsubscribe());
}

/** What machines announce, passed to the machine it concerns (or to the page, as an app event). */
function passAnnouncements(actors: Actors, tellApp: (event: AppEvent) => void, tellChat: TellChat): Unsubscribe[] {
  const { auth, toasts, appUi, palette, theme, inlineChat } = actors;
  const subscriptions = [
    auth.on("auth.notice", ({ message }: { message: string }) =>
      toasts.send({ type: "toast.add", message, variant: "success" }),
    ),
    palette.on("palette.action", ({ action }: { action: { type: string; to?: string } }) => {
      if (action.type === "navigate" && action.to) tellApp({ type: "app.navigate", to: action.to });
      else if (action.type === "toggleSidebar") appUi.send({ type: "sidebar.toggle" });
      else if (action.type === "toggleInlineChat") appUi.send({ type: "inlineChat.toggle" });
      else theme.send({ type: "theme.toggle" });
    }),
    inlineChat.on("conversation.open", ({ id }: { id: string }) => tellChat({ type: "conversation.open", id })),
    inlineChat.on("conversation.new", () => tellChat({ type: "conversation.new" })),
  ];
  return subscriptions.map((subscription) => () => subscription.unsubscribe());
}

/** What the pane sends as it opens: a question asked, or a passage to explain; null for nothing. */
function messageOnOpening(opening: AppUiContext): { text: string; contextSelection?: string } | null {
  if (opening.inlineChatQuestion) return { text: opening.inlineChatQuestion };
  if (opening.inlineChatContext && opening.inlineChatAutoSend) {
    return { text: texts.explainPassage, contextSelection: opening.inlineChatContext };
  }
  return null;
}

/**
 * The inline chat pane, while open for a signed-in user: the chat learns what the page shows and
 * which company it is about, a question or passage it was opened with is sent at once, and a pane
 * opened again starts on the conversation.
 */
function followInlineChat({ auth, appUi, inlineChat }: Actors, tellChat: TellChat): Unsubscribe[] {
  const opening = (s: { context: AppUiContext }) =>
    s.context.inlineChatOpen && selectIsAuthenticated(auth.getSnapshot() as AuthSnapshot) ? s.context : null;
  let shown: AppUiContext | null = null;
  const onOpening = (current: AppUiContext | null) => {
    if (current && !shown) inlineChat.send({ type: "pane.opened" });
    const { inlineChatPageContext: pageContext = null, inlineChatAbout: about = null } = current ?? {};
    if (current && (pageContext !== shown?.inlineChatPageContext || about !== shown?.inlineChatAbout)) {
      tellChat({ type: "context.set", pageContext, ...(about ? { about } : {}) });
    }
    shown = current;
    const message = current && messageOnOpening(current);
    if (!message) return;
    tellChat({ type: "message.send", at: Date.now(), ...message });
    // Sent once: the pane stays open on the same page and company, with nothing left to send.
    appUi.send({ type: "inlineChat.open", ...(pageContext ? { pageContext } : {}), ...(about ? { about } : {}) });
  };
  return [
    follow(appUi, opening, onOpening),
    follow(auth, selectIsAuthenticated, () => onOpening(opening(appUi.getSnapshot()))),
  ];
}

export const connectApp = fromCallback<AppEvent>(({ system, sendBack, receive }) => {
  const actors = Object.fromEntries(APP_ACTOR_IDS.map((id) => [id, system.get(id)])) as Actors;
  const missing = APP_ACTOR_IDS.filter((id) => !actors[id]);
  if (missing.length > 0) throw new Error(`The app's root has no ${missing.join(", ")} actor to connect.`);
  const feature = (id: FeatureActorId) => system.get(id) as AnyActorRef | undefined;
  const tellChat: TellChat = (event) => {
    const chat = system.get("chat") as AnyActorRef | undefined;
    if (chat) chat.send(event);
    else sendBack({ type: "chat.tell", event });
  };
  const address = followAddress({
    auth: actors.auth,
    appUi: actors.appUi,
    chat: () => system.get("chat") as AnyActorRef | undefined,
    research: () => feature("researchSession"),
    tellChat,
    go: (command) => sendBack({ type: "location.go", ...command }),
    now: () => Date.now(),
  });
  const stops = [
    ...followSession(actors, feature, sendBack),
    ...passAnnouncements(actors, sendBack, tellChat),
    ...followInlineChat(actors, tellChat),
    // The session becoming known, a sign-in and a message kept for after it each may let the chat page act.
    follow(
      actors.auth,
      (s: AuthSnapshot) => `${selectIsBootstrapping(s)}/${selectIsAuthenticated(s)}`,
      address.onSessionOrPage,
    ),
    follow(actors.appUi, (s: { context: AppUiContext }) => s.context.loginPendingMessage, address.onSessionOrPage),
  ];
  receive((event) => {
    if (event.type === "location.changed") return address.onPlace(event.place);
    if (event.type !== "chat.started") return;
    const chatActors = Object.fromEntries(CHAT_ACTOR_IDS.map((id) => [id, system.get(id)])) as ChatActors;
    stops.push(
      ...followSessionInChat(actors.auth, chatActors),
      ...passChatAnnouncements(actors, chatActors, sendBack),
      address.followChat(chatActors.chat),
    );
  });
  return () => {
    for (const stop of stops) stop();
  };
});
