// Notes (data-areas §3, §7), each user's own: a company's notes newest first, a new note, a
// changed note, removal, and organising a note under headings with a live AI model. The HTML is
// sanitised before it is stored; another user's note reads as not found. The notes are also
// passages the offline assistant may quote to their owner, and no one else.
import type { NewNote, Note, NoteUpdate } from "@moatwise/core";
import { and, desc, eq } from "drizzle-orm";
import type { Passage } from "../../answers/localLibrary";
import type { Database } from "../../db/database";
import { isRowId } from "../../db/ids";
import { notes } from "../../db/schema";
import { anyWordQuery, matches, rank } from "../../db/textSearch";
import { type AiProvider, CONFIGURE_A_MODEL } from "../../languageModel/aiProvider";
import { AreaFailure } from "../areaFailure";
import { noteText, sanitizeNoteHtml } from "./noteHtml";
import { organizedHtml, organizePrompt } from "./organizePrompt";

/** More notes than anyone keeps on one company; a guard against a runaway client. */
export const MAX_NOTES_PER_SYMBOL = 200;

/** Notes of the user quoted for one question, at most: the best matches. */
const NOTES_SEARCHED = 8;

/** A note's columns without its search document, which nobody reads back. */
const noteColumns = {
  id: notes.id,
  symbol: notes.symbol,
  contentHtml: notes.contentHtml,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
};

type NoteRow = Pick<typeof notes.$inferSelect, keyof typeof noteColumns>;

const notFound = () => new AreaFailure("notFound", "note_not_found", "There is no such note.");

function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    symbol: row.symbol,
    contentHtml: row.contentHtml,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The HTML to store: sanitised, and with some text left once it is. */
function storableHtml(html: string): string {
  const clean = sanitizeNoteHtml(html);
  if (noteText(clean) === "") throw new AreaFailure("invalid", "note_empty", "A note needs some text.");
  return clean;
}

/** Where a note can be read in the app: its company's Notes tab. */
export const noteUrl = (note: Pick<Note, "id" | "symbol">) =>
  `/stock/${encodeURIComponent(note.symbol)}?section=notes#note-${note.id}`;

export function notePassage(note: Note): Passage {
  return {
    id: `note:${note.id}`,
    kind: "note",
    symbol: note.symbol,
    companyName: null,
    title: `Your note on ${note.symbol}`,
    url: noteUrl(note),
    text: noteText(note.contentHtml),
    publisher: "Your notes",
    date: note.updatedAt.slice(0, 10),
  };
}

export function notesService(db: Database) {
  const owned = (userId: string, id: string) => and(eq(notes.id, id), eq(notes.userId, userId));

  async function find(userId: string, id: string): Promise<NoteRow> {
    if (!isRowId(id)) throw notFound();
    const [row] = await db.select(noteColumns).from(notes).where(owned(userId, id));
    if (!row) throw notFound();
    return row;
  }

  async function update(userId: string, id: string, change: NoteUpdate): Promise<Note> {
    const contentHtml = storableHtml(change.contentHtml);
    if (!isRowId(id)) throw notFound();
    const [row] = await db
      .update(notes)
      .set({ contentHtml, updatedAt: new Date() })
      .where(owned(userId, id))
      .returning(noteColumns);
    if (!row) throw notFound();
    return toNote(row);
  }

  async function list(userId: string, symbol: string): Promise<Note[]> {
    const rows = await db
      .select(noteColumns)
      .from(notes)
      .where(and(eq(notes.userId, userId), eq(notes.symbol, symbol.toUpperCase())))
      .orderBy(desc(notes.updatedAt));
    return rows.map(toNote);
  }

  return {
    list,

    async create(userId: string, note: NewNote): Promise<Note> {
      const symbol = note.symbol.toUpperCase();
      const contentHtml = storableHtml(note.contentHtml);
      const existing = await list(userId, symbol);
      if (existing.length >= MAX_NOTES_PER_SYMBOL) {
        throw new AreaFailure("conflict", "too_many_notes", `A company keeps at most ${MAX_NOTES_PER_SYMBOL} notes.`);
      }
      const [row] = await db.insert(notes).values({ userId, symbol, contentHtml }).returning(noteColumns);
      if (!row) throw new Error("The note was not stored.");
      return toNote(row);
    },

    update,

    async remove(userId: string, id: string): Promise<void> {
      if (!isRowId(id)) throw notFound();
      const deleted = await db.delete(notes).where(owned(userId, id)).returning({ id: notes.id });
      if (deleted.length === 0) throw notFound();
    },

    /** The note rewritten under headings by a live model; offline there is no model to write it. */
    async organize(userId: string, id: string, provider: AiProvider, signal: AbortSignal): Promise<Note> {
      const row = await find(userId, id);
      if (!provider.complete) {
        throw new AreaFailure(
          "unavailable",
          "ai_not_configured",
          `Organising a note needs a configured AI model: ${CONFIGURE_A_MODEL}.`,
        );
      }
      const html = await provider.complete(organizePrompt(row.symbol, row.contentHtml), { signal, maxTokens: 4000 });
      return update(userId, id, { contentHtml: organizedHtml(html) });
    },

    /** The user's notes that hold any of the words, as passages the assistant may quote to them. */
    async passagesOf(userId: string, words: ReadonlyArray<string>): Promise<Passage[]> {
      const query = anyWordQuery(words);
      if (!query) return [];
      const rows = await db
        .select(noteColumns)
        .from(notes)
        .where(and(eq(notes.userId, userId), matches(notes.search, query)))
        .orderBy(desc(rank(notes.search, query)), desc(notes.updatedAt))
        .limit(NOTES_SEARCHED);
      return rows.map((row) => notePassage(toNote(row)));
    },
  };
}

export type NotesService = ReturnType<typeof notesService>;
