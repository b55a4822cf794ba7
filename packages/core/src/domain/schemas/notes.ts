// A user's notes on a company: HTML written in the editor, sanitised by the server.
import { Schema } from "effect";
import { NOTE_HTML_MAX_CHARS } from "../constants";
import { Id, IsoDateTime, Ticker, textUpTo } from "./common";

const ContentHtml = textUpTo(NOTE_HTML_MAX_CHARS);

export const Note = Schema.Struct({
  id: Id,
  symbol: Ticker,
  contentHtml: ContentHtml,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Note = typeof Note.Type;

export const NewNote = Schema.Struct({ symbol: Ticker, contentHtml: ContentHtml });
export type NewNote = typeof NewNote.Type;

export const NoteUpdate = Schema.Struct({ contentHtml: ContentHtml });
export type NoteUpdate = typeof NoteUpdate.Type;
