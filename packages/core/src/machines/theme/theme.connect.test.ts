// The theme's view-model: the theme on screen and the toggle's next, and a choice sent only when it changes something.
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectTheme } from "./theme.connect";
import { themeMachine } from "./theme.machine";

const start = (prefersDark: boolean) => createActor(themeMachine, { input: { prefersDark } }).start();
const view = (actor: ReturnType<typeof start>) => connectTheme(actor.getSnapshot(), actor.send);

describe("connectTheme", () => {
  it("shows the system's theme at first and offers the other one", () => {
    expect(view(start(true))).toMatchObject({ theme: "dark", preference: "system", next: "light" });
    expect(view(start(false))).toMatchObject({ theme: "light", preference: "system", next: "dark" });
  });

  it("toggles to the theme it offered", () => {
    const actor = start(false);
    const { next, toggle } = view(actor);
    toggle();
    expect(view(actor)).toMatchObject({ theme: next, preference: next, next: "light" });
  });

  it("sends a choice that changes the preference and nothing for the one already made", () => {
    const actor = start(false);
    const sent: string[] = [];
    const spy = connectTheme(actor.getSnapshot(), (event) => {
      sent.push(event.type);
      actor.send(event);
    });
    spy.choose("system");
    expect(sent).toEqual([]);
    spy.choose("dark");
    expect(sent).toEqual(["theme.choose"]);
    expect(view(actor)).toMatchObject({ theme: "dark", preference: "dark" });
  });
});
