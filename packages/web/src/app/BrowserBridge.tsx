// The browser's side of the root actor, and nothing else: keyboard shortcuts (and "/" and "?"
// outside a text field) become events, the theme reaches <html>, and closing the page while changes
// are on their way to the server asks first (core's hasUnsavedWork). The address and what the page
// shows are core's: the machines read them through the location port and the query cache App
// provides (a new page, the chat's conversation and company, a question arriving, a research page's
// visit, the pages machines ask for, the stock page's company, the answer settings, the PDF session).
// How machines hear of each other is core's (connectApp), not React's.
import { hasUnsavedWork, plainKeyFor, shortcutFor } from "@moatwise/core";
import { useEffect } from "react";
import { AppActor, AppUiActor, PaletteActor, ThemeActor } from "./actors";

/** Typing in a field: its own keys, not shortcuts. */
const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Focuses the page's company search; on a phone the header's folded box is opened first. */
function focusSearch(ui: ReturnType<typeof AppUiActor.useActorRef>) {
  const input = () => document.querySelector<HTMLInputElement>(".search-box-input");
  if (input()) return input()?.focus();
  ui.send({ type: "headerSearch.open" });
  requestAnimationFrame(() => input()?.focus());
}

function useShortcuts() {
  const ui = AppUiActor.useActorRef();
  const palette = PaletteActor.useActorRef();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      if (shortcut) {
        event.preventDefault();
        if (shortcut === "palette.toggle") palette.send({ type: "palette.toggle" });
        else ui.send({ type: shortcut });
        return;
      }
      const plain = plainKeyFor(event, isTextField(event.target));
      if (!plain) return;
      event.preventDefault();
      if (plain === "shortcuts.show") ui.send({ type: "shortcuts.show" });
      else focusSearch(ui);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [palette, ui]);
}

/** The theme reaches <html>; the device's light or dark setting reaches the theme machine as it changes. */
function useThemeOnPage() {
  const themeActor = ThemeActor.useActorRef();
  const theme = ThemeActor.useSelector((s) => s.context.theme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useEffect(() => {
    const query = window.matchMedia?.("(prefers-color-scheme: dark)");
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) =>
      themeActor.send({ type: "theme.systemChanged", prefersDark: event.matches });
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [themeActor]);
}

/** The browser's "Leave site?" question while core holds changes the server has not kept. */
function useWarningBeforeLosingWork() {
  const app = AppActor.useActorRef();
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedWork(app.system)) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [app]);
}

/** Renders nothing: the browser's listeners for the root actor. */
export function BrowserBridge() {
  useShortcuts();
  useThemeOnPage();
  useWarningBeforeLosingWork();
  return null;
}
