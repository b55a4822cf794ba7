// The PDF chat's model: signing in and out (which closes the open PDF), an upload that succeeds or
// fails (or a file too large to send), reopening a session, asking (an empty question too), the
// answer streaming, finishing, failing or stopped, and clearing the session whether or not the
// server cleans up.
import { ApiError, MAX_PDF_BYTES, type PdfSession, pdfChatMachine } from "@moatwise/core";
import { defineModel } from "../model";

export const letterSession: PdfSession = {
  sessionId: "0b6f0a3e-4c1e-4d0a-9a57-0d5b8a1c2e3f",
  filename: "letter.pdf",
  pageCount: 3,
  byteSize: 2048,
};

export const pageTwo = { pageNumber: 2, text: "A slowdown in advertising could reduce operating margin." };

/** A file one byte over 20 MB: refused before anything is sent. The Blob is small; its size is what counts. */
export const oversizedPdf = Object.assign(new Blob(["%PDF-1.4"], { type: "application/pdf" }), {
  name: "annual-report.pdf",
});
Object.defineProperty(oversizedPdf, "size", { value: MAX_PDF_BYTES + 1 });

export const notAPdf = ApiError.fromResponse(415, { detail: "This file is not a PDF.", code: "not_a_pdf" });

export const pdfChatModel = defineModel({
  name: "pdfChat",
  machine: pdfChatMachine,
  input: { signedIn: true },
  // One question, with one streamed piece, reaches every transition; more text or questions add nothing.
  explore: (snapshot) => {
    const { entries } = snapshot.context as { entries: Array<{ answer: string }> };
    return entries.length <= 1 && entries.every((entry) => entry.answer.length <= "A slowdown".length);
  },
  events: [
    { type: "pdf.signedIn", signedIn: false },
    { type: "pdf.signedIn", signedIn: true },
    { type: "pdf.upload", file: new Blob(["%PDF-1.4"], { type: "application/pdf" }) },
    { type: "pdf.upload", file: oversizedPdf },
    { type: "pdf.open", sessionId: letterSession.sessionId },
    { type: "xstate.done.actor.uploadPdf", output: letterSession },
    { type: "xstate.error.actor.uploadPdf", error: notAPdf },
    { type: "xstate.error.actor.uploadPdf", error: new TypeError("Failed to fetch") },
    {
      type: "xstate.done.actor.openSession",
      output: {
        session: letterSession,
        exchanges: [
          {
            id: "x-1",
            question: "What are the risks?",
            answer: "A slowdown",
            sources: [pageTwo],
            createdAt: "2026-11-24T09:30:00.000Z",
          },
        ],
      },
    },
    { type: "xstate.error.actor.openSession", error: ApiError.fromResponse(404, "Not Found") },
    { type: "pdf.ask", message: "What are the risks?" },
    { type: "pdf.ask", message: "   " },
    { type: "pdf.progress", progress: { type: "content", text: "A slowdown" } },
    { type: "pdf.progress", progress: { type: "sources", sources: [pageTwo] } },
    {
      type: "xstate.done.actor.streamPdfAnswer",
      output: { text: "A slowdown in advertising (page 2)", sources: [pageTwo] },
    },
    { type: "xstate.error.actor.streamPdfAnswer", error: ApiError.fromResponse(503, "Service Unavailable") },
    { type: "pdf.stop" },
    { type: "pdf.clear" },
    { type: "xstate.done.actor.closeSession", output: undefined },
    { type: "xstate.error.actor.closeSession", error: ApiError.fromResponse(503, "Service Unavailable") },
  ],
});
