// Sign-in throttling over real HTTP, behind a trusted proxy so each request names its client
// address: an IPv6 client counts as its /64, and a browser that has signed in to the account
// before (its device cookie) keeps an allowance of its own that an attacker on the same address
// cannot use up. Guesses at one account spread over many addresses, or over the /64s of one /48,
// are stopped too (issue 43), and the owner's device cookie still signs in. The server's clock is moved by hand, so nothing waits in real time.
import { randomBytes } from "node:crypto";
import {
  LOGIN_MAX_ACCOUNT_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_PREFIX48_ADDRESS_FAILURES,
  LOGIN_MAX_PREFIX48_FAILURES,
  LOGIN_WINDOW_MS,
} from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { formBody, jsonBody, randomLoopbackAddress, startTestServer, uniqueEmail } from "../../testing/testServer";
import { DEVICE_COOKIE_NAME } from "./auth.router";

const password = "correct horse battery";
let clockMs = Date.now();
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true }, { now: () => clockMs });
});
afterAll(() => server.close());

const randomGroup = () => randomBytes(2).toString("hex");
/** A /48 of the documentation range of its own, so runs on a kept database never share one. */
const randomPrefix48 = () => `2001:db8:${randomGroup()}`;
/** A /64 of the documentation range of its own (in a /48 of its own). */
const randomPrefix64 = () => `${randomPrefix48()}:${randomGroup()}`;

/** Statuses of guesses at `email` from each address in turn, `perAddress` from each. */
async function guessFrom(addresses: ReadonlyArray<string>, email: string, perAddress: number): Promise<number[]> {
  const statuses: number[] = [];
  for (const from of addresses) {
    for (let i = 0; i < perAddress; i++) statuses.push((await signIn(from, email, `guess ${i}`)).status);
  }
  return statuses;
}

/** How many 401s came before the first 429, and whether every answer after it was a 429 too. */
function firstRefusal(statuses: ReadonlyArray<number>) {
  const at = statuses.indexOf(429);
  return { failuresBefore: at === -1 ? statuses.length : at, refusedAfter: statuses.slice(at).every((s) => s === 429) };
}

interface SignInAnswer {
  readonly status: number;
  readonly retryAfter: string | null;
  /** The Set-Cookie line of the device cookie, when one was handed out. */
  readonly deviceCookieLine: string | undefined;
  readonly deviceCookie: string | undefined;
}

