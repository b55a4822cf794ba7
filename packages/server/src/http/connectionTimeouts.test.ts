// Slow clients cannot hold sockets (issue 43): a connection that sends half its headers and
// stalls, or its headers and then too little of its body, is closed once its time is up, while a
// client that sends in time is answered, and an answer may stream for longer than a request may
// take to arrive. Over real sockets, with the limits shortened through the server's config; the
// production numbers are core's.
import { connect, type Socket } from "node:net";
import { REQUEST_HEADERS_TIMEOUT_MS, REQUEST_RECEIVE_TIMEOUT_MS } from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFromEnv } from "../config";
import type { RunningServer } from "../server";
import { startTestServer } from "../testing/testServer";

const HEADERS_MS = 600;
const REQUEST_MS = 1_500;
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({
    connectionTimeouts: { headersMs: HEADERS_MS, requestMs: REQUEST_MS, idleMs: 65_000 },
  });
});
afterAll(() => server.close());

interface Ending {
  readonly closedAfterMs: number;
  readonly received: string;
}

/** Opens a socket to the server, writes `sent`, then waits (up to `waitMs`) for the server to close it. */
function stallAfter(sent: string, waitMs: number): Promise<Ending | "still open"> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: hostname, port: Number(port) }, () => socket.write(sent));
    const startedAt = Date.now();
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET") reject(error);
    });
    socket.on("close", () => {
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - startedAt, received });
    });
    const giveUp = setTimeout(() => {
      socket.removeAllListeners("close");
      socket.destroy();
      resolve("still open");
    }, waitMs);
  });
}

describe("a slow client", () => {
  it("that sends half its headers and stalls is disconnected once the headers' time is up", async () => {
    const ending = await stallAfter("POST /v1/users/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty", 15_000);
    expect(ending).not.toBe("still open");
    const { closedAfterMs, received } = ending as Ending;
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(received).toContain('{"detail":"The request took too long to arrive.","code":"request_timeout"}');
  });

  it("that sends its headers and too little of its body is disconnected once the request's time is up", async () => {
    const head = "POST /v1/users/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n";
    const ending = await stallAfter(`${head}Content-Length: 100\r\n\r\n{"email":`, 15_000);
    expect(ending).not.toBe("still open");
    expect((ending as Ending).closedAfterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
  });

  it("that opens many stalled sockets has every one closed", async () => {
    const endings = await Promise.all(
      Array.from({ length: 50 }, () => stallAfter("GET /v1/health HTTP/1.1\r\n", 15_000)),
    );
    expect(endings.filter((ending) => ending === "still open")).toEqual([]);
  });
});

describe("a client in time", () => {
  it("is answered, and its kept-alive connection stays open while idle", async () => {
    const ending = await stallAfter("GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", REQUEST_MS * 2);
    expect(ending).toBe("still open");
  });
});

describe("the production limits", () => {
  it("are core's numbers: the headers' time is short, the request's long enough for a 20 MB PDF on a slow link", () => {
    expect(configFromEnv({}).connectionTimeouts).toMatchObject({
      headersMs: REQUEST_HEADERS_TIMEOUT_MS,
      requestMs: REQUEST_RECEIVE_TIMEOUT_MS,
    });
    expect(REQUEST_HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(20_000);
    // 20 MB at 600 kbit/s.
    expect(REQUEST_RECEIVE_TIMEOUT_MS).toBeGreaterThanOrEqual(((20 * 1_048_576 * 8) / 600_000) * 1000);
  });
});
