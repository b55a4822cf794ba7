// The chat's view-model over the real machine (its actors faked): what it shows while an answer is
// under way, and the events its functions send, stamped with the clock given.
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { DEFAULT_ANSWER_PREFERENCES } from "../../domain/chat/aiRequest";
import type { ChatMessage, Conversation } from "../../domain/schemas/chat";
import { texts } from "../../domain/texts";
import { storedMessage as stored } from "../../testing/storedMessage";
import { streamAnswerActor } from "./chat.actors";
import { connectChat } from "./chat.connect";
import { type ChatMachineEvent, chatMachine } from "./chat.machine";

/** A signed-in chat whose answers never arrive: it stays streaming once a question is saved. */
function startChat() {
  const machine = chatMachine.provide({
    actors: {
      loadConversation: fromPromise<Conversation, { id: string }>(() => new Promise(() => {})),
      saveUserMessage: fromPromise(async ({ input }) => ({
        conversationId: "c-1",
        message: stored("q-1", "user", input.message.content),
      })),
      streamAnswer: streamAnswerActor(() => new Promise(() => {})),
      saveAnswer: fromPromise(() => new Promise<ChatMessage>(() => {})),
    },
  });
  return createActor(machine, { input: { signedIn: true, clientIdPrefix: "t" } }).start();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const at = (ms: number) => ({ now: () => ms });

describe("connectChat", () => {
  it("asks with the clock's time, then shows the question and the placeholder, busy and stoppable", async () => {
    const actor = startChat();
    const idle = connectChat(actor.getSnapshot(), actor.send, at(5_000));
    expect({ busy: idle.busy, canStop: idle.canStop, entries: idle.entries }).toEqual({
      busy: false,
      canStop: false,
      entries: [],
    });
    idle.ask("Apple revenue");
    await settle();
    const answering = connectChat(actor.getSnapshot(), actor.send, at(5_000));
    expect(answering.entries.map((entry) => entry.content)).toEqual(["Apple revenue", texts.thinking]);
    expect({ busy: answering.busy, canStop: answering.canStop, id: answering.conversationId }).toEqual({
      busy: true,
      canStop: true,
      id: "c-1",
    });
    answering.stop();
    await settle();
    expect(connectChat(actor.getSnapshot(), actor.send).canStop).toBe(false);
    actor.stop();
  });

  it("sends follow-ups on the last question, Try again as a retry, edits and passages, all stamped by the clock", async () => {
    const actor = startChat();
    actor.send({ type: "message.send", text: "Costco margins", at: 0 });
    await settle();
    const sent: ChatMachineEvent[] = [];
    const view = connectChat(actor.getSnapshot(), (event) => sent.push(event), at(42));
    view.followUp("details");
    view.followUp("retry");
    view.edit("k-1", "Costco gross margin");
    view.ask("Explain this", { contextSelection: "Membership fees" });
    expect(sent).toEqual([
      {
        type: "message.send",
        text: "Add more details to your answer to: Costco margins",
        at: 42,
        preferences: { verbosity: "detailed" },
      },
      { type: "message.retry", at: 42 },
      { type: "message.edit", key: "k-1", text: "Costco gross margin", at: 42 },
      { type: "message.send", text: "Explain this", at: 42, contextSelection: "Membership fees" },
    ]);
    actor.stop();
  });

  it("changes one answer setting and keeps the others", () => {
    const actor = startChat();
    connectChat(actor.getSnapshot(), actor.send).setPreferences({ verbosity: "concise" });
    expect(connectChat(actor.getSnapshot(), actor.send).preferences).toEqual({
      ...DEFAULT_ANSWER_PREFERENCES,
      verbosity: "concise",
    });
    actor.stop();
  });
});
