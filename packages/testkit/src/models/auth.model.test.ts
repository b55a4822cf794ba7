import { selectDeviceOwner, selectIsAuthenticated, selectIsBootstrapping } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { runPath } from "../runPath";
import { authModel, sampleUser } from "./auth.model";

const paths = describeModelPaths(authModel);
/** The checks that run every path on the machine again take longer than one path's test. */
const ALL_PATHS_TIMEOUT_MS = 60_000;

describe("what the paths prove about auth", () => {
  it(
    "never keeps the password in the machine's context",
    async () => {
      for (const path of paths) {
        const run = await runPath(authModel, path);
        expect(JSON.stringify(run.finalSnapshot.context)).not.toContain("correct horse");
      }
    },
    ALL_PATHS_TIMEOUT_MS,
  );

  it("keeps this device's copies under the signed-in user's id, and under no one's when signed out", () => {
    let signedIn = 0;
    for (const path of paths) {
      for (const { state } of path.steps) {
        const owner = selectDeviceOwner(state as never);
        if (selectIsAuthenticated(state as never)) {
          signedIn += 1;
          expect(owner).toBe(sampleUser.id);
        } else if (state.context.user === null) expect(owner).toBe("signed-out");
      }
    }
    expect(signedIn).toBeGreaterThan(0);
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
    const failed = paths.find(
      (p) =>
        p.steps.at(-1)?.event.type === "auth.dismissError" &&
        /^xstate\.error\.actor\.(signIn|signUp)$/.test(p.steps.at(-2)?.event.type ?? ""),
    );
    const untilError = { steps: failed!.steps.slice(0, -1) };
    const run = await runPath(authModel, untilError);
    expect(run.finalSnapshot.value).toEqual({ signedOut: "error" });
    expect(run.finalSnapshot.context.error).toMatch(/Invalid email or password|already exists/);
  });

  it(
    "welcomes on the first sign-in of the page only: a new account or a first visit to Moatwise, others back; never the restored session",
    async () => {
      for (const path of paths) {
        const run = await runPath(authModel, path);
        const welcomes = run.emitted.filter((e) => e.type === "auth.notice");
        expect(welcomes.length).toBeLessThanOrEqual(1);
        const first = path.steps.find((s) =>
          /^(xstate\.done\.actor\.(signIn|signUp|signInWithGoogle)|session\.signedInElsewhere)$/.test(s.event.type),
        );
        const firstVisit =
          first?.event.type === "xstate.done.actor.signUp" ||
          (first?.event as { output?: { first_visit?: boolean } } | undefined)?.output?.first_visit === true;
        const message = firstVisit ? "Welcome to Moatwise." : "Welcome back.";
        if (welcomes.length === 1) expect(welcomes[0]).toEqual({ type: "auth.notice", message });
        const signedInByUser = path.steps.some((s) =>
          /^(xstate\.done\.actor\.(signIn|signUp|signInWithGoogle)|session\.signedInElsewhere)$/.test(s.event.type),
        );
        if (!signedInByUser) expect(welcomes).toEqual([]);
      }
    },
    ALL_PATHS_TIMEOUT_MS,
  );

  it("says the session expired when the browser's refresh cookie had expired, and nothing on a first visit", () => {
    let seen = 0;
    for (const path of paths) {
      const first = path.steps[0];
      if (!first) continue;
      const { event, state } = first;
      if (event.type.endsWith("actor.restoreSession")) seen += 1;
      if (event.type === "xstate.error.actor.restoreSession") {
        const code = (event as { error?: { code?: string } }).error?.code;
        const expired = code === "session_expired";
        // Without a network nothing is known yet: the browser's kept user is asked for.
        expect(state.value).toEqual(
          code === "network_error" ? "recallingUser" : { signedOut: expired ? "error" : "idle" },
        );
        expect(state.context.error).toBe(expired ? "Session expired. Please sign in again." : null);
      }
      if (event.type === "xstate.done.actor.restoreSession" && !(event as { output?: unknown }).output) {
        expect(state.context.error).toBeNull();
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("calls a lost session expired, but not a sign-out in another tab", () => {
    for (const path of paths) {
      const last = path.steps.at(-1)!;
      if (last.event.type === "session.expired") {
        expect(last.state.context.error).toBe("Session expired. Please sign in again.");
        expect(last.state.context.user).toBeNull();
      }
      if (last.event.type === "session.signedOutElsewhere") {
        expect(last.state.value).toEqual({ signedOut: "idle" });
        expect(last.state.context.error).toBeNull();
      }
    }
  });

  it("is slow to restore only while a refresh runs", () => {
    for (const path of paths) {
      for (const step of path.steps) {
        if (step.state.context.isRefreshingSlowly) expect(step.state.context.isRefreshingToken).toBe(true);
      }
    }
  });

  it("opens the app offline with the user this browser kept, never signed out for want of a network", () => {
    let offline = 0;
    for (const path of paths) {
      for (const [index, { event, state }] of path.steps.entries()) {
        const before = path.steps[index - 1]?.state;
        if (event.type === "xstate.done.actor.recallUser") {
          const kept = (event as { output?: unknown }).output;
          expect(state.value).toEqual(kept ? "offline" : { signedOut: "idle" });
        }
        if (state.matches("offline") || state.matches("rechecking")) {
          offline += 1;
          // The shell opens: signed in as far as the browser knows, with its user, no complaint.
          expect(selectIsAuthenticated(state as never)).toBe(true);
          expect(selectIsBootstrapping(state as never)).toBe(false);
          expect(state.context.user).not.toBeNull();
          expect(state.context.error).toBeNull();
        }
        // Only the network's return checks the session again.
        if (state.matches("rechecking") && !before?.matches("rechecking")) {
          expect(event.type).toBe("network.online");
        }
        if (event.type === "xstate.error.actor.recheckSession") {
          const code = (event as { error?: { code?: string } }).error?.code;
          if (code === "network_error") expect(state.value).toBe("offline");
          else expect(state.value).toEqual({ signedOut: code === "session_expired" ? "error" : "idle" });
        }
      }
    }
    expect(offline).toBeGreaterThan(0);
  });

  it("a real answer from the server after the network returns decides: signed in, or signed out", () => {
    let seen = 0;
    for (const path of paths) {
      for (const { event, state } of path.steps) {
        if (event.type !== "xstate.done.actor.recheckSession") continue;
        seen += 1;
        const restored = (event as { output?: unknown }).output;
        expect(state.value).toEqual(restored ? "signedIn" : { signedOut: "idle" });
        expect(state.context.user).toEqual(restored ? sampleUser : null);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
