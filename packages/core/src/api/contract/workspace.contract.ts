// A user's own things (data-areas §7): notes, highlights, prompts, the portfolio and PDF chat.
import { Schema } from "effect";
import { OkResponse, SymbolQuery } from "../schemas/common";
import { Highlight, NewHighlight } from "../schemas/highlights";
import { NewNote, Note, NoteUpdate } from "../schemas/notes";
import { PdfChatEvent, PdfChatRequest, PdfSession, PdfUploadForm } from "../schemas/pdf";
import {
  Holding,
  HoldingsImport,
  HoldingUpdate,
  NewHolding,
  Portfolio,
  PortfolioOrder,
  PortfolioQuotes,
} from "../schemas/portfolio";
import { NewPrompt, Prompt, Vote } from "../schemas/prompts";
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

export const promptsEndpoints = {
  list: endpoint("GET", "/prompts/{symbol}", { response: Schema.Array(Prompt) }),
  create: endpoint("POST", "/prompts/{symbol}", { body: NewPrompt, response: Prompt }),
  vote: endpoint("POST", "/prompts/{id}/vote", { body: Vote, response: Prompt }),
  unvote: endpoint("DELETE", "/prompts/{id}/vote", { body: Vote, response: Prompt }),
  remove: endpoint("DELETE", "/prompts/{id}", { response: OkResponse }),
};

export const portfolioEndpoints = {
  get: endpoint("GET", "/portfolio", { response: Portfolio }),
  /** Ours: every holding's quote, name and sector in one answer (the dashboard refreshes it each minute). */
  quotes: endpoint("GET", "/portfolio/quotes", { response: PortfolioQuotes }),
  add: endpoint("POST", "/portfolio", { body: NewHolding, response: Holding }),
  /** Ours: a CSV's holdings, all added or none; a refusal names each bad row. Answers the whole portfolio. */
  import: endpoint("POST", "/portfolio/import", { body: HoldingsImport, response: Portfolio }),
  /** Declared before `update` so a server matching in order never reads "order" as an id. */
  reorder: endpoint("PUT", "/portfolio/order", { body: PortfolioOrder, response: PortfolioOrder }),
  update: endpoint("PUT", "/portfolio/{id}", { body: HoldingUpdate, response: Holding }),
  remove: endpoint("DELETE", "/portfolio/{id}", { response: OkResponse }),
};

export const pdfEndpoints = {
  upload: endpoint("POST", "/pdf/upload", { body: PdfUploadForm, encoding: "multipart", response: PdfSession }),
  /** Ours: the user's open sessions, newest first, to go back to one. */
  sessions: endpoint("GET", "/pdf/sessions", { response: Schema.Array(PdfSession) }),
  /** Ours: reopens a session after a reload or from a citation (the spec names no way back). */
  session: endpoint("GET", "/pdf/session/{sessionId}", { response: PdfSession }),
  closeSession: endpoint("DELETE", "/pdf/session/{sessionId}", { response: OkResponse }),
  /** Answered as `data: {json}` lines ending with `[DONE]`; `response` is one line's shape. */
  chat: endpoint("POST", "/pdf/chat", { body: PdfChatRequest, response: PdfChatEvent, responseKind: "dataLines" }),
};
