// An authenticated, cached GET /v1/company/profile over real HTTP (issue 6 budget: at least
// 5,000 requests a second and p99 ≤ 20 ms on one core). The server and this client share the
// process, so the figures include the client's own cost: a floor, not a ceiling.
import type { TokenResponse } from "@moatwise/core";
import { afterAll, bench, describe } from "vitest";
import { browserFor, jsonBody, startTestServer, uniqueEmail } from "../../testing/testServer";

const server = await startTestServer();
const signUp = await browserFor(server.url).request(
  "/v1/users/signup",
  jsonBody({ email: uniqueEmail(), password: "correct horse battery" }),
);
const headers = { authorization: `Bearer ${((await signUp.json()) as TokenResponse).access_token}` };
const url = `${server.url}/v1/company/profile?symbol=AAPL`;
const profile = async () => {
  const answer = await fetch(url, { headers });
  if (answer.status !== 200) throw new Error(`profile answered ${answer.status}`);
  await answer.arrayBuffer();
};
await profile(); // fills the cache
const CONCURRENT = 50;

afterAll(() => server.close());

describe("GET /v1/company/profile, signed in, cached", () => {
  bench("one request (latency)", profile, { time: 3000 });
  bench(
    `${CONCURRENT} requests at once (${CONCURRENT} requests/op)`,
    async () => {
      await Promise.all(Array.from({ length: CONCURRENT }, profile));
    },
    { time: 3000 },
  );
});
