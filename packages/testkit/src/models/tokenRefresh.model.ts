// The token-refresh machine's model: tokens arriving here and from other tabs, the refresh turn,
// the three waits (until refresh, for another tab, the hand-over) and how a refresh can end.
import { RefreshFailure, tokenRefreshMachine } from "@moatwise/core";
import { defineModel } from "../model";
import { sampleUser } from "./auth.model";

export const refreshedSession = {
  access_token: "tok-2",
  token_type: "bearer",
  expires_in: 3600,
  user: sampleUser,
};

export const tokenRefreshModel = defineModel({
  name: "tokenRefresh",
  machine: tokenRefreshMachine,
  events: [
    { type: "token.received", expiresIn: 3600 },
    { type: "token.shared", expiresIn: 3000 },
    { type: "refresh.needed" },
    { type: "refresh.turnGranted" },
    { type: "session.ended" },
    { type: "xstate.after.untilRefresh.tokenRefresh.fresh" },
    { type: "xstate.after.otherTabWait.tokenRefresh.refreshing.waitingForTurn" },
    { type: "xstate.after.handover.tokenRefresh.refreshing.handingOver" },
    { type: "xstate.done.actor.refreshToken", output: refreshedSession },
    { type: "xstate.error.actor.refreshToken", error: new RefreshFailure(true, "refresh answered 401") },
    { type: "xstate.error.actor.refreshToken", error: new RefreshFailure(false, "refresh answered 503") },
  ],
  describeEvent: (event) => {
    const e = event as { type: string; error?: unknown };
    if (e.type === "token.received") return "this tab receives a token living 3600 s";
    if (e.type === "token.shared") return "another tab shares its new token";
    if (e.type === "refresh.needed") return "a request meets a 401";
    if (e.type === "refresh.turnGranted") return "the refresh turn (the lock) is granted";
    if (e.type === "session.ended") return "the session ends (sign-out here or elsewhere)";
    if (e.type.startsWith("xstate.after.untilRefresh")) return "the token is 5 minutes from expiry";
    if (e.type.startsWith("xstate.after.otherTabWait")) return "10 s pass waiting for another tab";
    if (e.type.startsWith("xstate.after.handover")) return "the hand-over moment passes";
    if (e.type === "xstate.done.actor.refreshToken") return "the refresh answers a new token";
    if (e.error instanceof RefreshFailure) return `the refresh fails (${e.error.fatal ? "fatal" : "for now"})`;
    return undefined;
  },
});
