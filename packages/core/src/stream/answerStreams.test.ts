// The AI answer stream and the PDF chat stream over a scripted network and a simulated clock:
// events in order whatever the chunking, the done and [DONE] endings, cuts, a slow first byte,
// silence, aborts, and the signed-out handling after a 401 or 403.
import { Effect, Exit, Fiber } from "effect";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { SimulatedClock } from "xstate";
import { ApiClient, makeApiClient } from "../api/ApiClient";
import type { ApiError } from "../api/ApiError";
import type { AiRequest } from "../domain/chat/aiRequest";
import { texts } from "../domain/texts";
import { controlledStream, json, type ScriptedAnswer, scriptedFetch, settle } from "../testing/scriptedFetch";
import { type AiStreamProgress, aiAnswerStream } from "./aiAnswerStream";
import { streamAsPromise } from "./openStream";
import { type PdfChatProgress, pdfChatStream } from "./pdfChatStream";
import { StreamError } from "./StreamError";

const request: AiRequest = { message: "What does Apple sell?", mode: "chat", options: {} };
const done = {
  citations: ["https://www.apple.com/"],
  search_results: [{ url: "https://www.apple.com/", title: "Apple", content: "Products" }],
  reasoning_summary: null,
  mode: "chat",
  provider: "offline",
  model: "retrieval-v1",
};
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
const WELL_FORMED =
  ": keep-alive\n\n" +
  sse("thinking", { content: "Looking at filings" }) +
  sse("delta", { content: "Apple sells " }) +
  sse("citations", { citations: done.citations, search_results: done.search_results }) +
  sse("delta", { content: "iPhones." }) +
  sse("done", done);
const WELL_FORMED_EVENTS = [
  { _tag: "thinking", content: "Looking at filings" },
  { _tag: "delta", content: "Apple sells " },
  { _tag: "citations", citations: done.citations, search_results: done.search_results },
  { _tag: "delta", content: "iPhones." },
];

function harness(script: ScriptedAnswer[]) {
  const network = scriptedFetch(script);
  const clock = new SimulatedClock();
  const onUnauthorized = vi.fn();
  const client = makeApiClient({ baseUrl: "http://api.test", fetch: network.fetch, clock, onUnauthorized });
  client.accessToken.set("tok-1");
  const events: Array<AiStreamProgress | PdfChatProgress> = [];
  const start = <A>(effect: Effect.Effect<A, ApiError | StreamError, ApiClient>) => {
    const fiber = Effect.runFork(Effect.provideService(effect, ApiClient, client));
    return { outcome: () => Effect.runPromise(Fiber.await(fiber)), fiber };
  };
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return {
    client,
    network,
    clock,
    onUnauthorized,
    events,
    start,
    advance,
    onEvent: (e: AiStreamProgress | PdfChatProgress) => {
      events.push(e);
    },
  };
}

/** A body that delivers `text` in the given chunk sizes, then ends. */
function chunkedBody(text: string, sizes: number[]): ScriptedAnswer {
  return () => {
    const encoder = new TextEncoder();
    const chunks: string[] = [];
    let at = 0;
    for (const size of sizes) {
      if (at >= text.length) break;
      chunks.push(text.slice(at, at + size));
      at += size;
    }
    if (at < text.length) chunks.push(text.slice(at));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
  };
}

