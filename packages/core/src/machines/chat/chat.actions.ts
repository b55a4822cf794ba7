// The chat's actions, named as the machine uses them: what a send adds, how an answer's stream,
// reveal and save change the conversation, what is told to the app (emitted), and how the chat
// starts over. Added to the chat's setup here; the machine (chat.machine.ts) only refers to them.
import { assertEvent, assign, emit, enqueueActions } from "xstate";
import { isNotFound, labelOrNetworkWording } from "../../api/failureMessage";
import type { AiRequest } from "../../domain/chat/aiRequest";
import { NEW_CHAT_TITLE } from "../../domain/chat/textRules";
import { typewriterStep } from "../../domain/chat/typewriter";
import type { ChatMessage, Conversation } from "../../domain/schemas/chat";
import { texts } from "../../domain/texts";
import {
  type ChatEntry,
  type ChatMachineContext,
  chatSetup,
  EMPTY_PROGRESS,
  entryFrom,
  errorOf,
  isPlaceholder,
  lastUserEntry,
  MODE_TYPES,
  outputOf,
  requestFor,
  type SavedUserMessage,
  shownAnswerText,
  withoutPlaceholder,
} from "./chat.setup";
import { lastTurn, shownIndex, turnsOf } from "./chat.versions";

/** The question and its 'Thinking...' placeholder added to the conversation, the answer asked for. */
function exchange(
  context: ChatMachineContext,
  text: string,
  request: AiRequest,
  options: { readonly at: number; readonly contextSelection: string | null; readonly versionOf: string | null },
): Partial<ChatMachineContext> {
  const key = (n: number) => `${context.clientIdPrefix}-${n}`;
  const base = {
    id: null,
    assistantResponse: null,
    provider: null,
    model: null,
    isStreaming: false,
    stopped: false,
  };
  const type = MODE_TYPES[request.mode] ?? "chat";
  const user: ChatEntry = {
    ...base,
    key: key(context.nextKey),
    role: "user",
    content: text,
    type,
    isLoading: false,
    contextSelection: options.contextSelection,
    versionOf: options.versionOf,
  };
  const placeholder: ChatEntry = {
    ...base,
    key: key(context.nextKey + 1),
    role: "assistant",
    content: texts.thinking,
    type,
    isLoading: true,
    contextSelection: null,
    versionOf: null,
  };
  return {
    entries: [...context.entries, user, placeholder],
    shownVersions: context.shownVersions,
    nextKey: context.nextKey + 2,
    lastSend: { text, at: options.at },
    outgoing: request,
    progress: EMPTY_PROGRESS,
    error: null,
    conversationMissing: false,
  };
}

/**
 * The question a conversation of one turn is to be named after: its first question, while it is
 * called "New chat"; or its latest version, when an edit changed the words and the user has not
 * renamed the conversation. Null when no naming is due.
 */
export function firstQuestionToTitle(context: ChatMachineContext): string | null {
  const turns = turnsOf(context.entries);
  const versions = turns[0]?.versions ?? [];
  const latest = versions.at(-1)?.question?.content;
  if (turns.length !== 1 || latest === undefined) return null;
  if (context.title === NEW_CHAT_TITLE) return latest;
  const edited = versions.length > 1 && latest !== versions.at(-2)?.question?.content;
  return edited && !context.titleRenamed ? latest : null;
}

