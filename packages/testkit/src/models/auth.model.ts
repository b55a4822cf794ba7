// The auth machine's model: its events and the outcomes its actors can have, the network's return
// and what this browser kept among them (a start without a network opens the app offline).
import { ApiError, authMachine, type User } from "@moatwise/core";
import { defineModel } from "../model";

export const sampleUser: User = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "ada@example.com",
  username: "ada",
  handle: "investor-ada0000001",
  picture_url: null,
  theme: null,
  research_access: false,
};

/** The password the model's person types (a real account's in the browser's paths). */
export const samplePassword = "correct horse";

const wrongPassword = ApiError.fromResponse(401, { detail: "Invalid email or password", code: "invalid_credentials" });
const emailTaken = ApiError.fromResponse(409, {
  detail: "An account with this email already exists",
  code: "email_taken",
});
const serverDown = ApiError.fromResponse(503, "Service Unavailable");
const sessionExpired = ApiError.fromResponse(401, {
  detail: "Session expired. Please sign in again.",
  code: "session_expired",
});
/** Fetch rejected: no network, so the server was never asked. */
const noNetwork = ApiError.network(new TypeError("Failed to fetch"));
const googleRejected = ApiError.fromResponse(401, { detail: "The Google token is not valid", code: "google_invalid" });

export const authModel = defineModel({
  name: "auth",
  machine: authMachine,
  events: [
    { type: "xstate.done.actor.restoreSession", output: sampleUser },
    { type: "xstate.done.actor.restoreSession", output: null },
    { type: "xstate.error.actor.restoreSession", error: serverDown },
    { type: "xstate.error.actor.restoreSession", error: sessionExpired },
    { type: "xstate.error.actor.restoreSession", error: noNetwork },
    { type: "xstate.done.actor.recallUser", output: sampleUser },
    { type: "xstate.done.actor.recallUser", output: null },
    { type: "xstate.error.actor.recallUser", error: new Error("The storage could not be read.") },
    { type: "network.online" },
    { type: "xstate.done.actor.recheckSession", output: sampleUser },
    { type: "xstate.done.actor.recheckSession", output: null },
    { type: "xstate.error.actor.recheckSession", error: noNetwork },
    { type: "xstate.error.actor.recheckSession", error: sessionExpired },
    { type: "xstate.error.actor.recheckSession", error: serverDown },
    { type: "auth.signIn", email: "ada@example.com", password: samplePassword },
    { type: "xstate.done.actor.signIn", output: sampleUser },
    { type: "xstate.error.actor.signIn", error: wrongPassword },
    { type: "auth.signUp", email: "ada@example.com", password: samplePassword, username: "ada" },
    { type: "xstate.done.actor.signUp", output: sampleUser },
    { type: "xstate.error.actor.signUp", error: emailTaken },
    { type: "auth.signInWithGoogle", idToken: "google-id-token" },
    { type: "xstate.done.actor.signInWithGoogle", output: sampleUser },
    // A first visit: the server says no session of the account began before this one.
    { type: "xstate.done.actor.signInWithGoogle", output: { ...sampleUser, first_visit: true } },
    { type: "xstate.error.actor.signInWithGoogle", error: googleRejected },
    { type: "auth.dismissError" },
    { type: "session.refreshing", active: true },
    { type: "session.refreshing", active: false },
    { type: "auth.refreshIsSlow" },
    { type: "session.refreshed", user: { ...sampleUser, theme: "dark" } },
    { type: "session.signedInElsewhere", user: sampleUser },
    { type: "session.signedOutElsewhere" },
    { type: "session.expired" },
    { type: "auth.signOut" },
    { type: "xstate.done.actor.signOut" },
    { type: "xstate.error.actor.signOut", error: serverDown },
  ],
  describeEvent: (event) => {
    const e = event as { type: string; output?: unknown; error?: unknown };
    if (e.type === "xstate.done.actor.restoreSession")
      return e.output ? "the refresh cookie restores a session" : "there is no session to restore";
    if (e.type === "xstate.error.actor.restoreSession" || e.type === "xstate.error.actor.recheckSession") {
      const code = (e.error as { code?: string }).code;
      const what = e.type.endsWith("restoreSession") ? "restoring the session" : "checking the session again";
      if (code === "session_expired") return `${what}: the refresh cookie belonged to a session that expired`;
      if (code === "network_error") return `${what} fails: no network`;
      return `${what} fails (server down)`;
    }
    if (e.type === "xstate.done.actor.recheckSession")
      return e.output
        ? "the network is back and the session is restored"
        : "the network is back and there is no session";
    if (e.type === "xstate.done.actor.recallUser")
      return e.output ? "this browser kept the signed-in user" : "this browser kept no user";
    if (e.type === "xstate.error.actor.recallUser") return "this browser's storage cannot be read";
    if (e.type === "network.online") return "the network comes back";

    if (e.type === "session.refreshing")
      return (e as { active?: boolean }).active ? "a token refresh starts" : "the token refresh ends";
    if (e.type === "auth.refreshIsSlow") return "the refresh has run for 250 ms";
    if (e.type === "session.refreshed") return "the token is refreshed (the user's theme changed meanwhile)";
    if (e.type === "session.signedInElsewhere") return "another tab signs in";
    if (e.type === "session.signedOutElsewhere") return "another tab signs out";
    if (e.type === "session.expired") return "the session expires (the refresh is refused)";
    if (e.type.startsWith("xstate.error.actor.") && e.error instanceof ApiError) {
      return `${e.type.slice(19)} fails with ${e.error.status} "${e.error.message}"`;
    }
    return undefined;
  },
});
