// PDF chat's view-model: busy while a PDF is read, open once it is, the answer coming (Ask turns
// to Stop and a second question is not sent), and a cleared chat.
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { PdfSession } from "../../domain/schemas/pdf";
import type { PdfChatAnswer } from "../../stream/pdfChatStream";
import { connectPdfChat } from "./pdfChat.connect";
import { type PdfReopened, pdfChatMachine, type StreamPdfAnswerInput } from "./pdfChat.machine";

const session = { sessionId: "s1", filename: "annual-report.pdf", pageCount: 12, byteSize: 2048 } as PdfSession;

function start() {
  let read: (opened: PdfSession) => void = () => {};
  let answer: (answered: PdfChatAnswer) => void = () => {};
  const logic = pdfChatMachine.provide({
    actors: {
      uploadPdf: fromPromise<PdfSession, { file: Blob }>(() => new Promise((resolve) => (read = resolve))),
      openSession: fromPromise<PdfReopened, { sessionId: string }>(() => new Promise(() => {})),
      closeSession: fromPromise(async () => {}),
      streamPdfAnswer: fromPromise<PdfChatAnswer, StreamPdfAnswerInput>(
        () => new Promise((resolve) => (answer = resolve)),
      ),
    },
  });
  const actor = createActor(logic, { input: { signedIn: true } }).start();
  return {
    read: (opened: PdfSession) => read(opened),
    answer: (answered: PdfChatAnswer) => answer(answered),
    view: () => connectPdfChat(actor.getSnapshot(), actor.send),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const pdf = () => Object.assign(new Blob(["%PDF-1.7"], { type: "application/pdf" }), { name: "annual-report.pdf" });

describe("connectPdfChat", () => {
  it("is busy reading an upload with nothing open, then shows the PDF it opened", async () => {
    const { read, view } = start();
    expect(view()).toMatchObject({ open: null, busy: null, entries: [], answering: false });
    view().upload(pdf());
    expect(view()).toMatchObject({ open: null, busy: "Reading the PDF…" });
    read(session);
    await settle();
    expect(view()).toMatchObject({ open: session, busy: null });
  });

  it("sends no blank question and none while an answer is coming, and Ask comes back when it has", async () => {
    const { read, answer, view } = start();
    view().upload(pdf());
    read(session);
    await settle();
    expect(view().ask("   ")).toBe(false);
    expect(view().ask("What are the main risks?")).toBe(true);
    expect(view().answering).toBe(true);
    expect(view().ask("And the debt?")).toBe(false);
    expect(view().entries.map((entry) => entry.question)).toEqual(["What are the main risks?"]);
    answer({ text: "Competition.", sources: [] });
    await settle();
    expect(view().answering).toBe(false);
    expect(view().entries[0]).toMatchObject({ answer: "Competition.", status: "complete" });
  });

  it("keeps what came when stopped, and shows no PDF once cleared", async () => {
    const { read, view } = start();
    view().upload(pdf());
    read(session);
    await settle();
    view().ask("What are the main risks?");
    view().stop();
    expect(view().answering).toBe(false);
    expect(view().entries[0]?.status).toBe("stopped");
    view().clear();
    expect(view()).toMatchObject({ open: null, entries: [] });
  });
});
