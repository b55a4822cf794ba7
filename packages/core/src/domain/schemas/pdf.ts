// Chat with a PDF: the upload's session, the chat request, and the stream's line events.
import { Schema } from "effect";
import { PDF_CHAT_MESSAGE_MAX_CHARS, PDF_CHAT_SELECTION_MAX_CHARS } from "../constants";
import { boundedText, Id, IsoDateTime, textUpTo } from "./common";

/** The multipart form of POST /pdf/upload: one `file` part holding the PDF. */
export const PdfUploadForm: Schema.instanceOf<FormData> = Schema.instanceOf(FormData);

export const PdfSession = Schema.Struct({
  sessionId: Id,
  filename: Schema.String,
  pageCount: Schema.Finite,
  byteSize: Schema.Finite,
});
export type PdfSession = typeof PdfSession.Type;

export const PdfChatRequest = Schema.Struct({
  sessionId: Id,
  message: boundedText(PDF_CHAT_MESSAGE_MAX_CHARS),
  selectedText: Schema.optionalKey(textUpTo(PDF_CHAT_SELECTION_MAX_CHARS)),
});
export type PdfChatRequest = typeof PdfChatRequest.Type;

/** An uploaded PDF's own bytes, as its owner reads them back (GET /pdf/session/{sessionId}/file). */
export const PdfFileBytes = Schema.instanceOf(Blob);

export const PdfSource = Schema.Struct({ pageNumber: Schema.Finite, text: Schema.String });
export type PdfSource = typeof PdfSource.Type;

/** A question asked of a PDF and its answer, kept with the PDF for its owner (issue 43). */
export const PdfExchange = Schema.Struct({
  id: Id,
  question: Schema.String,
  answer: Schema.String,
  sources: Schema.Array(PdfSource),
  createdAt: IsoDateTime,
});
export type PdfExchange = typeof PdfExchange.Type;

/** One `data: {json}` line of the PDF chat stream; `config` and `meta` are read and ignored. */
export const PdfChatEvent = Schema.Union([
  Schema.Struct({ type: Schema.Literal("content"), text: Schema.String }),
  Schema.Struct({ type: Schema.Literal("sources"), sources: Schema.Array(PdfSource) }),
  Schema.Struct({ type: Schema.Literal("config") }),
  Schema.Struct({ type: Schema.Literal("meta") }),
]);
export type PdfChatEvent = typeof PdfChatEvent.Type;
