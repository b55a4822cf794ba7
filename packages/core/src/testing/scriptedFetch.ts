// Test doubles for the network: a fetch that answers from a script, in order, and records every
// request; answers that fail, hang until aborted, or stream chunks the test releases one by one.
// Used by core's tests only; not part of the public API.

export interface SeenRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string;
  readonly credentials: Request["credentials"];
}

/** One scripted answer: given the request (and its abort signal), a Response or a thrown error. */
export type ScriptedAnswer = (request: Request) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): ScriptedAnswer {
  return () =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", ...headers },
    });
}

/** The network fails (DNS, reset, offline): fetch rejects with a TypeError, as browsers do. */
export const networkError: ScriptedAnswer = () => {
  throw new TypeError("fetch failed");
};

/** No answer at all until the request is aborted. */
export const hang: ScriptedAnswer = (request) =>
  new Promise<Response>((_, reject) => {
    request.signal.addEventListener("abort", () => reject(request.signal.reason), { once: true });
  });

/** Like `hang`, and tells whether the client aborted the request. */
export function watchedHang() {
  let aborted = false;
  const answer: ScriptedAnswer = (request) => {
    request.signal.addEventListener("abort", () => {
      aborted = true;
    });
    return hang(request);
  };
  return { answer, wasAborted: () => aborted };
}

/** A streaming answer whose chunks the test pushes and ends by hand. */
export function controlledStream(status = 200, contentType = "text/event-stream") {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    answer: (() => new Response(body, { status, headers: { "content-type": contentType } })) as ScriptedAnswer,
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    cut: () => controller.error(new TypeError("network error")),
  };
}

export function scriptedFetch(script: ScriptedAnswer[]) {
  const seen: SeenRequest[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.clone().text(),
      credentials: request.credentials,
    });
    const next = script.shift();
    if (!next) throw new Error(`Unscripted request: ${request.method} ${request.url}`);
    return next(request);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    seen,
    /** Adds answers for later requests. */
    add: (...answers: ScriptedAnswer[]) => script.push(...answers),
    get remaining() {
      return script.length;
    },
  };
}

/** Lets pending promise callbacks and I/O run (fetch, body reads) without moving any clock. */
export async function settle(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}
