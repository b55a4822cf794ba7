// The title child's model: the delay after the first message, then the server's title (with
// stray spaces), an empty one, or a failure, each ending the child with a title.
import { ApiError, titleMachine } from "@moatwise/core";
import { defineModel } from "../model";

export const firstQuestion = "What drives JPMorgan's net interest income?";

export const titleModel = defineModel({
  name: "title",
  machine: titleMachine,
  input: { conversationId: "c-1", message: firstQuestion },
  events: [
    { type: "xstate.after.titleDelay.title.waiting" },
    { type: "xstate.done.actor.generateTitle", output: "  JPMorgan net interest income  " },
    { type: "xstate.done.actor.generateTitle", output: "   " },
    { type: "xstate.error.actor.generateTitle", error: ApiError.fromResponse(503, "Service Unavailable") },
  ],
});
