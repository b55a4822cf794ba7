// PDF chat (data-areas §7), for the signed-in user: an upload (multipart, one `file` part, up to
// 20 MB) opens a session; GET reads it again (after a reload), and its `/file` the PDF itself; DELETE closes it; POST /pdf/chat answers as `data: {json}` lines
// (config, sources, content pieces) ending with `data: [DONE]`, a filing's figures from its statement facts first.
import { contract, MAX_PDF_BYTES, PDF_SIZE_LIMIT } from "@moatwise/core";
import { bodyLimit } from "hono/body-limit";
import { stream } from "hono/streaming";
import { pdfAnswer } from "../../answers/filingAnswer";
import { textPieces } from "../../areas/ai/offline/offlineProvider";
import type { AppServices } from "../context";
import { badRequest, errorResponse, HttpError } from "../errors";
import { created, route } from "../route";

/**
 * Room for the multipart framing around the file itself: the body may be this much over the
 * limit, so that a file at the limit fits; the file's own size is checked once the form is read.
 */
const FORM_OVERHEAD_BYTES = 64 * 1024;

const byteCount = (bytes: number) => bytes.toLocaleString("en-US");

const limitUpload = bodyLimit({
  maxSize: MAX_PDF_BYTES + FORM_OVERHEAD_BYTES,
  onError: (c) => {
    c.header("Connection", "close");
    return errorResponse(c, 413, "pdf_too_large", `A PDF may be at most ${PDF_SIZE_LIMIT}.`);
  },
});

async function uploadedFile(form: Record<string, unknown>): Promise<{ name: string; bytes: Uint8Array }> {
  const file = form.file;
  if (!(file instanceof File)) throw badRequest("Choose a PDF file to upload (the form's `file` part).", "pdf_missing");
  if (file.size === 0) throw badRequest("The file is empty.", "pdf_empty");
  if (file.size > MAX_PDF_BYTES) {
    throw new HttpError(
      413,
      "pdf_too_large",
      `A PDF may be at most ${PDF_SIZE_LIMIT} (${byteCount(MAX_PDF_BYTES)} bytes); this one is ${byteCount(file.size)} bytes.`,
    );
  }
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

const dataLine = (payload: unknown) => `data: ${typeof payload === "string" ? payload : JSON.stringify(payload)}\n\n`;

export function pdfRoutes({ pdf, ai }: AppServices) {
  const endpoints = contract.pdf;
  return [
    route(
      endpoints.upload,
      async ({ c, userId }) => {
        if (!(c.req.header("content-type") ?? "").includes("multipart/form-data")) {
          throw new HttpError(415, "unsupported_media_type", "Send the PDF as a multipart form with a `file` part.");
        }
        const form = await c.req.parseBody().catch(() => {
          throw badRequest("The form could not be read.", "invalid_form");
        });
        return created(await pdf.upload(userId, await uploadedFile(form), c.req.raw.signal));
      },
      { before: [limitUpload] },
    ),
    route(endpoints.sessions, ({ userId }) => pdf.list(userId)),
    route(endpoints.session, async ({ userId, param }) => (await pdf.open(userId, param("sessionId"))).session),
    route(endpoints.file, async ({ userId, param }) => {
      const file = await pdf.file(userId, param("sessionId"));
      return new Response(new Uint8Array(file.bytes), {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
          "Cache-Control": "private, no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    }),
    route(endpoints.messages, ({ userId, param }) => pdf.exchangesOf(userId, param("sessionId"))),
    route(endpoints.closeSession, async ({ userId, param }) => {
      await pdf.close(userId, param("sessionId"));
      return { ok: true as const };
    }),
    route(endpoints.chat, async ({ c, userId, body: request }) => {
      const document = await pdf.open(userId, request.sessionId);
      await ai.checkQuota(userId);
      // The filing's statement facts, read at upload: a question asking for figures is answered from them first.
      const reading = await pdf.filingReadingOf(request.sessionId, userId);
      const answer = await pdfAnswer(document, request, ai.provider, c.req.raw.signal, reading);
      // Kept with the PDF before it streams, so reopening the PDF shows it even if the page closes meanwhile.
      await pdf.keepExchange(userId, request.sessionId, {
        question: request.message,
        answer: answer.text,
        sources: answer.sources,
      });
      c.header("Content-Type", "text/event-stream; charset=utf-8");
      c.header("Cache-Control", "no-cache");
      c.header("X-Accel-Buffering", "no");
      return stream(c, async (out) => {
        await out.write(dataLine({ type: "config", provider: ai.provider.name, model: ai.provider.model }));
        await out.write(dataLine({ type: "sources", sources: answer.sources }));
        for (const piece of textPieces(answer.text)) {
          if (out.aborted) return;
          await out.write(dataLine({ type: "content", text: piece }));
        }
        await out.write(dataLine("[DONE]"));
      });
    }),
  ];
}
