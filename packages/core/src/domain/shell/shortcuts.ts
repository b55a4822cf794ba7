// Keyboard shortcuts (spec §2): Cmd/Ctrl+B toggles the sidebar, Cmd/Ctrl+K the command palette,
// Cmd/Ctrl+L the inline chat. Cmd on macOS, Ctrl elsewhere; either is accepted.

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
