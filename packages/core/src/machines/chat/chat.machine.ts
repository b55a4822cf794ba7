// One conversation with the assistant (spec §4): a sent message is saved (the conversation is
// created with it when new), then the answer streams in behind a 'Thinking...' placeholder and is
// revealed by the typewriter, then saved. Stop, or a stream that ends without `done`, removes the
// placeholder silently; any other failure replaces it with the apology. Sends are ignored while
// one is under way, when empty, or when equal to the last one within 1 s; signed out, the message
// is handed back for the sign-in round trip. 500 ms after the first user message is saved the
// title is asked for, and made locally when that fails.
import { assertEvent, assign, emit, enqueueActions, not, setup } from "xstate";
import { requiredActor, requiredCallbackActor } from "../../api/requiredActor";
import type { AssistantResponse, SearchResult } from "../../api/schemas/ai";
import type { AppendMessage, ChatMessage, Conversation, MessageType } from "../../api/schemas/chat";
import {
  type AiRequest,
  type AnswerPreferences,
  buildAiRequest,
  type ChatContext,
  type ChatMode,
  DEFAULT_ANSWER_PREFERENCES,
  isMessageTooLong,
} from "../../domain/chat/aiRequest";
import { fallbackTitle, NEW_CHAT_TITLE } from "../../domain/chat/textRules";
import { typewriterStep } from "../../domain/chat/typewriter";
import { DUPLICATE_SEND_WINDOW_MS, TITLE_SAVE_DELAY_MS, TYPEWRITER_TICK_MS } from "../../domain/constants";
import { texts } from "../../domain/texts";
import type { AiStreamDone } from "../../stream/aiAnswerStream";

/** A message as the chat shows it; `id` is the server's once stored. */
export interface ChatEntry {
  readonly key: string;
  readonly id: string | null;
  readonly role: "user" | "assistant";
  readonly content: string;
  readonly type: MessageType;
  readonly assistantResponse: AssistantResponse | null;
  readonly provider: string | null;
  readonly model: string | null;
  /** The answer is on its way: 'Thinking...' (loading), then text arriving (streaming). */
  readonly isLoading: boolean;
  readonly isStreaming: boolean;
  /** Text the user asked about ("Ask about this"), shown as a chip. */
  readonly contextSelection: string | null;
}

/** The answer being streamed: what arrived, how much of it the typewriter shows. */
export interface AnswerProgress {
  readonly text: string;
  readonly shown: number;
  readonly thinking: string;
  readonly citations: ReadonlyArray<string>;
  readonly searchResults: ReadonlyArray<SearchResult>;
  readonly done: AiStreamDone | null;
}

export interface ChatMachineInput {
  readonly signedIn: boolean;
  /** Makes client message ids unique across page loads (a random string in the app). */
  readonly clientIdPrefix: string;
  readonly preferences?: AnswerPreferences;
  /** The ticker the chat is about (`/chat/{symbol}`), if any. */
  readonly about?: ChatContext;
  readonly timezone?: string;
}

export interface ChatMachineContext {
  readonly conversationId: string | null;
  readonly title: string;
  readonly entries: ReadonlyArray<ChatEntry>;
  readonly signedIn: boolean;
  readonly clientIdPrefix: string;
  readonly nextKey: number;
  readonly preferences: AnswerPreferences;
  readonly about: ChatContext;
  readonly pageContext: string | null;
  readonly timezone: string | null;
  readonly lastSend: { readonly text: string; readonly at: number } | null;
  /** The request of the answer under way. */
  readonly outgoing: AiRequest | null;
  readonly progress: AnswerProgress | null;
  /** The label of the last failure (spec §8), until dismissed or the next send. */
  readonly error: string | null;
}

