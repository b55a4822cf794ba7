// The chat page (/chat, /chat/{symbol}): the conversation list beside the open conversation, whose
// id is kept in the address (`?conversation=`) so a reload or a link opens it again. A question
// brought from the search box or from before sign-in is sent on arrival.
import { symbolFromAddress, texts } from "@moatwise/core";
import { useState } from "react";
import { useLocation, useParams } from "wouter";
import { ChatComposer } from "./ChatComposer";
import { ChatThread } from "./ChatThread";
import { ConversationHistory } from "./ConversationHistory";
import { useAssistantLive } from "./useAssistantLive";
import { useChat } from "./useChat";
import "./chat.css";

function ProviderNote() {
  const assistant = useAssistantLive();
  if (!assistant.known || assistant.live) return null;
  return (
    <p className="chat-provider-note">
      <strong>Offline assistant.</strong>{" "}
      {/* On a phone the detail gives way to the conversation; the composer's note says what needs a model. */}
      <span className="chat-provider-detail">
        Figures are computed from the statements; risks, news and filings are quoted from the local data, your notes and
        PDFs, each with its source. Web search and opinions are not available offline.
      </span>
    </p>
  );
}

export default function ChatPage() {
  const params = useParams<{ symbol?: string }>();
  const symbol = params.symbol ? symbolFromAddress(params.symbol) : undefined;
  const path = symbol ? `/chat/${encodeURIComponent(symbol)}` : "/chat";
  const chat = useChat();
  const [, navigate] = useLocation();
  const [historyOpen, setHistoryOpen] = useState(false);
  // The address, the company and an arriving question reach the chat machine from core, which
  // reads the address through the location port (machines/app/app.address.ts), not from this page.

  const startNew = () => {
    navigate(path);
    chat.newConversation();
    setHistoryOpen(false);
  };

  return (
    <main className="chat-page" data-history={historyOpen ? "open" : "closed"}>
      <ConversationHistory activeId={chat.conversationId} onNew={startNew} />
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
        {chat.error && (
          <div className="alert alert-error chat-error" role="alert">
            {chat.error}
            {chat.conversationMissing ? (
              <button type="button" className="link-button" onClick={startNew}>
                {texts.startNewChat}
              </button>
            ) : (
              <button type="button" className="link-button" onClick={chat.dismissError}>
                Dismiss
              </button>
            )}
          </div>
        )}
        <ChatThread about={symbol} />
        <ChatComposer about={symbol} />
      </section>
    </main>
  );
}
