// Opens a streaming call through the ApiClient (so it gets the same recovery as every call) and
// reads it to its end, as an Effect; and the same as a Promise for callers without Effect, where
// an abort by the caller rejects with StreamError "aborted", told apart from every failure.
import { Cause, Effect, Exit } from "effect";
import { ApiClient, type ApiClientShape } from "../api/ApiClient";
import type { ApiError } from "../api/ApiError";
import type { AnyEndpoint } from "../api/contract/endpoint";
import type { RequestParts } from "../api/requestParts";
import { AI_STREAM_FIRST_BYTE_TIMEOUT_MS, AI_STREAM_INACTIVITY_TIMEOUT_MS } from "../domain/constants";
import { readTextStream } from "./readTextStream";
import { StreamError } from "./StreamError";

/** Decoded text in; "stop" once the stream's end marker was seen. */
export type TextSink = (text: string) => "more" | "stop";

/**
 * Sends `endpoint` and feeds its body to the sink made for it. A 401 or 403 that the request's own
 * recovery could not cure ends in the signed-out handling (spec §8).
 */
export function readStreamingCall(
  endpoint: AnyEndpoint,
  parts: RequestParts,
  sink: () => TextSink,
): Effect.Effect<void, ApiError | StreamError, ApiClient> {
  return Effect.gen(function* () {
    const client = yield* ApiClient;
    const response = (yield* client.send(endpoint, parts).pipe(
      Effect.tapError((error) =>
        Effect.sync(() => {
          if (error.status === 401 || error.status === 403) client.session.lost();
        }),
      ),
    )) as Response;
    const onText = sink();
    yield* Effect.tryPromise({
      try: (signal) =>
        readTextStream(response.body, {
          clock: client.clock,
          firstByteMs: AI_STREAM_FIRST_BYTE_TIMEOUT_MS,
          inactivityMs: AI_STREAM_INACTIVITY_TIMEOUT_MS,
          signal,
          onText,
        }),
      catch: (error) => (error instanceof StreamError ? error : StreamError.of("incomplete")),
    });
  });
}

/** Runs a stream Effect as a Promise; the caller's abort rejects with StreamError "aborted". */
export async function streamAsPromise<A>(
  client: ApiClientShape,
  effect: Effect.Effect<A, ApiError | StreamError, ApiClient>,
  signal?: AbortSignal,
): Promise<A> {
  const exit = await Effect.runPromiseExit(Effect.provideService(effect, ApiClient, client), signal ? { signal } : {});
  if (Exit.isSuccess(exit)) return exit.value;
  if (Cause.hasInterrupts(exit.cause)) throw StreamError.of("aborted");
  throw Cause.squash(exit.cause);
}
