// Several server processes behind one proxy share one database and nothing else: two servers
// started on one database (PGlite here, PostgreSQL in CI) must give the same answers about sign-in
// throttling, the daily AI quota and revoked sessions, whichever of them is asked. The quota also
// holds when many answers are asked for at once.
import type { TokenResponse } from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_MAX_FAILURES } from "../auth/loginThrottle";
import { type OpenDatabase, openDatabase } from "../db/database";
import type { RunningServer } from "../server";
import {
  browserFor,
  jsonBody,
  postFormFrom,
  randomLoopbackAddress,
  sendAs,
  signUpMember,
  startTestServer,
  testConfig,
  uniqueEmail,
} from "../testing/testServer";

const QUOTA = 3;
let database: OpenDatabase;
let first: RunningServer;
let second: RunningServer;
beforeAll(async () => {
  database = await openDatabase(testConfig());
  first = await startTestServer({ aiDailyQuota: QUOTA }, { database });
  second = await startTestServer({ aiDailyQuota: QUOTA }, { database });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.close();
});

const password = "correct horse battery";
const question = { message: "Apple revenue", mode: "chat", options: {} };

describe("two server processes on one database", () => {
  it("count sign-in failures together: the 11th try, on the other server, is refused", async () => {
    const email = uniqueEmail("shared");
    const address = randomLoopbackAddress();
    await fetch(`${first.url}/v1/users/signup`, jsonBody({ email, password }));
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const server = i % 2 === 0 ? first : second;
      const answer = await postFormFrom(address, `${server.url}/v1/users/signin`, {
        username: email,
        password: "no",
      });
      expect(answer.status).toBe(401);
    }
    const refused = await postFormFrom(address, `${second.url}/v1/users/signin`, { username: email, password });
    expect(refused.status).toBe(429);
    const elsewhere = await postFormFrom(address, `${first.url}/v1/users/signin`, { username: email, password });
    expect(elsewhere.status).toBe(429);
  });

  it("share the daily AI quota, even when 20 answers are asked for at once across both", async () => {
    const member = await signUpMember(first.url, "quota");
    const onSecond = { ...member, browser: browserFor(second.url) };
    await onSecond.browser.request("/v1/auth/csrf", { headers: member.auth });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        sendAs(index % 2 === 0 ? member : onSecond, "POST", "/v1/ai/query", question),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(QUOTA);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - QUOTA);
    const later = await sendAs(onSecond, "POST", "/v1/ai/stream", question);
    expect(later.status).toBe(429);
  });

  it("end a signed-out session's access token on the other server at once", async () => {
    const browser = browserFor(first.url);
    const signedUp = await browser.request("/v1/users/signup", jsonBody({ email: uniqueEmail("revoke"), password }));
    const { access_token } = (await signedUp.json()) as TokenResponse;
    const auth = { authorization: `Bearer ${access_token}` };
    expect((await fetch(`${second.url}/v1/users/me`, { headers: auth })).status).toBe(200);
    expect((await browser.request("/v1/auth/logout", { method: "POST", headers: auth })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the notification crosses the database
    expect((await fetch(`${second.url}/v1/users/me`, { headers: auth })).status).toBe(401);
    expect((await fetch(`${first.url}/v1/users/me`, { headers: auth })).status).toBe(401);
  });
});

describe("the daily AI quota under concurrency", () => {
  it("lets exactly the quota through when 20 answers are asked for at once", async () => {
    const limited = await startTestServer({ aiDailyQuota: QUOTA });
    try {
      const member = await signUpMember(limited.url, "burst");
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => sendAs(member, "POST", "/v1/ai/query", question)),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(QUOTA);
    } finally {
      await limited.close();
    }
  });
});
