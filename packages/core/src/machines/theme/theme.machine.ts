// The page's theme (spec §1, §4): light by default, the system's dark preference at start, and a
// signed-in user's saved theme wins. The toggle flips it; a choice of Light, Dark or System (issue
// 23: follow the device, also as it changes) sets it. Either is saved to the profile when signed
// in (System as no saved theme); a save that fails keeps the theme on screen.
import { assertEvent, assign, setup } from "xstate";
import { requiredActor } from "../../api/requiredActor";
import { initialTheme } from "../../domain/account/sessionRules";
import type { Theme, User } from "../../domain/account/user";

export interface ThemeInput {
  /** The system prefers dark (`prefers-color-scheme: dark`). */
  readonly prefersDark: boolean;
}

/** What the user chose: a theme, or the system's. */
export type ThemePreference = Theme | "system";

export interface ThemeContext {
  /** The theme on screen. */
  readonly theme: Theme;
  readonly preference: ThemePreference;
  /** The device prefers dark now. */
  readonly systemDark: boolean;
  readonly signedIn: boolean;
}

export type ThemeEvent =
  | { type: "theme.toggle" }
  /** Light, Dark or System, chosen in Settings. */
  | { type: "theme.choose"; preference: ThemePreference }
  /** The device's light or dark preference changed. */
  | { type: "theme.systemChanged"; prefersDark: boolean }
  /** The signed-in user changed (null: signed out). */
  | { type: "theme.userChanged"; user: User | null };

const flipped = (theme: Theme): Theme => (theme === "dark" ? "light" : "dark");
const shown = (preference: ThemePreference, systemDark: boolean): Theme =>
  preference === "system" ? (systemDark ? "dark" : "light") : preference;

export const themeMachine = setup({
  types: {
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
    input: {} as ThemeInput,
  },
  actors: {
    /** Saves the preference to the profile: a theme, or null for the system's. */
    saveTheme: requiredActor<void, Theme | null>("theme", "saveTheme"),
  },
  actions: {
    flip: assign(({ context }) => {
      const theme = flipped(context.theme);
      return { theme, preference: theme };
    }),
    choose: assign(({ context, event }) => {
      assertEvent(event, "theme.choose");
      return { preference: event.preference, theme: shown(event.preference, context.systemDark) };
    }),
    followSystem: assign(({ context, event }) => {
      assertEvent(event, "theme.systemChanged");
      return { systemDark: event.prefersDark, theme: shown(context.preference, event.prefersDark) };
    }),
    followUser: assign(({ context, event }) => {
      assertEvent(event, "theme.userChanged");
      const saved = event.user?.theme;
      const preference = saved ?? (event.user ? "system" : context.preference);
      return { signedIn: event.user !== null, preference, theme: shown(preference, context.systemDark) };
    }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
  },
}).createMachine({
  id: "theme",
  context: ({ input }) => ({
    theme: initialTheme(null, input.prefersDark),
    preference: "system",
    systemDark: input.prefersDark,
    signedIn: false,
  }),
  initial: "idle",
  on: {
    "theme.userChanged": { actions: "followUser" },
    "theme.systemChanged": { actions: "followSystem" },
  },
  states: {
    idle: {
      on: {
        "theme.toggle": [{ guard: "signedIn", target: "saving", actions: "flip" }, { actions: "flip" }],
        "theme.choose": [{ guard: "signedIn", target: "saving", actions: "choose" }, { actions: "choose" }],
      },
    },
    saving: {
      invoke: {
        id: "saveTheme",
        src: "saveTheme",
        input: ({ context }) => (context.preference === "system" ? null : context.preference),
        onDone: { target: "idle" },
        onError: { target: "idle" },
      },
      on: {
        // A second toggle while saving saves the newer choice (unless the user signed out meanwhile).
        "theme.toggle": [
          { guard: "signedIn", target: "saving", reenter: true, actions: "flip" },
          { target: "idle", actions: "flip" },
        ],
        "theme.choose": [
          { guard: "signedIn", target: "saving", reenter: true, actions: "choose" },
          { target: "idle", actions: "choose" },
        ],
      },
    },
  },
});

export type ThemeMachine = typeof themeMachine;
