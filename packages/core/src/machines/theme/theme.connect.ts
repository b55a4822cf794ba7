// The theme's view-model (zag's `connect`, without DOM props): the theme on screen, the choice
// behind it, what the toggle offers next, and one function per thing a person does. Components
// render it; none reads the machine's context or writes its events by hand.
import type { SnapshotFrom } from "xstate";
import type { Theme } from "../../domain/account/user";
import type { ThemeEvent, ThemePreference, themeMachine } from "./theme.machine";

export interface ThemeView {
  /** The theme on screen. */
  readonly theme: Theme;
  /** What the person chose: a theme, or the system's. */
  readonly preference: ThemePreference;
  /** The theme the toggle switches to. */
  readonly next: Theme;
  /** The toggle: the other theme. */
  readonly toggle: () => void;
  /** Light, Dark or System, chosen in Settings; choosing what is chosen already does nothing. */
  readonly choose: (preference: ThemePreference) => void;
}

export function connectTheme(
  snapshot: SnapshotFrom<typeof themeMachine>,
  send: (event: ThemeEvent) => void,
): ThemeView {
  const { theme, preference } = snapshot.context;
  return {
    theme,
    preference,
    next: theme === "dark" ? "light" : "dark",
    toggle: () => send({ type: "theme.toggle" }),
    choose: (chosen) => {
      if (chosen !== preference) send({ type: "theme.choose", preference: chosen });
    },
  };
}
