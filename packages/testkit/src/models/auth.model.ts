// The auth machine's model: its events and the outcomes its actors can have.
import { ApiError, authMachine, type User } from "@moatwise/core";
import { defineModel } from "../model";

export const sampleUser: User = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "ada@example.com",
  username: "ada",
  picture_url: null,
  theme: null,
};

const wrongPassword = ApiError.fromResponse(401, { detail: "Invalid email or password", code: "invalid_credentials" });
const emailTaken = ApiError.fromResponse(409, {
  detail: "An account with this email already exists",
  code: "email_taken",
});
const serverDown = ApiError.fromResponse(503, "Service Unavailable");

export const authModel = defineModel({
  name: "auth",
  machine: authMachine,
  events: [
    { type: "xstate.done.actor.restoreSession", output: sampleUser },
    { type: "xstate.done.actor.restoreSession", output: null },
    { type: "xstate.error.actor.restoreSession", error: serverDown },
    { type: "auth.signIn", email: "ada@example.com", password: "correct horse" },
    { type: "xstate.done.actor.signIn", output: sampleUser },
    { type: "xstate.error.actor.signIn", error: wrongPassword },
    { type: "auth.signUp", email: "ada@example.com", password: "correct horse", username: "ada" },
    { type: "xstate.done.actor.signUp", output: sampleUser },
    { type: "xstate.error.actor.signUp", error: emailTaken },
    { type: "auth.dismissError" },
    { type: "auth.signOut" },
    { type: "xstate.done.actor.signOut" },
    { type: "xstate.error.actor.signOut", error: serverDown },
  ],
  describeEvent: (event) => {
    const e = event as { type: string; output?: unknown; error?: unknown };
    if (e.type === "xstate.done.actor.restoreSession")
      return e.output ? "the refresh cookie restores a session" : "there is no session to restore";
    if (e.type === "xstate.error.actor.restoreSession") return "restoring the session fails (server down)";
    if (e.type.startsWith("xstate.error.actor.") && e.error instanceof ApiError) {
      return `${e.type.slice(19)} fails with ${e.error.status} "${e.error.message}"`;
    }
    return undefined;
  },
});
