// PDF chat (data-areas §3–§5, §8): upload a PDF to open a session, then ask about it. Answers
// stream in: the text accumulates and the page sources arrive on their own; Stop keeps what came.
// A failed upload says 'Failed to upload PDF' or the server's detail; clearing the session drops
// the chat at once and asks the server to clean up. A session can be reopened by id (`pdf.open`:
// after a reload, or from a citation that names it) with the questions asked of it before. Signed out, nothing is sent and the sign-in texts are shown.
// A file over 20 MB is refused before it is sent, naming its size.
import { assertEvent, assign, not, setup } from "xstate";
import { ApiError } from "../../api/ApiError";
import { requiredActor } from "../../api/requiredActor";
import { pdfTooLarge } from "../../domain/documents/pdfFile";
import type { PdfExchange, PdfSession, PdfSource } from "../../domain/schemas/pdf";
import { texts } from "../../domain/texts";
import type { PdfChatAnswer, PdfChatProgress } from "../../stream/pdfChatStream";

export type PdfAnswerStatus = "streaming" | "complete" | "stopped" | "failed";

export interface PdfChatEntry {
  readonly id: number;
  readonly question: string;
  readonly selectedText: string | null;
  readonly answer: string;
  readonly sources: ReadonlyArray<PdfSource>;
  readonly status: PdfAnswerStatus;
  readonly error: string | null;
}

export interface PdfChatContext {
  readonly signedIn: boolean;
  readonly session: PdfSession | null;
  readonly entries: ReadonlyArray<PdfChatEntry>;
  /** Why the last upload or reopening failed, or why nothing can be sent. */
  readonly problem: string | null;
  /** The session being reopened, if any. */
  readonly reopenId: string | null;
}

/** A session reopened, with the questions asked of its PDF before and their answers. */
export interface PdfReopened {
  readonly session: PdfSession;
  readonly exchanges: ReadonlyArray<PdfExchange>;
}

/** A kept question and answer as the chat shows it: complete, numbered after the ones before. */
const entryOfExchange = (exchange: PdfExchange, index: number): PdfChatEntry => ({
  id: index + 1,
  question: exchange.question,
  selectedText: null,
  answer: exchange.answer,
  sources: exchange.sources,
  status: "complete",
  error: null,
});

export interface PdfChatInput {
  readonly signedIn: boolean;
}

export type PdfChatEvent =
  | { type: "pdf.upload"; file: Blob & { readonly name?: string } }
  | { type: "pdf.open"; sessionId: string }
  | { type: "pdf.ask"; message: string; selectedText?: string }
  | { type: "pdf.progress"; progress: PdfChatProgress }
  | { type: "pdf.stop" }
  | { type: "pdf.clear" }
  | { type: "pdf.signedIn"; signedIn: boolean };

export interface StreamPdfAnswerInput {
  readonly sessionId: string;
  readonly message: string;
  readonly selectedText: string | null;
  readonly onProgress: (progress: PdfChatProgress) => void;
}

/** What a failed upload tells the user: the server's detail when it gave one (data-areas §8). */
export function uploadProblem(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const payload = error.payload as { detail?: unknown } | null;
    if (typeof payload?.detail === "string" && payload.detail.trim() !== "") return payload.detail;
  }
  return texts.pdfUploadFailed;
}

const errorMessage = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : texts.failedToGetResponse;

const REOPEN_FAILED = "This PDF is no longer available. Upload it again to chat with it.";

function updateLast(
  entries: ReadonlyArray<PdfChatEntry>,
  change: (entry: PdfChatEntry) => Partial<PdfChatEntry>,
): PdfChatEntry[] {
  return entries.map((entry, index) => (index === entries.length - 1 ? { ...entry, ...change(entry) } : entry));
}

