// PDF chat (/pdf-chat, data-areas §3–§5): upload a PDF, then ask about it; answers stream in with
// the pages they quote. Renders the PDF chat actor, which starts under the app's root with this
// screen and keeps the open PDF while the user goes elsewhere (until sign-out). The session's id is kept in the address (`?session=`), so a reload, or an assistant's
// citation of a page, opens the same PDF again; a citation's `#page-N` (and `quote=`) opens the page
// in the viewer with the quote highlighted, as an answer's page does when clicked.
import {
  counted,
  fileSizeLabel,
  PDF_CHAT_MESSAGE_MAX_CHARS,
  PDF_SIZE_LIMIT,
  type PdfChatEntry,
  type PdfChatView,
  type PdfSession,
} from "@moatwise/core";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useData, useQueries } from "../../app/data";
import { useMutation, useMutations } from "../../app/mutations";
import "../chat/chat.css";
import "./pdf.css";
import { ProblemText } from "../../ui/ProblemText";
import { PdfSourceList, useCitationViewer } from "./PdfCitationViewer";
import type { PdfCitation } from "./PdfPageViewer";
import { usePdfChat } from "./usePdfChat";

const loadAnswerMarkdown = () => import("../chat/AnswerMarkdown");
const AnswerMarkdown = lazy(loadAnswerMarkdown);
const NO_CITATIONS: ReadonlyArray<string> = [];

/** The page an assistant's citation names (`?session=…&quote=…#page-N`), read once as the page opens. */
function useAddressedCitation(): Omit<PdfCitation, "filename"> | null {
  const search = useSearch();
  const [cited] = useState(() => {
    const params = new URLSearchParams(search);
    const sessionId = params.get("session");
    const page = /^#page-(\d+)$/.exec(window.location.hash)?.[1];
    if (!sessionId || !page) return null;
    return { sessionId, pageNumber: Number(page), passage: params.get("quote") };
  });
  return cited;
}

export function UploadPanel({ busy, onFile }: { readonly busy: string | null; readonly onFile: (file: File) => void }) {
  const take = (file: File | undefined) => {
    if (file) onFile(file);
  };
  return (
    <label
      className="pdf-drop card"
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        take(event.dataTransfer.files[0]);
      }}
    >
      <span className="pdf-drop-title">{busy ?? "Choose a PDF, or drop it here"}</span>
      <span className="muted">
        Up to {PDF_SIZE_LIMIT}, with selectable text. It stays private to you until you remove it.
      </span>
      <input
        className="visually-hidden"
        type="file"
        accept="application/pdf,.pdf"
        disabled={busy !== null}
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
    </label>
  );
}

