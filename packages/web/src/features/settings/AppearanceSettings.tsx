// The theme, light or dark; saved to the account by the theme machine when signed in.
import type { Choice, Theme } from "@moatwise/core";
import { ThemeActor } from "../../app/actors";
import { ChoiceGroup } from "../../ui/ChoiceGroup";

const THEME_CHOICES: ReadonlyArray<Choice<Theme>> = [
  { value: "light", label: "Light", description: "Dark text on a light page." },
  { value: "dark", label: "Dark", description: "Light text on a dark page, easier at night." },
];

export function AppearanceSettings() {
  const theme = ThemeActor.useSelector((s) => s.context.theme);
  const actor = ThemeActor.useActorRef();
  return (
    <section className="card settings-section" aria-labelledby="appearance-title">
      <h2 id="appearance-title">Appearance</h2>
      <ChoiceGroup
        name="theme"
        legend="Theme"
        choices={THEME_CHOICES}
        value={theme}
        onChoose={(chosen) => chosen !== theme && actor.send({ type: "theme.toggle" })}
      />
    </section>
  );
}
