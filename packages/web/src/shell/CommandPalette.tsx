// The command palette (spec §2), rendered from the palette machine: a dialog with a filter box and
// the matching commands. Arrow keys, Enter and Escape go to the machine; so do hover and clicks.
import {
  commandCountText,
  commandPlaceholder,
  NO_COMMANDS_TEXT,
  shortcutHint,
  usesCommandKey,
  visibleCommands,
} from "@moatwise/core";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { PaletteActor } from "../app/actors";

const KEY_EVENTS: Readonly<Record<string, "palette.next" | "palette.previous" | "palette.run" | "palette.close">> = {
  ArrowDown: "palette.next",
  ArrowUp: "palette.previous",
  Enter: "palette.run",
  Escape: "palette.close",
};

export default function CommandPalette() {
  const palette = PaletteActor.useActorRef();
  const open = PaletteActor.useSelector((s) => s.matches("open"));
  const context = PaletteActor.useSelector((s) => s.context);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  if (!open) return null;
  const commandKey = usesCommandKey(navigator.platform);
  const commands = visibleCommands(context);
  const selectedId = commands[context.selectedIndex]?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const type = KEY_EVENTS[event.key];
    if (!type) return;
    event.preventDefault();
    palette.send({ type });
  };

  return (
    <div
      className="palette-backdrop"
      onPointerDown={(e) => e.target === e.currentTarget && palette.send({ type: "palette.close" })}
    >
      <div className="palette" role="dialog" aria-modal="true" aria-label="Command palette">
        <input
          ref={input}
          className="palette-input"
          value={context.query}
          placeholder={commandPlaceholder(context.commands.length)}
          onChange={(e) => palette.send({ type: "palette.query", text: e.target.value })}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded="true"
          aria-controls="palette-list"
          aria-activedescendant={selectedId ? `command-${selectedId}` : undefined}
          aria-label="Search commands"
        />
        <p className="palette-count" aria-live="polite">
          {commandCountText(commands.length)}
        </p>
        {commands.length === 0 ? (
          <p className="palette-empty">{NO_COMMANDS_TEXT}</p>
        ) : (
          <div id="palette-list" className="palette-list" role="listbox" aria-label="Commands">
            {commands.map((command, index) => (
              <div
                key={command.id}
                tabIndex={-1}
                id={`command-${command.id}`}
                role="option"
                aria-selected={index === context.selectedIndex}
                className="palette-item"
                onPointerMove={() => palette.send({ type: "palette.hover", index })}
                onClick={() => palette.send({ type: "palette.run", index })}
                onKeyDown={() => {}}
              >
                <span className="palette-item-text">
                  <span className="palette-item-label">{command.label}</span>
                  <span className="palette-item-description">{command.description}</span>
                </span>
                {command.shortcut && (
                  <kbd className="palette-shortcut">{shortcutHint(command.shortcut, commandKey)}</kbd>
                )}
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
