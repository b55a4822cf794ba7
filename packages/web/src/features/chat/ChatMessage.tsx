// One message of the chat: the user's text (with the passage they asked about; the last one can be
// edited and sent again), or an answer: 'Thinking...' while it is pending, then its markdown as it
// streams, its reasoning, sources, and once complete (or stopped) the follow-up actions and Copy;
// under the answer of a question with versions, the switcher between them ("2 / 2").
import {
  answerForCopy,
  browserClipboard,
  type ChatEntryView,
  type FollowUpAction,
  followUpActionsFor,
  referenceChipText,
  sourceAddress,
  texts,
  truncateReasoning,
} from "@moatwise/core";
import { type FormEvent, type KeyboardEvent, lazy, type MouseEvent, Suspense, useId, useState } from "react";
import { ToastsActor } from "../../app/actors";
import { SelectableText } from "../selection/SelectableText";
import { SourceIcons, SourcesList } from "./SourceIcons";
import { useAssistantLive } from "./useAssistantLive";
import { useChat } from "./useChat";

const AnswerMarkdown = lazy(() => import("./AnswerMarkdown"));
const AnswerExportDialog = lazy(() => import("./AnswerExportDialog"));

interface AnswerActions {
  readonly onFollowUp: (action: FollowUpAction) => void;
  /** The question the answer answers, for the export card. */
  readonly question: string;
}

