// The browser's side of the root actor, and nothing else: keyboard shortcuts (and "/" and "?"
// outside a text field) become events, the
// theme reaches <html>, a new page closes the header's search bar, a research page's address reaches the research workflow, the chat page's
// address and arrivals reach the chat machine (chatPageBridge.ts), a page the machines ask for (a palette command, the sign-in a message
// sent while signed out needs) is opened by the router, and closing the page while changes are
// on their way to the server asks first (core's hasUnsavedWork). How machines hear of each other is core's
// (connectApp), not React's.
import {
  hasUnsavedWork,
  loginPathFor,
  plainKeyFor,
  type ResearchSessionEvent,
  researchVisitOf,
  shortcutFor,
} from "@moatwise/core";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { AppActor, AppUiActor, PaletteActor, ThemeActor, useChatRuns } from "./actors";
import { useCompanyPageBridge } from "./companyPageBridge";
import { useCurrentLocation } from "./useCurrentLocation";

/** Loaded with the chat, which it needs, not with the first page. */
const ChatPageBridge = lazy(() => import("./chatPageBridge"));

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

function usePagesAskedFor() {
  const app = AppActor.useActorRef();
  const [, navigate] = useLocation();
  const location = useCurrentLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  useEffect(() => {
    const subscriptions = [
      app.on("app.navigate", ({ to }) => navigate(to)),
      app.on("app.signInNeeded", () => navigate(loginPathFor(locationRef.current))),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [app, navigate]);
}

/**
 * URL -> research workflow: a research page's address (a link, back or forward) reaches the
 * research machine once it runs (its first page gives it the address as input); the machine
 * decides whether it is news. Machine -> URL is its `navigate` action.
 */
function useResearchAddress() {
  const app = AppActor.useActorRef();
  const location = useCurrentLocation();
  useEffect(() => {
    const visit = researchVisitOf(location);
    const research = app.system.get("researchSession");
    if (visit && research) research.send({ type: "research.visit", visit } satisfies ResearchSessionEvent);
  }, [app, location]);
}

/** A new page closes the header's full-width search bar (mobile). */
function useHeaderSearchClosedOnNewPage() {
  const ui = AppUiActor.useActorRef();
  const [path] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the news
  useEffect(() => ui.send({ type: "headerSearch.close" }), [path, ui]);
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

export function BrowserBridge() {
  useShortcuts();
  useThemeOnPage();
  useHeaderSearchClosedOnNewPage();
  usePagesAskedFor();
  useWarningBeforeLosingWork();
  useResearchAddress();
  useCompanyPageBridge();
  // The chat page's, once the chat runs: the page asks for the chat as it opens, so its address and
  // a question arriving with it reach the chat as soon as the chat's code has loaded.
  return useChatRuns() ? (
    <Suspense fallback={null}>
      <ChatPageBridge />
    </Suspense>
  ) : null;
}
