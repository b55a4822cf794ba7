// A user's own things (data-areas §7): notes, highlights and PDF chat.
import { Schema } from "effect";
import { OkResponse, SymbolQuery } from "../../domain/schemas/common";
import { Highlight, NewHighlight } from "../../domain/schemas/highlights";
import { NewNote, Note, NoteUpdate } from "../../domain/schemas/notes";
import {
  PdfChatEvent,
  PdfChatRequest,
  PdfExchange,
  PdfFileBytes,
  PdfSession,
  PdfUploadForm,
} from "../../domain/schemas/pdf";
import { endpoint } from "./endpoint";

export const notesEndpoints = {
  list: endpoint("GET", "/notes", { query: SymbolQuery, response: Schema.Array(Note) }),
  create: endpoint("POST", "/notes", { body: NewNote, response: Note }),
  update: endpoint("PUT", "/notes/{id}", { body: NoteUpdate, response: Note }),
  remove: endpoint("DELETE", "/notes/{id}", { response: OkResponse }),
  /** Re-orders the note's content under headings; answers the organised note. */
  organize: endpoint("POST", "/notes/{id}/organize", { response: Note, timeout: "long" }),
};

export const highlightsEndpoints = {
  forDocument: endpoint("GET", "/highlights/document/{id}", { response: Schema.Array(Highlight) }),
  create: endpoint("POST", "/highlights", { body: NewHighlight, response: Highlight }),
  remove: endpoint("DELETE", "/highlights/{id}", { response: OkResponse }),
};

export const pdfEndpoints = {
  upload: endpoint("POST", "/pdf/upload", { body: PdfUploadForm, encoding: "multipart", response: PdfSession }),
  /** Ours: the user's open sessions, newest first, to go back to one. */
  sessions: endpoint("GET", "/pdf/sessions", { response: Schema.Array(PdfSession) }),
  /** Ours: reopens a session after a reload or from a citation (the spec names no way back). */
  session: endpoint("GET", "/pdf/session/{sessionId}", { response: PdfSession }),
  closeSession: endpoint("DELETE", "/pdf/session/{sessionId}", { response: OkResponse }),
  /** Ours: the uploaded PDF itself, for its owner, so a citation opens it at its page. */
  /** Ours: the questions asked of the PDF and their answers, oldest first, so reopening it shows them (issue 43). */
  messages: endpoint("GET", "/pdf/session/{sessionId}/messages", { response: Schema.Array(PdfExchange) }),
  file: endpoint("GET", "/pdf/session/{sessionId}/file", { response: PdfFileBytes, responseKind: "binary" }),
  /** Answered as `data: {json}` lines ending with `[DONE]`; `response` is one line's shape. */
  chat: endpoint("POST", "/pdf/chat", { body: PdfChatRequest, response: PdfChatEvent, responseKind: "dataLines" }),
};
