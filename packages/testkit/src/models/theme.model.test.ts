import { themeMachine } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { describeModelPaths } from "../modelSuite";
import { runPath } from "../runPath";
import { themeModel } from "./theme.model";

const paths = describeModelPaths(themeModel);

describe("what the paths prove about the theme", () => {
  it("starts with the system's preference: dark when it prefers dark, else light", () => {
    const startsWith = (prefersDark: boolean) =>
      createActor(themeMachine, { input: { prefersDark } }).getSnapshot().context.theme;
    expect(startsWith(true)).toBe("dark");
    expect(startsWith(false)).toBe("light");
  });

  it("saves every toggle and choice made while signed in (System as none), and none signed out", async () => {
    for (const path of paths) {
      const run = await runPath(themeModel, path);
      const saves = run.actorInputs.filter((i) => i.id === "saveTheme");
      const changes = path.steps.filter(
        (s, i) =>
          (s.event.type === "theme.toggle" || s.event.type === "theme.choose") &&
          path.steps[i - 1]?.state.context.signedIn,
      );
      expect(saves).toHaveLength(changes.length);
      for (const [i, change] of changes.entries()) {
        const { preference } = change.state.context;
        expect(saves[i]?.input).toBe(preference === "system" ? null : preference);
      }
    }
  });

  it("follows the device while the preference is System, and only then", () => {
    let followed = 0;
    for (const path of paths) {
      for (const step of path.steps) {
        const { preference, systemDark, theme } = step.state.context;
        if (preference === "system") {
          followed += 1;
          expect(theme).toBe(systemDark ? "dark" : "light");
        } else expect(theme).toBe(preference);
      }
    }
    expect(followed).toBeGreaterThan(0);
  });

  it("lets a signed-in user's saved theme win", () => {
    for (const path of paths) {
      for (const step of path.steps) {
        const user = (step.event as { user?: { theme: string | null } | null }).user;
        if (user?.theme) expect(step.state.context.theme).toBe(user.theme);
      }
    }
  });
});
