// The PDF chat machine's actors on the API: upload (multipart), reopen (with the questions asked
// before), close, and stream an
// answer. The stream reader loads on first use, keeping the app's first load small.
import { fromPromise } from "xstate";
import type { ApiClientShape } from "../../api/ApiClient";
import type { PromiseApi } from "../../api/typedApi";
import type { PdfSession } from "../../domain/schemas/pdf";
import type { PdfChatAnswer } from "../../stream/pdfChatStream";
import type { PdfReopened, StreamPdfAnswerInput } from "./pdfChat.machine";

export function pdfChatActors(api: PromiseApi, client: ApiClientShape) {
  return {
    uploadPdf: fromPromise<PdfSession, { file: Blob & { readonly name?: string } }>(({ input, signal }) => {
      const form = new FormData();
      form.append("file", input.file, input.file.name ?? "upload.pdf");
      return api.pdf.upload(form, { signal });
    }),
    openSession: fromPromise<PdfReopened, { sessionId: string }>(async ({ input, signal }) => {
      const [session, exchanges] = await Promise.all([
        api.pdf.session(input.sessionId, { signal }),
        api.pdf.messages(input.sessionId, { signal }),
      ]);
      return { session, exchanges };
    }),
    closeSession: fromPromise<void, { sessionId: string }>(async ({ input, signal }) => {
      await api.pdf.closeSession(input.sessionId, { signal });
    }),
    streamPdfAnswer: fromPromise<PdfChatAnswer, StreamPdfAnswerInput>(async ({ input, signal }) => {
      const [{ pdfChatStream }, { streamAsPromise }] = await Promise.all([
        import("../../stream/pdfChatStream"),
        import("../../stream/openStream"),
      ]);
      const request = {
        sessionId: input.sessionId,
        message: input.message,
        ...(input.selectedText ? { selectedText: input.selectedText } : {}),
      };
      return streamAsPromise(client, pdfChatStream(request, input.onProgress), signal);
    }),
  };
}
