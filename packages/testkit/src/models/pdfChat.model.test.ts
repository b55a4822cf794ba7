import { type PdfChatContext, texts } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { stepsOf } from "../pathSteps";
import { runPath } from "../runPath";
import { letterSession, oversizedPdf, pageTwo, pdfChatModel } from "./pdfChat.model";

const paths = describeModelPaths(pdfChatModel);
const contextOf = (step: { state: { context: unknown } } | undefined) => step?.state.context as PdfChatContext;
/** The steps of a kind (failing when a kind has none, so no check passes by matching nothing). */
const stepsOfType = (type: string) => stepsOf(paths, type).map(({ step }) => step);

describe("what the paths prove about PDF chat", () => {
  it("says the server's detail when an upload is refused, else 'Failed to upload PDF'", () => {
    const problems = new Set(stepsOfType("xstate.error.actor.uploadPdf").map((step) => contextOf(step).problem));
    expect(problems).toEqual(new Set(["This file is not a PDF.", texts.pdfUploadFailed]));
    for (const step of stepsOfType("xstate.error.actor.uploadPdf")) expect(step.state.value).toBe("empty");
  });

  it("reopens a PDF with the questions asked of it before and their answers", () => {
    const reopened = stepsOfType("xstate.done.actor.openSession");
    expect(reopened.length).toBeGreaterThan(0);
    for (const step of reopened) {
      expect(step.state.value).toBe("ready");
      expect(contextOf(step).session).toEqual(letterSession);
      expect(contextOf(step).entries).toEqual([
        expect.objectContaining({
          id: 1,
          question: "What are the risks?",
          answer: "A slowdown",
          sources: [pageTwo],
          status: "complete",
        }),
      ]);
    }
  });

  it("refuses a file over 20 MB before sending it, naming its size", async () => {
    const refusals = stepsOfType("pdf.upload").filter(
      (step) => (step.event as { file?: Blob }).file === oversizedPdf && contextOf(step).signedIn,
    );
    expect(refusals.length).toBeGreaterThan(0);
    for (const step of refusals) {
      expect(step.state.value).toBe("empty");
      expect(contextOf(step).problem).toBe("annual-report.pdf is 20.0 MB; a PDF may be at most 20 MB.");
    }
    for (const path of paths) {
      const run = await runPath(pdfChatModel, path);
      for (const started of run.actorInputs) expect((started.input as { file?: Blob }).file).not.toBe(oversizedPdf);
    }
  });

  it("never uploads or asks while signed out, and says to sign in", () => {
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        const before = contextOf(path.steps[index - 1]) ?? { signedIn: true };
        if (before.signedIn) return;
        if (step.event.type === "pdf.upload") expect(contextOf(step).problem).toBe(texts.signInToUploadPdfs);
        if (step.event.type === "pdf.ask") expect(step.state.value).not.toBe("answering");
        if (step.event.type === "pdf.open") expect(contextOf(step).problem).toBe(texts.signInToChatWithPdfs);
      });
    }
  });

  it("closes the open PDF and its answers on sign-out, and leaves it on the server for its owner", async () => {
    const signOuts = stepsOf(
      paths,
      "pdf.signedIn",
      ({ step, before }) => !(step.event as { signedIn?: boolean }).signedIn && contextOf(before)?.session != null,
    );
    for (const { path, step } of signOuts) {
      expect(step.state.value).toBe("empty");
      expect(contextOf(step)).toMatchObject({ session: null, entries: [], signedIn: false });
      // The sign-out itself asks the server for nothing.
      const at = path.steps.indexOf(step);
      const closesUpTo = async (end: number) => {
        const run = await runPath(pdfChatModel, { ...path, steps: path.steps.slice(0, end) });
        return run.actorInputs.filter((started) => started.id === "closeSession").length;
      };
      expect(await closesUpTo(at + 1)).toBe(await closesUpTo(at));
    }
  });

  it("accumulates the streamed text, takes the sources, and keeps what came when stopped", () => {
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        const entry = contextOf(step).entries.at(-1);
        const before = contextOf(path.steps[index - 1])?.entries.at(-1);
        if (step.event.type === "pdf.progress" && before) {
          const progress = (step.event as unknown as { progress: { type: string } }).progress;
          if (progress.type === "content") expect(entry?.answer).toBe(`${before.answer}A slowdown`);
          else expect(entry?.sources).toEqual([pageTwo]);
        }
        if (step.event.type === "pdf.stop" && before?.status === "streaming") {
          expect(entry).toMatchObject({ status: "stopped", answer: before.answer });
        }
      });
    }
  });

  it("asks with the session's id and the trimmed question; an empty question sends nothing", async () => {
    for (const path of paths) {
      const run = await runPath(pdfChatModel, path);
      for (const started of run.actorInputs) {
        const input = started.input as { sessionId?: string; message?: string };
        if (input.message !== undefined) {
          expect(input).toMatchObject({ sessionId: letterSession.sessionId, message: "What are the risks?" });
        }
      }
    }
  });

  it("drops the chat at once on clear, and ends without a session whether or not the server cleaned up", () => {
    for (const step of stepsOfType("pdf.clear")) expect(contextOf(step).entries).toEqual([]);
    for (const type of ["xstate.done.actor.closeSession", "xstate.error.actor.closeSession"]) {
      for (const step of stepsOfType(type)) expect(contextOf(step)).toMatchObject({ session: null, entries: [] });
    }
  });
});
