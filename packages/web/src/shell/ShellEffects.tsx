// Wires the shell's machines to the page: the keyboard shortcuts, what a palette command does, and
// which commands the palette offers the signed-in user.
import { selectUser, shortcutFor } from "@moatwise/core";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { AppUiActor, AuthActor, PaletteActor, ThemeActor } from "../app/actors";

export function ShellEffects() {
  const ui = AppUiActor.useActorRef();
  const palette = PaletteActor.useActorRef();
  const theme = ThemeActor.useActorRef();
  const researchAccess = AuthActor.useSelector((s) => selectUser(s)?.research_access ?? false);
  const [, navigate] = useLocation();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === "palette.toggle") palette.send({ type: "palette.toggle" });
      else ui.send({ type: shortcut });
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [palette, ui]);

  useEffect(() => {
    const subscription = palette.on("palette.action", ({ action }) => {
      if (action.type === "navigate") navigate(action.to);
      else if (action.type === "toggleSidebar") ui.send({ type: "sidebar.toggle" });
      else theme.send({ type: "theme.toggle" });
    });
    return () => subscription.unsubscribe();
  }, [palette, navigate, theme, ui]);

  useEffect(() => {
    palette.send({ type: "palette.visitorChanged", researchAccess });
  }, [palette, researchAccess]);

  return null;
}
