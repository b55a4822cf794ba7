// The chat machine's actors on the API: load a conversation; save a user message (creating the
// conversation with the first one); stream the answer; save it; and make the title, falling back
// to the local title (stored with a rename, both silently) when the server cannot make one.
// The stream reader loads on first use, keeping the app's first load small.
import { type EventObject, fromCallback, fromPromise } from "xstate";
import type { ApiClientShape } from "../../api/ApiClient";
import type { PromiseApi } from "../../api/typedApi";
import { fallbackTitle } from "../../domain/chat/textRules";
import type { AppendMessage, ChatMessage, Conversation } from "../../domain/schemas/chat";
import type { AiStreamDone, AiStreamProgress } from "../../stream/aiAnswerStream";
import type { ChatMachineEvent, SavedUserMessage, StreamAnswerInput } from "./chat.machine";
import { type TitleInput, titleMachine } from "./title.machine";

/** Streams an answer, given where to tell its progress and when to give up. */
export type AnswerStreamer = (
  input: StreamAnswerInput,
  onProgress: (progress: AiStreamProgress) => void,
  signal: AbortSignal,
) => Promise<AiStreamDone>;

/** The machine's event for a piece of progress. */
function progressEvent(progress: AiStreamProgress): ChatMachineEvent {
  if (progress._tag === "delta") return { type: "stream.delta", content: progress.content };
  if (progress._tag === "thinking") return { type: "stream.thinking", content: progress.content };
  return { type: "stream.citations", citations: progress.citations, search_results: progress.search_results };
}

/**
 * The streamAnswer actor: a callback actor that sends the answer's progress back to the chat as
 * it comes, then `stream.done` or `stream.failed`; stopping it (Stop, a new conversation) aborts
 * the stream, and nothing is sent after that.
 */
export function streamAnswerActor(stream: AnswerStreamer) {
  return fromCallback<EventObject, StreamAnswerInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    const tell = (event: ChatMachineEvent) => {
      if (!controller.signal.aborted) sendBack(event);
    };
    stream(input, (progress) => tell(progressEvent(progress)), controller.signal).then(
      (done) => tell({ type: "stream.done", done }),
      (error: unknown) => tell({ type: "stream.failed", error }),
    );
    return () => controller.abort();
  });
}

/** The server's title, else the local one (spec §4: failures fall back silently). */
export async function titleOrFallback(api: PromiseApi, conversationId: string, message: string, signal: AbortSignal) {
  try {
    return (await api.chat.generateTitle(conversationId, { signal })).title;
  } catch {
    const title = fallbackTitle(message);
    await api.chat.renameConversation(conversationId, { title }, { signal }).catch(() => undefined);
    return title;
  }
}

export function chatActors(api: PromiseApi, client: ApiClientShape) {
  return {
    loadConversation: fromPromise<Conversation, { id: string }>(({ input, signal }) =>
      api.chat.getConversation(input.id, { signal }),
    ),
    saveUserMessage: fromPromise<SavedUserMessage, { conversationId: string | null; message: AppendMessage }>(
      async ({ input, signal }) => {
        const conversationId = input.conversationId ?? (await api.chat.createConversation({}, { signal })).id;
        const message = await api.chat.appendMessage(conversationId, input.message, { signal });
        return { conversationId, message };
      },
    ),
    // The stream reader (SSE parser, Effect runtime) loads with the first answer, not with the app.
    streamAnswer: streamAnswerActor(async (input, onProgress, signal) => {
      const [{ aiAnswerStream }, { streamAsPromise }] = await Promise.all([
        import("../../stream/aiAnswerStream"),
        import("../../stream/openStream"),
      ]);
      return streamAsPromise(client, aiAnswerStream(input.request, onProgress), signal);
    }),
    saveAnswer: fromPromise<ChatMessage, { conversationId: string; message: AppendMessage }>(({ input, signal }) =>
      api.chat.appendMessage(input.conversationId, input.message, { signal }),
    ),
    nameConversation: titleMachine.provide({
      actors: {
        generateTitle: fromPromise<string, TitleInput>(({ input, signal }) =>
          titleOrFallback(api, input.conversationId, input.message, signal),
        ),
      },
    }),
  };
}
