// Keyboard shortcuts (spec §2): Cmd/Ctrl+B toggles the sidebar, Cmd/Ctrl+K the command palette,
// Cmd/Ctrl+L the inline chat. Cmd on macOS, Ctrl elsewhere; either is accepted (hints are written
// the platform's way: shortcutHints.ts). Outside a text field, "/" focuses the search and "?"
// shows the shortcut sheet.

export type Shortcut = "sidebar.toggle" | "palette.toggle" | "inlineChat.toggle";

export interface KeyPress {
  readonly key: string;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
}

const BY_KEY: Readonly<Record<string, Shortcut>> = {
  b: "sidebar.toggle",
  k: "palette.toggle",
  l: "inlineChat.toggle",
};

/** The shortcut a key press means, or null (Alt or Shift make it another shortcut, not ours). */
export function shortcutFor(press: KeyPress): Shortcut | null {
  if (!(press.metaKey || press.ctrlKey) || press.altKey || press.shiftKey) return null;
  return BY_KEY[press.key.toLowerCase()] ?? null;
}

/** A key pressed outside a text field that the app answers: "/" to search, "?" for the sheet. */
export type PlainKey = "search.focus" | "shortcuts.show";

export function plainKeyFor(press: KeyPress, inTextField: boolean): PlainKey | null {
  if (inTextField || press.metaKey || press.ctrlKey || press.altKey) return null;
  if (press.key === "/") return "search.focus";
  if (press.key === "?") return "shortcuts.show";
  return null;
}

/**
 * On a list row's move handle (the portfolio's holdings): Alt+↑ moves it one place up (-1), Alt+↓
 * one place down (+1); any other key is 0 and left to the handle's own drag keys.
 */
export function reorderPlacesFor(press: KeyPress): -1 | 0 | 1 {
  if (!press.altKey || press.metaKey || press.ctrlKey || press.shiftKey) return 0;
  if (press.key === "ArrowUp") return -1;
  if (press.key === "ArrowDown") return 1;
  return 0;
}
