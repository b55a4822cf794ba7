// The palette with its companies loaded through its actor: a company opens by name, a plain word
// is not taken for a ticker, and a palette whose companies cannot be had still runs its commands.
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { NamedCompany } from "../../domain/stock/companyMatch";
import { type PaletteEmitted, paletteMachine, visibleCommands } from "./palette.machine";

const covered: NamedCompany[] = [
  { symbol: "NVDA", name: "NVIDIA Corporation" },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
];

function startPalette(load: () => Promise<ReadonlyArray<NamedCompany>>) {
  let loads = 0;
  const actor = createActor(
    paletteMachine.provide({
      actors: {
        loadCompanies: fromPromise(() => {
          loads += 1;
          return load();
        }),
      },
    }),
  ).start();
  const actions: PaletteEmitted["action"][] = [];
  actor.on("palette.action", ({ action }) => actions.push(action));
  return { actor, actions, loads: () => loads };
}

describe("the palette's companies", () => {
  it("loads the covered companies at the first opening, and opens one by name: 'nvidia' → NVIDIA", async () => {
    const { actor, actions, loads } = startPalette(async () => covered);
    actor.send({ type: "palette.open" });
    await waitFor(actor, (s) => s.matches({ open: "ready" }));
    actor.send({ type: "palette.query", text: "nvidia" });
    expect(visibleCommands(actor.getSnapshot().context)[0]?.label).toBe("Open NVIDIA Corporation (NVDA)");
    actor.send({ type: "palette.run" });
    expect(actions).toEqual([{ type: "navigate", to: "/stock/NVDA" }]);
    expect(actor.getSnapshot().matches("closed")).toBe(true);

    actor.send({ type: "palette.open" });
    expect(actor.getSnapshot().matches({ open: "ready" })).toBe(true);
    expect(loads()).toBe(1);
  });

  it("searches for a plain word that names no command or company, rather than opening it as a ticker", async () => {
    const { actor, actions } = startPalette(async () => covered);
    actor.send({ type: "palette.open" });
    await waitFor(actor, (s) => s.matches({ open: "ready" }));
    actor.send({ type: "palette.query", text: "widget" });
    expect(visibleCommands(actor.getSnapshot().context)).toEqual([]);
    actor.send({ type: "palette.run" });
    expect(actions).toEqual([{ type: "navigate", to: "/search?q=widget" }]);
  });

  it("runs its commands when the companies cannot be had, and asks again at the next opening", async () => {
    const { actor, actions, loads } = startPalette(() => Promise.reject(new Error("offline")));
    actor.send({ type: "palette.open" });
    await waitFor(actor, (s) => s.matches({ open: "ready" }));
    actor.send({ type: "palette.query", text: "settings" });
    actor.send({ type: "palette.run" });
    expect(actions).toEqual([{ type: "navigate", to: "/settings" }]);
    actor.send({ type: "palette.open" });
    await waitFor(actor, (s) => s.matches({ open: "ready" }));
    expect(loads()).toBe(2);
  });
});
