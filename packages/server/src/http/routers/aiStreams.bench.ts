// Many offline answers streaming at once (issue 20): 1,000 concurrent POST /v1/ai/stream on one
// process, paced as in production (AI_OFFLINE_DELTA_MS=20), while the database holds other
// users' large PDFs. Every stream must complete; the gaps between pieces show whether one
// answer (or one user's material) holds up the others. Figures are printed after the run.
import { CSRF_HEADER, type TokenResponse } from "@moatwise/core";
import { afterAll, bench, describe } from "vitest";
import { NO_CALL_LIMITS } from "../../areas/usage/callLimits";
import { pdfPages, pdfSessions } from "../../db/schema";
import { percentile, type StreamResult, streamLoad } from "../../testing/loadWorker";
import { browserFor, jsonBody, signUpMember, startTestServer, uniqueEmail } from "../../testing/testServer";

const server = await startTestServer({ aiOfflineDeltaMs: 20, callsPerMinute: NO_CALL_LIMITS });

/** Other users' PDFs: 4 users × 100 pages × 40,000 characters of prose. */
const WORDS = "revenue margin apple cloud growth risk outlook capital dividend services".split(" ");
const page = (seed: number) =>
  Array.from({ length: 5000 }, (_, index) => WORDS[(index * 7 + seed) % WORDS.length])
    .join(" ")
    .slice(0, 40_000);
for (let owner = 0; owner < 4; owner++) {
  const { user } = await signUpMember(server.url, "heavy");
  const [session] = await server.services.db
    .insert(pdfSessions)
    .values({ userId: user.id, filename: "big.pdf", pageCount: 100, byteSize: 1 })
    .returning();
  const rows = Array.from({ length: 100 }, (_, index) => ({
    sessionId: session?.id as string,
    userId: user.id,
    pageNumber: index + 1,
    text: page(index + owner),
  }));
  await server.services.db.insert(pdfPages).values(rows);
}

const browser = browserFor(server.url);
const signUp = await browser.request("/v1/users/signup", jsonBody({ email: uniqueEmail(), password: "correct horse" }));
const token = ((await signUp.json()) as TokenResponse).access_token;
const csrf = browser.cookies.get("moatwise_csrf") ?? "";
const headers = {
  authorization: `Bearer ${token}`,
  "content-type": "application/json",
  [CSRF_HEADER]: csrf,
  cookie: `moatwise_csrf=${csrf}`,
};
const body = JSON.stringify({ message: "What was Apple's revenue and margin?", mode: "chat", options: {} });
const url = `${server.url}/v1/ai/stream`;

const runs: Array<{ count: number; results: StreamResult[]; ms: number }> = [];
async function streams(count: number) {
  const started = performance.now();
  const results = await streamLoad(url, headers, body, count);
  runs.push({ count, results, ms: performance.now() - started });
}

afterAll(async () => {
  for (const { count, results, ms } of runs) {
    const done = results.filter((result) => result.ok);
    const gaps = done.flatMap((result) => result.gaps);
    const firsts = done.map((result) => result.first ?? 0);
    console.log(
      `\n${count} streams at once: ${done.length} completed, ${count - done.length} failed, in ${(ms / 1000).toFixed(1)} s; ` +
        `first event p50 ${percentile(firsts, 50).toFixed(0)} ms, p99 ${percentile(firsts, 99).toFixed(0)} ms; ` +
        `gap between events p50 ${percentile(gaps, 50).toFixed(1)} ms, p99 ${percentile(gaps, 99).toFixed(1)} ms, ` +
        `max ${Math.max(0, ...gaps).toFixed(0)} ms`,
    );
  }
  await server.close();
});

describe("POST /v1/ai/stream, offline, with 16 MB of other users' PDF text in the database", () => {
  bench("one stream", () => streams(1), { iterations: 5, time: 0, warmupIterations: 1 });
  bench("100 streams at once", () => streams(100), { iterations: 1, time: 0, warmupIterations: 0 });
  bench("1,000 streams at once", () => streams(1000), { iterations: 1, time: 0, warmupIterations: 0 });
});
