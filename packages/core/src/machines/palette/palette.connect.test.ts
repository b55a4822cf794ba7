// The palette's view-model: open or not, the filtered commands with the selected one, the keys it
// takes (and those it leaves to the page), and a click that runs the command under it.
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { NamedCompany } from "../../domain/stock/companyMatch";
import { connectPalette } from "./palette.connect";
import { type PaletteEmitted, paletteMachine } from "./palette.machine";

function open() {
  const actor = createActor(
    paletteMachine.provide({
      actors: { loadCompanies: fromPromise<ReadonlyArray<NamedCompany>, void>(async () => []) },
    }),
  ).start();
  const actions: PaletteEmitted["action"][] = [];
  actor.on("palette.action", ({ action }) => actions.push(action));
  actor.send({ type: "palette.open" });
  return { actor, actions, view: () => connectPalette(actor.getSnapshot(), actor.send) };
}

describe("connectPalette", () => {
  it("is closed until opened, then shows every command with the first selected", () => {
    const closed = createActor(paletteMachine).start();
    expect(connectPalette(closed.getSnapshot(), closed.send).open).toBe(false);
    const { view } = open();
    const shown = view();
    expect(shown.open).toBe(true);
    expect(shown.commands.length).toBeGreaterThan(1);
    expect(shown.selectedId).toBe(shown.commands[0]?.id);
    expect(shown.countText).toContain(String(shown.commands.length));
    expect(shown.emptyText).toBeNull();
  });

  it("takes the arrow keys, Enter and Escape, and leaves any other key to the page", () => {
    const { view } = open();
    const second = view().commands[1]?.id;
    expect(view().pressKey("ArrowDown")).toBe(true);
    expect(view().selectedId).toBe(second);
    expect(view().pressKey("a")).toBe(false);
    expect(view().pressKey("Escape")).toBe(true);
    expect(view().open).toBe(false);
  });

  it("filters on what is typed and says so when nothing matches", () => {
    const { view } = open();
    view().filter("settings");
    expect(view().commands.map((command) => command.label)).toContain("Go to Settings");
    view().filter("zzzz-no-such-command");
    expect(view()).toMatchObject({ commands: [], selectedId: null });
    expect(view().emptyText).not.toBeNull();
  });

  it("runs the command clicked, not the one selected, and closes", () => {
    const { view, actions } = open();
    const clicked = view().commands[2];
    view().run(2);
    expect(actions).toEqual([clicked?.action]);
    expect(view().open).toBe(false);
  });
});
