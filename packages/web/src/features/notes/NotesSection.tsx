// Notes on a company (data-areas §3, §7): the user's own notes, newest first, a new one, editing,
// removal (asked twice), and Organize, which a live AI model does; offline the button says why it
// is off. A note opened from an assistant's citation (#note-<id>) is scrolled to and marked. The
// offline assistant quotes these notes to their owner.
import { formatDateTime, type Note } from "@moatwise/core";
import { useEffect, useState } from "react";
import { useData, useQueries } from "../../app/data";
import { useMutation, useMutations } from "../../app/mutations";
import { LoadError } from "../../ui/LoadError";
import { Skeleton } from "../../ui/Skeleton";
import { NoteEditor } from "./NoteEditor";
import "./notes.css";
import { BusyButton } from "../../ui/BusyButton";
import { ConfirmButton } from "../../ui/ConfirmButton";
import { ProblemText } from "../../ui/ProblemText";

/** Scrolls to the note a citation named, once it is shown. */
function useCitedNote(notes: ReadonlyArray<Note> | undefined) {
  const [cited] = useState(() => window.location.hash.replace(/^#note-/, ""));
  useEffect(() => {
    if (!notes || !cited) return;
    document.getElementById(`note-${cited}`)?.scrollIntoView({ block: "center" });
  }, [notes, cited]);
  return cited;
}

function NoteCard({
  note,
  cited,
  canOrganize,
}: {
  readonly note: Note;
  readonly cited: boolean;
  readonly canOrganize: boolean;
}) {
  const { workspace } = useMutations();
  const [editing, setEditing] = useState(false);
  const saving = useMutation(workspace.updateNote());
  const removing = useMutation(workspace.removeNote());
  const organizing = useMutation(workspace.organizeNote());

  if (editing) {
    return (
      <li id={`note-${note.id}`} className="note-card">
        <NoteEditor
          label="Edit note"
          initialHtml={note.contentHtml}
          busy={saving.busy}
          problem={saving.problem}
          onSave={(contentHtml) => saving.run({ note, contentHtml }, { onSuccess: () => setEditing(false) })}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  const problem = removing.problem ?? organizing.problem;
  return (
    <li id={`note-${note.id}`} className={cited ? "note-card note-cited" : "note-card"}>
      <div
        className="note-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server stores only sanitised note HTML (no scripts, handlers, images or unsafe links)
        dangerouslySetInnerHTML={{ __html: note.contentHtml }}
      />
      <div className="note-meta">
        <time className="muted" dateTime={note.updatedAt}>
          Edited {formatDateTime(note.updatedAt)}
        </time>
        <div className="note-actions">
          <button type="button" className="button button-small" onClick={() => setEditing(true)}>
            Edit
          </button>
          <BusyButton
            className="button button-small"
            busy={organizing.busy}
            busyLabel="Organizing…"
            disabled={!canOrganize}
            title={canOrganize ? "Group the note under headings" : "Organizing needs a configured AI model"}
            onClick={() => organizing.run(note)}
          >
            Organize
          </BusyButton>
          <ConfirmButton
            label="Delete"
            confirmLabel="Delete note"
            busyLabel="Deleting…"
            busy={removing.busy}
            onConfirm={() => removing.run(note)}
          />
        </div>
      </div>
      <ProblemText problem={problem} />
    </li>
  );
}

function NewNote({ symbol }: { readonly symbol: string }) {
  const { workspace } = useMutations();
  const creating = useMutation(workspace.createNote(symbol));
  const [round, setRound] = useState(0);
  return (
    <NoteEditor
      key={round}
      label={`New note on ${symbol}`}
      initialHtml=""
      busy={creating.busy}
      problem={creating.problem}
      onSave={(html) => creating.run(html, { onSuccess: () => setRound((count) => count + 1) })}
    />
  );
}

export function NotesSection({ symbol }: { readonly symbol: string }) {
  const { workspace, assistant } = useQueries();
  const notes = useData(workspace.notes(symbol));
  const health = useData(assistant.health());
  const cited = useCitedNote(notes.data);
  const canOrganize = health.data?.live === true;
  return (
    <section className="card notes" aria-labelledby="notes-title">
      <div className="section-heading">
        <h2 id="notes-title">Notes</h2>
        <span className="muted">Private to you. The assistant can quote them to you.</span>
      </div>
      <NewNote symbol={symbol} />
      {notes.isPending && <Skeleton className="table-skeleton" label="Loading notes" />}
      {notes.isError && <LoadError error={notes.error} onRetry={() => notes.refetch()} />}
      {notes.data && notes.data.length === 0 && <p className="muted">No notes on {symbol} yet.</p>}
      {notes.data && notes.data.length > 0 && (
        <ul className="note-list" aria-label={`Your notes on ${symbol}`}>
          {notes.data.map((note) => (
            <NoteCard key={note.id} note={note} cited={note.id === cited} canOrganize={canOrganize} />
          ))}
        </ul>
      )}
    </section>
  );
}
