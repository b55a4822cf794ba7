// 200 clients at once sending a mix of signed-in GETs (profile, quote, the user, notes, income
// statement, news, PDF list, usage) over keep-alive connections from another thread (issue 20).
// After a warm-up, the run's throughput and per-request p50/p99 are printed.
import type { TokenResponse } from "@moatwise/core";
import { afterAll, bench, describe } from "vitest";
import { loadGenerator, percentile } from "../../testing/loadWorker";
import { browserFor, jsonBody, startTestServer, uniqueEmail } from "../../testing/testServer";

const server = await startTestServer();
const signUp = await browserFor(server.url).request(
  "/v1/users/signup",
  jsonBody({ email: uniqueEmail(), password: "correct horse battery" }),
);
const headers = { authorization: `Bearer ${((await signUp.json()) as TokenResponse).access_token}` };
const paths = [
  "/v1/company/profile?symbol=AAPL",
  "/v1/company/quote?symbol=MSFT",
  "/v1/users/me",
  "/v1/notes?symbol=AAPL",
  "/v1/financials/income-statement/NVDA?period=annual",
  "/v1/company/news?symbol=AAPL",
  "/v1/pdf/sessions",
  "/v1/usage",
];
const CLIENTS = 200;
const REQUESTS_PER_OP = 2000;
const crowd = loadGenerator(
  paths.map((path) => `${server.url}${path}`),
  headers,
  CLIENTS,
);
await crowd.run(2 * REQUESTS_PER_OP); // warm-up: caches filled, connections open
const latencies: number[] = [];
let elapsedMs = 0;

afterAll(async () => {
  console.log(
    `\nmixed GETs, ${CLIENTS} clients: ${Math.round(latencies.length / (elapsedMs / 1000))} requests/s, ` +
      `p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms over ${latencies.length} requests`,
  );
  await crowd.close();
  await server.close();
});

describe("signed-in GETs of eight kinds", () => {
  bench(
    `${CLIENTS} clients (${REQUESTS_PER_OP} requests/op)`,
    async () => {
      const started = performance.now();
      latencies.push(...(await crowd.run(REQUESTS_PER_OP)));
      elapsedMs += performance.now() - started;
    },
    { time: 5000 },
  );
});
