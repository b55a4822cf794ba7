// The keyboard shortcuts, as a dialog opened with "?" outside a text field: each key in the
// platform's words (core's shortcutSheet). Escape, the close button or a click outside closes it.
import { shortcutSheet, usesCommandKey } from "@moatwise/core";
import { useEffect, useRef } from "react";
import { useShell } from "../app/actors";
import "./shortcutSheet.css";

export default function ShortcutSheet() {
  const { hideShortcuts: hide } = useShell();
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => opener?.focus();
  }, []);

  return (
    <div className="palette-backdrop" onPointerDown={(e) => e.target === e.currentTarget && hide()}>
      <div
        className="shortcut-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="shortcut-sheet-title"
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.preventDefault();
          hide();
        }}
      >
        <div className="shortcut-sheet-head">
          <h2 id="shortcut-sheet-title">Keyboard shortcuts</h2>
          <button ref={close} type="button" className="button button-small" onClick={hide}>
            Close
          </button>
        </div>
        <dl className="shortcut-sheet-list">
          {shortcutSheet(usesCommandKey(navigator.platform)).map(({ keys, does }) => (
            <div key={does} className="shortcut-sheet-row">
              <dt>
                {keys.map((key) => (
                  <kbd key={key}>{key}</kbd>
                ))}
              </dt>
              <dd>{does}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
