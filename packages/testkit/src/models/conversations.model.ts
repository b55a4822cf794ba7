// The conversation list's model: loading (answered or failed), reloading, a conversation touched
// by the chat (known or new) and a title arriving; searching (the words waited on, then asked
// for); renaming and deleting a conversation (confirmed, or refused and put back).
import { ApiError, conversationsMachine } from "@moatwise/core";
import { defineModel } from "../model";

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, "0")}:00.000Z`;
export const storedList = [
  { id: "c-1", title: "Apple revenue", preview: "Apple revenue", createdAt: at(0), updatedAt: at(1) },
  { id: "c-2", title: "Banks", preview: "JPMorgan", createdAt: at(0), updatedAt: at(5) },
];
export const RENAMED = "Apple's growth";
export const foundList = [storedList[1]];

export const conversationsModel = defineModel({
  name: "conversations",
  machine: conversationsMachine,
  explore: (snapshot) => {
    const context = snapshot.context as { items: unknown[]; query: string; error: string | null };
    // A notice shown is checked where it appears; only a failed load goes on (to be tried again).
    const notice = context.error !== null && snapshot.value !== "failed";
    return context.items.length <= 3 && context.query.length <= 5 && !notice;
  },
  events: [
    { type: "conversations.load" },
    { type: "xstate.done.actor.listConversations", output: storedList },
    { type: "xstate.error.actor.listConversations", error: ApiError.fromResponse(503, "Service Unavailable") },
    { type: "conversation.touched", id: "c-1", title: "Apple revenue", preview: "And margins?", updatedAt: at(9) },
    { type: "conversation.touched", id: "c-3", title: "New chat", preview: "Costco", updatedAt: at(10) },
    { type: "conversation.titled", id: "c-3", title: "Costco" },
    { type: "conversations.search", query: "bank" },
    { type: "conversations.search", query: "banks" },
    { type: "xstate.after.searchDebounce.conversations.waiting" },
    { type: "conversation.rename", id: "c-1", title: `  ${RENAMED} ` },
    { type: "conversation.rename", id: "c-1", title: "   " },
    { type: "conversation.delete", id: "c-2" },
    { type: "xstate.done.actor.renameConversation", output: { ...storedList[0], title: RENAMED } },
    { type: "xstate.error.actor.renameConversation", error: ApiError.fromResponse(404, { detail: "No", code: "x" }) },
    { type: "xstate.done.actor.deleteConversation", output: { ok: true } },
    { type: "xstate.error.actor.deleteConversation", error: ApiError.fromResponse(503, "Service Unavailable") },
  ],
});
