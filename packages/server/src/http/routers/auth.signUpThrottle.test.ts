// Sign-up throttling over real HTTP on a real database (issue 43): at the default limit, one
// client (an IPv4 address, an IPv6 /64) creates so many accounts an hour and then gets 429 with
// Retry-After; sign-ups made at once cannot slip past it; a sign-up that makes no account gives
// its place back. Behind a trusted proxy, so each request names its client; the server's clock is
// moved by hand.
import { randomBytes } from "node:crypto";
import { SIGNUP_WINDOW_MS, SIGNUPS_PER_HOUR } from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFromEnv } from "../../config";
import type { RunningServer } from "../../server";
import { jsonBody, randomLoopbackAddress, startTestServer, uniqueEmail } from "../../testing/testServer";

const password = "correct horse battery";
// The start of an hour, a minute in, so a test's sign-ups all fall in one hour.
let clockMs = Math.floor(Date.now() / SIGNUP_WINDOW_MS) * SIGNUP_WINDOW_MS + 60_000;
let server: RunningServer;
const defaultLimit = configFromEnv({}).signUpsPerHour;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true, signUpsPerHour: defaultLimit }, { now: () => clockMs });
});
afterAll(() => server.close());

const randomPrefix64 = () => `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;

async function signUpFrom(from: string, body: Record<string, string> = { email: uniqueEmail("new"), password }) {
  const init = jsonBody(body);
  const answer = await fetch(`${server.url}/v1/users/signup`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": from },
  });
  return {
    status: answer.status,
    retryAfter: answer.headers.get("retry-after"),
    body: (await answer.json()) as Record<string, unknown>,
  };
}

describe("sign-ups from one client", () => {
  it("are limited by default to core's number an hour, then 429 with Retry-After until the next hour", async () => {
    expect(defaultLimit).toBe(SIGNUPS_PER_HOUR);
    const address = randomLoopbackAddress();
    for (let i = 0; i < SIGNUPS_PER_HOUR; i++) expect((await signUpFrom(address)).status).toBe(201);
    const refused = await signUpFrom(address);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("too_many_sign_ups");
    expect(refused.body.detail).toBe(
      `Too many accounts were created from your network: at most ${SIGNUPS_PER_HOUR} accounts an hour. Try again in 59 minutes.`,
    );
    expect(Number(refused.retryAfter)).toBe((SIGNUP_WINDOW_MS - 60_000) / 1000);
    // Another client is not held back by it.
    expect((await signUpFrom(randomLoopbackAddress())).status).toBe(201);
    clockMs += SIGNUP_WINDOW_MS;
    expect((await signUpFrom(address)).status).toBe(201);
  });

  it("count an IPv6 client as its /64: its addresses share one allowance, another /64 has its own", async () => {
    const prefix = randomPrefix64();
    const statuses: number[] = [];
    for (let i = 1; i <= SIGNUPS_PER_HOUR + 3; i++)
      statuses.push((await signUpFrom(`${prefix}::${i.toString(16)}`)).status);
    expect(statuses).toEqual([...Array(SIGNUPS_PER_HOUR).fill(201), 429, 429, 429]);
    expect((await signUpFrom(`${randomPrefix64()}::1`)).status).toBe(201);
  });

  it("made at once, create no more accounts than the limit", async () => {
    const address = randomLoopbackAddress();
    const answers = await Promise.all(Array.from({ length: SIGNUPS_PER_HOUR * 3 }, () => signUpFrom(address)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(SIGNUPS_PER_HOUR);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(SIGNUPS_PER_HOUR * 2);
  });

  it("that make no account (a weak password, a taken address) use none of the allowance", async () => {
    const address = randomLoopbackAddress();
    const taken = uniqueEmail("taken");
    expect((await signUpFrom(address, { email: taken, password })).status).toBe(201);
    for (let i = 0; i < SIGNUPS_PER_HOUR; i++) {
      expect((await signUpFrom(address, { email: uniqueEmail(), password: "password" })).status).toBe(400);
      expect((await signUpFrom(address, { email: taken, password })).status).toBe(409);
    }
    for (let i = 1; i < SIGNUPS_PER_HOUR; i++) expect((await signUpFrom(address)).status).toBe(201);
    expect((await signUpFrom(address)).status).toBe(429);
  });
});
