// The inline chat's PDF mode (spec: inlineChatMode pdf, pdfSession): the app's PDF chat beside the
// page. Upload a PDF here, or pick one uploaded before (its earlier questions come back with it),
// or keep the one open on /pdf-chat; ask, open a quoted page in the
// viewer; clearing the PDF goes back to the assistant and deletes the session on the server.
import { counted } from "@moatwise/core";
import { AppUiActor } from "../../app/actors";
import { AskBox, PdfAnswer, UploadPanel, YourPdfs } from "./PdfChatPage";
import { useCitationViewer } from "./PdfCitationViewer";
import { usePdfChat } from "./usePdfChat";
import "./pdf.css";

export default function InlinePdfChat() {
  const ui = AppUiActor.useActorRef();
  const chat = usePdfChat();
  const { open, busy, entries, problem } = chat;
  const viewer = useCitationViewer();

  return (
    <div className="inline-pdf">
      {problem && (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      )}
      {!open && (
        <>
          <p className="muted">
            Chat with a PDF beside this page: a filing's PDF you saved, an annual report, a letter. SEC filings in
            Moatwise come as HTML, not PDF; download one from sec.gov as PDF to chat with it here.
          </p>
          <UploadPanel busy={busy} onFile={chat.upload} />
          {!busy && <YourPdfs onOpen={chat.reopen} />}
        </>
      )}
      {open && (
        <>
          <div className="pdf-file card">
            <div>
              <strong className="pdf-file-name">{open.filename}</strong>
              <span className="muted">{counted(open.pageCount, "page")}</span>
            </div>
            <button type="button" className="button button-small" onClick={() => ui.send({ type: "pdfSession.clear" })}>
              Clear PDF
            </button>
          </div>
          <div className="pdf-thread inline-pdf-thread" aria-live="polite">
            {entries.length === 0 && <p className="muted">Ask anything about {open.filename}.</p>}
            {entries.map((entry) => (
              <PdfAnswer key={entry.id} entry={entry} session={open} onOpen={viewer.open} />
            ))}
          </div>
          <AskBox chat={chat} />
        </>
      )}
      {viewer.viewer}
    </div>
  );
}
