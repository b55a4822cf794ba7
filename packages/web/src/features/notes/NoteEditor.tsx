// A note's editor: rich text in the page (bold, italic, headings, lists) with a small toolbar.
// Cmd/Ctrl+B and +I format the text here instead of toggling the sidebar. What the user wrote
// stays in the editor when saving fails; the server keeps only safe HTML.
import { type KeyboardEvent, useEffect, useRef } from "react";
import { BusyButton } from "../../ui/BusyButton";
import { ProblemText } from "../../ui/ProblemText";

type Command = { readonly label: string; readonly title: string; readonly run: () => void };

const format = (command: string, value?: string) => () => document.execCommand(command, false, value);

const COMMANDS: ReadonlyArray<Command> = [
  { label: "B", title: "Bold (Ctrl+B)", run: format("bold") },
  { label: "I", title: "Italic (Ctrl+I)", run: format("italic") },
  { label: "H", title: "Heading", run: format("formatBlock", "h3") },
  { label: "•", title: "Bulleted list", run: format("insertUnorderedList") },
  { label: "1.", title: "Numbered list", run: format("insertOrderedList") },
];

const KEY_STYLES: Readonly<Record<string, string>> = { b: "bold", i: "italic" };

interface NoteEditorProps {
  readonly label: string;
  readonly initialHtml: string;
  readonly busy: boolean;
  readonly problem: string | null;
  readonly onSave: (html: string) => void;
  readonly onCancel?: () => void;
}

/** Whether the editor holds any text (an empty editor can keep a stray <br>). */
const hasText = (element: HTMLElement | null) => (element?.textContent ?? "").trim() !== "";

export function NoteEditor({ label, initialHtml, busy, problem, onSave, onCancel }: NoteEditorProps) {
  const editor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editor.current) editor.current.innerHTML = initialHtml;
  }, [initialHtml]);

  const save = () => {
    if (hasText(editor.current)) onSave(editor.current?.innerHTML ?? "");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const withModifier = event.metaKey || event.ctrlKey;
    const style = withModifier && !event.altKey && !event.shiftKey ? KEY_STYLES[event.key.toLowerCase()] : undefined;
    if (style) {
      // Formats here, and keeps the app's shortcut (Cmd/Ctrl+B toggles the sidebar) from seeing it.
      event.preventDefault();
      event.stopPropagation();
      document.execCommand(style);
    }
    if (withModifier && event.key === "Enter") {
      event.preventDefault();
      save();
    }
    if (event.key === "Escape" && onCancel) onCancel();
  };

  return (
    <div className="note-editor">
      <div className="note-toolbar" role="toolbar" aria-label="Formatting">
        {COMMANDS.map((command) => (
          <button
            key={command.title}
            type="button"
            className="note-format"
            title={command.title}
            aria-label={command.title}
            onMouseDown={(event) => event.preventDefault()}
            onClick={command.run}
          >
            {command.label}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text editor has no native element; this is the ARIA pattern for one */}
      <div
        ref={editor}
        className="note-body note-input"
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={problem !== null}
        contentEditable={!busy}
        suppressContentEditableWarning
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-placeholder="Write what you think, what to check, what would change your mind…"
      />
      <div className="note-actions">
        <BusyButton className="button button-primary" busy={busy} busyLabel="Saving…" onClick={save}>
          Save note
        </BusyButton>
        {onCancel && (
          <button type="button" className="button" disabled={busy} onClick={onCancel}>
            Cancel
          </button>
        )}
        <span className="muted note-hint">Ctrl+Enter saves</span>
      </div>
      <ProblemText problem={problem} />
    </div>
  );
}
