// The chat machine's model: sends (new, duplicate within 1 s, empty, signed out), saving, the
// stream's progress and endings (done, done without text, stop, cut short, failed), the
// typewriter, saving the answer, opening and starting conversations, the title after 500 ms (made,
// or made locally), a question too long to send; Stop after some text (kept, stored stopped); the
// last question edited and sent again or asked again (a second version) and the version shown; the
// history deleting or renaming the open conversation.
import { AI_MESSAGE_MAX_CHARS, ApiError, type ChatMachineContext, chatMachine, StreamError } from "@moatwise/core";
import type { AnyMachineSnapshot } from "xstate";
import { defineModel } from "../model";

export const SAMPLE_DELTA = "Revenue rose. [1]";
/** When an edit or Try again is sent (ms): after the first question's duplicate window. */
export const VERSION_AT = 9000;
export const EDITED_QUESTION = "Apple margins";
const RENAMED_TITLE = "Apple's growth";
/** One character past the longest question the assistant takes. */
export const LONG_QUESTION = "w".repeat(AI_MESSAGE_MAX_CHARS + 1);
const storedAt = "2026-11-21T10:00:00.000Z";
export const savedQuestion = {
  conversationId: "c-1",
  message: {
    id: "m-1",
    role: "user",
    content: "Apple revenue",
    type: "chat",
    assistantResponse: null,
    provider: null,
    model: null,
    createdAt: storedAt,
  },
};
export const doneEvent = {
  _tag: "done",
  citations: ["https://www.apple.com"],
  search_results: [{ url: "https://www.apple.com", title: "Apple", content: "Revenue rose." }],
  reasoning_summary: "Searched for apple, revenue.",
  mode: "chat",
  provider: "offline",
  model: "bm25-extractive",
};
const savedAnswer = { ...savedQuestion.message, id: "m-2", role: "assistant", content: SAMPLE_DELTA };
const storedConversation = {
  id: "c-2",
  title: "Costco margins",
  createdAt: storedAt,
  updatedAt: storedAt,
  messages: [{ ...savedQuestion.message, id: "m-9", content: "Costco margins" }],
};

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ChatMachineContext;

export const chatModel = defineModel({
  name: "chat",
  machine: chatMachine,
  input: { signedIn: true, clientIdPrefix: "test" },
  // The machine's regions and its context multiply. A state is worth going on from only along one
  // exchange: the one question, its one piece of text, default settings, and each side matter
  // (signed out, a failure shown, the title under way, another conversation) at its simplest point.
  // The message counter only grows, so it bounds the sends explored.
  explore: (snapshot) => {
    const context = contextOf(snapshot);
    const value = snapshot.value as { conversation: unknown; title: string };
    const progress = context.progress;
    const streamingFresh =
      typeof value.conversation === "object" &&
      progress !== null &&
      progress.text === "" &&
      progress.thinking === "" &&
      progress.citations.length === 0;
    const atRest = value.conversation === "idle" && value.title === "idle";
    // A second exchange is explored only as a version of the first (an edit, or Try again), plainly.
    const versioned = context.entries[2]?.versionOf === "test-1";
    const plainSecond =
      versioned &&
      value.title === "idle" &&
      context.title === "Apple revenue" &&
      context.error === null &&
      (progress === null ||
        (progress.thinking === "" &&
          progress.citations.length === 0 &&
          (progress.shown === 0 || progress.done !== null)));
    return (
      // A renamed title, or a version picked, is checked where it happens and not gone on from.
      context.title !== RENAMED_TITLE &&
      Object.keys(context.shownVersions).length === 0 &&
      (context.entries.length <= 2 || (plainSecond && context.entries.length <= 4)) &&
      context.nextKey <= (versioned ? 5 : 3) &&
      ((context.lastSend?.at ?? 0) === 0 || (versioned && context.lastSend?.at === VERSION_AT)) &&
      (progress?.text.length ?? 0) <= SAMPLE_DELTA.length &&
      (progress?.thinking.length ?? 0) <= 40 &&
      context.preferences.verbosity === "balanced" &&
      context.pageContext === null &&
      (context.signedIn || (atRest && context.entries.length === 0)) &&
      (context.error === null || atRest) &&
      (context.conversationId !== "c-2" || value.title === "idle") &&
      (value.title === "idle" || streamingFresh || value.conversation === "saving") &&
      (!progress ||
        progress.shown === 0 ||
        progress.done !== null ||
        (progress.thinking === "" && progress.citations.length === 0))
    );
  },
  events: [
    { type: "message.send", text: "Apple revenue", at: 0 },
    { type: "message.send", text: "Apple revenue", at: 500 },
    { type: "message.send", text: "   ", at: 5000 },
    { type: "message.send", text: LONG_QUESTION, at: 7000 },
    { type: "message.stop" },
    { type: "message.edit", key: "test-1", text: EDITED_QUESTION, at: VERSION_AT },
    { type: "message.edit", key: "test-1", text: LONG_QUESTION, at: VERSION_AT },
    { type: "message.retry", at: VERSION_AT },
    { type: "version.show", turn: "test-1", index: 0 },
    { type: "conversation.renamed", id: "c-1", title: RENAMED_TITLE },
    { type: "conversation.removed", id: "c-1" },
    { type: "conversation.open", id: "c-2" },
    { type: "conversation.open", id: "c-1" },
    { type: "conversation.new" },
    { type: "session.changed", signedIn: false },
    { type: "session.changed", signedIn: true },
    { type: "preferences.set", preferences: { searchDepth: "deep", complexity: "default", verbosity: "detailed" } },
    { type: "context.set", pageContext: "Apple Inc. (AAPL) stock page" },
    { type: "error.dismiss" },
    { type: "title.schedule" },
    { type: "stream.thinking", content: "Searched for apple, revenue." },
    { type: "stream.citations", citations: doneEvent.citations, search_results: doneEvent.search_results },
    { type: "stream.delta", content: SAMPLE_DELTA },
    { type: "xstate.after.typewriterTick.chat.conversation.streaming.typing" },
    { type: "xstate.after.typewriterTick.chat.conversation.revealing" },
    { type: "xstate.done.actor.loadConversation", output: storedConversation },
    { type: "xstate.error.actor.loadConversation", error: ApiError.fromResponse(404, "Not Found") },
    { type: "xstate.done.actor.saveUserMessage", output: savedQuestion },
    { type: "xstate.error.actor.saveUserMessage", error: ApiError.fromResponse(503, "Service Unavailable") },
    // The streamAnswer actor sends its outcome back as events, like its progress.
    { type: "stream.done", done: doneEvent },
    { type: "stream.failed", error: StreamError.of("aborted") },
    { type: "stream.failed", error: StreamError.of("incomplete") },
    { type: "stream.failed", error: StreamError.server("The provider failed.") },
    { type: "xstate.done.actor.saveAnswer", output: savedAnswer },
    { type: "xstate.error.actor.saveAnswer", error: ApiError.fromResponse(500, "Internal Server Error") },
    // The title child (its own model: title.model.ts) ends with the title it found or made.
    { type: "xstate.done.actor.nameConversation", output: "Apple revenue" },
    { type: "xstate.error.actor.nameConversation", error: new Error("The title child could not start.") },
  ],
});