export const pdfChatMachine = setup({
  types: {
    context: {} as PdfChatContext,
    events: {} as PdfChatEvent,
    input: {} as PdfChatInput,
    /** A session is open: its chat is shown. */
    tags: {} as "open",
  },
  actors: {
    uploadPdf: requiredActor<PdfSession, { file: Blob & { readonly name?: string } }>("pdfChat", "uploadPdf"),
    openSession: requiredActor<PdfReopened, { sessionId: string }>("pdfChat", "openSession"),
    closeSession: requiredActor<void, { sessionId: string }>("pdfChat", "closeSession"),
    streamPdfAnswer: requiredActor<PdfChatAnswer, StreamPdfAnswerInput>("pdfChat", "streamPdfAnswer"),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    signingOut: ({ event }) => {
      assertEvent(event, "pdf.signedIn");
      return !event.signedIn;
    },
    hasQuestion: ({ event }) => {
      assertEvent(event, "pdf.ask");
      return event.message.trim() !== "";
    },
    fileTooLarge: ({ event }) => {
      assertEvent(event, "pdf.upload");
      return pdfTooLarge(event.file) !== null;
    },
  },
  actions: {
    askToSignInToUpload: assign({ problem: texts.signInToUploadPdfs }),
    askToSignInToChat: assign({ problem: texts.signInToChatWithPdfs }),
    refuseLargeFile: assign({
      problem: ({ event }) => {
        assertEvent(event, "pdf.upload");
        return pdfTooLarge(event.file);
      },
    }),
    clearProblem: assign({ problem: null }),
    noteSessionToReopen: assign({
      problem: null,
      reopenId: ({ event }) => {
        assertEvent(event, "pdf.open");
        return event.sessionId;
      },
    }),
    setSignedIn: assign({
      signedIn: ({ event }) => {
        assertEvent(event, "pdf.signedIn");
        return event.signedIn;
      },
    }),
    openUploaded: assign((_, session: PdfSession) => ({ session, entries: [] })),
    /** The PDF's earlier questions and answers come back with it. */
    openReopened: assign((_, { session, exchanges }: PdfReopened) => ({
      session,
      reopenId: null,
      entries: exchanges.map(entryOfExchange),
    })),
    tellReopenFailed: assign({ problem: REOPEN_FAILED, reopenId: null }),
    tellUploadFailed: assign((_, error: unknown) => ({ problem: uploadProblem(error) })),
    dropSession: assign({ session: null, entries: [], problem: null }),
    dropEntries: assign({ entries: [], problem: null }),
    addQuestion: assign({
      problem: null,
      entries: ({ context, event }) => {
        assertEvent(event, "pdf.ask");
        const entry: PdfChatEntry = {
          id: context.entries.length + 1,
          question: event.message.trim(),
          selectedText: event.selectedText?.trim() || null,
          answer: "",
          sources: [],
          status: "streaming",
          error: null,
        };
        return [...context.entries, entry];
      },
    }),
    addProgress: assign({
      entries: ({ context, event }) => {
        assertEvent(event, "pdf.progress");
        const { progress } = event;
        return updateLast(context.entries, (entry) =>
          progress.type === "content" ? { answer: entry.answer + progress.text } : { sources: progress.sources },
        );
      },
    }),
    completeAnswer: assign(({ context }, answer: PdfChatAnswer) => ({
      entries: updateLast(context.entries, () => ({
        answer: answer.text,
        sources: answer.sources,
        status: "complete",
      })),
    })),
    failAnswer: assign(({ context }, error: unknown) => ({
      entries: updateLast(context.entries, () => ({ status: "failed", error: errorMessage(error) })),
    })),
    stopAnswer: assign({ entries: ({ context }) => updateLast(context.entries, () => ({ status: "stopped" })) }),
  },
}).createMachine({
  id: "pdfChat",
  context: ({ input }) => ({
    signedIn: input.signedIn,
    session: null,
    entries: [],
    problem: null,
    reopenId: null,
  }),
  initial: "empty",
  on: {
    // Signed out, nothing of this PDF stays on screen for whoever signs in next in this tab; the
    // PDF itself is kept on the server for its owner.
    "pdf.signedIn": [
      { guard: "signingOut", target: ".empty", actions: ["setSignedIn", "dropSession"] },
      { actions: "setSignedIn" },
    ],
  },
  states: {
    reopening: {
      invoke: {
        id: "openSession",
        src: "openSession",
        input: ({ context }) => ({ sessionId: context.reopenId ?? "" }),
        onDone: { target: "ready", actions: { type: "openReopened", params: ({ event }) => event.output } },
        onError: { target: "empty", actions: "tellReopenFailed" },
      },
    },
    empty: {
      on: {
        "pdf.upload": [
          { guard: not("signedIn"), actions: "askToSignInToUpload" },
          { guard: "fileTooLarge", actions: "refuseLargeFile" },
          { target: "uploading", actions: "clearProblem" },
        ],
        "pdf.open": [
          { guard: "signedIn", target: "reopening", actions: "noteSessionToReopen" },
          { actions: "askToSignInToChat" },
        ],
      },
    },
    uploading: {
      invoke: {
        id: "uploadPdf",
        src: "uploadPdf",
        input: ({ event }) => {
          assertEvent(event, "pdf.upload");
          return { file: event.file };
        },
        onDone: { target: "ready", actions: { type: "openUploaded", params: ({ event }) => event.output } },
        onError: {
          target: "empty",
          actions: { type: "tellUploadFailed", params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    ready: {
      tags: ["open"],
      on: {
        // Signed in, as a PDF is open only then (signing out closes it).
        "pdf.ask": { guard: "hasQuestion", target: "answering", actions: "addQuestion" },
        "pdf.clear": { target: "closing" },
      },
    },
    answering: {
      tags: ["open"],
      invoke: {
        id: "streamPdfAnswer",
        src: "streamPdfAnswer",
        input: ({ context, self }) => {
          const entry = context.entries.at(-1) as PdfChatEntry;
          return {
            sessionId: context.session?.sessionId ?? "",
            message: entry.question,
            selectedText: entry.selectedText,
            onProgress: (progress: PdfChatProgress) => self.send({ type: "pdf.progress", progress }),
          };
        },
        onDone: { target: "ready", actions: { type: "completeAnswer", params: ({ event }) => event.output } },
        onError: {
          target: "ready",
          actions: { type: "failAnswer", params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
      on: {
        "pdf.progress": { actions: "addProgress" },
        "pdf.stop": { target: "ready", actions: "stopAnswer" },
        "pdf.clear": { target: "closing" },
      },
    },
    /** The chat is gone at once (the page shows the upload again); the server cleans up meanwhile. */
    closing: {
      entry: "dropEntries",
      invoke: {
        id: "closeSession",
        src: "closeSession",
        input: ({ context }) => ({ sessionId: context.session?.sessionId ?? "" }),
        onDone: { target: "empty", actions: "dropSession" },
        // A session the server could not clean up is dropped all the same; it is pruned later.
        onError: { target: "empty", actions: "dropSession" },
      },
    },
  },
});

export type PdfChatMachine = typeof pdfChatMachine;
