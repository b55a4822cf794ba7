// One message of the chat: the user's text (with the passage they asked about), or an answer:
// 'Thinking...' while it is pending, then its markdown as it streams, its reasoning, sources,
// and once complete the follow-up actions and Copy.
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
import { lazy, type MouseEvent, Suspense, useState } from "react";
import { ChatActor, ToastsActor } from "../../app/actors";
import { SelectableText } from "../selection/SelectableText";
import { SourceIcons, SourcesList } from "./SourceIcons";
import { useAssistantLive } from "./useAssistantLive";

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

function Answer({ entry, onFollowUp, question }: { entry: ChatEntryView } & AnswerActions) {
  const chat = ChatActor.useActorRef();
  const { live } = useAssistantLive();
  const askAbout = (passage: string) =>
    chat.send({ type: "message.send", text: texts.explainPassage, at: Date.now(), contextSelection: passage });
  if (entry.isLoading) {
    return (
      <p className="answer-thinking" aria-live="polite">
        {texts.thinking}
      </p>
    );
  }
  const complete = !entry.isStreaming && entry.assistantResponse !== null;
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
      {entry.sources.length > 0 && (
        <details className="answer-sources">
          <summary>
            <SourceIcons sources={entry.sources} />
          </summary>
          <SourcesList sources={entry.sources} />
        </details>
      )}
      {complete && (
        <div className="answer-actions">
          <CopyButton entry={entry} />
          <ExportButton entry={entry} question={question} />
          {followUpActionsFor(live).map((action) => (
            <button key={action.id} type="button" className="button button-small" onClick={() => onFollowUp(action.id)}>
              {action.label}
            </button>
          ))}
        </div>
      )}
    </>
  );
}

export function ChatMessage({ entry, onFollowUp, question }: { entry: ChatEntryView } & AnswerActions) {
  if (entry.role === "user") {
    return (
      <article className="chat-message chat-message-user" aria-label="Your message">
        {entry.contextSelection && (
          <blockquote className="reference-chip" title={entry.contextSelection}>
            {referenceChipText(entry.contextSelection)}
          </blockquote>
        )}
        <p>{entry.content}</p>
      </article>
    );
  }
  return (
    <article
      className="chat-message chat-message-assistant"
      aria-label="Answer"
      aria-busy={entry.isLoading || entry.isStreaming}
      data-state={entry.isLoading ? "thinking" : entry.isStreaming ? "streaming" : "complete"}
    >
      <Answer entry={entry} onFollowUp={onFollowUp} question={question} />
    </article>
  );
}
