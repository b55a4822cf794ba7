// One conversation with the assistant (spec §4): a sent message is saved (the conversation is
// created with it when new), then the answer streams in behind a 'Thinking...' placeholder and is
// revealed by the typewriter, then saved. Stop, or a stream that ends without `done`, removes the
// placeholder silently; once text is shown, Stop keeps what was shown, marked and stored as stopped. Any
// other failure, and an answer done without any text, replaces it with the apology. Sends are
// ignored while one is under way, when empty, or when equal to the last one within 1 s; signed
// out, the message is handed back for the sign-in round trip. The last question can be edited and
// sent again, or asked again (Try again), as a new version of it; the user picks the version shown
// (chat.versions.ts). The title child (title.machine.ts) names a new conversation after its first
// message. Types and slots: chat.setup.ts; actions: chat.actions.ts.
import { assertEvent, not } from "xstate";
import { type AiRequest, DEFAULT_ANSWER_PREFERENCES, isMessageTooLong } from "../../domain/chat/aiRequest";
import { NEW_CHAT_TITLE } from "../../domain/chat/textRules";
import { DUPLICATE_SEND_WINDOW_MS } from "../../domain/constants";
import { chatWithActions, firstQuestionToTitle } from "./chat.actions";
import {
  type AnswerProgress,
  answerToSave,
  type ChatEntry,
  type ChatMachineContext,
  errorOf,
  isSilentStreamEnd,
  lastUserEntry,
  requestFor,
  shownAnswerText,
} from "./chat.setup";
import { lastTurn, shownIndex, turnsOf } from "./chat.versions";

/** The question of the last turn, in the version shown. */
function lastShownQuestion(context: ChatMachineContext): ChatEntry | undefined {
  const turn = lastTurn(context.entries);
  return turn ? (turn.versions[shownIndex(turn, context.shownVersions)]?.question ?? undefined) : undefined;
}

/** The last turn's first question is stored: a new version names it. */
const savedTurn = (context: ChatMachineContext) => {
  const turn = lastTurn(context.entries);
  return Boolean(turn && context.entries.find((entry) => entry.key === turn.key)?.id);
};

/** The stored id of the question a new version replaces, for the server. */
function versionOfSaved(entries: ReadonlyArray<ChatEntry>, pending: ChatEntry): { versionOf?: string } {
  const original = pending.versionOf ? entries.find((entry) => entry.key === pending.versionOf) : undefined;
  return original?.id ? { versionOf: original.id } : {};
}

export * from "./chat.setup";

