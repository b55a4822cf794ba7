// The request machine's model: what one HTTP attempt can answer, how a refresh or a CSRF renewal
// can end, and the back-off wait. GET policy, so retries are in play.
import { RefreshFailure, requestMachine } from "@moatwise/core";
import { defineModel } from "../model";

const answer = (status: number, payload: unknown = {}) => ({
  type: "xstate.done.actor.attempt",
  output: { status, payload },
});

export const requestModel = defineModel({
  name: "request",
  machine: requestMachine,
  input: { policy: "get", timeoutMs: 30_000, mayRefresh: true, mayRenewCsrf: true, random: () => 0.5 },
  events: [
    answer(200, { ok: true }),
    answer(401, { detail: "Not authenticated", code: "not_authenticated" }),
    answer(403, { detail: "CSRF token missing or invalid", code: "csrf_invalid" }),
    answer(503),
    answer(400, { detail: "email: is required", code: "invalid_body" }),
    { type: "xstate.error.actor.attempt", error: new TypeError("fetch failed") },
    { type: "xstate.after.backOff.request.waiting" },
    { type: "xstate.after.attemptTimeout.request.sending" },
    { type: "xstate.done.actor.refreshSession" },
    { type: "xstate.error.actor.refreshSession", error: new RefreshFailure(true, "refresh answered 401") },
    { type: "xstate.error.actor.refreshSession", error: new RefreshFailure(false, "refresh answered 503") },
    { type: "xstate.done.actor.renewCsrf" },
    { type: "xstate.error.actor.renewCsrf", error: new TypeError("fetch failed") },
  ],
  describeEvent: (event) => {
    const e = event as { type: string; output?: { status: number }; error?: unknown };
    if (e.type === "xstate.done.actor.attempt") return `the server answers ${e.output?.status}`;
    if (e.type === "xstate.error.actor.attempt") return "the network fails";
    if (e.type === "xstate.after.backOff.request.waiting") return "the back-off wait ends";
    if (e.type === "xstate.after.attemptTimeout.request.sending") return "the attempt times out";
    if (e.error instanceof RefreshFailure) return `the refresh fails (${e.error.fatal ? "fatal" : "retryable"})`;
    return undefined;
  },
});
