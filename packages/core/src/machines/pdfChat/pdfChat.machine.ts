// PDF chat (data-areas §3–§5, §8): upload a PDF to open a session, then ask about it. Answers
// stream in: the text accumulates and the page sources arrive on their own; Stop keeps what came.
// A failed upload says 'Failed to upload PDF' or the server's detail; clearing the session drops
// the chat at once and asks the server to clean up. A session can be reopened by id (`pdf.open`:
// after a reload, or from a citation that names it). Signed out, nothing is sent and the sign-in texts are shown.
import { and, assign, setup } from "xstate";
import { ApiError } from "../../api/ApiError";
import type { PdfSession, PdfSource } from "../../api/schemas/pdf";
import { texts } from "../../domain/texts";
import type { PdfChatAnswer, PdfChatProgress } from "../../stream/pdfChatStream";
import { requiredActor } from "../requiredActor";

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
  },
  actors: {
    uploadPdf: requiredActor<PdfSession, { file: Blob & { readonly name?: string } }>("pdfChat", "uploadPdf"),
    openSession: requiredActor<PdfSession, { sessionId: string }>("pdfChat", "openSession"),
    closeSession: requiredActor<void, { sessionId: string }>("pdfChat", "closeSession"),
    streamPdfAnswer: requiredActor<PdfChatAnswer, StreamPdfAnswerInput>("pdfChat", "streamPdfAnswer"),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    hasQuestion: ({ event }) => event.type === "pdf.ask" && event.message.trim() !== "",
  },
  actions: {
    askToSignInToUpload: assign({ problem: texts.signInToUploadPdfs }),
    askToSignInToChat: assign({ problem: texts.signInToChatWithPdfs }),
    dropSession: assign({ session: null, entries: [], problem: null }),
    addQuestion: assign({
      problem: null,
      entries: ({ context, event }) => {
        const ask = event as Extract<PdfChatEvent, { type: "pdf.ask" }>;
        const entry: PdfChatEntry = {
          id: context.entries.length + 1,
          question: ask.message.trim(),
          selectedText: ask.selectedText?.trim() || null,
          answer: "",
          sources: [],
          status: "streaming",
          error: null,
        };
        return [...context.entries, entry];
      },
    }),
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
    "pdf.signedIn": { actions: assign({ signedIn: ({ event }) => event.signedIn }) },
  },
  states: {
    reopening: {
      invoke: {
        id: "openSession",
        src: "openSession",
        input: ({ context }) => ({ sessionId: context.reopenId ?? "" }),
        onDone: { target: "ready", actions: assign({ session: ({ event }) => event.output, reopenId: null }) },
        onError: { target: "empty", actions: assign({ problem: REOPEN_FAILED, reopenId: null }) },
      },
    },
    empty: {
      on: {
        "pdf.upload": [
          { guard: "signedIn", target: "uploading", actions: assign({ problem: null }) },
          { actions: "askToSignInToUpload" },
        ],
        "pdf.open": [
          {
            guard: "signedIn",
            target: "reopening",
            actions: assign({ problem: null, reopenId: ({ event }) => event.sessionId }),
          },
          { actions: "askToSignInToChat" },
        ],
      },
    },
    uploading: {
      invoke: {
        id: "uploadPdf",
        src: "uploadPdf",
        input: ({ event }) => ({ file: (event as Extract<PdfChatEvent, { type: "pdf.upload" }>).file }),
        onDone: { target: "ready", actions: assign({ session: ({ event }) => event.output, entries: [] }) },
        onError: { target: "empty", actions: assign({ problem: ({ event }) => uploadProblem(event.error) }) },
      },
    },
    ready: {
      on: {
        "pdf.ask": [
          { guard: and(["signedIn", "hasQuestion"]), target: "answering", actions: "addQuestion" },
          { guard: "hasQuestion", actions: "askToSignInToChat" },
        ],
        "pdf.clear": { target: "closing" },
      },
    },
    answering: {
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
        onDone: {
          target: "ready",
          actions: assign({
            entries: ({ context, event }) =>
              updateLast(context.entries, () => ({
                answer: event.output.text,
                sources: event.output.sources,
                status: "complete",
              })),
          }),
        },
        onError: {
          target: "ready",
          actions: assign({
            entries: ({ context, event }) =>
              updateLast(context.entries, () => ({ status: "failed", error: errorMessage(event.error) })),
          }),
        },
      },
      on: {
        "pdf.progress": {
          actions: assign({
            entries: ({ context, event }) =>
              updateLast(context.entries, (entry) =>
                event.progress.type === "content"
                  ? { answer: entry.answer + event.progress.text }
                  : { sources: event.progress.sources },
              ),
          }),
        },
        "pdf.stop": {
          target: "ready",
          actions: assign({ entries: ({ context }) => updateLast(context.entries, () => ({ status: "stopped" })) }),
        },
        "pdf.clear": { target: "closing" },
      },
    },
    /** The chat is gone at once (the page shows the upload again); the server cleans up meanwhile. */
    closing: {
      entry: assign({ entries: [], problem: null }),
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
