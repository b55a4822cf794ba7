// The command palette's view-model (zag's `connect`, without DOM props): whether it is open, the
// filter text, the commands it shows with the selected one, the texts around them, and one
// function per thing a person does (a key, a hover, a click). CommandPalette only renders it.
import type { SnapshotFrom } from "xstate";
import { type Command, commandCountText, commandPlaceholder, NO_COMMANDS_TEXT } from "../../domain/shell/commands";
import { type PaletteEvent, type paletteMachine, visibleCommands } from "./palette.machine";

/** The keys the palette's filter box gives the machine; any other key types. */
const KEY_EVENTS: Readonly<Record<string, "palette.next" | "palette.previous" | "palette.run" | "palette.close">> = {
  ArrowDown: "palette.next",
  ArrowUp: "palette.previous",
  Enter: "palette.run",
  Escape: "palette.close",
};

export interface PaletteView {
  readonly open: boolean;
  readonly query: string;
  /** The filter box's placeholder (it counts the commands there are). */
  readonly placeholder: string;
  /** The commands the filter leaves, in order. */
  readonly commands: ReadonlyArray<Command>;
  readonly selectedIndex: number;
  /** The selected command's id, or null when none is (no command matches). */
  readonly selectedId: string | null;
  /** "3 commands", read out as the list changes. */
  readonly countText: string;
  /** What the palette says when no command matches, null while some do. */
  readonly emptyText: string | null;
  readonly filter: (text: string) => void;
  /** A key in the filter box: true when the palette took it (the page's default must not run). */
  readonly pressKey: (key: string) => boolean;
  readonly hover: (index: number) => void;
  readonly run: (index: number) => void;
  readonly close: () => void;
}

export function connectPalette(
  snapshot: SnapshotFrom<typeof paletteMachine>,
  send: (event: PaletteEvent) => void,
): PaletteView {
  const { context } = snapshot;
  const commands = visibleCommands(context);
  return {
    open: snapshot.matches("open"),
    query: context.query,
    placeholder: commandPlaceholder(context.commands.length),
    commands,
    selectedIndex: context.selectedIndex,
    selectedId: commands[context.selectedIndex]?.id ?? null,
    countText: commandCountText(commands.length),
    emptyText: commands.length === 0 ? NO_COMMANDS_TEXT : null,
    filter: (text) => send({ type: "palette.query", text }),
    pressKey: (key) => {
      const type = KEY_EVENTS[key];
      if (type) send({ type });
      return type !== undefined;
    },
    hover: (index) => send({ type: "palette.hover", index }),
    run: (index) => send({ type: "palette.run", index }),
    close: () => send({ type: "palette.close" }),
  };
}