export const chatWithActions = chatSetup.extend({
  actions: {
    addExchange: assign(({ context, event }) => {
      assertEvent(event, "message.send");
      return exchange(context, event.text.trim(), requestFor(context, event), {
        at: event.at,
        contextSelection: event.contextSelection?.trim() || null,
        versionOf: null,
      });
    }),
    /** An edit or Try again: a new version of the last question, answered with what came before it. */
    addVersion: assign(({ context, event }) => {
      assertEvent(event, ["message.edit", "message.retry"]);
      const turn = lastTurn(context.entries);
      const shown = turn?.versions[shownIndex(turn, context.shownVersions)]?.question;
      if (!turn || !shown) return {};
      const text = event.type === "message.edit" ? event.text.trim() : shown.content;
      const preferences = event.type === "message.retry" ? event.preferences : undefined;
      const { [turn.key]: _picked, ...shownVersions } = context.shownVersions;
      return exchange({ ...context, shownVersions }, text, requestFor(context, { text, preferences }, true), {
        at: event.at,
        contextSelection: shown.contextSelection,
        versionOf: turn.key,
      });
    }),
    showVersion: assign(({ context, event }) => {
      assertEvent(event, "version.show");
      return { shownVersions: { ...context.shownVersions, [event.turn]: event.index } };
    }),
    /**
     * Stopped after some text was shown: what the typewriter had shown stays, marked stopped, and is
     * stored so. What had arrived but was not yet shown is dropped, and so is a `done` that came
     * before the reveal caught up: the user stopped the answer they saw, not the one in the buffer.
     */
    keepStopped: assign(({ context }) => {
      const progress = context.progress;
      if (!progress) return {};
      const shownText = shownAnswerText(progress);
      return {
        progress: { ...progress, text: shownText, shown: shownText.length, done: null },
        entries: context.entries.map((entry) =>
          isPlaceholder(entry)
            ? { ...entry, content: shownText, isLoading: false, isStreaming: false, stopped: true }
            : entry,
        ),
      };
    }),
    askToSignIn: emit(({ event }) => {
      assertEvent(event, "message.send");
      return { type: "chat.signInNeeded" as const, message: event.text.trim() };
    }),
    storeUserMessage: assign(({ context, event }) => {
      const saved = outputOf<SavedUserMessage>(event);
      const pending = lastUserEntry(context.entries);
      return {
        conversationId: saved.conversationId,
        entries: context.entries.map((entry) => (entry === pending ? { ...entry, id: saved.message.id } : entry)),
      };
    }),
    touchAfterUserMessage: emit(({ context, event }) => {
      const saved = outputOf<SavedUserMessage>(event);
      return {
        type: "conversation.touched" as const,
        id: saved.conversationId,
        title: context.title,
        preview: saved.message.content,
        updatedAt: saved.message.createdAt,
      };
    }),
    /** A new conversation is named after its first question, and named again when that question is edited. */
    scheduleTitle: enqueueActions(({ context, enqueue }) => {
      if (firstQuestionToTitle(context) !== null) enqueue.raise({ type: "title.schedule" });
    }),
    dropUnsavedSend: enqueueActions(({ context, enqueue, event }) => {
      const pending = lastUserEntry(context.entries);
      enqueue.assign({
        entries: withoutPlaceholder(context.entries).filter((entry) => entry !== pending),
        outgoing: null,
        progress: null,
        lastSend: null,
        error: labelOrNetworkWording(errorOf(event), texts.failedToSaveMessage),
      });
      if (pending) enqueue.emit({ type: "chat.restoreDraft", text: pending.content });
    }),
    addDelta: assign(({ context, event }) => {
      assertEvent(event, "stream.delta");
      if (!context.progress) return {};
      return {
        progress: { ...context.progress, text: context.progress.text + event.content },
        entries: context.entries.map((entry) =>
          entry.isLoading ? { ...entry, isLoading: false, isStreaming: true, content: "" } : entry,
        ),
      };
    }),
    addThinking: assign(({ context, event }) => {
      assertEvent(event, "stream.thinking");
      if (!context.progress) return {};
      return { progress: { ...context.progress, thinking: context.progress.thinking + event.content } };
    }),
    setSources: assign(({ context, event }) => {
      assertEvent(event, "stream.citations");
      if (!context.progress) return {};
      const { citations, search_results } = event;
      return { progress: { ...context.progress, citations: [...citations], searchResults: [...search_results] } };
    }),
    reveal: assign(({ context }) => {
      const progress = context.progress;
      if (!progress) return {};
      const shown = typewriterStep({
        shown: progress.shown,
        received: progress.text.length,
        done: progress.done !== null,
      });
      return shown === progress.shown ? {} : { progress: { ...progress, shown } };
    }),
    storeDone: assign(({ context, event }) => {
      assertEvent(event, "stream.done");
      const { done } = event;
      const progress = context.progress ?? EMPTY_PROGRESS;
      return {
        progress: { ...progress, done, citations: [...done.citations], searchResults: [...done.search_results] },
      };
    }),
    completeAnswer: assign(({ context }) => {
      const progress = context.progress;
      if (!progress?.done) return {};
      const { _tag, ...details } = progress.done;
      return {
        entries: context.entries.map((entry) =>
          isPlaceholder(entry)
            ? {
                ...entry,
                content: progress.text,
                type: MODE_TYPES[progress.done?.mode ?? "chat"] ?? "chat",
                assistantResponse: { response: progress.text, ...details },
                provider: details.provider,
                model: details.model,
                isLoading: false,
                isStreaming: false,
              }
            : entry,
        ),
      };
    }),
    removePlaceholder: assign(({ context }) => ({
      entries: withoutPlaceholder(context.entries),
      outgoing: null,
      progress: null,
    })),
    apologise: assign(({ context }) => ({
      entries: context.entries.map((entry) =>
        isPlaceholder(entry) ? { ...entry, content: texts.chatApology, isLoading: false, isStreaming: false } : entry,
      ),
      outgoing: null,
      progress: null,
      error: texts.failedToGetResponse,
    })),
    storeAnswerId: assign(({ context, event }) => {
      const saved = outputOf<ChatMessage>(event);
      const last = context.entries.at(-1);
      return {
        entries: context.entries.map((entry) => (entry === last ? { ...entry, id: saved.id } : entry)),
        outgoing: null,
        progress: null,
      };
    }),
    touchAfterAnswer: emit(({ context, event }) => {
      const saved = outputOf<ChatMessage>(event);
      return {
        type: "conversation.touched" as const,
        id: context.conversationId ?? saved.id,
        title: context.title,
        preview: lastUserEntry(context.entries)?.content ?? saved.content,
        updatedAt: saved.createdAt,
      };
    }),
    answerNotSaved: assign(({ event }) => ({
      outgoing: null,
      progress: null,
      error: labelOrNetworkWording(errorOf(event), texts.failedToSaveMessage),
    })),
    showConversation: assign(({ event }) => {
      const conversation = outputOf<Conversation>(event);
      return {
        conversationId: conversation.id,
        title: conversation.title,
        entries: conversation.messages.map(entryFrom),
        shownVersions: {},
        error: null,
        conversationMissing: false,
      };
    }),
    /** A conversation the server does not have is forgotten (a message sent next starts a new one). */
    loadFailed: assign(({ context, event }) =>
      isNotFound(errorOf(event))
        ? { conversationId: null, conversationMissing: true, error: texts.conversationMissing }
        : {
            conversationId: context.conversationId,
            error: labelOrNetworkWording(errorOf(event), texts.failedToLoadConversation),
          },
    ),
    startOver: assign(({ event }) => ({
      conversationId: event.type === "conversation.open" ? event.id : null,
      title: NEW_CHAT_TITLE,
      entries: [],
      shownVersions: {},
      lastSend: null,
      outgoing: null,
      progress: null,
      error: null,
      conversationMissing: false,
      titleRenamed: false,
    })),
    /** The server's title; when it has none (the request failed), the local one from the first message. */
    setTitle: enqueueActions(({ context, enqueue }, title: string) => {
      enqueue.assign({ title });
      if (context.conversationId) enqueue.emit({ type: "conversation.titled", id: context.conversationId, title });
    }),
    takeNewTitle: assign(({ event }) => {
      assertEvent(event, "conversation.renamed");
      return { title: event.title, titleRenamed: true };
    }),
    setSignedIn: assign(({ event }) => {
      assertEvent(event, "session.changed");
      return { signedIn: event.signedIn };
    }),
    setPreferences: assign(({ event }) => {
      assertEvent(event, "preferences.set");
      return { preferences: event.preferences };
    }),
    setContext: assign(({ context, event }) => {
      assertEvent(event, "context.set");
      const pageContext = event.pageContext === undefined ? context.pageContext : event.pageContext;
      return { about: event.about ?? context.about, pageContext };
    }),
    dismissError: assign({ error: null, conversationMissing: false }),
    refuseTooLong: assign({ error: texts.questionTooLong }),
  },
});
