// A stand-in for the answer stream (POST /v1/ai/stream) that the test writes to event by event,
// as a model path says: Playwright's `route.fulfill` sends a whole body at once, so the page's
// call is continued to this small server on loopback instead, which holds the response open. The
// page reads it with its own SSE parser, machine and renderer; only the server's words are the test's.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page } from "@playwright/test";

export interface AnswerStreams {
  /** Writes one server-sent event to the newest open answer (waiting for the page to ask). */
  send(event: string, data: unknown): Promise<void>;
  /** Ends the newest open answer as it is (after `done`, or cut short without it). */
  end(): Promise<void>;
  /** Ends every open answer (between paths). */
  forget(): void;
  /** Stops the stand-in. */
  close(): Promise<void>;
}

export async function holdAnswerStreams(page: Page): Promise<AnswerStreams> {
  let open: ServerResponse[] = [];
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" });
    response.flushHeaders();
    open.push(response);
    // The page gave up (Stop, another conversation): the answer is no longer anyone's.
    response.on("close", () => {
      open = open.filter((other) => other !== response);
    });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  await page.route(/\/v1\/ai\/stream$/, (route) => route.continue({ url: `http://127.0.0.1:${port}/v1/ai/stream` }));

  const newest = async () => {
    await expect.poll(() => open.length, { message: "the page asks for an answer" }).toBeGreaterThan(0);
    return open.at(-1) as ServerResponse;
  };
  return {
    async send(event, data) {
      (await newest()).write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    async end() {
      (await newest()).end();
    },
    forget() {
      for (const response of open) response.end();
      open = [];
    },
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
