import { REFRESH_COOKIE_NAME, TokenResponse, texts } from "@moatwise/core";
import { eq } from "drizzle-orm";
import { Schema } from "effect";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import type { RunningServer } from "../../server";
import { browserFor, formBody, jsonBody, startTestServer, uniqueEmail } from "../../testing/testServer";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const password = "correct horse battery";

async function signUp(email = uniqueEmail(), username?: string) {
  const browser = browserFor(server.url);
  const response = await browser.request("/v1/users/signup", jsonBody({ email, password, username }));
  return { browser, response, email, body: (await response.json()) as TokenResponse };
}

describe("POST /v1/users/signup", () => {
  it("creates the account, answers a token and sets the refresh cookie", async () => {
    const { response, body, email } = await signUp(undefined, "Ada");
    expect(response.status).toBe(201);
    expect(Schema.is(TokenResponse)(body)).toBe(true);
    expect(body).toMatchObject({ token_type: "bearer", expires_in: 3600, user: { email, username: "Ada" } });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE_NAME}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/v1\/auth/);
  });

  it("stores an argon2id hash, never the password", async () => {
    const { email } = await signUp();
    const [row] = await server.services.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(password);
  });

  it("names the user after the e-mail when no username is given", async () => {
    const { body } = await signUp("grace.hopper-x1@example.com".replace("x1", crypto.randomUUID().slice(0, 6)));
    expect(body.user.username).toMatch(/^grace\.hopper-/);
  });

  it("answers 409 when the e-mail is taken, whatever its case", async () => {
    const { email } = await signUp();
    const again = await browserFor(server.url).request(
      "/v1/users/signup",
      jsonBody({ email: email.toUpperCase(), password }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ detail: texts.emailTaken, code: "email_taken" });
  });
});

describe("POST /v1/users/signup refuses passwords NIST SP 800-63B rules out", () => {
  const tryPassword = (email: string, candidate: string) =>
    browserFor(server.url).request("/v1/users/signup", jsonBody({ email, password: candidate }));

  it.each([
    ["password", "password_common", texts.passwordCommon],
    ["12345678", "password_common", texts.passwordCommon],
    ["PassWord1", "password_common", texts.passwordCommon],
    ["        ", "password_blank", texts.passwordBlank],
  ])("%j: 400 %s, and no account", async (candidate, code, detail) => {
    const email = uniqueEmail();
    const response = await tryPassword(email, candidate);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail, code });
    const stored = await server.services.db.select().from(users).where(eq(users.email, email));
    expect(stored).toEqual([]);
  });

  it("refuses one holding the e-mail's name, whatever its case", async () => {
    const suffix = crypto.randomUUID().slice(0, 6);
    for (const candidate of ["alice-secret-x", "ALICE-secret-x"]) {
      const response = await tryPassword(`alice@${suffix}.example`, candidate);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ detail: texts.passwordContainsEmail, code: "password_contains_email" });
    }
  });

  it("accepts a passphrase of more than 64 characters, and signs in with it", async () => {
    const passphrase = "the river keeps running past the old mill while seven herons wait on the stones";
    expect(passphrase.length).toBeGreaterThan(64);
    const email = uniqueEmail();
    expect((await tryPassword(email, passphrase)).status).toBe(201);
    const signIn = await browserFor(server.url).request(
      "/v1/users/signin",
      formBody({ username: email, password: passphrase }),
    );
    expect(signIn.status).toBe(200);
  });
});

describe("POST /v1/users/signin", () => {
  it("signs in with form fields username (the e-mail) and password", async () => {
    const { email } = await signUp();
    const browser = browserFor(server.url);
    const response = await browser.request("/v1/users/signin", formBody({ username: email, password }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as TokenResponse;
    expect(body.user.email).toBe(email);
    expect(browser.cookies.has(REFRESH_COOKIE_NAME)).toBe(true);
  });

  it("says a session is the account's first visit for the whole of it, and a later sign-in is not", async () => {
    const { browser, body, email } = await signUp();
    expect(body.user.first_visit).toBe(true);
    const refreshed = await browser.request("/v1/auth/refresh", { method: "POST" });
    expect(((await refreshed.json()) as TokenResponse).user.first_visit).toBe(true);
    const elsewhere = await browserFor(server.url).request("/v1/users/signin", formBody({ username: email, password }));
    expect(((await elsewhere.json()) as TokenResponse).user.first_visit).toBe(false);
    const again = await browser.request("/v1/auth/refresh", { method: "POST" });
    expect(((await again.json()) as TokenResponse).user.first_visit).toBe(true);
  });

  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    const { email } = await signUp();
    const wrong = await browserFor(server.url).request(
      "/v1/users/signin",
      formBody({ username: email, password: "not it at all" }),
    );
    const unknown = await browserFor(server.url).request(
      "/v1/users/signin",
      formBody({ username: uniqueEmail("nobody"), password }),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { detail: "Invalid email or password", code: "invalid_credentials" };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
  });
});

describe("GET /v1/users/me", () => {
  it("answers each user their own account only", async () => {
    const a = await signUp();
    const b = await signUp();
    const meA = await fetch(`${server.url}/v1/users/me`, {
      headers: { authorization: `Bearer ${a.body.access_token}` },
    });
    const meB = await fetch(`${server.url}/v1/users/me`, {
      headers: { authorization: `Bearer ${b.body.access_token}` },
    });
    expect(((await meA.json()) as { email: string }).email).toBe(a.email);
    expect(((await meB.json()) as { email: string }).email).toBe(b.email);
  });

  it.each([
    ["no token", undefined],
    ["garbage", "Bearer not-a-token"],
    ["wrong scheme", "Basic abc"],
  ])("answers 401 with %s", async (_label, authorization) => {
    const response = await fetch(`${server.url}/v1/users/me`, { headers: authorization ? { authorization } : {} });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: texts.notAuthenticated, code: "not_authenticated" });
  });

  it("rejects a token signed with another key or with alg none", async () => {
    const { body } = await signUp();
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(body.user.id)
      .setIssuer("moatwise")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("some other secret"));
    const [header, payload] = body.access_token.split(".");
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
    for (const token of [forged, unsigned, `${header}.${payload}.`]) {
      const response = await fetch(`${server.url}/v1/users/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
    }
  });
});

describe("refresh and sign-out", () => {
  it("rotates the refresh token on every use", async () => {
    const { browser } = await signUp();
    const first = browser.cookies.get(REFRESH_COOKIE_NAME);
    const response = await browser.request("/v1/auth/refresh", { method: "POST" });
    expect(response.status).toBe(200);
    expect(Schema.is(TokenResponse)(await response.json())).toBe(true);
    const second = browser.cookies.get(REFRESH_COOKIE_NAME);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it("answers 401 without a cookie", async () => {
    const response = await browserFor(server.url).request("/v1/auth/refresh", { method: "POST" });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe("no_session");
  });

  it("signs out: the cookie is cleared and can no longer refresh", async () => {
    const { browser } = await signUp();
    const token = browser.cookies.get(REFRESH_COOKIE_NAME)!;
    const out = await browser.request("/v1/auth/logout", { method: "POST" });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });
    expect(browser.cookies.has(REFRESH_COOKIE_NAME)).toBe(false);
    const replay = browserFor(server.url);
    replay.cookies.set(REFRESH_COOKIE_NAME, token);
    expect((await replay.request("/v1/auth/refresh", { method: "POST" })).status).toBe(401);
  });
});
