// How an answer stream can end other than well: stopped by the caller, cut before its end,
// silent too long, reporting an error itself, or sending what cannot be read.
import { Data } from "effect";
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