describe("aiAnswerStream", () => {
  it("hands delta, thinking and citations over in order and ends with done", async () => {
    const h = harness([chunkedBody(WELL_FORMED, [WELL_FORMED.length])]);
    const exit = await h.start(aiAnswerStream(request, h.onEvent)).outcome();
    expect(exit).toEqual(Exit.succeed({ _tag: "done", ...done }));
    expect(h.events).toEqual(WELL_FORMED_EVENTS);
    expect(h.network.seen[0]?.headers.get("accept")).toBe("text/event-stream");
    expect(JSON.parse(h.network.seen[0]?.body ?? "")).toEqual(request);
  });

  it("yields the same events and result for any chunking of the same bytes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 60 }), async (sizes) => {
        const h = harness([chunkedBody(WELL_FORMED, sizes)]);
        const exit = await h.start(aiAnswerStream(request, h.onEvent)).outcome();
        expect(exit).toEqual(Exit.succeed({ _tag: "done", ...done }));
        expect(h.events).toEqual(WELL_FORMED_EVENTS);
      }),
      { numRuns: 40 },
    );
  });

  it("skips event names it does not know", async () => {
    const body = sse("usage", { tokens: 12 }) + sse("delta", { content: "Hi" }) + sse("done", done);
    const h = harness([chunkedBody(body, [])]);
    const exit = await h.start(aiAnswerStream(request, h.onEvent)).outcome();
    expect(Exit.isSuccess(exit)).toBe(true);
    expect(h.events).toEqual([{ _tag: "delta", content: "Hi" }]);
  });

  it("fails with the server's message on an error event", async () => {
    const h = harness([
      chunkedBody(sse("delta", { content: "Hi" }) + sse("error", { message: "Model overloaded" }), []),
    ]);
    expect(await h.start(aiAnswerStream(request, h.onEvent)).outcome()).toEqual(
      Exit.fail(StreamError.server("Model overloaded")),
    );
  });

  it("fails as unreadable on an event whose data is not JSON", async () => {
    const h = harness([chunkedBody("event: delta\ndata: {oops\n\n", [])]);
    expect(await h.start(aiAnswerStream(request, h.onEvent)).outcome()).toEqual(
      Exit.fail(StreamError.of("unreadable")),
    );
  });

  it("a stream that ends without done fails with 'Stream ended without a done event.'", async () => {
    const h = harness([chunkedBody(sse("delta", { content: "Hi" }), [])]);
    const exit = await h.start(aiAnswerStream(request, h.onEvent)).outcome();
    expect(exit).toEqual(Exit.fail(StreamError.of("incomplete")));
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain(texts.streamEndedWithoutDone);
  });

  it("a stream cut mid-event fails as incomplete and never delivers the half event", async () => {
    const stream = controlledStream();
    const h = harness([stream.answer]);
    const call = h.start(aiAnswerStream(request, h.onEvent));
    await settle();
    stream.push(sse("delta", { content: "Apple " }));
    stream.push('event: delta\ndata: {"content": "sel');
    await settle();
    stream.cut();
    expect(await call.outcome()).toEqual(Exit.fail(StreamError.of("incomplete")));
    expect(h.events).toEqual([{ _tag: "delta", content: "Apple " }]);
  });

  it("a slow first byte: aborts at 30 s after the answer opened", async () => {
    const stream = controlledStream();
    const h = harness([stream.answer]);
    const call = h.start(aiAnswerStream(request, h.onEvent));
    await settle();
    await h.advance(29_999);
    expect(h.events).toHaveLength(0);
    stream.push(sse("delta", { content: "late but in time" }));
    await settle();
    expect(h.events).toHaveLength(1);
    stream.push(sse("done", done));
    expect(Exit.isSuccess(await call.outcome())).toBe(true);

    const silent = controlledStream();
    const h2 = harness([silent.answer]);
    const call2 = h2.start(aiAnswerStream(request, h2.onEvent));
    await settle();
    await h2.advance(30_000);
    expect(await call2.outcome()).toEqual(Exit.fail(StreamError.of("firstByteTimeout")));
  });

  it("121 s of silence after data aborts at 120 s; data in between restarts the watch", async () => {
    const stream = controlledStream();
    const h = harness([stream.answer]);
    const call = h.start(aiAnswerStream(request, h.onEvent));
    await settle();
    stream.push(sse("delta", { content: "A" }));
    await settle();
    await h.advance(100_000);
    stream.push(sse("delta", { content: "B" }));
    await settle();
    await h.advance(119_999);
    expect(h.events).toHaveLength(2);
    await h.advance(1);
    expect(await call.outcome()).toEqual(Exit.fail(StreamError.of("inactivity")));
  });

  it("an abort by the caller is told apart from a failure", async () => {
    const stream = controlledStream();
    const h = harness([stream.answer]);
    const controller = new AbortController();
    const answer = streamAsPromise(h.client, aiAnswerStream(request, h.onEvent), controller.signal);
    await settle();
    stream.push(sse("delta", { content: "A" }));
    await settle();
    controller.abort();
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamError);
    expect((error as StreamError).isAbort).toBe(true);
    expect(StreamError.of("incomplete").isAbort).toBe(false);
  });

  it("401 with a fatal refresh ends in the signed-out handling", async () => {
    const h = harness([json(401, { detail: "expired", code: "token_expired" }), json(401, { detail: "No session" })]);
    const exit = await h.start(aiAnswerStream(request, h.onEvent)).outcome();
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain(texts.notAuthenticated);
    expect(h.client.accessToken.get()).toBeNull();
    expect(h.onUnauthorized).toHaveBeenCalledOnce(); // the machine and the stream signal one loss once
  });

  it("403 that survives the CSRF renewal ends in the signed-out handling", async () => {
    const forbidden = json(403, { detail: "Forbidden", code: "forbidden" });
    const h = harness([forbidden, json(200, { csrf_token: "c-2" }), forbidden]);
    const exit = await h.start(aiAnswerStream(request, h.onEvent)).outcome();
    expect(Exit.isFailure(exit)).toBe(true);
    expect(h.client.accessToken.get()).toBeNull();
    expect(h.onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe("pdfChatStream", () => {
  const pdfRequest = { sessionId: "s1", message: "What is the revenue?" };
  const line = (data: unknown) => `data: ${typeof data === "string" ? data : JSON.stringify(data)}\n`;

  it("accumulates content, keeps the sources, ignores config and meta, and ends at [DONE]", async () => {
    const body =
      line({ type: "config", model: "x" }) +
      line({ type: "content", text: "Revenue was " }) +
      line({ type: "meta", pages: 80 }) +
      "\n" +
      line({ type: "content", text: "$391.0 billion." }) +
      line({ type: "sources", sources: [{ pageNumber: 28, text: "Total net sales 391,035" }] }) +
      line("[DONE]") +
      line({ type: "content", text: "after the end" });
    const h = harness([chunkedBody(body, [7, 3, 50])]);
    const exit = await h.start(pdfChatStream(pdfRequest, h.onEvent)).outcome();
    expect(exit).toEqual(
      Exit.succeed({
        text: "Revenue was $391.0 billion.",
        sources: [{ pageNumber: 28, text: "Total net sales 391,035" }],
      }),
    );
    expect(h.events.map((e) => ("type" in e ? e.type : e._tag))).toEqual(["content", "content", "sources"]);
  });

  it("fails as incomplete when the stream ends before [DONE]", async () => {
    const h = harness([chunkedBody(line({ type: "content", text: "Rev" }), [])]);
    expect(await h.start(pdfChatStream(pdfRequest, h.onEvent)).outcome()).toEqual(
      Exit.fail(StreamError.of("incomplete")),
    );
  });
});
