// The inline chat: the same conversation as the chat page, in a pane to the right of the page
// (resizable, 360 to 640 px, keeping the page at least 560 px) or full screen on a phone. Its
// header toggles the history, starts a new chat and closes it. What the page that opened it shows,
// and a passage the user asked about, reach the chat through core's connectApp. Its PDF tab chats
// with a PDF beside the page (the app UI's pdf mode), loaded when first chosen.
import { type ConversationSummary, INLINE_CHAT_MAX_WIDTH_PX, INLINE_CHAT_MIN_WIDTH_PX } from "@moatwise/core";
import { type KeyboardEvent, lazy, type PointerEvent, Suspense } from "react";
import { useShell } from "../../app/actors";
import { ChatComposer } from "./ChatComposer";
import { ChatThread } from "./ChatThread";
import { useConversations, useInlineChat } from "./chatViews";
import { useChat } from "./useChat";
import "./chat.css";
import "./conversations.css";

const KEY_STEP_PX = 16;
const InlinePdfChat = lazy(() => import("../pdf/InlinePdfChat"));

function ResizeHandle({ width }: { width: number }) {
  const shell = useShell();
  const resize = (next: number) => shell.resizeInlineChat(next, window.innerWidth);
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId)) resize(window.innerWidth - event.clientX);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") resize(width + KEY_STEP_PX);
    if (event.key === "ArrowRight") resize(width - KEY_STEP_PX);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable splitter is a separator with a value, not an <hr>
    <div
      className="inline-chat-resize"
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the chat"
      aria-valuenow={width}
      aria-valuemin={INLINE_CHAT_MIN_WIDTH_PX}
      aria-valuemax={INLINE_CHAT_MAX_WIDTH_PX}
      tabIndex={0}
      onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
      onPointerMove={onPointerMove}
      onKeyDown={onKeyDown}
    />
  );
}

function HistoryList({
  onChoose,
  activeId,
}: {
  onChoose: (item: ConversationSummary) => void;
  activeId: string | null;
}) {
  const { items } = useConversations();
  if (items.length === 0) return <p className="muted inline-chat-empty">Your conversations will appear here.</p>;
  return (
    <ul className="conversation-list inline-chat-history">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="conversation-link"
            aria-current={item.id === activeId ? "true" : undefined}
            onClick={() => onChoose(item)}
          >
            <span className="conversation-title">{item.title}</span>
            {item.preview && <span className="conversation-preview">{item.preview}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function InlineChatPane() {
  const shell = useShell();
  const chat = useChat();
  const width = shell.inlineChatWidth;
  const { title, conversationId: activeId } = chat;
  const symbol = chat.about.symbol;
  const pane = useInlineChat();
  const { showingHistory } = pane;
  const mode = shell.inlineChatMode;

  return (
    <aside className="inline-chat" aria-label="Inline chat" style={{ width }}>
      <ResizeHandle width={width} />
      <header className="inline-chat-header">
        <h2 title={mode === "pdf" ? undefined : title}>{mode === "pdf" ? "Chat with a PDF" : title}</h2>
        <fieldset className="inline-chat-modes">
          <legend className="visually-hidden">Chat with</legend>
          <button
            type="button"
            className="button button-small"
            aria-pressed={mode === "default"}
            onClick={() => shell.chooseInlineChatMode("default")}
          >
            Assistant
          </button>
          <button
            type="button"
            className="button button-small"
            aria-pressed={mode === "pdf"}
            onClick={() => shell.chooseInlineChatMode("pdf")}
          >
            PDF
          </button>
        </fieldset>
        {mode === "default" && (
          <>
            <button
              type="button"
              className="button button-small"
              aria-pressed={showingHistory}
              onClick={pane.toggleHistory}
            >
              History
            </button>
            <button type="button" className="button button-small" onClick={pane.startNew}>
              New chat
            </button>
          </>
        )}
        <button
          type="button"
          className="button button-small inline-chat-close"
          aria-label="Close the chat"
          onClick={shell.closeInlineChat}
        >
          Close
        </button>
      </header>
      {mode === "pdf" ? (
        <Suspense fallback={<p className="muted inline-chat-empty">Loading PDF chat…</p>}>
          <InlinePdfChat />
        </Suspense>
      ) : showingHistory ? (
        <HistoryList activeId={activeId} onChoose={(item) => pane.choose(item.id, activeId)} />
      ) : (
        <>
          <ChatThread about={symbol} />
          <ChatComposer about={symbol} mentionHint={false} />
        </>
      )}
    </aside>
  );
}
