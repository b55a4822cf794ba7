// The conversation list's model: loading (answered or failed), reloading, a conversation touched
// by the chat (known or new) and a title arriving.
import { ApiError, conversationsMachine } from "@moatwise/core";
import { defineModel } from "../model";

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, "0")}:00.000Z`;
export const storedList = [
  { id: "c-1", title: "Apple revenue", preview: "Apple revenue", createdAt: at(0), updatedAt: at(1) },
  { id: "c-2", title: "Banks", preview: "JPMorgan", createdAt: at(0), updatedAt: at(5) },
];

export const conversationsModel = defineModel({
  name: "conversations",
  machine: conversationsMachine,
  explore: (snapshot) => (snapshot.context as { items: unknown[] }).items.length <= 3,
  events: [
    { type: "conversations.load" },
    { type: "xstate.done.actor.listConversations", output: storedList },
    { type: "xstate.error.actor.listConversations", error: ApiError.fromResponse(503, "Service Unavailable") },
    { type: "conversation.touched", id: "c-1", title: "Apple revenue", preview: "And margins?", updatedAt: at(9) },
    { type: "conversation.touched", id: "c-3", title: "New chat", preview: "Costco", updatedAt: at(10) },
    { type: "conversation.titled", id: "c-3", title: "Costco" },
  ],
});
