// The assistant (spec §7): POST /ai/stream answers as server-sent events (the contract's events,
// a heartbeat comment while the provider is quiet, no proxy buffering); POST /ai/query answers in
// one piece; GET /ai/health and /ai/modes say who answers and how.
import { AI_STREAM_HEARTBEAT_MS, contract } from "@moatwise/core";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";
import { AreaFailure } from "../../areas/areaFailure";
import type { AnswerEvent } from "../../languageModel/aiProvider";
import type { AppServices } from "../context";
import { HttpError } from "../errors";
import { route } from "../route";

/** What a failed answer tells the user; a provider's own words when it gave some. */
export function answerFailure(error: unknown): string {
  if (error instanceof AreaFailure || error instanceof HttpError) return error.message;
  return "The assistant could not finish this answer. Please try again.";
}

async function sendEvent(stream: SSEStreamingApi, event: AnswerEvent) {
  const { _tag, ...data } = event;
  await stream.writeSSE({ event: _tag, data: JSON.stringify(data) });
}

/** Aborts when the client goes away, so the provider stops working for nobody. */
function abortOnDisconnect(stream: SSEStreamingApi, request: Request): AbortController {
  const controller = new AbortController();
  const abort = () => controller.abort(new Error("The client went away."));
  stream.onAbort(abort);
  request.signal.addEventListener("abort", abort);
  return controller;
}

export function aiRoutes({ ai }: AppServices) {
  const endpoints = contract.ai;
  return [
    route(endpoints.stream, async ({ c, userId, body: request }) => {
      await ai.checkQuota(userId);
      c.header("X-Accel-Buffering", "no");
      return streamSSE(c, async (stream) => {
        const controller = abortOnDisconnect(stream, c.req.raw);
        const heartbeat = setInterval(
          () => void stream.write(": heartbeat\n\n").catch(() => {}),
          AI_STREAM_HEARTBEAT_MS,
        );
        try {
          for await (const event of ai.answer(request, { userId, signal: controller.signal })) {
            if (controller.signal.aborted) break;
            await sendEvent(stream, event);
          }
        } catch (error) {
          if (!controller.signal.aborted) await sendEvent(stream, { _tag: "error", message: answerFailure(error) });
        } finally {
          clearInterval(heartbeat);
        }
      });
    }),
    route(endpoints.query, async ({ c, userId, body: request }) => {
      await ai.checkQuota(userId);
      return ai.query(request, { userId, signal: c.req.raw.signal });
    }),
    route(endpoints.health, () => ai.health()),
    route(endpoints.modes, () => ai.modes()),
  ];
}
