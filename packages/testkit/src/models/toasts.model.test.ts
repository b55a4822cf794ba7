import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { stepsOf } from "../pathSteps";
import { toastsModel } from "./toasts.model";

const paths = describeModelPaths(toastsModel);

describe("what the paths prove about toasts", () => {
  it("a toast with an action is alone right after it is added", () => {
    for (const { step } of stepsOf(paths, "toast.add", ({ step }) => "action" in step.event)) {
      expect(step.state.context.toasts).toHaveLength(1);
      expect(step.state.context.toasts[0]?.action?.label).toBe("Retry");
    }
  });

  it("a click or an elapsed duration starts the fade, never a removal", () => {
    for (const { step, before } of stepsOf(paths, ["toast.dismiss", "toast.fade"])) {
      expect(step.state.context.toasts).toHaveLength(before?.state.context.toasts.length ?? 0);
      const { id } = step.event as unknown as { id: string };
      const target = step.state.context.toasts.find((t: { id: string }) => t.id === id);
      if (target) expect(target.fadeOut).toBe(true);
    }
  });
});
