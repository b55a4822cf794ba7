import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { avatarModel } from "./avatar.model";

const paths = describeModelPaths(avatarModel);

describe("what the paths prove about the avatar", () => {
  it("falls back to initials only after the third failure of the same picture, or with no picture", () => {
    for (const path of paths) {
      let failures = 0;
      for (const step of path.steps) {
        if (step.event.type === "picture.changed") failures = 0;
        if (step.event.type === "image.failed") failures += 1;
        if (step.state.value === "initials") expect(failures === 3 || step.state.context.url === null).toBe(true);
      }
    }
  });

  it("tries a picture at most three times", () => {
    for (const path of paths) for (const step of path.steps) expect(step.state.context.attempt).toBeLessThanOrEqual(2);
  });
});
