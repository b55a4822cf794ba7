// The chat machine with its actors supplied by the test: sends that are ignored, an answer
// streaming through the typewriter to the stored message, Stop aborting the stream, the title
// asked for 500 ms after the first message, and a failed save giving the text back.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { ApiError } from "../../api/ApiError";
import { NEW_CHAT_TITLE } from "../../domain/chat/textRules";
import { TYPEWRITER_TICK_MS } from "../../domain/constants";
import type { Conversation } from "../../domain/schemas/chat";
import { texts } from "../../domain/texts";
import type { AiStreamDone, AiStreamProgress } from "../../stream/aiAnswerStream";
import { StreamError } from "../../stream/StreamError";
import { storedMessage as stored } from "../../testing/storedMessage";
import { streamAnswerActor } from "./chat.actors";
import { type ChatMachineEmitted, chatMachine, type StreamAnswerInput } from "./chat.machine";
import { canStopAnswer, chatEntriesToShow, isChatBusy } from "./chat.selectors";
import { titleMachine } from "./title.machine";

const done: AiStreamDone = {
  _tag: "done",
  citations: ["https://www.apple.com"],
  search_results: [{ url: "https://www.apple.com", title: "Apple", content: "Revenue." }],
  reasoning_summary: null,
  mode: "chat",
  provider: "offline",
  model: "bm25-extractive",
};

type TestStream = (
  input: StreamAnswerInput & { onProgress: (progress: AiStreamProgress) => void },
  signal: AbortSignal,
) => Promise<AiStreamDone>;

