// The user's recent conversations, newest first; the open one is marked. Each opens in the chat,
// and can be renamed or deleted from its actions; the search finds conversations by title or by
// anything said in them.
import { type ConversationSummary, type ConversationsView, formatShortDateTime } from "@moatwise/core";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { Link } from "wouter";
import { ConfirmButton } from "../../ui/ConfirmButton";
import { useConversations } from "./chatViews";
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

/** The new title typed in place of the old; Enter keeps it, Escape or Cancel leaves the title as it was. */
function RenameForm({
  item,
  list,
  onDone,
}: {
  item: ConversationSummary;
  list: ConversationsView;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(item.title);
  const id = useId();
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === "") return;
    list.rename(item.id, title);
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") onDone();
  };
  return (
    <form className="conversation-rename" onSubmit={save}>
      <label htmlFor={id} className="visually-hidden">
        New title for {item.title}
      </label>
      <input
        id={id}
        className="input"
        value={title}
        maxLength={120}
        // biome-ignore lint/a11y/noAutofocus: the user asked to rename this conversation
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="conversation-actions">
        <button type="submit" className="button button-small button-primary" disabled={title.trim() === ""}>
          Save
        </button>
        <button type="button" className="button button-small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function ConversationItem({
  item,
  list,
  active,
  onDeleteActive,
}: {
  item: ConversationSummary;
  list: ConversationsView;
  active: boolean;
  onDeleteActive: () => void;
}) {
  const [mode, setMode] = useState<"closed" | "actions" | "renaming">("closed");
  const actionsId = useId();
  if (mode === "renaming") return <RenameForm item={item} list={list} onDone={() => setMode("closed")} />;
  const remove = () => {
    list.remove(item.id);
    if (active) onDeleteActive();
  };
  return (
    <div className="conversation-item">
      <ConversationLink item={item} active={active} />
      <button
        type="button"
        className="conversation-more"
        aria-label={`Actions for ${item.title}`}
        aria-expanded={mode === "actions"}
        aria-controls={actionsId}
        onClick={() => setMode(mode === "actions" ? "closed" : "actions")}
      >
        ⋯
      </button>
      {mode === "actions" && (
        <div className="conversation-actions" id={actionsId}>
          <button type="button" className="button button-small" onClick={() => setMode("renaming")}>
            Rename
          </button>
          <ConfirmButton
            label="Delete"
            confirmLabel="Delete conversation"
            busyLabel="Deleting…"
            busy={list.isDeleting(item.id)}
            onConfirm={remove}
          />
        </div>
      )}
    </div>
  );
}

export function ConversationHistory({ activeId, onNew }: { activeId: string | null; onNew: () => void }) {
  const list = useConversations();
  const { items, error, query, emptyNote } = list;
  const searchId = useId();
  return (
    <nav className="conversation-history" aria-label="Conversations">
      <button type="button" className="button button-primary button-block" onClick={onNew}>
        New chat
      </button>
      <div className="conversation-search">
        <label htmlFor={searchId} className="visually-hidden">
          Search conversations
        </label>
        <input
          id={searchId}
          type="search"
          className="input"
          placeholder="Search conversations"
          value={query}
          maxLength={200}
          onChange={(event) => list.search(event.target.value)}
        />
      </div>
      {error && (
        <div className="alert alert-error" role="alert">
          {error}{" "}
          <button type="button" className="link-button" onClick={list.reload}>
            Try again
          </button>
        </div>
      )}
      {emptyNote && <p className="muted">{emptyNote}</p>}
      <ul className="conversation-list">
        {items.map((item) => (
          <li key={item.id}>
            <ConversationItem item={item} list={list} active={item.id === activeId} onDeleteActive={onNew} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