export const chatMachine = chatWithActions
  .extend({
    guards: {
      signedOutWithText: ({ context, event }) => {
        assertEvent(event, "message.send");
        return !context.signedIn && event.text.trim() !== "";
      },
      tooLong: ({ context, event }) => {
        assertEvent(event, "message.send");
        return isMessageTooLong(requestFor(context, event));
      },
      sendable: ({ context, event }) => {
        assertEvent(event, "message.send");
        const text = event.text.trim();
        if (text === "") return false;
        const last = context.lastSend;
        return !(last && last.text === text && event.at - last.at < DUPLICATE_SEND_WINDOW_MS);
      },
      /** An edit of the question shown last, once saved, to send again. */
      revisable: ({ context, event }) => {
        assertEvent(event, "message.edit");
        return (
          context.signedIn &&
          event.text.trim() !== "" &&
          lastShownQuestion(context)?.key === event.key &&
          savedTurn(context)
        );
      },
      editTooLong: ({ context, event }) => {
        assertEvent(event, "message.edit");
        return isMessageTooLong(requestFor(context, { text: event.text }, true));
      },
      retriable: ({ context }) => context.signedIn && lastShownQuestion(context) !== undefined && savedTurn(context),
      hasVersion: ({ context, event }) => {
        assertEvent(event, "version.show");
        const versions = turnsOf(context.entries).find((turn) => turn.key === event.turn)?.versions.length ?? 0;
        return Number.isInteger(event.index) && event.index >= 0 && event.index < versions;
      },
      /** Some of the answer is on screen: Stop keeps it rather than removing the placeholder. */
      hasShownText: ({ context }) => (context.progress ? shownAnswerText(context.progress).trim() : "") !== "",
      isOpenConversation: ({ context, event }) => {
        assertEvent(event, ["conversation.removed", "conversation.renamed"]);
        return event.id === context.conversationId;
      },
      silentEnd: ({ event }) => isSilentStreamEnd(errorOf(event)),
      /** An answer that ended without a word has nothing to show or store: it failed. */
      noAnswerText: ({ context }) => (context.progress?.text.trim() ?? "") === "",
      fullyShown: ({ context }) => (context.progress ? context.progress.shown >= context.progress.text.length : true),
      isActiveConversation: ({ context, event }) => {
        assertEvent(event, "conversation.open");
        return event.id === context.conversationId;
      },
      hasConversation: ({ context }) => context.conversationId !== null,
    },
  })
  .createMachine({
    id: "chat",
    type: "parallel",
    context: ({ input }) => ({
      conversationId: null,
      title: NEW_CHAT_TITLE,
      entries: [],
      shownVersions: {},
      signedIn: input.signedIn,
      clientIdPrefix: input.clientIdPrefix,
      nextKey: 1,
      preferences: input.preferences ?? DEFAULT_ANSWER_PREFERENCES,
      about: input.about ?? {},
      pageContext: null,
      timezone: input.timezone ?? null,
      lastSend: null,
      outgoing: null,
      progress: null,
      error: null,
      conversationMissing: false,
      titleRenamed: false,
    }),
    on: {
      // Opening the conversation already open changes nothing.
      "conversation.open": {
        guard: not("isActiveConversation"),
        target: [".conversation.loading", ".title.idle"],
        actions: "startOver",
      },
      "conversation.new": { target: [".conversation.idle", ".title.idle"], actions: "startOver" },
      // Deleted from the history while open: the chat starts afresh; renamed: it shows the new title.
      "conversation.removed": {
        guard: "isOpenConversation",
        target: [".conversation.idle", ".title.idle"],
        actions: "startOver",
      },
      "conversation.renamed": { guard: "isOpenConversation", actions: "takeNewTitle" },
      "session.changed": { actions: "setSignedIn" },
      "preferences.set": { actions: "setPreferences" },
      "context.set": { actions: "setContext" },
      "error.dismiss": { actions: "dismissError" },
    },
    states: {
      conversation: {
        initial: "idle",
        states: {
          idle: {
            on: {
              "message.send": [
                { guard: "signedOutWithText", actions: "askToSignIn" },
                { guard: "tooLong", actions: "refuseTooLong" },
                { guard: "sendable", target: "saving", actions: "addExchange" },
              ],
              "message.edit": [
                { guard: "editTooLong", actions: "refuseTooLong" },
                { guard: "revisable", target: "saving", actions: "addVersion" },
              ],
              "message.retry": { guard: "retriable", target: "saving", actions: "addVersion" },
              "version.show": { guard: "hasVersion", actions: "showVersion" },
            },
          },
          loading: {
            invoke: {
              src: "loadConversation",
              id: "loadConversation",
              input: ({ context }) => ({ id: context.conversationId ?? "" }),
              onDone: { target: "idle", actions: "showConversation" },
              onError: { target: "idle", actions: "loadFailed" },
            },
          },
          saving: {
            invoke: {
              src: "saveUserMessage",
              id: "saveUserMessage",
              input: ({ context }) => {
                const pending = lastUserEntry(context.entries) as ChatEntry;
                return {
                  conversationId: context.conversationId,
                  message: {
                    role: "user" as const,
                    content: pending.content,
                    type: pending.type,
                    clientMessageId: pending.key,
                    ...versionOfSaved(context.entries, pending),
                  },
                };
              },
              onDone: { target: "streaming", actions: ["storeUserMessage", "touchAfterUserMessage", "scheduleTitle"] },
              onError: { target: "idle", actions: "dropUnsavedSend" },
            },
          },
          streaming: {
            invoke: {
              src: "streamAnswer",
              id: "streamAnswer",
              input: ({ context }) => ({ request: context.outgoing as AiRequest }),
            },
            // The typewriter ticks in a child state, so each tick re-arms without restarting the stream.
            initial: "typing",
            states: {
              typing: { after: { typewriterTick: { target: "typing", reenter: true, actions: "reveal" } } },
            },
            on: {
              "stream.delta": { actions: "addDelta" },
              "stream.thinking": { actions: "addThinking" },
              "stream.citations": { actions: "setSources" },
              "stream.done": [
                { guard: "noAnswerText", target: "idle", actions: "apologise" },
                { target: "revealing", actions: "storeDone" },
              ],
              "stream.failed": [
                { guard: "silentEnd", target: "idle", actions: "removePlaceholder" },
                { target: "idle", actions: "apologise" },
              ],
              // Once text is shown it is no longer a placeholder: it stays, marked stopped.
              "message.stop": [
                { guard: "hasShownText", target: "savingAnswer", actions: "keepStopped" },
                { target: "idle", actions: "removePlaceholder" },
              ],
            },
          },
          revealing: {
            always: { guard: "fullyShown", target: "savingAnswer", actions: "completeAnswer" },
            after: { typewriterTick: { target: "revealing", reenter: true, actions: "reveal" } },
            // The stream is done but not all of it is shown: Stop keeps what is, as while streaming.
            on: {
              "message.stop": [
                { guard: "hasShownText", target: "savingAnswer", actions: "keepStopped" },
                { target: "idle", actions: "removePlaceholder" },
              ],
            },
          },
          savingAnswer: {
            invoke: {
              src: "saveAnswer",
              id: "saveAnswer",
              input: ({ context }) => ({
                conversationId: context.conversationId ?? "",
                message: answerToSave(context.progress as AnswerProgress, context.entries.at(-1) as ChatEntry),
              }),
              onDone: { target: "idle", actions: ["storeAnswerId", "touchAfterAnswer"] },
              onError: { target: "idle", actions: "answerNotSaved" },
            },
          },
        },
      },
      title: {
        initial: "idle",
        states: {
          idle: { on: { "title.schedule": { guard: "hasConversation", target: "naming" } } },
          naming: {
            invoke: {
              src: "nameConversation",
              id: "nameConversation",
              input: ({ context }) => ({
                conversationId: context.conversationId ?? "",
                message: firstQuestionToTitle(context) ?? "",
              }),
              onDone: { target: "idle", actions: { type: "setTitle", params: ({ event }) => event.output } },
              // A child that failed to start (no generateTitle supplied) names nothing.
              onError: { target: "idle" },
            },
          },
        },
      },
    },
  });

export type ChatMachine = typeof chatMachine;
