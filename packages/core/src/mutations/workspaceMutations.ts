// Changes to the user's own material: notes on a company, highlights in a document, uploaded PDFs.
// Each change refreshes the list it touched, so every screen showing that list sees it.
import type { QueryClient } from "@tanstack/query-core";
import type { TextRange } from "../domain/documents/textSelection";
import { rankPrompts, voteAfterClick, withMyVote } from "../domain/prompts/promptVotes";
import type { Highlight, HighlightColor } from "../domain/schemas/highlights";
import type { Note } from "../domain/schemas/notes";
import type { PdfSession } from "../domain/schemas/pdf";
import type { Prompt, VoteType } from "../domain/schemas/prompts";
import { changeCached, dataMutation, type MutationPorts, restoreCached } from "./dataMutation";

export const workspaceTexts = {
  highlightNotSaved: "Could not save the highlight. Please try again.",
  highlightNotRemoved: "Could not remove the highlight. Please try again.",
  voteNotSaved: "Could not save your vote. Please try again.",
} as const;

export interface NoteChange {
  readonly note: Pick<Note, "id" | "symbol">;
  readonly contentHtml: string;
}

export function workspaceMutations({ api, queries: { workspace: queries }, notify }: MutationPorts) {
  const refreshNotes = (client: QueryClient, symbol: string) =>
    client.invalidateQueries({ queryKey: queries.notes(symbol).queryKey });
  const refreshHighlights = (client: QueryClient, documentId: string) =>
    client.invalidateQueries({ queryKey: queries.highlights(documentId).queryKey });
  const refreshPrompts = (client: QueryClient, symbol: string) =>
    client.invalidateQueries({ queryKey: queries.prompts(symbol).queryKey });

  return {
    createNote: (symbol: string) =>
      dataMutation({
        mutationFn: (contentHtml: string) => api.notes.create({ symbol, contentHtml }),
        onSuccess: (_note, _html, _rollback, { client }) => refreshNotes(client, symbol),
      }),
    updateNote: () =>
      dataMutation({
        mutationFn: ({ note, contentHtml }: NoteChange) => api.notes.update(note.id, { contentHtml }),
        onSuccess: (_note, { note }, _rollback, { client }) => refreshNotes(client, note.symbol),
      }),
    removeNote: () =>
      dataMutation({
        mutationFn: (note: Pick<Note, "id" | "symbol">) => api.notes.remove(note.id),
        onSuccess: (_ok, note, _rollback, { client }) => refreshNotes(client, note.symbol),
      }),
    /** Groups a note under headings (a live AI model does it). */
    organizeNote: () =>
      dataMutation({
        mutationFn: (note: Pick<Note, "id" | "symbol">) => api.notes.organize(note.id),
        onSuccess: (_note, note, _rollback, { client }) => refreshNotes(client, note.symbol),
      }),
    /** Marks a range of a document; a failure is told in a toast, as the selection is gone by then. */
    createHighlight: (documentId: string) =>
      dataMutation({
        mutationFn: ({ range, color }: { range: TextRange; color: HighlightColor }) =>
          api.highlights.create({
            documentId,
            startOffset: range.startOffset,
            endOffset: range.endOffset,
            highlightedText: range.highlightedText,
            color,
          }),
        onSuccess: (_highlight, _wanted, _rollback, { client }) => refreshHighlights(client, documentId),
        onError: () => notify({ message: workspaceTexts.highlightNotSaved, variant: "error" }),
      }),
    /** Unmarks a highlight at once; it comes back, with a toast, if the server kept it. */
    removeHighlight: (documentId: string) => {
      const { queryKey } = queries.highlights(documentId);
      return dataMutation({
        mutationFn: (highlight: Highlight) => api.highlights.remove(highlight.id),
        onMutate: (highlight, { client }) =>
          changeCached<ReadonlyArray<Highlight>>(client, queryKey, (before) =>
            before?.filter((kept) => kept.id !== highlight.id),
          ),
        onError: (_error, _highlight, rollback, { client }) => {
          restoreCached(client, queryKey, rollback);
          notify({ message: workspaceTexts.highlightNotRemoved, variant: "error" });
        },
        onSettled: (_ok, _error, _highlight, _rollback, { client }) => refreshHighlights(client, documentId),
      });
    },
    /** Removes an uploaded PDF and its pages; the assistant no longer quotes it. */
    removePdf: () =>
      dataMutation({
        mutationFn: (session: Pick<PdfSession, "sessionId">) => api.pdf.closeSession(session.sessionId),
        onSuccess: (_ok, _session, _rollback, { client }) =>
          client.invalidateQueries({ queryKey: queries.pdfSessions().queryKey }),
      }),
    /** Shares a question about the company; the list is read again, ranked by the server. */
    sharePrompt: (symbol: string) =>
      dataMutation({
        mutationFn: (content: string) => api.prompts.create(symbol, { symbol, content: content.trim() }),
        onSuccess: (_prompt, _content, _rollback, { client }) => refreshPrompts(client, symbol),
      }),
    /**
     * A click on up or down: the same vote again takes it back, the other replaces it. The score
     * and ranking change at once; a vote the server did not keep is put back, with a toast.
     */
    votePrompt: (symbol: string) => {
      const { queryKey } = queries.prompts(symbol);
      return dataMutation({
        mutationFn: ({ prompt, clicked }: { prompt: Prompt; clicked: VoteType }) =>
          voteAfterClick(prompt.myVote, clicked) === null
            ? api.prompts.unvote(prompt.id, { voteType: clicked })
            : api.prompts.vote(prompt.id, { voteType: clicked }),
        onMutate: ({ prompt, clicked }, { client }) =>
          changeCached<ReadonlyArray<Prompt>>(client, queryKey, (before) =>
            before
              ? rankPrompts(
                  before.map((kept) =>
                    kept.id === prompt.id ? withMyVote(kept, voteAfterClick(kept.myVote, clicked)) : kept,
                  ),
                )
              : before,
          ),
        onError: (_error, _vote, rollback, { client }) => {
          restoreCached(client, queryKey, rollback);
          notify({ message: workspaceTexts.voteNotSaved, variant: "error" });
        },
        onSettled: (_prompt, _error, _vote, _rollback, { client }) => refreshPrompts(client, symbol),
      });
    },
    /** Deletes the user's own prompt. */
    removePrompt: (symbol: string) =>
      dataMutation({
        mutationFn: (prompt: Prompt) => api.prompts.remove(prompt.id),
        onSuccess: (_ok, _prompt, _rollback, { client }) => refreshPrompts(client, symbol),
      }),
  };
}
