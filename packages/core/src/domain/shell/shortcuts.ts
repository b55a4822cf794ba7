// Keyboard shortcuts (spec §2): Cmd/Ctrl+B toggles the sidebar, Cmd/Ctrl+K the command palette,
// Cmd/Ctrl+L the inline chat. Cmd on macOS, Ctrl elsewhere; either is accepted, and hints are
// written the platform's way. Outside a text field, "/" focuses the search and "?" shows the sheet.

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

const KEY_OF: Readonly<Record<Shortcut, string>> = {
  "sidebar.toggle": "B",
  "palette.toggle": "K",
  "inlineChat.toggle": "L",
};

/** Whether the platform's command key is ⌘ (Apple's systems) rather than Ctrl. */
export const usesCommandKey = (platform: string): boolean => /Mac|iPhone|iPad|iPod/i.test(platform);

/** How a shortcut is written on this platform: "⌘B" on a Mac, "Ctrl+B" elsewhere. */
export const shortcutHint = (shortcut: Shortcut, commandKey: boolean): string =>
  commandKey ? `⌘${KEY_OF[shortcut]}` : `Ctrl+${KEY_OF[shortcut]}`;

/** The shortcut sheet (opened with ?): every key the app answers, in the platform's words. */
export function shortcutSheet(commandKey: boolean): ReadonlyArray<{ readonly keys: string; readonly does: string }> {
  return [
    { keys: shortcutHint("palette.toggle", commandKey), does: "Open or close the command palette" },
    { keys: shortcutHint("sidebar.toggle", commandKey), does: "Show or hide the sidebar" },
    { keys: shortcutHint("inlineChat.toggle", commandKey), does: "Open or close the inline chat" },
    { keys: "/", does: "Search companies" },
    { keys: "?", does: "Show these shortcuts" },
    { keys: "Esc", does: "Close a dialog, menu or the palette" },
  ];
}

/** A key pressed outside a text field that the app answers: "/" to search, "?" for the sheet. */
export type PlainKey = "search.focus" | "shortcuts.show";

export function plainKeyFor(press: KeyPress, inTextField: boolean): PlainKey | null {
  if (inTextField || press.metaKey || press.ctrlKey || press.altKey) return null;
  if (press.key === "/") return "search.focus";
  if (press.key === "?") return "shortcuts.show";
  return null;
}
