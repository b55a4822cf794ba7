// The chat page's address and arrivals, fed once to the chat machine by BrowserBridge (DESIGN: no
// relay effects in features/): the open conversation kept in the address (`?conversation=`) both
// ways, the company the page is about, a question brought from the search box or from before
// sign-in sent on arrival (stamped with core's clock), and the account's answer settings. It runs
// once the chat runs (its code loads when first wanted): BrowserBridge loads and shows it then.
import { selectIsAuthenticated, selectIsBootstrapping, symbolFromAddress, systemClock } from "@moatwise/core";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import type { ChatPageState } from "../shell/useSearchNavigation";
import { AppUiActor, AuthActor, ChatActor } from "./actors";
import { useData, useQueries } from "./data";

/** The chat page an address is, with the company it is about; null for any other page. */
export function chatPageOf(path: string): { readonly path: string; readonly symbol?: string } | null {
  if (path === "/chat") return { path };
  const about = /^\/chat\/([^/]+)$/.exec(path);
  return about?.[1] ? { path, symbol: symbolFromAddress(decodeURIComponent(about[1])) } : null;
}

function useConversationInAddress(page: { readonly path: string } | null) {
  const chat = ChatActor.useActorRef();
  const conversationId = ChatActor.useSelector((s) => s.context.conversationId);
  const missing = ChatActor.useSelector((s) => s.context.conversationMissing);
  const wanted = new URLSearchParams(useSearch()).get("conversation");
  const [, navigate] = useLocation();
  const onPage = page !== null;
  const pagePath = page?.path ?? null;

  // The address moving opens its conversation.
  useEffect(() => {
    if (onPage && wanted && wanted !== chat.getSnapshot().context.conversationId) {
      chat.send({ type: "conversation.open", id: wanted });
    }
  }, [onPage, wanted, chat]);

  // Only a new id moves the address (the address moving opens a conversation, above). A conversation
  // the server does not have stays in the address while the chat says so (a reload says it again);
  // once the chat has moved on from it (a new question), the address names none.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!pagePath) return;
    if (conversationId && conversationId !== wanted) {
      navigate(`${pagePath}?conversation=${encodeURIComponent(conversationId)}`, { replace: true });
    } else if (wanted && !missing && chat.getSnapshot().context.conversationId === null) {
      navigate(pagePath, { replace: true });
    }
  }, [conversationId, missing]);
}

function useAboutCompany(page: { readonly symbol?: string } | null) {
  const chat = ChatActor.useActorRef();
  const onPage = page !== null;
  const symbol = page?.symbol;
  useEffect(() => {
    if (onPage) chat.send({ type: "context.set", about: symbol ? { symbol } : {} });
  }, [onPage, symbol, chat]);
}

function useArrivingQuestion(onPage: boolean) {
  const chat = ChatActor.useActorRef();
  const ui = AppUiActor.useActorRef();
  const signedIn = AuthActor.useSelector(selectIsAuthenticated);
  const pending = AppUiActor.useSelector((s) => s.context.loginPendingMessage);
  const state = useHistoryState<ChatPageState | null>();
  const [, navigate] = useLocation();
  // The question last sent, so a render before the address and the pending message are cleared
  // does not send it twice.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!onPage || !signedIn) return;
    const question = state?.initialMessage ?? pending;
    if (!question || sent.current === question) return;
    sent.current = question;
    chat.send({ type: "conversation.new" });
    chat.send({ type: "message.send", text: question, at: systemClock.now() });
    if (pending) ui.send({ type: "pendingMessage.clear" });
    if (state?.initialMessage) navigate("/chat", { replace: true, state: null });
  }, [onPage, signedIn, state, pending, chat, ui, navigate]);
}

function useAnswerPreferences(onPage: boolean) {
  const chat = ChatActor.useActorRef();
  const queries = useQueries();
  const signedIn = AuthActor.useSelector(selectIsAuthenticated);
  const preferences = useData({ ...queries.account.preferences(), enabled: onPage && signedIn });
  useEffect(() => {
    if (preferences.data) chat.send({ type: "preferences.set", preferences: preferences.data });
  }, [preferences.data, chat]);
}

/** Renders nothing: the chat page's bridge, shown by BrowserBridge while the chat runs. */
export default function ChatPageBridge() {
  const [path] = useLocation();
  // The chat page shows once the session is known (the shell waits for it), and so does its bridge.
  const bootstrapping = AuthActor.useSelector(selectIsBootstrapping);
  const page = bootstrapping ? null : chatPageOf(path);
  useConversationInAddress(page);
  useAboutCompany(page);
  useArrivingQuestion(page !== null);
  useAnswerPreferences(page !== null);
  return null;
}
