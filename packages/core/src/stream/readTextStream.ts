// Reads a streamed response body as text, chunk by chunk, under two watches: the first byte must
// come within `firstByteMs`, and after that no gap may exceed `inactivityMs`. The caller's signal
// stops it. It resolves when the body ends or when `onText` says it has seen enough.
import type { Clock } from "../services/clock";
import { StreamError } from "./StreamError";

export interface TextStreamOptions {
  readonly clock: Clock;
  readonly firstByteMs: number;
  readonly inactivityMs: number;
  readonly signal?: AbortSignal;
  /** Handles decoded text; answers "stop" once the stream's end marker was seen. */
  readonly onText: (text: string) => "more" | "stop";
}

export async function readTextStream(
  body: ReadableStream<Uint8Array> | null,
  options: TextStreamOptions,
): Promise<void> {
  if (!body) throw StreamError.of("incomplete");
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let stoppedFor: StreamError | null = null;
  let timer: unknown;

  const stop = (error: StreamError) => {
    stoppedFor ??= error;
    void reader.cancel().catch(() => undefined);
  };
  const watch = (ms: number, reason: "firstByteTimeout" | "inactivity") => {
    options.clock.clearTimeout(timer);
    timer = options.clock.setTimeout(() => stop(StreamError.of(reason)), ms);
  };
  const onAbort = () => stop(StreamError.of("aborted"));
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener("abort", onAbort, { once: true });
  watch(options.firstByteMs, "firstByteTimeout");

  try {
    while (stoppedFor === null) {
      const { done, value } = await reader.read();
      if (stoppedFor !== null) break;
      if (done) throw StreamError.of("incomplete");
      watch(options.inactivityMs, "inactivity");
      if (options.onText(decoder.decode(value, { stream: true })) === "stop") {
        void reader.cancel().catch(() => undefined);
        return;
      }
    }
    throw stoppedFor;
  } catch (error) {
    // A cut connection rejects the read; an earlier reason (abort, time-out) wins over it.
    if (stoppedFor !== null) throw stoppedFor;
    if (error instanceof StreamError) throw error;
    throw StreamError.of("incomplete");
  } finally {
    options.clock.clearTimeout(timer);
    options.signal?.removeEventListener("abort", onAbort);
  }
}
