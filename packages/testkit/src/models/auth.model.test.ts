import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { runPath } from "../runPath";
import { authModel, sampleUser } from "./auth.model";

const paths = describeModelPaths(authModel);

describe("what the paths prove about auth", () => {
  it("never keeps the password in the machine's context", async () => {
    for (const path of paths) {
      const run = await runPath(authModel, path);
      expect(JSON.stringify(run.finalSnapshot.context)).not.toContain("correct horse");
    }
  });

  it("hands sign-in the e-mail and password the user typed", async () => {
    const signInPath = paths.find((p) => p.steps.some((s) => s.event.type === "xstate.done.actor.signIn"));
    expect(signInPath).toBeDefined();
    const run = await runPath(authModel, signInPath!);
    expect(run.actorInputs).toContainEqual({
      id: "signIn",
      input: { email: "ada@example.com", password: "correct horse" },
    });
    expect(run.finalSnapshot.context.user).toEqual(sampleUser);
  });

  it("shows the server's detail after a failed sign-in", async () => {
    const failed = paths.find((p) => p.steps.at(-1)?.event.type === "auth.dismissError");
    const untilError = { steps: failed!.steps.slice(0, -1) };
    const run = await runPath(authModel, untilError);
    expect(run.finalSnapshot.value).toEqual({ signedOut: "error" });
    expect(run.finalSnapshot.context.error).toMatch(/Invalid email or password|already exists/);
  });
});
