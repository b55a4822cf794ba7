// How shortcuts are written on this platform (issue 23): "⌘B" on a Mac, "Ctrl+B" elsewhere, and
// the sheet of every key the app answers. Kept apart from the key handling, so only the palette
// and the sheet (loaded when opened) carry them.
import type { Shortcut } from "./shortcuts";

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

/** The move-a-row keys, up then down: "⌥↑" and "⌥↓" on a Mac (Option is Alt there), "Alt+↑" and "Alt+↓" elsewhere. */
export const reorderKeys = (commandKey: boolean): readonly [string, string] =>
  commandKey ? ["⌥↑", "⌥↓"] : ["Alt+↑", "Alt+↓"];

/** A line of the shortcut sheet: the keys (any of which does it) and what they do. */
export interface ShortcutSheetLine {
  readonly keys: ReadonlyArray<string>;
  readonly does: string;
}

/** The shortcut sheet (opened with ?): every key the app answers, in the platform's words. */
export function shortcutSheet(commandKey: boolean): ReadonlyArray<ShortcutSheetLine> {
  return [
    { keys: [shortcutHint("palette.toggle", commandKey)], does: "Open or close the command palette" },
    { keys: [shortcutHint("sidebar.toggle", commandKey)], does: "Show or hide the sidebar" },
    { keys: [shortcutHint("inlineChat.toggle", commandKey)], does: "Open or close the inline chat" },
    { keys: ["/"], does: "Search companies" },
    { keys: ["?"], does: "Show these shortcuts" },
    { keys: ["Esc"], does: "Close a dialog, menu or the palette" },
    { keys: reorderKeys(commandKey), does: "Move a holding up or down, from its ⠿ handle" },
  ];
}