/** The PDFs the user uploaded before, to open again or remove; the assistant searches them too. */
export function YourPdfs({ onOpen }: { readonly onOpen: (sessionId: string) => void }) {
  const { workspace } = useQueries();
  const sessions = useData(workspace.pdfSessions());
  const removing = useMutation(useMutations().workspace.removePdf());
  if (!sessions.data || sessions.data.length === 0) return null;
  return (
    <section className="card pdf-library" aria-labelledby="pdf-library-title">
      <h2 id="pdf-library-title">Your PDFs</h2>
      <p className="muted">The assistant can quote these to you too.</p>
      <ul aria-label="Your PDFs">
        {sessions.data.map((session) => (
          <li key={session.sessionId}>
            <span className="pdf-file-name">{session.filename}</span>
            <span className="muted">{counted(session.pageCount, "page")}</span>
            <button type="button" className="button button-small" onClick={() => onOpen(session.sessionId)}>
              Open
            </button>
            <button
              type="button"
              className="button button-small"
              aria-label={`Remove ${session.filename}`}
              disabled={removing.busy}
              onClick={() => removing.run(session)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <ProblemText problem={removing.problem} />
    </section>
  );
}

export function PdfAnswer({
  entry,
  session,
  onOpen,
}: {
  readonly entry: PdfChatEntry;
  readonly session: PdfSession;
  readonly onOpen: (citation: PdfCitation) => void;
}) {
  return (
    <article className="pdf-entry" aria-label={`Answer to: ${entry.question}`}>
      <p className="pdf-question">
        {entry.selectedText && <span className="reference-chip">“{entry.selectedText}”</span>}
        {entry.question}
      </p>
      <div className="pdf-answer">
        {entry.answer === "" && entry.status === "streaming" && <p className="answer-thinking">Reading the PDF…</p>}
        {entry.answer !== "" && (
          <Suspense fallback={<p className="pdf-answer-plain">{entry.answer}</p>}>
            <AnswerMarkdown text={entry.answer} citations={NO_CITATIONS} />
          </Suspense>
        )}
        {entry.status === "stopped" && <p className="muted">Stopped.</p>}
        {entry.status === "failed" && (
          <p className="field-error" role="alert">
            {entry.error}
          </p>
        )}
      </div>
      {entry.sources.length > 0 && (
        <PdfSourceList session={session} sources={entry.sources} open={entry.status === "complete"} onOpen={onOpen} />
      )}
    </article>
  );
}

/** The composer of both PDF chat screens: asks the PDF chat, or stops the answer coming in. */
export function AskBox({ chat }: { readonly chat: PdfChatView }) {
  const { answering } = chat;
  const [draft, setDraft] = useState("");
  const ask = () => {
    if (chat.ask(draft)) setDraft("");
  };
  return (
    <form
      className="chat-composer pdf-ask"
      onSubmit={(event) => {
        event.preventDefault();
        ask();
      }}
    >
      <textarea
        className="chat-input"
        aria-label="Ask about the PDF"
        placeholder="Ask about the PDF, e.g. What are the main risks?"
        rows={2}
        maxLength={PDF_CHAT_MESSAGE_MAX_CHARS}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey) {
            event.preventDefault();
            ask();
          }
        }}
      />
      <div className="composer-bar">
        {answering ? (
          <button type="button" className="button composer-send" onClick={chat.stop}>
            Stop
          </button>
        ) : (
          <button type="submit" className="button button-primary composer-send" disabled={draft.trim() === ""}>
            Ask
          </button>
        )}
      </div>
    </form>
  );
}

export default function PdfChatPage() {
  // The answers' markdown loads with the page, so the first answer does not wait for it.
  useEffect(() => void loadAnswerMarkdown(), []);
  const chat = usePdfChat();
  const { open, busy, entries, problem, reopen } = chat;
  // The session the address names is opened, and the open one written into it, by core (app.pageData.ts).
  const [, navigate] = useLocation();
  const cited = useAddressedCitation();
  const viewer = useCitationViewer();
  const openViewer = viewer.open;
  useEffect(() => {
    if (open && cited && cited.sessionId === open.sessionId) {
      openViewer({ ...cited, filename: open.filename });
    }
  }, [open, cited, openViewer]);

  return (
    <main className="page pdf-chat">
      <h1>Chat with a PDF</h1>
      {problem && (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      )}
      {!open && <UploadPanel busy={busy} onFile={chat.upload} />}
      {!open && !busy && <YourPdfs onOpen={reopen} />}
      {open && (
        <>
          <div className="pdf-file card">
            <div>
              <strong className="pdf-file-name">{open.filename}</strong>
              <span className="muted">
                {counted(open.pageCount, "page")} · {fileSizeLabel(open.byteSize)}
              </span>
            </div>
            <button
              type="button"
              className="button button-small"
              onClick={() => {
                chat.clear();
                navigate("/pdf-chat", { replace: true });
              }}
            >
              Remove PDF
            </button>
          </div>
          {entries.length === 0 && (
            <p className="muted">Ask anything about {open.filename}. Answers quote its pages, with page numbers.</p>
          )}
          <div className="pdf-thread" aria-live="polite">
            {entries.map((entry) => (
              <PdfAnswer key={entry.id} entry={entry} session={open} onOpen={viewer.open} />
            ))}
          </div>
          <AskBox chat={chat} />
        </>
      )}
      {viewer.viewer}
    </main>
  );
}
