// PDF chat's view-model (zag's `connect`, without DOM props): the PDF open (or none), what the
// chat is busy with while none is, the questions and answers, whether an answer is coming, and
// one function per thing a person does. Both PDF screens render it; none reads the machine's
// context or state names, or writes its events by hand.
import type { SnapshotFrom } from "xstate";
import type { PdfSession } from "../../domain/schemas/pdf";
import type { PdfChatEntry, PdfChatEvent, pdfChatMachine } from "./pdfChat.machine";

export interface PdfChatView {
  /** The PDF whose chat is shown, or null while none is open. */
  readonly open: PdfSession | null;
  /** What the chat is doing while no PDF is open yet ("Reading the PDF…"), or null. */
  readonly busy: string | null;
  readonly entries: ReadonlyArray<PdfChatEntry>;
  /** Why the last upload or reopening failed, or why nothing can be sent. */
  readonly problem: string | null;
  /** An answer is coming: Stop shows instead of Ask. */
  readonly answering: boolean;
  readonly upload: (file: Blob & { readonly name?: string }) => void;
  /** Opens a PDF uploaded before, by its session's id. */
  readonly reopen: (sessionId: string) => void;
  /** Asks about the PDF: false (nothing sent) when the question is blank or an answer is coming. */
  readonly ask: (message: string) => boolean;
  readonly stop: () => void;
  readonly clear: () => void;
}

function busyWith(snapshot: SnapshotFrom<typeof pdfChatMachine>): string | null {
  if (snapshot.matches("uploading")) return "Reading the PDF…";
  if (snapshot.matches("reopening")) return "Opening your PDF…";
  return null;
}

export function connectPdfChat(
  snapshot: SnapshotFrom<typeof pdfChatMachine>,
  send: (event: PdfChatEvent) => void,
): PdfChatView {
  const { session, entries, problem } = snapshot.context;
  const answering = snapshot.matches("answering");
  return {
    open: session && snapshot.hasTag("open") ? session : null,
    busy: busyWith(snapshot),
    entries,
    problem,
    answering,
    upload: (file) => send({ type: "pdf.upload", file }),
    reopen: (sessionId) => send({ type: "pdf.open", sessionId }),
    ask: (message) => {
      if (message.trim() === "" || answering) return false;
      send({ type: "pdf.ask", message });
      return true;
    },
    stop: () => send({ type: "pdf.stop" }),
    clear: () => send({ type: "pdf.clear" }),
  };
}
