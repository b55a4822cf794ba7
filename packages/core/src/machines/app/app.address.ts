// The page's address as the machines need it, read by core (the root's `location` actor hears the
// port and hands each move to connectApp, which calls `followAddress`): a new page closes the
// header's search bar, a research page's address reaches the research workflow, and on the chat page
// (once the session is known, as the page itself waits for it) the conversation named in
// `?conversation=` opens, the company in the path is what the chat is about, the chat's open
// conversation is written back into the address, and a question arriving with the page (from the
// search box, in the history entry's state, or kept from before sign-in) is sent once signed in.
import type { AnyActorRef, SnapshotFrom } from "xstate";
import { researchVisitOf } from "../../domain/research/researchAddresses";
import { type ChatPage, chatAddressAfter, chatPageOf } from "../../domain/shell/pageAddresses";
import { addressOf, type LocationGo, type Place, queryParamOf } from "../../services/location";
import type { AppUiContext } from "../appUi/appUi.machine";
import type { AuthMachine } from "../auth/auth.machine";
import { selectIsAuthenticated, selectIsBootstrapping } from "../auth/auth.selectors";
import type { ChatMachineEvent } from "../chat/chat.setup";

type Unsubscribe = () => void;
type AuthSnapshot = SnapshotFrom<AuthMachine>;

/** What the search box hands the chat page with the history entry (web's `ChatPageState`). */
export interface ChatPageState {
  readonly initialMessage?: string;
}

const CONVERSATION_PARAM = "conversation";

export interface AddressDeps {
  readonly auth: AnyActorRef;
  readonly appUi: AnyActorRef;
  /** The chat once it runs; undefined before its code has arrived. */
  readonly chat: () => AnyActorRef | undefined;
  readonly research: () => AnyActorRef | undefined;
  readonly tellChat: (event: ChatMachineEvent) => void;
  readonly go: (command: Omit<LocationGo, "type">) => void;
  readonly now: () => number;
}

/** The question the chat page arrived with: the search box's, else one kept from before sign-in. */
const arrivingQuestion = (place: Place, appUi: AnyActorRef): string | null =>
  (place.state as ChatPageState | null)?.initialMessage ??
  (appUi.getSnapshot() as { context: AppUiContext }).context.loginPendingMessage;

export function followAddress(deps: AddressDeps) {
  const { auth, appUi, tellChat, go } = deps;
  let place: Place | null = null;
  let lastPath: string | null = null;
  /** The chat page's company and conversation last acted on ("" for none); null off the chat page. */
  let lastAbout: string | null = null;
  let lastNamed: string | null = null;
  /** The arriving question last sent, so it is not sent twice before the address and the kept message clear. */
  let sentQuestion: string | null = null;

  const sessionKnown = () => !selectIsBootstrapping(auth.getSnapshot() as AuthSnapshot);
  const signedIn = () => selectIsAuthenticated(auth.getSnapshot() as AuthSnapshot);
  const chatPage = (): ChatPage | null => (place && sessionKnown() ? chatPageOf(place.path) : null);
  const openConversation = () => deps.chat()?.getSnapshot().context.conversationId ?? null;

  /** The company in the path and the conversation in the query reach the chat as they change. */
  function tellChatAboutPage(page: ChatPage | null, at: Place) {
    const about = page ? (page.symbol ?? "") : null;
    if (about !== lastAbout && page)
      tellChat({ type: "context.set", about: page.symbol ? { symbol: page.symbol } : {} });
    lastAbout = about;
    const named = page ? queryParamOf(at, CONVERSATION_PARAM) : null;
    if (named !== lastNamed && named && named !== openConversation())
      tellChat({ type: "conversation.open", id: named });
    lastNamed = named;
  }

  /** Signed in on the chat page with a question that came with it: a new conversation asks it, once. */
  function sendArrivingQuestion() {
    const page = chatPage();
    if (!place || !page || !signedIn()) return;
    const question = arrivingQuestion(place, appUi);
    if (!question || question === sentQuestion) return;
    sentQuestion = question;
    tellChat({ type: "conversation.new" });
    tellChat({ type: "message.send", text: question, at: deps.now() });
    if (appUi.getSnapshot().context.loginPendingMessage) appUi.send({ type: "pendingMessage.clear" });
    if ((place.state as ChatPageState | null)?.initialMessage) go({ to: "/chat", replace: true, state: null });
  }

  function onSessionOrPage() {
    if (place) tellChatAboutPage(chatPage(), place);
    sendArrivingQuestion();
  }

  /** The page moved (a link, back or forward, or a machine's own write). */
  function onPlace(next: Place) {
    place = next;
    if (next.path !== lastPath) appUi.send({ type: "headerSearch.close" });
    lastPath = next.path;
    const visit = researchVisitOf(addressOf(next));
    if (visit) deps.research()?.send({ type: "research.visit", visit });
    onSessionOrPage();
  }

  /** Only a new open conversation (or one found missing) moves the chat page's address. */
  function followChat(chat: AnyActorRef): Unsubscribe {
    const read = () => chat.getSnapshot().context as { conversationId: string | null; conversationMissing: boolean };
    let last = read();
    const subscription = chat.subscribe(() => {
      const next = read();
      if (next.conversationId === last.conversationId && next.conversationMissing === last.conversationMissing) return;
      last = next;
      const page = chatPage();
      if (!place || !page) return;
      const to = chatAddressAfter(page, queryParamOf(place, CONVERSATION_PARAM), next);
      if (to) go({ to, replace: true });
    });
    return () => subscription.unsubscribe();
  }

  return { onPlace, onSessionOrPage, followChat, place: () => place };
}