function chatWith(stream: TestStream) {
  const clock = new SimulatedClock();
  const calls = { saved: [] as unknown[], titles: [] as unknown[], answers: [] as unknown[] };
  const machine = chatMachine.provide({
    actors: {
      loadConversation: fromPromise<Conversation, { id: string }>(async () => ({
        id: "c-1",
        title: "x",
        messages: [],
        createdAt: "",
        updatedAt: "",
      })),
      saveUserMessage: fromPromise(async ({ input }) => {
        calls.saved.push(input);
        return { conversationId: "c-1", message: stored(`q-${calls.saved.length}`, "user", input.message.content) };
      }),
      streamAnswer: streamAnswerActor((input, onProgress, signal) => stream({ ...input, onProgress }, signal)),
      saveAnswer: fromPromise(async ({ input }) => {
        calls.answers.push(input);
        return stored(`a-${calls.answers.length}`, "assistant", input.message.content);
      }),
      nameConversation: titleMachine.provide({
        actors: {
          generateTitle: fromPromise(async ({ input }) => {
            calls.titles.push(input);
            throw new Error("503");
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { signedIn: true, clientIdPrefix: "t" } });
  const emitted: ChatMachineEmitted[] = [];
  actor.on("*", (event) => emitted.push(event as ChatMachineEmitted));
  actor.start();
  return { actor, clock, calls, emitted, context: () => actor.getSnapshot().context };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("sending", () => {
  it("ignores an empty send, and the same text again within 1 s", async () => {
    const chat = chatWith(() => new Promise(() => {}));
    chat.actor.send({ type: "message.send", text: "   ", at: 0 });
    expect(chat.context().entries).toEqual([]);
    chat.actor.send({ type: "message.send", text: "Apple revenue", at: 1000 });
    expect(chat.context().entries.map((entry) => entry.content)).toEqual(["Apple revenue", texts.thinking]);
    await settle();
    chat.actor.send({ type: "message.stop" });
    await settle();
    chat.actor.send({ type: "message.send", text: "Apple revenue", at: 1999 });
    expect(chat.context().entries).toHaveLength(1);
    chat.actor.send({ type: "message.send", text: " Apple revenue ", at: 2000 });
    expect(chat.context().entries).toHaveLength(3);
  });

  it("does not send a question the server would refuse as too long, the complexity prefix counted", () => {
    const chat = chatWith(() => new Promise(() => {}));
    const text = "w".repeat(15_990);
    const simplest = { complexity: "simplest" as const };
    chat.actor.send({ type: "message.send", text, at: 0, preferences: simplest });
    expect(chat.context().entries).toEqual([]);
    expect(chat.context().error).toBe(texts.questionTooLong);
    chat.actor.send({ type: "message.send", text, at: 5000 });
    expect(chat.context().entries.map((entry) => entry.content)).toEqual([text, texts.thinking]);
  });

  it("gives the text back and says 'Failed to save message' when the message cannot be saved", async () => {
    const chat = chatWith(() => new Promise(() => {}));
    const failing = chatMachine.provide({
      actors: { saveUserMessage: fromPromise(() => Promise.reject(new Error("503"))) },
    });
    const actor = createActor(failing, { input: { signedIn: true, clientIdPrefix: "t" } });
    const emitted: unknown[] = [];
    actor.on("*", (event) => emitted.push(event));
    actor.start();
    actor.send({ type: "message.send", text: "Costco margins", at: 0 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ entries: [], error: texts.failedToSaveMessage });
    expect(emitted).toEqual([{ type: "chat.restoreDraft", text: "Costco margins" }]);
    chat.actor.stop();
  });

  it("says the network's words, not 'Failed to save message', when the message never reached the server", async () => {
    for (const failure of [ApiError.network(new TypeError("Failed to fetch")), ApiError.timeout(30_000)]) {
      const actor = createActor(
        chatMachine.provide({ actors: { saveUserMessage: fromPromise(() => Promise.reject(failure)) } }),
        { input: { signedIn: true, clientIdPrefix: "t" } },
      ).start();
      actor.send({ type: "message.send", text: "Costco margins", at: 0 });
      await settle();
      expect(actor.getSnapshot().context.error).toBe(failure.message);
      expect([texts.networkIssue, texts.requestTimedOut]).toContain(failure.message);
    }
  });
});

describe("opening a conversation from the address", () => {
  const opening = (failure: unknown) =>
    createActor(chatMachine.provide({ actors: { loadConversation: fromPromise(() => Promise.reject(failure)) } }), {
      input: { signedIn: true, clientIdPrefix: "t" },
    }).start();

  it("says a conversation the server does not have does not exist or was deleted, and starts afresh", async () => {
    const actor = opening(
      ApiError.fromResponse(404, { detail: "There is no such conversation.", code: "conversation_not_found" }),
    );
    actor.send({ type: "conversation.open", id: "9f1c0d5e-0000-4000-8000-000000000000" });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      conversationId: null,
      conversationMissing: true,
      error: texts.conversationMissing,
    });
    actor.send({ type: "conversation.new" });
    expect(actor.getSnapshot().context).toMatchObject({ conversationMissing: false, error: null });
  });

  it("keeps the spec's label for other failures, and the network's words offline", async () => {
    const broken = opening(ApiError.fromResponse(500, {}));
    broken.send({ type: "conversation.open", id: "c-2" });
    await settle();
    expect(broken.getSnapshot().context).toMatchObject({
      conversationId: "c-2",
      conversationMissing: false,
      error: texts.failedToLoadConversation,
    });
    const offline = opening(ApiError.network(new TypeError("Failed to fetch")));
    offline.send({ type: "conversation.open", id: "c-2" });
    await settle();
    expect(offline.getSnapshot().context).toMatchObject({ conversationId: "c-2", error: texts.networkIssue });
  });
});

describe("an answer", () => {
  it("streams behind the placeholder, is revealed by the typewriter, then stored with its sources", async () => {
    let progress: (progress: AiStreamProgress) => void = () => {};
    let finish: (value: AiStreamDone) => void = () => {};
    const chat = chatWith((input) => {
      progress = input.onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    chat.actor.send({ type: "message.send", text: "Apple revenue", at: 0 });
    await settle();
    expect(chatEntriesToShow(chat.context()).at(-1)).toMatchObject({ content: texts.thinking, isLoading: true });
    const text = "Revenue was $391.0 billion in fiscal 2024, up 2.0% on the year before. [1]";
    progress({ _tag: "delta", content: text });
    expect(chatEntriesToShow(chat.context()).at(-1)).toMatchObject({ content: "", isStreaming: true });
    chat.clock.increment(20);
    expect(chatEntriesToShow(chat.context()).at(-1)?.content).toBe(text.slice(0, 4));
    expect(canStopAnswer(chat.actor.getSnapshot().value)).toBe(true);
    finish(done);
    await settle();
    // Once done, a tail of 64 characters or less appears at once: 69 pending take three more ticks.
    chat.clock.increment(20);
    expect(chatEntriesToShow(chat.context()).at(-1)?.content).toBe(text.slice(0, 7));
    chat.clock.increment(20);
    chat.clock.increment(20);
    await settle();
    expect(chat.calls.answers).toEqual([
      {
        conversationId: "c-1",
        message: expect.objectContaining({
          role: "assistant",
          content: text,
          provider: "offline",
          clientMessageId: "t-2",
        }),
      },
    ]);
    await settle();
    expect(isChatBusy(chat.actor.getSnapshot().value)).toBe(false);
    const answer = chatEntriesToShow(chat.context()).at(-1);
    expect(answer).toMatchObject({ id: "a-1", content: text, isStreaming: false });
    expect(answer?.sources.map((source) => source.title)).toEqual(["Apple"]);
  });

  it("stops: the stream is aborted and the placeholder goes silently", async () => {
    let aborted = false;
    const chat = chatWith(
      (_input, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener("abort", () => {
            aborted = true;
            reject(StreamError.of("aborted"));
          });
        }),
    );
    chat.actor.send({ type: "message.send", text: "Apple revenue", at: 0 });
    await settle();
    chat.actor.send({ type: "message.stop" });
    await settle();
    expect(aborted).toBe(true);
    expect(chat.context().entries.map((entry) => entry.role)).toEqual(["user"]);
    expect(chat.context().error).toBeNull();
  });
});

/** A chat whose every answer streams `text` and waits to be finished (or stopped). */
function chatAnswering() {
  const streams: Array<{
    request: StreamAnswerInput["request"];
    progress: (progress: AiStreamProgress) => void;
    finish: (done: AiStreamDone) => void;
  }> = [];
  const chat = chatWith(
    (input, signal) =>
      new Promise((resolve, reject) => {
        streams.push({ request: input.request, progress: input.onProgress, finish: resolve });
        signal.addEventListener("abort", () => reject(StreamError.of("aborted")));
      }),
  );
  /** Streams `text` into the current answer, completes it, and lets the typewriter show it all. */
  const answer = async (text: string) => {
    streams.at(-1)?.progress({ _tag: "delta", content: text });
    streams.at(-1)?.finish(done);
    await settle();
    for (let tick = 0; tick < 10; tick++) chat.clock.increment(20);
    await settle();
    await settle();
  };
  return { ...chat, streams, answer };
}

/** The answer as the user sees it now: the last entry's shown text. */
const shownAnswer = (chat: ReturnType<typeof chatAnswering>) => chatEntriesToShow(chat.context()).at(-1)?.content;

/** Ticks the typewriter `ticks` times on the simulated clock. */
function tick(chat: ReturnType<typeof chatAnswering>, ticks: number) {
  for (let n = 0; n < ticks; n++) chat.clock.increment(TYPEWRITER_TICK_MS);
}

/** An answer long enough that the typewriter is still revealing it after a few ticks. */
const longAnswer = (words: number) =>
  Array.from({ length: words }, (_, i) => `Costco's membership fee income grew ${i + 1}% in the quarter.`).join(" ");

describe("Stop after some text was shown", () => {
  it("keeps what the typewriter had shown, marked stopped, stores it so, and nothing arrives after it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 4, max: 40 }), fc.integer({ min: 1, max: 12 }), async (words, ticks) => {
        const chat = chatAnswering();
        chat.actor.send({ type: "message.send", text: "Costco fees", at: 0 });
        await settle();
        const text = longAnswer(words);
        chat.streams[0]?.progress({ _tag: "delta", content: text });
        tick(chat, ticks);
        const seen = shownAnswer(chat) ?? "";
        expect(seen.length).toBeGreaterThan(0);
        expect(seen.length).toBeLessThan(text.length);

        chat.actor.send({ type: "message.stop" });
        expect(chatEntriesToShow(chat.context()).at(-1)).toMatchObject({
          role: "assistant",
          content: seen,
          stopped: true,
          isStreaming: false,
        });
        // The stream was aborted: more text, or the typewriter's clock, adds nothing.
        chat.streams[0]?.progress({ _tag: "delta", content: " More." });
        tick(chat, 20);
        await settle();
        expect(shownAnswer(chat)).toBe(seen);
        expect(chat.calls.answers).toEqual([
          {
            conversationId: "c-1",
            message: { role: "assistant", content: seen, type: "chat", clientMessageId: "t-2", stopped: true },
          },
        ]);
        expect(isChatBusy(chat.actor.getSnapshot().value)).toBe(false);
        expect(chat.context().entries.at(-1)).toMatchObject({ id: "a-1", content: seen, stopped: true });
        expect(chat.context().error).toBeNull();
        chat.actor.stop();
      }),
      { numRuns: 40 },
    );
  });

  it("keeps only what was shown when the whole answer had arrived but was still being revealed", async () => {
    const chat = chatAnswering();
    chat.actor.send({ type: "message.send", text: "Costco fees", at: 0 });
    await settle();
    const text = longAnswer(40);
    chat.streams[0]?.progress({ _tag: "delta", content: text });
    chat.streams[0]?.finish(done);
    await settle();
    tick(chat, 3);
    const seen = shownAnswer(chat) ?? "";
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(text.length);

    chat.actor.send({ type: "message.stop" });
    tick(chat, 20);
    await settle();
    const kept = chatEntriesToShow(chat.context()).at(-1);
    expect(kept).toMatchObject({ content: seen, stopped: true, isStreaming: false });
    expect(chat.calls.answers).toEqual([
      {
        conversationId: "c-1",
        message: { role: "assistant", content: seen, type: "chat", clientMessageId: "t-2", stopped: true },
      },
    ]);
    chat.actor.stop();
  });

  it("removes the placeholder silently when text had arrived but none was shown yet", async () => {
    const chat = chatAnswering();
    chat.actor.send({ type: "message.send", text: "Costco fees", at: 0 });
    await settle();
    chat.streams[0]?.progress({ _tag: "delta", content: longAnswer(3) });
    chat.actor.send({ type: "message.stop" });
    await settle();
    expect(chat.context().entries.map((entry) => entry.role)).toEqual(["user"]);
    expect(chat.calls.answers).toEqual([]);
    expect(chat.context().error).toBeNull();
    chat.actor.stop();
  });

  it("reads a stopped answer back as stopped", async () => {
    const chat = chatWith(() => new Promise(() => {}));
    const machine = chatMachine.provide({
      actors: {
        loadConversation: fromPromise<Conversation, { id: string }>(async () => ({
          id: "c-5",
          title: "Apple",
          createdAt: "",
          updatedAt: "",
          messages: [
            stored("q-1", "user", "Apple revenue"),
            { ...stored("a-1", "assistant", "Revenue"), stopped: true },
          ],
        })),
      },
    });
    const actor = createActor(machine, { input: { signedIn: true, clientIdPrefix: "t" } }).start();
    actor.send({ type: "conversation.open", id: "c-5" });
    await settle();
    expect(chatEntriesToShow(actor.getSnapshot().context).map((entry) => entry.stopped)).toEqual([false, true]);
    chat.actor.stop();
  });
});

describe("versions of the last question", () => {
  it("edits and sends again: a second version, answered without the first, stored as its version", async () => {
    const chat = chatAnswering();
    chat.actor.send({ type: "message.send", text: "Costco margins", at: 0 });
    await settle();
    await chat.answer("Gross margin was 12.6%.");
    chat.actor.send({ type: "message.send", text: "And Walmart?", at: 5000 });
    await settle();
    await chat.answer("Walmart's was 24.1%.");
    const question = chatEntriesToShow(chat.context()).at(-2);
    expect(question).toMatchObject({ content: "And Walmart?", latest: true });
    chat.actor.send({ type: "message.edit", key: question?.key ?? "", text: "And Target?", at: 9000 });
    await settle();
    expect(chat.streams.at(-1)?.request.chat_history).toEqual([
      { role: "user", content: "Costco margins" },
      { role: "assistant", content: "Gross margin was 12.6%." },
    ]);
    expect(chat.calls.saved.at(-1)).toMatchObject({ message: { content: "And Target?", versionOf: "q-2" } });
    await chat.answer("Target's was 28.2%.");
    const shown = chatEntriesToShow(chat.context());
    expect(shown.map((entry) => entry.content)).toEqual([
      "Costco margins",
      "Gross margin was 12.6%.",
      "And Target?",
      "Target's was 28.2%.",
    ]);
    expect(shown.at(-1)?.versions).toEqual({ turn: question?.key, index: 1, count: 2 });

    chat.actor.send({ type: "version.show", turn: question?.key ?? "", index: 0 });
    expect(chatEntriesToShow(chat.context()).map((entry) => entry.content)).toEqual([
      "Costco margins",
      "Gross margin was 12.6%.",
      "And Walmart?",
      "Walmart's was 24.1%.",
    ]);
    chat.actor.send({ type: "version.show", turn: question?.key ?? "", index: 2 });
    expect(chatEntriesToShow(chat.context()).at(-1)?.versions?.index).toBe(0);
    // The next question follows the version shown.
    chat.actor.send({ type: "message.send", text: "And Costco's?", at: 20000 });
    await settle();
    expect(chat.streams.at(-1)?.request.chat_history?.map((m) => m.content)).toContain("Walmart's was 24.1%.");
    expect(chat.streams.at(-1)?.request.chat_history?.map((m) => m.content)).not.toContain("Target's was 28.2%.");
  });

  it("asks again on Try again, keeping both answers to switch between", async () => {
    const chat = chatAnswering();
    chat.actor.send({ type: "message.send", text: "Apple revenue", at: 0 });
    await settle();
    await chat.answer("First answer.");
    chat.actor.send({ type: "message.retry", at: 100 });
    await settle();
    expect(chat.streams.at(-1)?.request).toMatchObject({ message: "Apple revenue" });
    expect(chat.streams.at(-1)?.request.chat_history ?? []).toEqual([]);
    await chat.answer("Second answer.");
    const shown = chatEntriesToShow(chat.context());
    expect(shown.map((entry) => entry.content)).toEqual(["Apple revenue", "Second answer."]);
    expect(shown.at(-1)?.versions).toMatchObject({ index: 1, count: 2 });
    expect(chat.context().entries).toHaveLength(4);
  });

  it("edits only the last question, and not while an answer is under way", async () => {
    const chat = chatAnswering();
    chat.actor.send({ type: "message.send", text: "Apple revenue", at: 0 });
    await settle();
    const first = chat.context().entries[0]?.key ?? "";
    chat.actor.send({ type: "message.edit", key: first, text: "Apple margins", at: 10 });
    expect(chat.context().entries).toHaveLength(2);
    await chat.answer("An answer.");
    chat.actor.send({ type: "message.send", text: "Costco", at: 5000 });
    await settle();
    await chat.answer("Another.");
    chat.actor.send({ type: "message.edit", key: first, text: "Apple margins", at: 9000 });
    chat.actor.send({ type: "message.retry", at: 9000 });
    expect(
      chat
        .context()
        .entries.filter((entry) => entry.role === "user")
        .map((entry) => entry.content),
    ).toEqual(["Apple revenue", "Costco", "Costco"]);
  });
});

describe("the history's changes", () => {
  it("starts afresh when the open conversation is deleted, and takes a new title when renamed", async () => {
    const chat = chatAnswering();
    chat.actor.send({ type: "message.send", text: "Apple revenue", at: 0 });
    await settle();
    await chat.answer("An answer.");
    chat.actor.send({ type: "conversation.renamed", id: "c-other", title: "Other" });
    expect(chat.context().title).not.toBe("Other");
    chat.actor.send({ type: "conversation.renamed", id: "c-1", title: "Apple's growth" });
    expect(chat.context().title).toBe("Apple's growth");
    chat.actor.send({ type: "conversation.removed", id: "c-1" });
    expect(chat.context()).toMatchObject({ conversationId: null, entries: [], title: NEW_CHAT_TITLE });
  });
});

describe("the title", () => {
  it("is asked for 500 ms after the first message is saved, and made locally when that fails", async () => {
    const chat = chatWith(() => new Promise(() => {}));
    chat.actor.send({ type: "message.send", text: "What drives JPMorgan's net interest income?", at: 0 });
    await settle();
    chat.clock.increment(499);
    expect(chat.calls.titles).toEqual([]);
    chat.clock.increment(1);
    await settle();
    expect(chat.calls.titles).toEqual([
      { conversationId: "c-1", message: "What drives JPMorgan's net interest income?" },
    ]);
    await settle();
    expect(chat.context().title).toBe("drives JPMorgan's net");
    expect(chat.emitted).toContainEqual({ type: "conversation.titled", id: "c-1", title: "drives JPMorgan's net" });
  });
  it("follows an edited first question, unless the user renamed the conversation", async () => {
    const chat = chatAnswering();
    const named = async () => {
      chat.clock.increment(500);
      await settle();
      await settle();
    };
    chat.actor.send({ type: "message.send", text: "Apple revenue", at: 0 });
    await settle();
    await chat.answer("An answer.");
    await named();
    expect(chat.context().title).toBe("Apple revenue");
    // Try again asks the same words: the name stands.
    chat.actor.send({ type: "message.retry", at: 2000 });
    await settle();
    await chat.answer("Again.");
    await named();
    expect(chat.calls.titles).toHaveLength(1);
    const shownQuestion = () => chatEntriesToShow(chat.context()).findLast((entry) => entry.role === "user")?.key ?? "";
    chat.actor.send({
      type: "message.edit",
      key: shownQuestion(),
      text: "Costco margins",
      at: 4000,
    });
    await settle();
    await chat.answer("Another answer.");
    await named();
    expect(chat.calls.titles.at(-1)).toEqual({ conversationId: "c-1", message: "Costco margins" });
    expect(chat.context().title).toBe("Costco margins");

    chat.actor.send({ type: "conversation.renamed", id: "c-1", title: "Retail" });
    chat.actor.send({
      type: "message.edit",
      key: shownQuestion(),
      text: "Walmart margins",
      at: 8000,
    });
    await settle();
    await chat.answer("A third answer.");
    await named();
    expect(chat.calls.titles).toHaveLength(2);
    expect(chat.context().title).toBe("Retail");
  });
});
