// A user's notes on a company: HTML written in the editor, sanitised by the server.
import { Schema } from "effect";
import { Id, IsoDateTime, Ticker } from "./common";

const ContentHtml = Schema.String.check(Schema.isMaxLength(200_000, { message: "must be at most 200000 characters" }));

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
