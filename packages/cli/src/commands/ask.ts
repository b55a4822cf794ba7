// ask: one question through core's chat machine, the answer written as it streams, then its
// numbered sources. Ctrl+C sends the machine's own stop; --json prints the message as stored.
import { randomUUID } from "node:crypto";
import { type ChatMessage, chatActors, chatEntriesToShow, chatMachine, sourceListText } from "@moatwise/core";
import { createActor } from "xstate";
import { signedInUser } from "../client";
import type { Command } from "../command";
import { CommandFailure, EXIT, usageFailure } from "../failure";

type ConversationState = string | Record<string, unknown>;

const conversationStateOf = (value: unknown): string => {
  const state = (value as { conversation: ConversationState }).conversation;
  return typeof state === "string" ? state : (Object.keys(state)[0] ?? "");
};

export const ask: Command = {
  words: ["ask"],
  summary: "Ask the assistant; the answer streams with numbered sources",
  usage: '"QUESTION" [--json]',
  details: ["Ctrl+C stops the answer. --json prints the stored answer message instead of streaming it."],
  options: { json: { type: "boolean" } },
  args: { min: 1, max: 1 },
  async run(context) {
    const question = (context.args[0] ?? "").trim();
    if (question === "") throw usageFailure('Ask a question: moatwise ask "What does Apple sell?"');
    const { terminal } = context;
    const connection = context.connect();
    await signedInUser(connection);
    const actor = createActor(chatMachine.provide({ actors: chatActors(connection.api, connection.client) }), {
      input: {
        signedIn: true,
        clientIdPrefix: `cli-${randomUUID().slice(0, 8)}`,
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
    const streaming = !context.values.json;
    let written = 0;
    let left = false;
    let stopped = false;
    const finished = new Promise<void>((resolve) => {
      actor.subscribe((snapshot) => {
        const state = conversationStateOf(snapshot.value);
        if (streaming) {
          const answer = chatEntriesToShow(snapshot.context).at(-1);
          if (answer?.role === "assistant" && !answer.isLoading && answer.content.length > written) {
            terminal.write(answer.content.slice(written));
            written = answer.content.length;
          }
        }
        if (state !== "idle") left = true;
        else if (left) resolve();
      });
    });
    const stopOnInterrupt = terminal.onInterrupt(() => {
      stopped = true;
      actor.send({ type: "message.stop" });
    });
    try {
      actor.start();
      actor.send({ type: "message.send", text: question, at: Date.now() });
      await finished;
    } finally {
      stopOnInterrupt();
      actor.stop();
    }
    const { context: chat } = actor.getSnapshot();
    const answer = chat.entries.at(-1);
    if (written > 0) terminal.write("\n");
    // Stopped: what had streamed is kept, marked stopped, as the chat keeps it; nothing more is written.
    if (stopped) {
      terminal.note("Stopped.\n");
      return EXIT.interrupted;
    }
    if (chat.error || answer?.role !== "assistant" || !answer.id || !chat.conversationId) {
      throw new CommandFailure(chat.error ?? "The answer could not be saved.", EXIT.failed);
    }
    if (!streaming) {
      const conversation = await connection.api.chat.getConversation(chat.conversationId);
      const stored = conversation.messages.find((message: ChatMessage) => message.id === answer.id);
      terminal.write(`${JSON.stringify(stored ?? null, null, 2)}\n`);
      return EXIT.ok;
    }
    const sources = chatEntriesToShow(chat).at(-1)?.sources ?? [];
    if (sources.length > 0) terminal.write(`\nSources\n${sourceListText(sources, context.server)}\n`);
    return EXIT.ok;
  },
};
