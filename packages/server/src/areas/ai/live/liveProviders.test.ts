// The perplexity and openai providers on recorded chat-completions streams through an injected
// fetch: what they send (model, messages, search fields, key), the events they make of the
// stream (thinking, citations, text, done) however the bytes are cut, and failures as errors a
// user can act on.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { AiRequest } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { FAILURE_STATUS } from "../../../http/errors";
import { type AiProvider, AiProviderError, type AnswerEvent } from "../../../languageModel/aiProvider";
import { openAiProvider } from "./openAiProvider";
import { perplexityProvider, perplexitySearchFields } from "./perplexityProvider";

const recorded = (name: string) => readFileSync(join(import.meta.dirname, "recorded", name));

/** A body that arrives `size` bytes at a time, as a network would cut it. */
function bodyInPieces(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

interface Sent {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
}

function fakeServer(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(input), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    return answer();
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

const streamOf =
  (file: string, pieceSize = 7) =>
  () =>
    new Response(bodyInPieces(recorded(file), pieceSize), { headers: { "content-type": "text/event-stream" } });

async function eventsOf(provider: AiProvider, request: AiRequest): Promise<AnswerEvent[]> {
  const events: AnswerEvent[] = [];
  for await (const event of provider.answer(request, { userId: "u1", signal: new AbortController().signal })) {
    events.push(event);
  }
  return events;
}

const textOf = (events: AnswerEvent[], tag: "delta" | "thinking") =>
  events
    .filter((event) => event._tag === tag)
    .map((event) => ("content" in event ? event.content : ""))
    .join("");

const today = () => new Date("2025-02-03T10:00:00Z");

const appleQuestion: AiRequest = {
  message: "How did Apple's last quarter go?",
  mode: "news",
  options: {
    symbol: "AAPL",
    company_name: "Apple Inc.",
    domain_filters: ["x.com"],
    search_recency_filter: "week",
    search_context_size: "high",
    verbosity: "concise",
  },
  chat_history: [
    { role: "user", content: "Hi" },
    { role: "assistant", content: "Hello! Ask me about a company." },
  ],
};

describe("the perplexity provider", () => {
  it("sends Sonar's search fields, the key and the conversation", async () => {
    const server = fakeServer(streamOf("perplexity-sonar-reasoning.sse"));
    await eventsOf(perplexityProvider({ apiKey: "pplx-test", fetch: server.fetch, now: today }), appleQuestion);
    const [call] = server.sent;
    expect(call?.url).toBe("https://api.perplexity.ai/chat/completions");
    expect(call?.headers.get("authorization")).toBe("Bearer pplx-test");
    expect(call?.body).toMatchObject({
      model: "sonar",
      stream: true,
      search_domain_filter: ["x.com"],
      search_recency_filter: "week",
      web_search_options: { search_context_size: "high" },
    });
    const messages = call?.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(messages[0]?.content).toContain("Today is 2025-02-03");
    expect(messages[0]?.content).toContain("Apple Inc. (AAPL)");
    expect(messages[0]?.content).toContain("at most 5 bullets");
    expect(messages.at(-1)?.content).toBe("How did Apple's last quarter go?");
  });

  it("sends no search field the request leaves unset", () => {
    expect(perplexitySearchFields({ message: "Hi", mode: "chat", options: {} })).toEqual({});
    expect(perplexitySearchFields({ message: "Hi", mode: "chat", options: { domain_filters: [] } })).toEqual({});
  });

  it("streams the thoughts as thinking, the sources once, then the answer and done", async () => {
    for (const pieceSize of [1, 7, 64, 100_000]) {
      const server = fakeServer(streamOf("perplexity-sonar-reasoning.sse", pieceSize));
      const events = await eventsOf(perplexityProvider({ apiKey: "k", fetch: server.fetch }), appleQuestion);
      expect(textOf(events, "thinking")).toBe("The user asks about Apple's quarter. Check the press release");
      expect(textOf(events, "delta")).toBe(
        "\n\nApple's revenue was **$124.3 billion** in the December quarter [1], up 4% year over year; the 10-Q gives the segment detail [2].",
      );
      const citations = events.filter((event) => event._tag === "citations");
      expect(citations).toHaveLength(1);
      const done = events.at(-1);
      expect(done).toMatchObject({
        _tag: "done",
        provider: "perplexity",
        model: "sonar-reasoning",
        mode: "news",
        reasoning_summary: "The user asks about Apple's quarter. Check the press release",
        citations: [
          "https://www.apple.com/newsroom/2025/01/apple-reports-first-quarter-results/",
          "https://www.sec.gov/Archives/edgar/data/320193/000032019325000008/aapl-20241228.htm",
        ],
      });
      if (done?._tag !== "done") throw new Error("no done event");
      expect(done.search_results[0]).toEqual({
        url: "https://www.apple.com/newsroom/2025/01/apple-reports-first-quarter-results/",
        title: "Apple reports first quarter results",
        content: "Apple today announced financial results for its fiscal 2025 first quarter ended December 28, 2024.",
        snippet: "Apple today announced financial results for its fiscal 2025 first quarter ended December 28, 2024.",
        date: "2025-01-30",
      });
      expect(done.search_results[1]).toMatchObject({ title: "aapl-20241228 10-Q", content: "", date: "2025-01-31" });
    }
  });
});

describe("the openai provider", () => {
  it("turns reasoning_content deltas into thinking and ends at [DONE]", async () => {
    const server = fakeServer(streamOf("openai-reasoning-content.sse"));
    const provider = openAiProvider({
      baseUrl: "http://localhost:8000/v1/",
      model: "deepseek-r1",
      fetch: server.fetch,
    });
    const events = await eventsOf(provider, { message: "What is free cash flow?", mode: "explain", options: {} });
    expect(server.sent[0]?.url).toBe("http://localhost:8000/v1/chat/completions");
    expect(server.sent[0]?.headers.has("authorization")).toBe(false);
    expect(server.sent[0]?.body).not.toHaveProperty("search_domain_filter");
    expect(JSON.stringify(server.sent[0]?.body.messages)).toContain("cannot search the web");
    expect(events.map((event) => event._tag)).toEqual(["thinking", "thinking", "delta", "delta", "done"]);
    expect(textOf(events, "thinking")).toBe("Free cash flow is operating cash flow minus capital expenditure.");
    expect(textOf(events, "delta")).toBe(
      "Free cash flow is the cash a business has left after paying for its investments.",
    );
    expect(events.at(-1)).toMatchObject({
      provider: "openai",
      model: "deepseek-r1",
      citations: [],
      search_results: [],
    });
  });

  it("reads Ollama's `reasoning` deltas and CRLF lines", async () => {
    const server = fakeServer(streamOf("ollama-reasoning.sse", 5));
    const provider = openAiProvider({ baseUrl: "http://localhost:11434/v1", model: "qwen3:8b", fetch: server.fetch });
    const events = await eventsOf(provider, { message: "What is a margin?", mode: "chat", options: {} });
    expect(textOf(events, "thinking")).toBe("The margin is profit over revenue.");
    expect(textOf(events, "delta")).toBe("A margin is the share of revenue kept as profit.");
    expect(events.at(-1)).toMatchObject({ _tag: "done", reasoning_summary: "The margin is profit over revenue." });
  });

  it("uses OpenAI itself, with the key, when no address is given", async () => {
    const server = fakeServer(streamOf("openai-reasoning-content.sse"));
    await eventsOf(openAiProvider({ apiKey: "sk-test", fetch: server.fetch }), {
      message: "Hi",
      mode: "chat",
      options: {},
    });
    expect(server.sent[0]?.url).toBe("https://api.openai.com/v1/chat/completions");
    expect(server.sent[0]?.headers.get("authorization")).toBe("Bearer sk-test");
    expect(server.sent[0]?.body.model).toBe("gpt-4o-mini");
  });

  it("makes a title from the model's one-line answer", async () => {
    const server = fakeServer(() => new Response(recorded("openai-title.json")));
    const provider = openAiProvider({ apiKey: "sk", fetch: server.fetch });
    const title = await provider.title("How did Apple do last quarter?", new AbortController().signal);
    expect(title).toBe("Apple's December Quarter Revenue");
    expect(server.sent[0]?.body).toMatchObject({ stream: false });
    expect(JSON.stringify(server.sent[0]?.body.messages)).toContain("How did Apple do last quarter?");
  });

  it("leaves a reasoning model's thoughts out of the title", async () => {
    const body = { choices: [{ message: { content: "<think>Short, about margins.</think>\nMargins Explained" } }] };
    const server = fakeServer(() => Response.json(body));
    const title = await openAiProvider({ fetch: server.fetch }).title(
      "What is a margin?",
      new AbortController().signal,
    );
    expect(title).toBe("Margins Explained");
  });
});

describe("a live provider that fails", () => {
  const question: AiRequest = { message: "Hi", mode: "chat", options: {} };

  async function failureOf(answer: () => Response | Promise<Response>): Promise<AiProviderError> {
    const provider = openAiProvider({ fetch: fakeServer(answer).fetch });
    const error = await eventsOf(provider, question).catch((caught: unknown) => caught);
    if (!(error instanceof AiProviderError)) throw new Error(`expected an AiProviderError, got ${String(error)}`);
    return error;
  }

  it("says the key was rejected, in the provider's words", async () => {
    const error = await failureOf(() =>
      Response.json({ error: { message: "Incorrect API key provided: sk-***" } }, { status: 401 }),
    );
    expect(FAILURE_STATUS[error.kind]).toBe(503);
    expect(error.message).toBe(
      "The openai provider rejected the API key (HTTP 401): Incorrect API key provided: sk-***",
    );
  });

  it("answers 429 when the provider limits requests, and 502 for its other errors", async () => {
    expect(FAILURE_STATUS[(await failureOf(() => new Response("slow down", { status: 429 }))).kind]).toBe(429);
    const serverError = await failureOf(() => new Response("", { status: 500 }));
    expect(FAILURE_STATUS[serverError.kind]).toBe(502);
    expect(serverError.message).toBe("The openai provider answered HTTP 500.");
  });

  it("says when the provider cannot be reached, and reports it on health until a call succeeds", async () => {
    let reachable = false;
    const fetch = (async () => {
      if (!reachable) throw new TypeError("fetch failed");
      return streamOf("openai-reasoning-content.sse")();
    }) as typeof globalThis.fetch;
    const provider = openAiProvider({ baseUrl: "http://localhost:11434/v1", fetch });
    const error = await eventsOf(provider, question).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).message).toBe(
      "Could not reach the openai provider at http://localhost:11434/v1.",
    );
    expect(await provider.health()).toEqual({ status: "degraded", detail: (error as AiProviderError).message });
    reachable = true;
    await eventsOf(provider, question);
    expect(await provider.health()).toEqual({ status: "ok", detail: null });
  });

  it("fails a stream that stops before its end, after what it did send", async () => {
    const cut = recorded("openai-reasoning-content.sse").toString("utf8").split("data: {")[3] ?? "";
    const partial = `data: {${cut}`;
    const provider = openAiProvider({ fetch: fakeServer(() => new Response(partial)).fetch });
    const events: AnswerEvent[] = [];
    const error = await (async () => {
      for await (const event of provider.answer(question, { userId: "u1", signal: new AbortController().signal })) {
        events.push(event);
      }
    })().catch((caught: unknown) => caught);
    expect(events.map((event) => event._tag)).toEqual(["thinking"]);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).message).toBe("The openai provider stopped before finishing its answer.");
  });

  it("passes on an error the server sends inside the stream", async () => {
    const stream = `data: ${JSON.stringify({ error: { message: "model 'llama9' not found" } })}\n\n`;
    const error = await failureOf(() => new Response(stream));
    expect(FAILURE_STATUS[error.kind]).toBe(502);
    expect(error.message).toBe("model 'llama9' not found");
  });
});
