// PDF chat (data-areas §7), for the signed-in user: an upload (multipart, one `file` part, up to
// 20 MB) opens a session; GET reads it again (after a reload); DELETE closes it; POST /pdf/chat answers as `data: {json}` lines
// (config, sources, content pieces) ending with `data: [DONE]`.
import { MAX_PDF_BYTES, PDF_SIZE_LIMIT, PdfChatRequest } from "@moatwise/core";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { stream } from "hono/streaming";
import { AiProviderError } from "../../areas/ai/aiProvider";
import { textPieces } from "../../areas/ai/offline/offlineProvider";
import { pdfAnswer } from "../../areas/pdf/pdfAnswer";
import type { AppEnv, AppServices } from "../context";
import { decodeOr400, readJson } from "../decode";
import { badRequest, errorResponse, HttpError } from "../errors";
import { requireUser } from "../middleware/requireUser";

/** Room for the multipart framing around the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

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
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

const dataLine = (payload: unknown) => `data: ${typeof payload === "string" ? payload : JSON.stringify(payload)}\n\n`;

export function pdfRouter(services: AppServices) {
  const signedIn = requireUser(services.accessTokens);
  const { pdf, ai } = services;
  return new Hono<AppEnv>()
    .post("/pdf/upload", signedIn, limitUpload, async (c) => {
      if (!(c.req.header("content-type") ?? "").includes("multipart/form-data")) {
        throw new HttpError(415, "unsupported_media_type", "Send the PDF as a multipart form with a `file` part.");
      }
      const form = await c.req.parseBody().catch(() => {
        throw badRequest("The form could not be read.", "invalid_form");
      });
      const session = await pdf.upload(c.get("userId"), await uploadedFile(form));
      return c.json(session, 201);
    })
    .get("/pdf/sessions", signedIn, async (c) => c.json(await pdf.list(c.get("userId"))))
    .get("/pdf/session/:sessionId", signedIn, async (c) =>
      c.json((await pdf.open(c.get("userId"), c.req.param("sessionId"))).session),
    )
    .delete("/pdf/session/:sessionId", signedIn, async (c) => {
      await pdf.close(c.get("userId"), c.req.param("sessionId"));
      return c.json({ ok: true as const });
    })
    .post("/pdf/chat", signedIn, async (c) => {
      const request = decodeOr400(PdfChatRequest, await readJson(c));
      const userId = c.get("userId");
      const document = await pdf.open(userId, request.sessionId);
      await ai.checkQuota(userId);
      const answer = await pdfAnswer(document, request, ai.provider, c.req.raw.signal).catch((error: unknown) => {
        if (error instanceof AiProviderError) throw new HttpError(error.status, "ai_unavailable", error.message);
        throw error;
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
    });
}
