// The theme machine's model: toggles, users signing in (with and without a saved theme) and out,
// and how a save can end. The system prefers dark.
import { ApiError, themeMachine } from "@moatwise/core";
import { defineModel } from "../model";
import { sampleUser } from "./auth.model";

export const themeModel = defineModel({
  name: "theme",
  machine: themeMachine,
  input: { prefersDark: true },
  events: [
    { type: "theme.toggle" },
    { type: "theme.choose", preference: "system" },
    { type: "theme.choose", preference: "dark" },
    { type: "theme.systemChanged", prefersDark: true },
    { type: "theme.systemChanged", prefersDark: false },
    { type: "theme.userChanged", user: { ...sampleUser, theme: "light" } },
    { type: "theme.userChanged", user: sampleUser },
    { type: "theme.userChanged", user: null },
    { type: "xstate.done.actor.saveTheme" },
    { type: "xstate.error.actor.saveTheme", error: ApiError.fromResponse(503, "Service Unavailable") },
  ],
  describeEvent: (event) => {
    const e = event as { type: string; user?: { theme: string | null } | null };
    if (e.type === "theme.userChanged") {
      if (!e.user) return "the user signs out";
      return e.user.theme
        ? `a user with the saved theme ${e.user.theme} signs in`
        : "a user with no saved theme signs in";
    }
    if (e.type === "xstate.done.actor.saveTheme") return "the profile saves the theme";
    if (e.type === "xstate.error.actor.saveTheme") return "saving the theme fails";
    return undefined;
  },
});
