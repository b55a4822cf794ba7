import { type ChatMachineContext, type ChatMachineEmitted, chatEntriesToShow, texts } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { runPath } from "../runPath";
import { chatModel, EDITED_QUESTION, LONG_QUESTION, SAMPLE_DELTA } from "./chat.model";

const paths = describeModelPaths(chatModel);
const contextOf = (step: { state: { context: unknown } } | undefined) => step?.state.context as ChatMachineContext;
const placeholders = (context: ChatMachineContext) =>
  context.entries.filter((entry) => entry.isLoading || entry.isStreaming);

describe("what the paths prove about the chat", () => {
  it("never sends a question over the longest allowed: it says so and adds nothing", () => {
    let seen = 0;
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        const event = step.event as { type: string; text?: string };
        if (event.type !== "message.send" || event.text !== LONG_QUESTION || index === 0) return;
        const before = contextOf(path.steps[index - 1]);
        const after = contextOf(step);
        if (!before.signedIn) return;
        seen += 1;
        expect(after.entries).toEqual(before.entries);
        expect(after.error).toBe(texts.questionTooLong);
      });
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("shows 'Thinking...' with the loading flag until text arrives", () => {
    for (const path of paths) {
      for (const step of path.steps) {
        if (step.event.type !== "message.send") continue;
        const context = contextOf(step);
        const last = context.entries.at(-1);
        if (last?.isLoading) expect(last).toMatchObject({ role: "assistant", content: texts.thinking });
      }
    }
  });

  it("removes the placeholder silently on stop, abort or a stream without done; apologises otherwise", () => {
    for (const path of paths) {
      const last = path.steps.at(-1);
      const before = contextOf(path.steps.at(-2));
      if (!last || !before || placeholders(before).length === 0) continue;
      const after = contextOf(last);
      const error = (last.event as { error?: { reason?: string } }).error;
      if (last.event.type === "message.stop" && typeof last.state.value === "object") {
        if ((last.state.value as { conversation: unknown }).conversation === "idle") {
          expect(placeholders(after)).toEqual([]);
          expect(after.entries.length).toBe(before.entries.length - 1);
        }
      }
      if (last.event.type !== "stream.failed") continue;
      if (error?.reason === "aborted" || error?.reason === "incomplete") {
        expect(after.entries.length).toBe(before.entries.length - 1);
        expect(after.error).toBeNull();
      } else {
        expect(after.entries.at(-1)).toMatchObject({ role: "assistant", content: texts.chatApology, isLoading: false });
        expect(after.error).toBe(texts.failedToGetResponse);
      }
    }
  });

  it("keeps the text that was shown when stopped, marked stopped, and stores it as stopped", () => {
    let seen = 0;
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        const before = contextOf(path.steps[index - 1]);
        if (step.event.type !== "message.stop" || !before?.progress) return;
        const previous = path.steps[index - 1]?.state;
        if (!previous?.matches({ conversation: "streaming" }) && !previous?.matches({ conversation: "revealing" }))
          return;
        const shownText = before.progress.text.slice(0, before.progress.shown);
        const after = contextOf(step);
        if (shownText.trim() === "") {
          // Nothing on screen yet: the placeholder goes, nothing is stored.
          expect(step.state.matches({ conversation: "idle" })).toBe(true);
          expect(after.entries).toHaveLength(before.entries.length - 1);
          return;
        }
        seen += 1;
        expect(step.state.matches({ conversation: "savingAnswer" })).toBe(true);
        expect(after.entries).toHaveLength(before.entries.length);
        expect(after.entries.at(-1)).toMatchObject({
          role: "assistant",
          content: shownText,
          stopped: true,
          isLoading: false,
          isStreaming: false,
        });
        const next = path.steps[index + 1];
        if (next?.event.type === "xstate.done.actor.saveAnswer") {
          expect(next.state.matches({ conversation: "idle" })).toBe(true);
          expect(contextOf(next).entries.at(-1)).toMatchObject({ stopped: true, content: shownText });
        }
      });
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("makes an edit or Try again a new version of the last question, shown, answered without the old one", () => {
    let seen = 0;
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        const event = step.event as { type: string; text?: string };
        if (event.type !== "message.edit" && event.type !== "message.retry") return;
        const before = contextOf(path.steps[index - 1]);
        const after = contextOf(step);
        if (!before || after.entries.length === before.entries.length) return;
        seen += 1;
        const first = before.entries[0];
        const shownBefore = chatEntriesToShow(before).findLast((entry) => entry.role === "user");
        const question = event.type === "message.edit" ? (event.text ?? "") : shownBefore?.content;
        expect(after.entries.at(-2)).toMatchObject({ role: "user", content: question, versionOf: first?.key });
        expect(after.outgoing?.chat_history ?? []).toEqual([]);
        const shown = chatEntriesToShow(after);
        expect(shown.map((entry) => entry.content)).toEqual([question, texts.thinking]);
        const count = after.entries.filter((entry) => entry.role === "user").length;
        expect(shown.at(-1)?.versions).toEqual({ turn: first?.key, index: count - 1, count });
      });
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("never makes a version while an answer is under way, of an unsaved question, or signed out", () => {
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        if (step.event.type !== "message.edit" && step.event.type !== "message.retry") return;
        const previous = path.steps[index - 1];
        const before = contextOf(previous);
        if (!previous || !before) return;
        const idle = previous.state.matches({ conversation: "idle" });
        const saved = before.entries[0]?.id != null;
        if (!idle || !saved || !before.signedIn) expect(contextOf(step).entries).toEqual(before.entries);
      });
    }
  });

  it("shows the first version again when it is picked, the newest otherwise", () => {
    let seen = 0;
    for (const path of paths) {
      for (const step of path.steps) {
        if (step.event.type !== "version.show") continue;
        const context = contextOf(step);
        const versions = context.entries.filter((entry) => entry.role === "user").length;
        if (versions < 2) continue;
        seen += 1;
        const shown = chatEntriesToShow(context);
        expect(shown[0]?.content).toBe("Apple revenue");
        expect(shown.at(-1)?.versions).toMatchObject({ index: 0, count: 2 });
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(EDITED_QUESTION).not.toBe("Apple revenue");
  });

  it("starts afresh when the open conversation is deleted from the history", () => {
    for (const path of paths) {
      const last = path.steps.at(-1);
      const before = contextOf(path.steps.at(-2));
      if (last?.event.type !== "conversation.removed" || !before) continue;
      if (before.conversationId === "c-1") expect(contextOf(last)).toMatchObject({ conversationId: null, entries: [] });
      else expect(contextOf(last).entries).toEqual(before.entries);
    }
  });

  it("apologises for an answer that is done without any text, and stores nothing", () => {
    let seen = 0;
    for (const path of paths) {
      path.steps.forEach((step, index) => {
        const before = contextOf(path.steps[index - 1]);
        if (step.event.type !== "stream.done" || !before?.progress || before.progress.text !== "") return;
        seen += 1;
        expect(step.state.matches({ conversation: "idle" })).toBe(true);
        expect(contextOf(step).entries.at(-1)).toMatchObject({ role: "assistant", content: texts.chatApology });
        expect(contextOf(step).error).toBe(texts.failedToGetResponse);
      });
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("never reveals more than arrived, nor less than before", () => {
    for (const path of paths) {
      let shown = 0;
      for (const step of path.steps) {
        const progress = contextOf(step).progress;
        if (!progress) {
          shown = 0;
          continue;
        }
        expect(progress.shown).toBeLessThanOrEqual(progress.text.length);
        expect(progress.shown).toBeGreaterThanOrEqual(shown);
        shown = progress.shown;
      }
    }
  });

  it("completes an answer with its whole text and sources once done and revealed", () => {
    for (const path of paths) {
      for (const step of path.steps) {
        if (step.event.type !== "xstate.after.typewriterTick.chat.conversation.revealing") continue;
        const value = step.state.value as { conversation: unknown };
        if (value.conversation !== "savingAnswer") continue;
        expect(contextOf(step).entries.at(-1)).toMatchObject({
          content: SAMPLE_DELTA,
          isStreaming: false,
          assistantResponse: { response: SAMPLE_DELTA, citations: ["https://www.apple.com"] },
        });
      }
    }
  });

  it("hands a signed-out send back for sign-in, sending nothing", async () => {
    let checked = 0;
    for (const path of paths) {
      const last = path.steps.at(-1);
      const before = contextOf(path.steps.at(-2));
      if (last?.event.type !== "message.send" || !before || before.signedIn) continue;
      const run = await runPath(chatModel, path);
      const asked = run.emitted.filter((e) => e.type === "chat.signInNeeded") as ChatMachineEmitted[];
      const text = (last.event as unknown as { text: string }).text.trim();
      expect(asked).toEqual(text === "" ? [] : [{ type: "chat.signInNeeded", message: text }]);
      expect(contextOf(last).entries).toEqual(before.entries);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("takes the title its title child ends with, and keeps the one it had if the child fails", () => {
    let titled = 0;
    for (const path of paths) {
      const last = path.steps.at(-1);
      const before = path.steps.at(-2);
      if (last?.event.type === "xstate.done.actor.nameConversation") {
        expect(contextOf(last).title).toBe("Apple revenue");
        titled++;
      }
      if (last?.event.type === "xstate.error.actor.nameConversation" && before) {
        expect(contextOf(last).title).toBe(contextOf(before).title);
      }
    }
    expect(titled).toBeGreaterThan(0);
  });
});
