import { type PaletteContext, visibleCommands } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { endingsOf } from "../pathSteps";
import { runPath } from "../runPath";
import { paletteModel } from "./palette.model";

const paths = describeModelPaths(paletteModel);

describe("what the paths prove about the palette", () => {
  it("keeps the selection on a visible command whenever there is one", () => {
    for (const path of paths) {
      for (const step of path.steps) {
        const context = step.state.context as PaletteContext;
        const count = visibleCommands(context).length;
        if (count > 0) {
          expect(context.selectedIndex).toBeGreaterThanOrEqual(0);
          expect(context.selectedIndex).toBeLessThan(count);
        }
      }
    }
  });

  it("on Enter runs the selected command, or searches for text that matches none", async () => {
    for (const { path, before: beforeStep } of endingsOf(paths, "palette.run", ({ before }) => before !== undefined)) {
      const before = beforeStep?.state.context as PaletteContext;
      const run = await runPath(paletteModel, path);
      const chosen = visibleCommands(before)[before.selectedIndex];
      const expected = chosen
        ? [{ type: "palette.action", action: chosen.action }]
        : before.query.trim()
          ? [
              {
                type: "palette.action",
                action: { type: "navigate", to: `/search?q=${encodeURIComponent(before.query.trim())}` },
              },
            ]
          : [];
      expect(run.emitted).toEqual(expected);
    }
  });

  it("opens empty, whatever was typed the last time", () => {
    for (const path of paths) {
      for (const [i, step] of path.steps.entries()) {
        const opened = path.steps[i - 1]?.state.value === "closed" && step.state.value === "open";
        if (opened) expect(step.state.context).toMatchObject({ query: "", selectedIndex: 0 });
      }
    }
  });
});
