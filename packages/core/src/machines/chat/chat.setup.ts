// The chat's types, actor slots, delays and the helpers its actions and guards share. The
// machine itself (states and guards) is chat.machine.ts; its actions are chat.actions.ts.
import { setup } from "xstate";
import { requiredActor, requiredCallbackActor } from "../../api/requiredActor";
import {
  type AiRequest,
  type AnswerPreferences,
  buildAiRequest,
  type ChatContext,
  type ChatMode,
} from "../../domain/chat/aiRequest";
import { savableAnswer } from "../../domain/chat/savableAnswer";
import { TYPEWRITER_TICK_MS } from "../../domain/constants";
import type { SearchResult } from "../../domain/schemas/ai";
import type { AppendMessage, ChatMessage, Conversation, MessageType } from "../../domain/schemas/chat";
import type { AiStreamDone } from "../../stream/aiAnswerStream";
import type { ChatEntry } from "./chat.entry";
import { entriesBeforeLastTurn, visibleEntries } from "./chat.versions";
import { titleMachine } from "./title.machine";

export type { ChatEntry } from "./chat.entry";

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
  /** Every message, each version of a question included (chat.versions.ts). */
  readonly entries: ReadonlyArray<ChatEntry>;
  /** The version of a turn the user picked, by the turn's key; the newest where none was. */
  readonly shownVersions: Readonly<Record<string, number>>;
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
  /** The conversation asked for (by the address) does not exist or was deleted: a new chat is offered. */
  readonly conversationMissing: boolean;
  /** The user renamed the conversation: an edited first question no longer names it. */
  readonly titleRenamed: boolean;
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
  /** The last question, edited and sent again: a new version of it. */
  | { type: "message.edit"; key: string; text: string; at: number }
  /** Try again: the last question asked again, a new version of it beside the one shown. */
  | { type: "message.retry"; at: number; preferences?: Partial<AnswerPreferences> }
  /** Shows another version of a turn (0-based). */
  | { type: "version.show"; turn: string; index: number }
  | { type: "conversation.open"; id: string }
  | { type: "conversation.new" }
  /** The history deleted a conversation, or renamed it. */
  | { type: "conversation.removed"; id: string }
  | { type: "conversation.renamed"; id: string; title: string }
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

export const MODE_TYPES: Partial<Record<ChatMode, MessageType>> = {
  news: "news",
  research: "research",
  explain: "explain",
};

export const outputOf = <T>(event: unknown) => (event as { output: T }).output;
export const errorOf = (event: unknown) => (event as { error: unknown }).error;

/** A stop by the user, or a stream cut before `done`: the placeholder just goes (spec §4). */
export function isSilentStreamEnd(error: unknown): boolean {
  const reason = (error as { _tag?: string; reason?: string } | null)?.reason;
  return (
    (error as { _tag?: string } | null)?._tag === "StreamError" && (reason === "aborted" || reason === "incomplete")
  );
}

export function entryFrom(message: ChatMessage): ChatEntry {
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
    stopped: message.stopped ?? false,
    versionOf: message.versionOf ?? null,
  };
}

export const isPlaceholder = (entry: ChatEntry) => entry.isLoading || entry.isStreaming;
export const withoutPlaceholder = (entries: ReadonlyArray<ChatEntry>) =>
  entries.filter((entry) => !isPlaceholder(entry));
export const lastUserEntry = (entries: ReadonlyArray<ChatEntry>) => entries.findLast((entry) => entry.role === "user");

/** The history an answer may use: the finished messages before the new one. */
export const historyOf = (entries: ReadonlyArray<ChatEntry>) =>
  withoutPlaceholder(entries).map(({ role, content }) => ({ role, content }));

/**
 * The AI request a send makes: the text with the conversation as shown (before the last turn, for
 * a new version of it), the page and the preferences.
 */
export function requestFor(
  context: ChatMachineContext,
  event: { readonly text: string; readonly preferences?: Partial<AnswerPreferences> | undefined },
  revising = false,
) {
  const shown = revising
    ? entriesBeforeLastTurn(context.entries, context.shownVersions)
    : visibleEntries(context.entries, context.shownVersions);
  return buildAiRequest({
    text: event.text.trim(),
    context: context.about,
    history: historyOf(shown),
    preferences: { ...context.preferences, ...event.preferences },
    ...(context.pageContext ? { pageContext: context.pageContext } : {}),
    ...(context.timezone ? { timezone: context.timezone } : {}),
  });
}

/** The answer as far as the typewriter has revealed it: what the user has seen. */
export const shownAnswerText = (progress: AnswerProgress): string => progress.text.slice(0, progress.shown);

/** The assistant message to store once the answer is complete, or as far as it was shown when stopped. */
export function answerToSave(progress: AnswerProgress, entry: Pick<ChatEntry, "key" | "type">): AppendMessage {
  const key = entry.key;
  if (progress.done === null) {
    return { role: "assistant", content: progress.text, type: entry.type, clientMessageId: key, stopped: true };
  }
  const done = progress.done;
  const { _tag, ...details } = done;
  const answer = savableAnswer({ response: progress.text, ...details });
  return {
    role: "assistant",
    content: answer.response,
    type: MODE_TYPES[done.mode] ?? "chat",
    assistantResponse: answer,
    clientMessageId: key,
    provider: answer.provider,
    model: answer.model,
  };
}

export const EMPTY_PROGRESS: AnswerProgress = {
  text: "",
  shown: 0,
  thinking: "",
  citations: [],
  searchResults: [],
  done: null,
};

export const chatSetup = setup({
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
    /** Names a new conversation (title.machine.ts, its generateTitle supplied with it). */
    nameConversation: titleMachine,
  },
  delays: {
    typewriterTick: TYPEWRITER_TICK_MS,
  },
});