function ExportButton({ entry, question }: { entry: ChatEntryView; question: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-small" onClick={() => setOpen(true)}>
        Export
      </button>
      {open && (
        <Suspense fallback={null}>
          <AnswerExportDialog entry={entry} question={question} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

const clipboard = browserClipboard();

/** Copies the answer as clean text with its numbered sources, and as HTML for a rich paste. */
function CopyButton({ entry }: { entry: ChatEntryView }) {
  const toasts = ToastsActor.useActorRef();
  const copy = (event: MouseEvent<HTMLButtonElement>) => {
    const rendered = event.currentTarget.closest("article")?.querySelector(".answer-markdown")?.innerHTML ?? "";
    const content = answerForCopy(entry.content, entry.sources, window.location.origin, rendered);
    return clipboard
      .writeRich(content)
      .then((copied) =>
        toasts.send(
          copied
            ? { type: "toast.add", message: texts.copied, variant: "success" }
            : { type: "toast.add", message: texts.copyFailed, variant: "error" },
        ),
      );
  };
  return (
    <button type="button" className="button button-small" onClick={copy}>
      Copy
    </button>
  );
}

/** "2 / 2" under an answer: the versions of its question, one shown at a time. */
function VersionSwitcher({ versions }: { versions: NonNullable<ChatEntryView["versions"]> }) {
  const { busy, showVersion } = useChat();
  const show = (index: number) => showVersion(versions.turn, index);
  const { index, count } = versions;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and their position, not a form field set
    <div className="answer-versions" role="group" aria-label="Versions of this answer">
      <button
        type="button"
        className="button button-small button-icon"
        aria-label="Previous version"
        disabled={busy || index === 0}
        onClick={() => show(index - 1)}
      >
        ‹
      </button>
      <span aria-live="polite">
        {index + 1} / {count}
      </span>
      <button
        type="button"
        className="button button-small button-icon"
        aria-label="Next version"
        disabled={busy || index === count - 1}
        onClick={() => show(index + 1)}
      >
        ›
      </button>
    </div>
  );
}

function Answer({ entry, onFollowUp, question }: { entry: ChatEntryView } & AnswerActions) {
  const { busy, ask } = useChat();
  const { live } = useAssistantLive();
  const askAbout = (passage: string) => ask(texts.explainPassage, { contextSelection: passage });
  if (entry.isLoading) {
    return (
      <p className="answer-thinking" aria-live="polite">
        {texts.thinking}
      </p>
    );
  }
  const complete = !entry.isStreaming && (entry.assistantResponse !== null || entry.stopped);
  // Try again makes a version of the last question; earlier answers offer what sends a new one.
  const actions = followUpActionsFor(live).filter((action) => action.id !== "retry" || entry.latest);
  const citations = entry.sources.map((source) => sourceAddress(source.url, window.location.origin));
  return (
    <>
      {entry.reasoning && (
        <details className="answer-reasoning">
          <summary>Reasoning</summary>
          <p>{truncateReasoning(entry.reasoning)}</p>
        </details>
      )}
      <SelectableText documentId={complete ? entry.id : null} onAsk={askAbout}>
        <Suspense fallback={<p className="answer-plain">{entry.content}</p>}>
          <AnswerMarkdown text={entry.content} citations={citations} />
        </Suspense>
      </SelectableText>
      {entry.stopped && <p className="answer-stopped">{texts.answerStopped}</p>}
      {entry.sources.length > 0 && (
        <details className="answer-sources">
          <summary>
            <SourceIcons sources={entry.sources} />
          </summary>
          <SourcesList sources={entry.sources} />
        </details>
      )}
      {entry.versions && <VersionSwitcher versions={entry.versions} />}
      {complete && (
        <div className="answer-actions">
          <CopyButton entry={entry} />
          <ExportButton entry={entry} question={question} />
          {actions.map((action) => (
            <button
              key={action.id}
              type="button"
              className="button button-small"
              disabled={busy}
              onClick={() => onFollowUp(action.id)}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </>
  );
}

/** The last question, edited in place and sent again as a new version; Escape or Cancel keeps it. */
function EditQuestion({ entry, onDone }: { entry: ChatEntryView; onDone: () => void }) {
  const chat = useChat();
  const [text, setText] = useState(entry.content);
  const id = useId();
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === "") return;
    chat.edit(entry.key, text);
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") onDone();
    if (event.key === "Enter" && !event.shiftKey) send(event);
  };
  return (
    <form className="question-edit" onSubmit={send}>
      <label htmlFor={id} className="visually-hidden">
        Edit your message
      </label>
      <textarea
        id={id}
        value={text}
        rows={Math.min(6, Math.max(2, text.split("\n").length))}
        // biome-ignore lint/a11y/noAutofocus: the user asked to edit this message; the caret belongs in it
        autoFocus
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="question-edit-actions">
        <button type="button" className="button button-small" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button-small button-primary" disabled={text.trim() === ""}>
          Send
        </button>
      </div>
    </form>
  );
}

function Question({ entry }: { entry: ChatEntryView }) {
  const [editing, setEditing] = useState(false);
  const { busy } = useChat();
  const editable = entry.latest && entry.id !== null && !busy;
  return (
    <>
      <article className="chat-message chat-message-user" aria-label="Your message">
        {entry.contextSelection && (
          <blockquote className="reference-chip" title={entry.contextSelection}>
            {referenceChipText(entry.contextSelection)}
          </blockquote>
        )}
        {editing ? <EditQuestion entry={entry} onDone={() => setEditing(false)} /> : <p>{entry.content}</p>}
      </article>
      {/* Beside the message, not in it: the message reads as what was asked. */}
      {editable && !editing && (
        <button
          type="button"
          className="link-button question-edit-button"
          aria-label="Edit your message"
          onClick={() => setEditing(true)}
        >
          Edit
        </button>
      )}
    </>
  );
}

export function ChatMessage({ entry, onFollowUp, question }: { entry: ChatEntryView } & AnswerActions) {
  if (entry.role === "user") return <Question entry={entry} />;
  return (
    <article
      className="chat-message chat-message-assistant"
      aria-label="Answer"
      aria-busy={entry.isLoading || entry.isStreaming}
      data-state={
        entry.isLoading ? "thinking" : entry.isStreaming ? "streaming" : entry.stopped ? "stopped" : "complete"
      }
    >
      <Answer entry={entry} onFollowUp={onFollowUp} question={question} />
    </article>
  );
}