export type ChatMachineEvent =
  | {
      type: "message.send";
      text: string;
      /** When it was sent (ms): the same text again within 1 s is ignored. */
      at: number;
      preferences?: Partial<AnswerPreferences>;
      contextSelection?: string;
    }
  | { type: "message.stop" }
  | { type: "conversation.open"; id: string }
  | { type: "conversation.new" }
  | { type: "session.changed"; signedIn: boolean }
  | { type: "preferences.set"; preferences: AnswerPreferences }
  | { type: "context.set"; about?: ChatContext; pageContext?: string | null }
  | { type: "error.dismiss" }
  | { type: "stream.delta"; content: string }
  | { type: "stream.thinking"; content: string }
  | { type: "stream.citations"; citations: ReadonlyArray<string>; search_results: ReadonlyArray<SearchResult> }
  /** The answer is complete (sent back by the streamAnswer actor). */
  | { type: "stream.done"; done: AiStreamDone }
  /** The answer could not be completed (sent back by the streamAnswer actor). */
  | { type: "stream.failed"; error: unknown }
  | { type: "title.schedule" };

export type ChatMachineEmitted =
  /** Signed out: keep the message, sign in, and send it after. */
  | { type: "chat.signInNeeded"; message: string }
  /** A send that could not be saved: the text goes back into the input. */
  | { type: "chat.restoreDraft"; text: string }
  /** The conversation changed: the list moves it to the top. */
  | { type: "conversation.touched"; id: string; title: string; preview: string; updatedAt: string }
  | { type: "conversation.titled"; id: string; title: string };

export interface SavedUserMessage {
  readonly conversationId: string;
  readonly message: ChatMessage;
}

/** What the streamAnswer actor streams; it sends its progress and outcome back as `stream.*` events. */
export interface StreamAnswerInput {
  readonly request: AiRequest;
}

const MODE_TYPES: Partial<Record<ChatMode, MessageType>> = { news: "news", research: "research", explain: "explain" };

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const errorOf = (event: unknown) => (event as { error: unknown }).error;

/** A stop by the user, or a stream cut before `done`: the placeholder just goes (spec §4). */
export function isSilentStreamEnd(error: unknown): boolean {
  const reason = (error as { _tag?: string; reason?: string } | null)?.reason;
  return (
    (error as { _tag?: string } | null)?._tag === "StreamError" && (reason === "aborted" || reason === "incomplete")
  );
}

function entryFrom(message: ChatMessage): ChatEntry {
  return {
    key: message.id,
    id: message.id,
    role: message.role,
    content: message.content,
    type: message.type,
    assistantResponse: message.assistantResponse,
    provider: message.provider,
    model: message.model,
    isLoading: false,
    isStreaming: false,
    contextSelection: null,
  };
}

const isPlaceholder = (entry: ChatEntry) => entry.isLoading || entry.isStreaming;
const withoutPlaceholder = (entries: ReadonlyArray<ChatEntry>) => entries.filter((entry) => !isPlaceholder(entry));
const lastUserEntry = (entries: ReadonlyArray<ChatEntry>) => entries.findLast((entry) => entry.role === "user");

/** The history an answer may use: the finished messages before the new one. */
const historyOf = (entries: ReadonlyArray<ChatEntry>) =>
  entries.filter((entry) => !isPlaceholder(entry)).map(({ role, content }) => ({ role, content }));

/** The AI request a send makes: the text with the conversation, the page and the preferences. */
function requestFor(context: ChatMachineContext, event: Extract<ChatMachineEvent, { type: "message.send" }>) {
  return buildAiRequest({
    text: event.text.trim(),
    context: context.about,
    history: historyOf(context.entries),
    preferences: { ...context.preferences, ...event.preferences },
    ...(context.pageContext ? { pageContext: context.pageContext } : {}),
    ...(context.timezone ? { timezone: context.timezone } : {}),
  });
}

/** The assistant message to store once the answer is complete. */
export function answerToSave(progress: AnswerProgress, key: string): AppendMessage {
  const done = progress.done as AiStreamDone;
  const { _tag, ...details } = done;
  return {
    role: "assistant",
    content: progress.text,
    type: MODE_TYPES[done.mode] ?? "chat",
    assistantResponse: { response: progress.text, ...details },
    clientMessageId: key,
    provider: done.provider,
    model: done.model,
  };
}

const EMPTY_PROGRESS: AnswerProgress = {
  text: "",
  shown: 0,
  thinking: "",
  citations: [],
  searchResults: [],
  done: null,
};

