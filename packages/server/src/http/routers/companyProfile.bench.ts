// An authenticated, cached GET /v1/company/profile over real HTTP (issue 6 budget: at least
// 5,000 requests a second and p99 ≤ 20 ms on one core). The load comes from a worker thread with
// keep-alive connections, so the server's thread has its core to itself; the per-request p99 is
// printed after the run.
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
const url = `${server.url}/v1/company/profile?symbol=AAPL`;
const REQUESTS_PER_OP = 500;
const CONCURRENT = 50;
const single = loadGenerator(url, headers, 1);
const crowd = loadGenerator(url, headers, CONCURRENT);
const latencies: number[] = [];
await single.run(10); // fills the cache and opens the connection

afterAll(async () => {
  console.log(
    `\nprofile, ${CONCURRENT} at once: p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms over ${latencies.length} requests`,
  );
  await Promise.all([single.close(), crowd.close()]);
  await server.close();
});

describe("GET /v1/company/profile, signed in, cached", () => {
  bench("one request at a time (100 requests/op)", () => single.run(100).then(() => undefined), { time: 3000 });
  bench(
    `${CONCURRENT} requests at once (${REQUESTS_PER_OP} requests/op)`,
    async () => {
      latencies.push(...(await crowd.run(REQUESTS_PER_OP)));
    },
    { time: 5000 },
  );
});
