// The page's theme (spec §1, §4): light by default, the system's dark preference at start, and a
// signed-in user's saved theme wins. The toggle flips it and, when signed in, saves it to the
// profile; a save that fails keeps the theme on screen (it is saved with the next toggle).
import { assign, setup } from "xstate";
import { requiredActor } from "../../api/requiredActor";
import { initialTheme } from "../../domain/account/sessionRules";
import type { Theme, User } from "../../domain/account/user";

export interface ThemeInput {
  /** The system prefers dark (`prefers-color-scheme: dark`). */
  readonly prefersDark: boolean;
}

export interface ThemeContext {
  readonly theme: Theme;
  readonly signedIn: boolean;
}

export type ThemeEvent =
  | { type: "theme.toggle" }
  /** The signed-in user changed (null: signed out). */
  | { type: "theme.userChanged"; user: User | null };

const flipped = (theme: Theme): Theme => (theme === "dark" ? "light" : "dark");

export const themeMachine = setup({
  types: {
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
    input: {} as ThemeInput,
  },
  actors: {
    saveTheme: requiredActor<void, Theme>("theme", "saveTheme"),
  },
  actions: {
    flip: assign({ theme: ({ context }) => flipped(context.theme) }),
    followUser: assign(({ context, event }) => {
      if (event.type !== "theme.userChanged") return context;
      const saved = event.user?.theme;
      return { signedIn: event.user !== null, theme: saved ?? context.theme };
    }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
  },
}).createMachine({
  id: "theme",
  context: ({ input }) => ({ theme: initialTheme(null, input.prefersDark), signedIn: false }),
  initial: "idle",
  on: {
    "theme.userChanged": { actions: "followUser" },
  },
  states: {
    idle: {
      on: {
        "theme.toggle": [{ guard: "signedIn", target: "saving", actions: "flip" }, { actions: "flip" }],
      },
    },
    saving: {
      invoke: {
        id: "saveTheme",
        src: "saveTheme",
        input: ({ context }) => context.theme,
        onDone: { target: "idle" },
        onError: { target: "idle" },
      },
      on: {
        // A second toggle while saving saves the newer choice (unless the user signed out meanwhile).
        "theme.toggle": [
          { guard: "signedIn", target: "saving", reenter: true, actions: "flip" },
          { target: "idle", actions: "flip" },
        ],
      },
    },
  },
});

export type ThemeMachine = typeof themeMachine;
