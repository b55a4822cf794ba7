// The theme: Light, Dark, or System (the device's, followed as it changes); saved to the account
// by the theme machine when signed in.
import type { Choice, ThemePreference } from "@moatwise/core";
import { useTheme } from "../../app/actors";
import { ChoiceGroup } from "../../ui/ChoiceGroup";

const THEME_CHOICES: ReadonlyArray<Choice<ThemePreference>> = [
  { value: "light", label: "Light", description: "Dark text on a light page." },
  { value: "dark", label: "Dark", description: "Light text on a dark page." },
  { value: "system", label: "System", description: "As your device is set, day or night." },
];

export function AppearanceSettings() {
  const { preference, choose } = useTheme();
  return (
    <section className="card settings-section" aria-labelledby="appearance-title">
      <h2 id="appearance-title">Appearance</h2>
      <ChoiceGroup name="theme" legend="Theme" choices={THEME_CHOICES} value={preference} onChoose={choose} />
    </section>
  );
}
