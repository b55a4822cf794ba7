import { describe, expect, it } from "vitest";
import { toastsModel } from "./models/toasts.model";
import { endingsOf, stepsOf } from "./pathSteps";
import { transitionPaths } from "./transitionPaths";

const paths = transitionPaths(toastsModel);

describe("finding the steps a check looks at", () => {
  it("finds every step of a kind, with the step before it", () => {
    const found = stepsOf(paths, "toast.dismiss");
    expect(found.length).toBeGreaterThan(0);
    for (const { path, step, before } of found) {
      expect(step.event.type).toBe("toast.dismiss");
      expect(before).toBe(path.steps[path.steps.indexOf(step) - 1]);
    }
  });

  it("refuses a check that would match no step at all", () => {
    expect(() => stepsOf(paths, "toast.renamed")).toThrow("No path has a step of toast.renamed");
    expect(() => stepsOf(paths, "toast.add", () => false)).toThrow("the check would prove nothing");
    expect(() => endingsOf(paths, "toast.renamed")).toThrow("No path has an ending with toast.renamed");
  });

  it("finds only the last step of the paths that end with the kind", () => {
    for (const { path, step } of endingsOf(paths, "toast.add")) expect(path.steps.at(-1)).toBe(step);
  });
});