export const chatMachine = setup({
  types: {
    context: {} as ChatMachineContext,
    events: {} as ChatMachineEvent,
    input: {} as ChatMachineInput,
    emitted: {} as ChatMachineEmitted,
  },
  actors: {
    loadConversation: requiredActor<Conversation, { id: string }>("chat", "loadConversation"),
    saveUserMessage: requiredActor<SavedUserMessage, { conversationId: string | null; message: AppendMessage }>(
      "chat",
      "saveUserMessage",
    ),
    streamAnswer: requiredCallbackActor<StreamAnswerInput>("chat", "streamAnswer"),
    saveAnswer: requiredActor<ChatMessage, { conversationId: string; message: AppendMessage }>("chat", "saveAnswer"),
    generateTitle: requiredActor<string, { conversationId: string; message: string }>("chat", "generateTitle"),
  },
  delays: {
    typewriterTick: TYPEWRITER_TICK_MS,
    titleDelay: TITLE_SAVE_DELAY_MS,
  },
  actions: {
    addExchange: assign(({ context, event }) => {
      if (event.type !== "message.send") return {};
      const text = event.text.trim();
      const request = requestFor(context, event);
      const key = (n: number) => `${context.clientIdPrefix}-${n}`;
      const base = { id: null, assistantResponse: null, provider: null, model: null, isStreaming: false };
      const type = MODE_TYPES[request.mode] ?? "chat";
      const user: ChatEntry = {
        ...base,
        key: key(context.nextKey),
        role: "user",
        content: text,
        type,
        isLoading: false,
        contextSelection: event.contextSelection?.trim() || null,
      };
      const placeholder: ChatEntry = {
        ...base,
        key: key(context.nextKey + 1),
        role: "assistant",
        content: texts.thinking,
        type,
        isLoading: true,
        contextSelection: null,
      };
      return {
        entries: [...context.entries, user, placeholder],
        nextKey: context.nextKey + 2,
        lastSend: { text, at: event.at },
        outgoing: request,
        progress: EMPTY_PROGRESS,
        error: null,
      };
    }),
    askToSignIn: emit(({ event }) => ({
      type: "chat.signInNeeded" as const,
      message: event.type === "message.send" ? event.text.trim() : "",
    })),
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
    scheduleTitle: enqueueActions(({ context, enqueue }) => {
      const userMessages = context.entries.filter((entry) => entry.role === "user").length;
      if (userMessages === 1 && context.title === NEW_CHAT_TITLE) enqueue.raise({ type: "title.schedule" });
    }),
    dropUnsavedSend: enqueueActions(({ context, enqueue }) => {
      const pending = lastUserEntry(context.entries);
      enqueue.assign({
        entries: withoutPlaceholder(context.entries).filter((entry) => entry !== pending),
        outgoing: null,
        progress: null,
        lastSend: null,
        error: texts.failedToSaveMessage,
      });
      if (pending) enqueue.emit({ type: "chat.restoreDraft", text: pending.content });
    }),
    addDelta: assign(({ context, event }) => {
      if (event.type !== "stream.delta" || !context.progress) return {};
      return {
        progress: { ...context.progress, text: context.progress.text + event.content },
        entries: context.entries.map((entry) =>
          entry.isLoading ? { ...entry, isLoading: false, isStreaming: true, content: "" } : entry,
        ),
      };
    }),
    addThinking: assign(({ context, event }) =>
      event.type === "stream.thinking" && context.progress
        ? { progress: { ...context.progress, thinking: context.progress.thinking + event.content } }
        : {},
    ),
    setSources: assign(({ context, event }) =>
      event.type === "stream.citations" && context.progress
        ? {
            progress: {
              ...context.progress,
              citations: [...event.citations],
              searchResults: [...event.search_results],
            },
          }
        : {},
    ),
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
    showAll: assign(({ context }) =>
      context.progress ? { progress: { ...context.progress, shown: context.progress.text.length } } : {},
    ),
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
    answerNotSaved: assign({ outgoing: null, progress: null, error: texts.failedToSaveMessage }),
    showConversation: assign(({ event }) => {
      const conversation = outputOf<Conversation>(event);
      return {
        conversationId: conversation.id,
        title: conversation.title,
        entries: conversation.messages.map(entryFrom),
        error: null,
      };
    }),
    loadFailed: assign({ error: texts.failedToLoadConversation }),
    startOver: assign(({ event }) => ({
      conversationId: event.type === "conversation.open" ? event.id : null,
      title: NEW_CHAT_TITLE,
      entries: [],
      lastSend: null,
      outgoing: null,
      progress: null,
      error: null,
    })),
    /** The server's title; when it has none (the request failed), the local one from the first message. */
    setTitle: enqueueActions(({ context, event, enqueue }) => {
      const generated = (event as { output?: unknown }).output;
      const firstMessage = context.entries.find((entry) => entry.role === "user")?.content ?? "";
      const title = typeof generated === "string" && generated.trim() ? generated.trim() : fallbackTitle(firstMessage);
      enqueue.assign({ title });
      if (context.conversationId) enqueue.emit({ type: "conversation.titled", id: context.conversationId, title });
    }),
    setSignedIn: assign(({ event }) => (event.type === "session.changed" ? { signedIn: event.signedIn } : {})),
    setPreferences: assign(({ event }) => (event.type === "preferences.set" ? { preferences: event.preferences } : {})),
    setContext: assign(({ context, event }) =>
      event.type === "context.set"
        ? {
            about: event.about ?? context.about,
            pageContext: event.pageContext === undefined ? context.pageContext : event.pageContext,
          }
        : {},
    ),
    dismissError: assign({ error: null }),
    refuseTooLong: assign({ error: texts.questionTooLong }),
  },
  guards: {
    signedOutWithText: ({ context, event }) =>
      !context.signedIn && event.type === "message.send" && event.text.trim() !== "",
    tooLong: ({ context, event }) => event.type === "message.send" && isMessageTooLong(requestFor(context, event)),
    sendable: ({ context, event }) => {
      if (event.type !== "message.send") return false;
      const text = event.text.trim();
      if (text === "") return false;
      const last = context.lastSend;
      return !(last && last.text === text && event.at - last.at < DUPLICATE_SEND_WINDOW_MS);
    },
    silentEnd: ({ event }) => isSilentStreamEnd(errorOf(event)),
    fullyShown: ({ context }) => (context.progress ? context.progress.shown >= context.progress.text.length : true),
    isActiveConversation: ({ context, event }) =>
      event.type === "conversation.open" && event.id === context.conversationId,
    hasConversation: ({ context }) => context.conversationId !== null,
  },
}).createMachine({
  id: "chat",
  type: "parallel",
  context: ({ input }) => ({
    conversationId: null,
    title: NEW_CHAT_TITLE,
    entries: [],
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
  }),
  on: {
    // Opening the conversation already open changes nothing.
    "conversation.open": {
      guard: not("isActiveConversation"),
      target: [".conversation.loading", ".title.idle"],
      actions: "startOver",
    },
    "conversation.new": { target: [".conversation.idle", ".title.idle"], actions: "startOver" },
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
            "stream.done": { target: "revealing", actions: "storeDone" },
            "stream.failed": [
              { guard: "silentEnd", target: "idle", actions: "removePlaceholder" },
              { target: "idle", actions: "apologise" },
            ],
            "message.stop": { target: "idle", actions: "removePlaceholder" },
          },
        },
        revealing: {
          always: { guard: "fullyShown", target: "savingAnswer", actions: "completeAnswer" },
          after: { typewriterTick: { target: "revealing", reenter: true, actions: "reveal" } },
          on: { "message.stop": { actions: "showAll" } },
        },
        savingAnswer: {
          invoke: {
            src: "saveAnswer",
            id: "saveAnswer",
            input: ({ context }) => ({
              conversationId: context.conversationId ?? "",
              message: answerToSave(context.progress as AnswerProgress, context.entries.at(-1)?.key ?? ""),
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
        idle: { on: { "title.schedule": { guard: "hasConversation", target: "waiting" } } },
        waiting: { after: { titleDelay: "requesting" } },
        requesting: {
          invoke: {
            src: "generateTitle",
            id: "generateTitle",
            input: ({ context }) => ({
              conversationId: context.conversationId ?? "",
              message: context.entries.find((entry) => entry.role === "user")?.content ?? "",
            }),
            onDone: { target: "idle", actions: "setTitle" },
            onError: { target: "idle", actions: "setTitle" },
          },
        },
      },
    },
  },
});

export type ChatMachine = typeof chatMachine;
