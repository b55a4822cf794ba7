// The command palette's model: opening and closing every way, filtering to one command, to none,
// and back to all, moving the selection both ways, hovering, running, and the user changing.
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
    { type: "palette.next" },
    { type: "palette.previous" },
    { type: "palette.hover", index: 1 },
    { type: "palette.run" },
    { type: "palette.visitorChanged", researchAccess: true },
  ],
});
