// How an answer stream can end other than well: stopped by the caller, cut before its end,
// silent too long, reporting an error itself, or sending what cannot be read.
import { Data, Result, Schema } from "effect";
import { texts } from "../domain/texts";

export type StreamFailureReason =
  | "aborted"
  | "incomplete"
  | "firstByteTimeout"
  | "inactivity"
  | "server"
  | "unreadable";

const MESSAGES: Record<Exclude<StreamFailureReason, "server">, string> = {
  aborted: texts.streamAborted,
  incomplete: texts.streamEndedWithoutDone,
  firstByteTimeout: texts.streamFirstByteTimeout,
  inactivity: texts.streamStalled,
  unreadable: texts.streamUnreadable,
};

export class StreamError extends Data.TaggedError("StreamError")<{
  readonly reason: StreamFailureReason;
  readonly message: string;
}> {
  static of(reason: Exclude<StreamFailureReason, "server">): StreamError {
    return new StreamError({ reason, message: MESSAGES[reason] });
  }

  /** The server's own `error` event. */
  static server(message: string): StreamError {
    return new StreamError({ reason: "server", message });
  }

  /** An abort by the caller, told apart from every failure. */
  get isAbort(): boolean {
    return this.reason === "aborted";
  }
}

/** Decodes one event's JSON text with `schema`; anything unreadable fails the stream. */
export function decodeEventJson<T>(schema: Schema.Codec<T, unknown>, text: string, extra: object = {}): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw StreamError.of("unreadable");
  }
  const decoded = Schema.decodeUnknownResult(schema)(
    typeof parsed === "object" && parsed !== null ? { ...parsed, ...extra } : parsed,
  );
  if (Result.isFailure(decoded)) throw StreamError.of("unreadable");
  return decoded.success;
}
