// The user's recent conversations, newest first; the open one is marked. Each opens in the chat.
import { type ConversationSummary, formatShortDateTime } from "@moatwise/core";
import { Link } from "wouter";
import { ConversationsActor } from "../../app/actors";
import "./conversations.css";

export function ConversationLink({ item, active }: { item: ConversationSummary; active: boolean }) {
  return (
    <Link
      href={`/chat?conversation=${encodeURIComponent(item.id)}`}
      className="conversation-link"
      aria-current={active ? "page" : undefined}
    >
      <span className="conversation-title">{item.title}</span>
      {item.preview && <span className="conversation-preview">{item.preview}</span>}
      <time className="conversation-time" dateTime={item.updatedAt}>
        {formatShortDateTime(item.updatedAt)}
      </time>
    </Link>
  );
}

export function ConversationHistory({ activeId, onNew }: { activeId: string | null; onNew: () => void }) {
  const items = ConversationsActor.useSelector((s) => s.context.items);
  const error = ConversationsActor.useSelector((s) => s.context.error);
  const loading = ConversationsActor.useSelector((s) => s.hasTag("loading"));
  const list = ConversationsActor.useActorRef();
  return (
    <nav className="conversation-history" aria-label="Conversations">
      <button type="button" className="button button-primary button-block" onClick={onNew}>
        New chat
      </button>
      {error && (
        <div className="alert alert-error" role="alert">
          {error}{" "}
          <button type="button" className="link-button" onClick={() => list.send({ type: "conversations.load" })}>
            Try again
          </button>
        </div>
      )}
      {!error && loading && items.length === 0 && <p className="muted">Loading conversations…</p>}
      {!error && !loading && items.length === 0 && <p className="muted">Your conversations will appear here.</p>}
      <ul className="conversation-list">
        {items.map((item) => (
          <li key={item.id}>
            <ConversationLink item={item} active={item.id === activeId} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
