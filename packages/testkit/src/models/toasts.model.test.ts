import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { toastsModel } from "./toasts.model";

const paths = describeModelPaths(toastsModel);

describe("what the paths prove about toasts", () => {
  it("a toast with an action is alone right after it is added", () => {
    for (const path of paths) {
      for (const step of path.steps) {
        if (step.event.type !== "toast.add" || !("action" in step.event)) continue;
        expect(step.state.context.toasts).toHaveLength(1);
        expect(step.state.context.toasts[0]?.action?.label).toBe("Sign in");
      }
    }
  });

  it("a click or an elapsed duration starts the fade, never a removal", () => {
    for (const path of paths) {
      for (const [i, step] of path.steps.entries()) {
        if (step.event.type !== "toast.dismiss" && step.event.type !== "toast.fade") continue;
        const before = path.steps[i - 1]?.state.context.toasts.length ?? 0;
        expect(step.state.context.toasts).toHaveLength(before);
        const { id } = step.event as unknown as { id: string };
        const target = step.state.context.toasts.find((t: { id: string }) => t.id === id);
        if (target) expect(target.fadeOut).toBe(true);
      }
    }
  });
});
