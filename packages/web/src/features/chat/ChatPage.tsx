// The chat page (/chat, /chat/{symbol}): the conversation list beside the open conversation, whose
// id is kept in the address (`?conversation=`) so a reload or a link opens it again. A question
// brought from the search box or from before sign-in is sent on arrival.
import { selectIsAuthenticated, symbolFromAddress } from "@moatwise/core";
import { useEffect, useState } from "react";
import { useLocation, useParams, useSearch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { AppUiActor, AuthActor, ChatActor } from "../../app/actors";
import { useData, useQueries } from "../../app/data";
import type { ChatPageState } from "../../shell/useSearchNavigation";
import { ChatComposer } from "./ChatComposer";
import { ChatThread } from "./ChatThread";
import { ConversationHistory } from "./ConversationHistory";
import { useAssistantLive } from "./useAssistantLive";
import "./chat.css";

function useConversationInAddress(path: string) {
  const chat = ChatActor.useActorRef();
  const conversationId = ChatActor.useSelector((s) => s.context.conversationId);
  const wanted = new URLSearchParams(useSearch()).get("conversation");
  const [, navigate] = useLocation();

  useEffect(() => {
    if (wanted && wanted !== chat.getSnapshot().context.conversationId) {
      chat.send({ type: "conversation.open", id: wanted });
    }
  }, [wanted, chat]);

  // Only a new id moves the address; the address moving opens a conversation (above).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (conversationId && conversationId !== wanted) {
      navigate(`${path}?conversation=${encodeURIComponent(conversationId)}`, { replace: true });
    }
  }, [conversationId]);

  return conversationId;
}

function useArrivingQuestion() {
  const chat = ChatActor.useActorRef();
  const ui = AppUiActor.useActorRef();
  const signedIn = AuthActor.useSelector(selectIsAuthenticated);
  const pending = AppUiActor.useSelector((s) => s.context.loginPendingMessage);
  const state = useHistoryState<ChatPageState | null>();
  const [, navigate] = useLocation();
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (sent || !signedIn) return;
    const question = state?.initialMessage ?? pending;
    if (!question) return;
    setSent(true);
    chat.send({ type: "conversation.new" });
    chat.send({ type: "message.send", text: question, at: Date.now() });
    if (pending) ui.send({ type: "pendingMessage.clear" });
    if (state?.initialMessage) navigate("/chat", { replace: true, state: null });
  }, [sent, signedIn, state, pending, chat, ui, navigate]);
}

function useAnswerPreferences() {
  const chat = ChatActor.useActorRef();
  const queries = useQueries();
  const preferences = useData(queries.account.preferences());
  useEffect(() => {
    if (preferences.data) chat.send({ type: "preferences.set", preferences: preferences.data });
  }, [preferences.data, chat]);
}

function ProviderNote() {
  const assistant = useAssistantLive();
  if (!assistant.known || assistant.live) return null;
  return (
    <p className="chat-provider-note">
      <strong>Offline assistant.</strong> Figures are computed from the statements; risks, news and filings are quoted
      from the local data, your notes and PDFs, each with its source. Web search and opinions are not available offline.
    </p>
  );
}

export default function ChatPage() {
  const params = useParams<{ symbol?: string }>();
  const symbol = params.symbol ? symbolFromAddress(params.symbol) : undefined;
  const path = symbol ? `/chat/${encodeURIComponent(symbol)}` : "/chat";
  const chat = ChatActor.useActorRef();
  const error = ChatActor.useSelector((s) => s.context.error);
  const [, navigate] = useLocation();
  const [historyOpen, setHistoryOpen] = useState(false);
  const conversationId = useConversationInAddress(path);
  useArrivingQuestion();
  useAnswerPreferences();

  useEffect(() => {
    chat.send({ type: "context.set", about: symbol ? { symbol } : {} });
  }, [symbol, chat]);

  const startNew = () => {
    navigate(path);
    chat.send({ type: "conversation.new" });
    setHistoryOpen(false);
  };

  return (
    <main className="chat-page" data-history={historyOpen ? "open" : "closed"}>
      <ConversationHistory activeId={conversationId} onNew={startNew} />
      <section className="chat-main" aria-label="Chat">
        <header className="chat-header">
          <button
            type="button"
            className="button button-small chat-history-toggle"
            aria-expanded={historyOpen}
            onClick={() => setHistoryOpen((open) => !open)}
          >
            History
          </button>
          <h1>{symbol ? `Chat about ${symbol}` : "Chat"}</h1>
          <ProviderNote />
        </header>
        {error && (
          <div className="alert alert-error chat-error" role="alert">
            {error}
            <button type="button" className="link-button" onClick={() => chat.send({ type: "error.dismiss" })}>
              Dismiss
            </button>
          </div>
        )}
        <ChatThread about={symbol} />
        <ChatComposer about={symbol} />
      </section>
    </main>
  );
}
