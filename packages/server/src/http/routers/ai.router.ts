// The assistant (spec §7): POST /ai/stream answers as server-sent events (the contract's events,
// a heartbeat comment while the provider is quiet, no proxy buffering); POST /ai/query answers in
// one piece; GET /ai/health and /ai/modes say who answers and how.
import { AI_STREAM_HEARTBEAT_MS, AiRequest } from "@moatwise/core";
import { Hono } from "hono";
import { type SSEStreamingApi, streamSSE } from "hono/streaming";
import { AiProviderError, type AnswerEvent } from "../../areas/ai/aiProvider";
import type { AppEnv, AppServices } from "../context";
import { decodeOr400, readJson } from "../decode";
import { HttpError } from "../errors";
import { requireUser } from "../middleware/requireUser";

/** What a failed answer tells the user; a provider's own words when it gave some. */
export function answerFailure(error: unknown): string {
  if (error instanceof AiProviderError || error instanceof HttpError) return error.message;
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

export function aiRouter(services: AppServices) {
  const signedIn = requireUser(services.accessTokens);
  const { ai } = services;
  return new Hono<AppEnv>()
    .post("/ai/stream", signedIn, async (c) => {
      const request = decodeOr400(AiRequest, await readJson(c));
      const userId = c.get("userId");
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
    })
    .post("/ai/query", signedIn, async (c) => {
      const request = decodeOr400(AiRequest, await readJson(c));
      const userId = c.get("userId");
      await ai.checkQuota(userId);
      try {
        return c.json(await ai.query(request, { userId, signal: c.req.raw.signal }));
      } catch (error) {
        if (error instanceof AiProviderError) throw new HttpError(error.status, "ai_unavailable", error.message);
        throw error;
      }
    })
    .get("/ai/health", async (c) => c.json(await ai.health()))
    .get("/ai/modes", (c) => c.json(ai.modes()));
}
