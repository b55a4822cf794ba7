// The AI answer stream (POST /ai/stream): server-sent events delta, thinking and citations as
// the answer grows, then done; an error event fails it. Unknown event names are skipped, so a
// newer server can add events without breaking older clients.
import { Effect, type Schema } from "effect";
import type { ApiClient } from "../api/ApiClient";
import type { ApiError } from "../api/ApiError";
import { aiEndpoints } from "../api/contract/ai.contract";
import type { AiRequest } from "../domain/chat/aiRequest";
import { AiStreamEvent } from "../domain/schemas/ai";
import { readStreamingCall } from "./openStream";
import { decodeEventJson, StreamError } from "./StreamError";
import { createSseParser, type SseEvent } from "./sse";

export type AiStreamDone = Extract<AiStreamEvent, { _tag: "done" }>;
/** What arrives before done: text, reasoning, and sources. */
export type AiStreamProgress = Exclude<AiStreamEvent, { _tag: "done" } | { _tag: "error" }>;

const EVENT_NAMES = new Set(["delta", "thinking", "citations", "done", "error"]);

/** The typed event of an SSE event; undefined for names we do not know. */
export function aiEventOf(sse: SseEvent): AiStreamEvent | undefined {
  if (!EVENT_NAMES.has(sse.event)) return undefined;
  return decodeEventJson(AiStreamEvent as Schema.Codec<AiStreamEvent, unknown>, sse.data, { _tag: sse.event });
}

/** Streams one answer: progress to `onEvent`, the done event as the result. */
export function aiAnswerStream(
  request: AiRequest,
  onEvent: (event: AiStreamProgress) => void,
): Effect.Effect<AiStreamDone, ApiError | StreamError, ApiClient> {
  return Effect.suspend(() => {
    let done: AiStreamDone | undefined;
    const sink = () => {
      const parser = createSseParser((sse) => {
        const event = done ? undefined : aiEventOf(sse);
        if (event?._tag === "error") throw StreamError.server(event.message);
        if (event?._tag === "done") done = event;
        else if (event) onEvent(event);
      });
      return (text: string) => {
        parser.feed(text);
        return done ? "stop" : "more";
      };
    };
    return readStreamingCall(aiEndpoints.stream, { body: request }, sink).pipe(Effect.map(() => done as AiStreamDone));
  });
}
