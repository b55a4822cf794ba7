// The command palette (spec §2), rendered from the palette machine: a dialog with a filter box and
// the matching commands. Arrow keys, Enter and Escape go to the machine; so do hover and clicks.
import { shortcutHint, usesCommandKey } from "@moatwise/core";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { usePalette } from "../app/actors";

export default function CommandPalette() {
  const palette = usePalette();
  const { open } = palette;
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  if (!open) return null;
  const commandKey = usesCommandKey(navigator.platform);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (palette.pressKey(event.key)) event.preventDefault();
  };

  return (
    <div className="palette-backdrop" onPointerDown={(e) => e.target === e.currentTarget && palette.close()}>
      <div className="palette" role="dialog" aria-modal="true" aria-label="Command palette">
        <input
          ref={input}
          className="palette-input"
          value={palette.query}
          placeholder={palette.placeholder}
          onChange={(e) => palette.filter(e.target.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded="true"
          aria-controls="palette-list"
          aria-activedescendant={palette.selectedId ? `command-${palette.selectedId}` : undefined}
          aria-label="Search commands"
        />
        <p className="palette-count" aria-live="polite">
          {palette.countText}
        </p>
        {palette.emptyText ? (
          <p className="palette-empty">{palette.emptyText}</p>
        ) : (
          <div id="palette-list" className="palette-list" role="listbox" aria-label="Commands">
            {palette.commands.map((command, index) => (
              <div
                key={command.id}
                tabIndex={-1}
                id={`command-${command.id}`}
                role="option"
                aria-selected={index === palette.selectedIndex}
                className="palette-item"
                onPointerMove={() => palette.hover(index)}
                onClick={() => palette.run(index)}
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