async function signIn(from: string, email: string, secret: string, deviceCookie?: string): Promise<SignInAnswer> {
  const form = formBody({ username: email, password: secret });
  const headers: Record<string, string> = {
    ...(form.headers as Record<string, string>),
    "x-forwarded-for": from,
    ...(deviceCookie === undefined ? {} : { cookie: `${DEVICE_COOKIE_NAME}=${deviceCookie}` }),
  };
  const answer = await fetch(`${server.url}/v1/users/signin`, { ...form, headers });
  await answer.arrayBuffer();
  const deviceCookieLine = answer.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE_NAME}=`));
  return {
    status: answer.status,
    retryAfter: answer.headers.get("retry-after"),
    deviceCookieLine,
    deviceCookie: deviceCookieLine?.split(";")[0]?.slice(DEVICE_COOKIE_NAME.length + 1),
  };
}

async function signUp(): Promise<string> {
  const email = uniqueEmail("owner");
  expect((await fetch(`${server.url}/v1/users/signup`, jsonBody({ email, password }))).status).toBe(201);
  return email;
}

/** An owner whose browser has signed in before from `from`, and the device cookie it keeps. */
async function ownerWithDevice(from: string) {
  const email = await signUp();
  const first = await signIn(from, email, password);
  expect(first.status).toBe(200);
  expect(first.deviceCookie).toBeTruthy();
  return { email, deviceCookie: first.deviceCookie as string };
}

/** An attacker's failures at `email` from `from`, until that pair is locked. */
async function lockPair(from: string, email: string) {
  for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await signIn(from, email, "guess")).status).toBe(401);
  expect((await signIn(from, email, "guess")).status).toBe(429);
}

describe("IPv6 clients count per /64", () => {
  it("30 addresses of one /64 share one allowance: the 11th gets 429 with Retry-After", async () => {
    const email = await signUp();
    const prefix = randomPrefix64();
    const answers: SignInAnswer[] = [];
    for (let i = 1; i <= 30; i++) answers.push(await signIn(`${prefix}:${i.toString(16)}::${i}`, email, "guess"));
    expect(answers.slice(0, LOGIN_MAX_FAILURES).map((a) => a.status)).toEqual(Array(LOGIN_MAX_FAILURES).fill(401));
    expect(answers.slice(LOGIN_MAX_FAILURES).map((a) => a.status)).toEqual(Array(30 - LOGIN_MAX_FAILURES).fill(429));
    expect(Number(answers[LOGIN_MAX_FAILURES]?.retryAfter)).toBe(LOGIN_WINDOW_MS / 1000);
    // The owner, in another /64, is not held back by it.
    expect((await signIn(`${randomPrefix64()}::1`, email, password)).status).toBe(200);
  });

  it("an IPv4 address written as IPv6 is the same client as the IPv4 address", async () => {
    const email = await signUp();
    const address = randomLoopbackAddress();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const from = i % 2 === 0 ? address : `::ffff:${address}`;
      expect((await signIn(from, email, "guess")).status).toBe(401);
    }
    expect((await signIn(address, email, password)).status).toBe(429);
  });
});

describe("device cookies", () => {
  it("are handed out at sign-in: HttpOnly, SameSite=Strict, sent to sign-in only, Secure over TLS", async () => {
    const email = await signUp();
    const plain = await signIn(randomLoopbackAddress(), email, password);
    expect(plain.deviceCookieLine).toMatch(/; HttpOnly/);
    expect(plain.deviceCookieLine).toMatch(/; SameSite=Strict/);
    expect(plain.deviceCookieLine).toMatch(/; Path=\/v1\/users\/signin(;|$)/);
    expect(plain.deviceCookieLine).not.toMatch(/; Secure/);
    const form = formBody({ username: email, password });
    const overTls = await fetch(`${server.url}/v1/users/signin`, {
      ...form,
      headers: { ...(form.headers as object), "x-forwarded-proto": "https" },
    });
    const line = overTls.headers.getSetCookie().find((l) => l.startsWith(`${DEVICE_COOKIE_NAME}=`));
    expect(line).toMatch(/; Secure/);
    // The cookie never holds the e-mail.
    expect(decodeURIComponent(plain.deviceCookie ?? "")).not.toContain(email.split("@")[0]);
  });

  it("the owner's browser still signs in after an attacker's 10 failures from the same address", async () => {
    const shared = randomLoopbackAddress();
    const { email, deviceCookie } = await ownerWithDevice(shared);
    await lockPair(shared, email);
    expect((await signIn(shared, email, password)).status).toBe(429);
    expect((await signIn(shared, email, password, deviceCookie)).status).toBe(200);
  });

  it("the owner's browser still signs in from an IPv6 /64 an attacker has locked", async () => {
    const prefix = randomPrefix64();
    const { email, deviceCookie } = await ownerWithDevice(`${prefix}::1`);
    await lockPair(`${prefix}::2`, email);
    expect((await signIn(`${prefix}::1`, email, password)).status).toBe(429);
    expect((await signIn(`${prefix}::1`, email, password, deviceCookie)).status).toBe(200);
  });

  it("a forged cookie, or one of another account, gives no allowance", async () => {
    const shared = randomLoopbackAddress();
    const { email, deviceCookie } = await ownerWithDevice(shared);
    const attacker = await ownerWithDevice(shared);
    await lockPair(shared, email);
    const [nonce, signature = ""] = deviceCookie.split(".");
    const forged = [
      attacker.deviceCookie,
      `${randomBytes(18).toString("base64url")}.${signature}`,
      `${nonce}.${randomBytes(32).toString("base64url")}`,
      `${nonce}.`,
      "not a token",
    ];
    for (const cookie of forged) expect((await signIn(shared, email, password, cookie)).status).toBe(429);
    expect((await signIn(shared, email, password, deviceCookie)).status).toBe(200);
  });

  it("a device cookie is locked out after its own 10 failures, apart from the address, until the window passes", async () => {
    const address = randomLoopbackAddress();
    const { email, deviceCookie } = await ownerWithDevice(address);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await signIn(address, email, "guess", deviceCookie)).status).toBe(401);
    }
    const locked = await signIn(address, email, password, deviceCookie);
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBe(LOGIN_WINDOW_MS / 1000);
    // Those failures were the device cookie's alone: the address's allowance for the account is untouched.
    expect((await signIn(address, email, password)).status).toBe(200);
    clockMs += LOGIN_WINDOW_MS;
    expect((await signIn(address, email, password, deviceCookie)).status).toBe(200);
  });
});

describe("guesses at one account spread over many addresses", () => {
  it("30 IPv4 addresses, 10 guesses each, get 429 after the account's limit; the owner's browser still signs in", async () => {
    const { email, deviceCookie } = await ownerWithDevice(randomLoopbackAddress());
    const addresses = Array.from({ length: 30 }, randomLoopbackAddress);
    const statuses = await guessFrom(addresses, email, LOGIN_MAX_FAILURES);
    expect(statuses).toHaveLength(300);
    expect(firstRefusal(statuses)).toEqual({ failuresBefore: LOGIN_MAX_ACCOUNT_FAILURES, refusedAfter: true });
    // The right password from yet another address is refused too: the account's allowance is spent...
    const fresh = await signIn(randomLoopbackAddress(), email, password);
    expect(fresh.status).toBe(429);
    expect(Number(fresh.retryAfter)).toBeGreaterThan(0);
    // ...but not the owner's browser's own.
    expect((await signIn(randomLoopbackAddress(), email, password, deviceCookie)).status).toBe(200);
    // Another account is untouched.
    expect(
      (await signIn(randomLoopbackAddress(), (await ownerWithDevice(randomLoopbackAddress())).email, password)).status,
    ).toBe(200);
  });

  it("30 /64s of one /48 count together: 429 after the /48's limit for the account; the owner signs in", async () => {
    const { email, deviceCookie } = await ownerWithDevice(randomLoopbackAddress());
    const prefix48 = randomPrefix48();
    const networks = Array.from({ length: 30 }, (_, i) => `${prefix48}:${(i + 1).toString(16)}::1`);
    const statuses = await guessFrom(networks, email, LOGIN_MAX_FAILURES);
    expect(firstRefusal(statuses)).toEqual({ failuresBefore: LOGIN_MAX_PREFIX48_FAILURES, refusedAfter: true });
    expect(LOGIN_MAX_PREFIX48_FAILURES).toBeLessThan(LOGIN_MAX_ACCOUNT_FAILURES);
    // The owner, from another network (no device cookie), and with the device cookie from the /48 itself.
    expect((await signIn(`${randomPrefix64()}::1`, email, password)).status).toBe(200);
    expect((await signIn(`${prefix48}:ffff::1`, email, password, deviceCookie)).status).toBe(200);
  });

  it("a /48's /64s guessing across accounts get 429 after the /48's limit, and no other /48 does", async () => {
    const prefix48 = randomPrefix48();
    // Each /64 stays under its own across-accounts limit; together they pass the /48's.
    const perNetwork = 60;
    const networks = Math.ceil(LOGIN_MAX_PREFIX48_ADDRESS_FAILURES / perNetwork);
    for (let n = 0; n < networks; n++) {
      for (let batch = 0; batch < perNetwork; batch += 10) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            signIn(`${prefix48}:${n.toString(16)}::${i + 1}`, uniqueEmail(), "guess"),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
      }
    }
    expect((await signIn(`${prefix48}:beef::1`, uniqueEmail(), "guess")).status).toBe(429);
    expect((await signIn(`${randomPrefix64()}::1`, uniqueEmail(), "guess")).status).toBe(401);
  }, 120_000);
});
