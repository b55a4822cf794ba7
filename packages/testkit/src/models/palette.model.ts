// The command palette's model: opening and closing every way, filtering to one command, to none,
// and back to all, moving the selection both ways, hovering, running, and the user changing; the
// covered companies loading at the first opening, or failing to. The texts typed name no company,
// so what the palette lists is the same before and after the companies arrive (the browser loads them itself).
import { paletteMachine } from "@moatwise/core";
import { defineModel } from "../model";

export const paletteModel = defineModel({
  name: "palette",
  machine: paletteMachine,
  // Selection moves are worth following a few steps, not for ever.
  explore: (snapshot) => snapshot.context.selectedIndex <= 2,
  events: [
    { type: "palette.toggle" },
    { type: "palette.open" },
    { type: "palette.close" },
    { type: "palette.query", text: "settings" },
    { type: "palette.query", text: "what is a moat" },
    { type: "palette.query", text: "" },
    { type: "xstate.done.actor.loadCompanies", output: [{ symbol: "NVDA", name: "NVIDIA Corporation" }] },
    { type: "xstate.error.actor.loadCompanies", error: new Error("offline") },
    { type: "palette.next" },
    { type: "palette.previous" },
    { type: "palette.hover", index: 1 },
    { type: "palette.run" },
    { type: "palette.visitorChanged", researchAccess: true },
  ],
});
