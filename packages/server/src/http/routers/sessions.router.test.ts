// Sessions over real HTTP: refresh rotation and re-use detection (with and without the grace
// window), CSRF accepted and rejected, login throttling, auth status, devices and the theme.
// The server's clock is moved by hand, so nothing waits in real time.
import { CSRF_COOKIE_NAME, CSRF_HEADER, REFRESH_COOKIE_NAME, type TokenResponse } from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_MAX_ADDRESS_FAILURES, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from "../../auth/loginThrottle";
import { REUSE_GRACE_MS } from "../../auth/refreshSessions";
import type { RunningServer } from "../../server";
import {
  browserFor,
  formBody,
  jsonBody,
  postFormFrom,
  randomLoopbackAddress,
  startTestServer,
  uniqueEmail,
} from "../../testing/testServer";

const password = "correct horse battery";
let clockMs = Date.now();
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => clockMs });
});
afterAll(() => server.close());

async function signUp(email = uniqueEmail()) {
  const browser = browserFor(server.url);
  const response = await browser.request("/v1/users/signup", jsonBody({ email, password }));
  const body = (await response.json()) as TokenResponse;
  return { browser, email, token: body.access_token, user: body.user, response };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const refresh = (browser: ReturnType<typeof browserFor>) => browser.request("/v1/auth/refresh", { method: "POST" });

describe("refresh rotation and re-use", () => {
  it("rotates the refresh token on every use", async () => {
    const { browser } = await signUp();
    const first = browser.cookies.get(REFRESH_COOKIE_NAME);
    expect((await refresh(browser)).status).toBe(200);
    const second = browser.cookies.get(REFRESH_COOKIE_NAME);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(second?.length).toBeGreaterThanOrEqual(22); // at least 128 bits in base64url
  });

  it("within 10 s, a rotated token gets the family's current token back (tabs racing)", async () => {
    const { browser } = await signUp();
    const old = browser.cookies.get(REFRESH_COOKIE_NAME) as string;
    await refresh(browser);
    await refresh(browser);
    const current = browser.cookies.get(REFRESH_COOKIE_NAME);
    clockMs += REUSE_GRACE_MS - 1000;
    const otherTab = browserFor(server.url);
    otherTab.cookies.set(REFRESH_COOKIE_NAME, old);
    expect((await refresh(otherTab)).status).toBe(200);
    expect(otherTab.cookies.get(REFRESH_COOKIE_NAME)).toBe(current);
    expect((await refresh(browser)).status).toBe(200); // nobody was signed out
  });

  it("after 10 s, re-use revokes the whole family", async () => {
    const { browser } = await signUp();
    const stolen = browser.cookies.get(REFRESH_COOKIE_NAME) as string;
    await refresh(browser);
    clockMs += REUSE_GRACE_MS + 1;
    const thief = browserFor(server.url);
    thief.cookies.set(REFRESH_COOKIE_NAME, stolen);
    const answer = await refresh(thief);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: "session_expired" });
    expect((await refresh(browser)).status).toBe(401); // the holder's newer token died with the family
  });

  it("two refreshes with the same token at once both succeed with the same new token", async () => {
    const { browser } = await signUp();
    const tabA = browserFor(server.url);
    const tabB = browserFor(server.url);
    for (const tab of [tabA, tabB])
      tab.cookies.set(REFRESH_COOKIE_NAME, browser.cookies.get(REFRESH_COOKIE_NAME) as string);
    const [a, b] = await Promise.all([refresh(tabA), refresh(tabB)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(tabA.cookies.get(REFRESH_COOKIE_NAME)).toBe(tabB.cookies.get(REFRESH_COOKIE_NAME));
  });
});

describe("CSRF", () => {
  it("rejects a non-GET request without the header: 403 csrf_invalid", async () => {
    const { browser, token } = await signUp();
    const response = await fetch(`${server.url}/v1/auth/logout`, {
      method: "POST",
      headers: { ...bearer(token), cookie: `${CSRF_COOKIE_NAME}=${browser.cookies.get(CSRF_COOKIE_NAME)}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      detail: "CSRF token missing or invalid. Reload the page and try again.",
      code: "csrf_invalid",
    });
  });

  it("hands out the token with every new session and on GET /auth/csrf, and accepts it", async () => {
    const { browser, response, token } = await signUp();
    const fromSignUp = response.headers.get(CSRF_HEADER);
    expect(fromSignUp).toBeTruthy();
    const csrf = await browser.request("/v1/auth/csrf", { headers: bearer(token) });
    const body = (await csrf.json()) as { csrf_token: string };
    expect(body.csrf_token).toBe(fromSignUp); // a still-valid token is kept, so tabs share it
    expect(csrf.headers.get(CSRF_HEADER)).toBe(body.csrf_token);
    const theme = await browser.request("/v1/users/me/theme", {
      method: "PATCH",
      headers: { ...bearer(token), "content-type": "application/json", [CSRF_HEADER]: body.csrf_token },
      body: JSON.stringify({ theme: "dark" }),
    });
    expect(theme.status).toBe(200);
  });

  it("rejects a header that differs from the cookie, and a token signed for another user", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const aliceToken = alice.response.headers.get(CSRF_HEADER) as string;
    const bobToken = bob.response.headers.get(CSRF_HEADER) as string;
    const send = (csrf: string, cookie: string) =>
      fetch(`${server.url}/v1/users/me/theme`, {
        method: "PATCH",
        headers: {
          ...bearer(alice.token),
          "content-type": "application/json",
          [CSRF_HEADER]: csrf,
          cookie: `${CSRF_COOKIE_NAME}=${cookie}`,
        },
        body: JSON.stringify({ theme: "dark" }),
      });
    expect((await send(aliceToken, `${aliceToken}x`)).status).toBe(403);
    expect((await send(bobToken, bobToken)).status).toBe(403);
    expect((await send(aliceToken, aliceToken)).status).toBe(200);
  });

  it("gives a tab starting up with only the refresh cookie the token the signed-in tabs hold", async () => {
    const { browser, response } = await signUp();
    const held = response.headers.get(CSRF_HEADER);
    // A new tab of the same browser: cookies, no access token yet.
    const startup = await browser.request("/v1/auth/csrf", {});
    expect(((await startup.json()) as { csrf_token: string }).csrf_token).toBe(held);
    const refreshed = await fetch(`${server.url}/v1/auth/refresh`, {
      method: "POST",
      headers: {
        cookie: `${REFRESH_COOKIE_NAME}=${browser.cookies.get(REFRESH_COOKIE_NAME)}; ${CSRF_COOKIE_NAME}=${held}`,
        [CSRF_HEADER]: held as string,
      },
    });
    expect(refreshed.status).toBe(200);
  });

  it("does not ask for a token at sign-in and sign-up", async () => {
    const email = uniqueEmail();
    expect((await fetch(`${server.url}/v1/users/signup`, jsonBody({ email, password }))).status).toBe(201);
    expect((await fetch(`${server.url}/v1/users/signin`, formBody({ username: email, password }))).status).toBe(200);
  });
});

describe("GET /auth/status", () => {
  it("answers signed out with no Google client id when none is configured", async () => {
    const response = await fetch(`${server.url}/v1/auth/status`);
    expect(await response.json()).toEqual({
      authenticated: false,
      user: null,
      google_client_id: null,
      refresh_cookie: false,
    });
  });

  it("answers the user by access token, and by refresh cookie alone", async () => {
    const { browser, token, user: signedUp } = await signUp();
    // Whether this is the account's first session is said by the sign-in's answer alone, not by status.
    const { first_visit: _firstVisit, ...user } = signedUp;
    const byToken = await fetch(`${server.url}/v1/auth/status`, { headers: bearer(token) });
    expect(await byToken.json()).toMatchObject({ authenticated: true, user });
    const byCookie = await browser.request("/v1/auth/status");
    expect(await byCookie.json()).toMatchObject({ authenticated: true, user, refresh_cookie: true });
  });

  it("says a refresh cookie came even when its session has ended, so the page can learn it expired", async () => {
    const stale = await fetch(`${server.url}/v1/auth/status`, {
      headers: { cookie: `${REFRESH_COOKIE_NAME}=no-such-session` },
    });
    expect(await stale.json()).toMatchObject({ authenticated: false, refresh_cookie: true });
  });
});

describe("devices: GET /auth/sessions and DELETE /auth/sessions/{id}", () => {
  it("lists each signed-in device and marks the current one", async () => {
    const { browser, email, token } = await signUp();
    const laptop = browserFor(server.url);
    await laptop.request("/v1/users/signin", {
      ...formBody({ username: email, password }),
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "Laptop/1.0" },
    });
    const list = (await (await browser.request("/v1/auth/sessions", { headers: bearer(token) })).json()) as Array<{
      id: string;
      current: boolean;
      userAgent: string | null;
    }>;
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.userAgent)).toContain("Laptop/1.0");
    // Roughly where: the network on loopback, never the whole address.
    expect(list.map((s) => (s as { network?: string }).network)).toEqual(["127.0.0.x", "127.0.0.x"]);
  });

  it("signs out every other device but this one, and no other user's", async () => {
    const { browser, email, token } = await signUp();
    const others = [browserFor(server.url), browserFor(server.url)];
    for (const other of others) await other.request("/v1/users/signin", formBody({ username: email, password }));
    const stranger = await signUp();
    const answer = await browser.request("/v1/auth/sessions/revoke-others", { method: "POST", headers: bearer(token) });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ signedOut: 2 });
    for (const other of others) expect((await refresh(other)).status).toBe(401);
    expect((await refresh(browser)).status).toBe(200);
    expect((await refresh(stranger.browser)).status).toBe(200);
    const left = (await (await browser.request("/v1/auth/sessions", { headers: bearer(token) })).json()) as unknown[];
    expect(left).toHaveLength(1);
  });

  it("signs out another device; user B can neither see nor revoke user A's devices", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const [aliceDevice] = (await (
      await alice.browser.request("/v1/auth/sessions", { headers: bearer(alice.token) })
    ).json()) as Array<{ id: string }>;
    const bobList = (await (
      await bob.browser.request("/v1/auth/sessions", { headers: bearer(bob.token) })
    ).json()) as Array<{
      id: string;
    }>;
    expect(bobList.map((s) => s.id)).not.toContain(aliceDevice?.id);
    const bobTries = await bob.browser.request(`/v1/auth/sessions/${aliceDevice?.id}`, {
      method: "DELETE",
      headers: bearer(bob.token),
    });
    expect(bobTries.status).toBe(404);
    expect((await refresh(alice.browser)).status).toBe(200);

    const aliceRevokes = await alice.browser.request(`/v1/auth/sessions/${aliceDevice?.id}`, {
      method: "DELETE",
      headers: bearer(alice.token),
    });
    expect(aliceRevokes.status).toBe(200);
    expect((await refresh(alice.browser)).status).toBe(401);
  });

  it("answers 404 for an id that is not a session, and 401 without a token", async () => {
    const { browser, token } = await signUp();
    expect(
      (await browser.request("/v1/auth/sessions/not-a-uuid", { method: "DELETE", headers: bearer(token) })).status,
    ).toBe(404);
    expect((await browser.request("/v1/auth/sessions")).status).toBe(401);
  });
});

describe("PATCH /users/me/theme", () => {
  it("saves the theme to the profile (none for System), and refuses one that is not light or dark", async () => {
    const { browser, token } = await signUp();
    const json = (theme: unknown) => ({
      method: "PATCH",
      headers: { ...bearer(token), "content-type": "application/json" },
      body: JSON.stringify({ theme }),
    });
    const saved = await browser.request("/v1/users/me/theme", json("dark"));
    expect(await saved.json()).toMatchObject({ theme: "dark" });
    const me = await browser.request("/v1/users/me", { headers: bearer(token) });
    expect(await me.json()).toMatchObject({ theme: "dark" });
    const bad = await browser.request("/v1/users/me/theme", json("sepia"));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string }).detail).toMatch(/^theme:/);
    // System: no saved theme, so the device's is followed.
    const system = await browser.request("/v1/users/me/theme", json(null));
    expect(await system.json()).toMatchObject({ theme: null });
    expect(await (await browser.request("/v1/users/me", { headers: bearer(token) })).json()).toMatchObject({
      theme: null,
    });
  });
});

describe("revocation ends access tokens at once", () => {
  const me = (browser: ReturnType<typeof browserFor>, token: string) =>
    browser.request("/v1/users/me", { headers: bearer(token) });

  it("signing out ends the access token of that device, not of the user's others", async () => {
    const { browser, email, token } = await signUp();
    const other = browserFor(server.url);
    const otherToken = (
      (await (await other.request("/v1/users/signin", formBody({ username: email, password }))).json()) as TokenResponse
    ).access_token;
    expect((await me(browser, token)).status).toBe(200);
    expect((await browser.request("/v1/auth/logout", { method: "POST", headers: bearer(token) })).status).toBe(200);
    const after = await me(browser, token);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: "not_authenticated" });
    expect((await me(other, otherToken)).status).toBe(200);
  });

  it("revoking a device ends its access token at once", async () => {
    const { browser, email, token } = await signUp();
    const laptop = browserFor(server.url);
    const laptopToken = (
      (await (
        await laptop.request("/v1/users/signin", formBody({ username: email, password }))
      ).json()) as TokenResponse
    ).access_token;
    expect((await me(laptop, laptopToken)).status).toBe(200);
    const devices = (await (await browser.request("/v1/auth/sessions", { headers: bearer(token) })).json()) as Array<{
      id: string;
      current: boolean;
    }>;
    const laptopDevice = devices.find((device) => !device.current);
    const revoked = await browser.request(`/v1/auth/sessions/${laptopDevice?.id}`, {
      method: "DELETE",
      headers: bearer(token),
    });
    expect(revoked.status).toBe(200);
    expect((await me(laptop, laptopToken)).status).toBe(401);
    expect((await me(browser, token)).status).toBe(200);
  });

  it("a stolen refresh token used again ends the holder's access token too", async () => {
    const { browser, token } = await signUp();
    const stolen = browser.cookies.get(REFRESH_COOKIE_NAME) as string;
    const renewed = ((await (await refresh(browser)).json()) as TokenResponse).access_token;
    clockMs += REUSE_GRACE_MS + 1;
    const thief = browserFor(server.url);
    thief.cookies.set(REFRESH_COOKIE_NAME, stolen);
    expect((await refresh(thief)).status).toBe(401);
    expect((await me(browser, renewed)).status).toBe(401);
    expect((await me(browser, token)).status).toBe(401);
  });
});

describe("login throttling", () => {
  let throttled: RunningServer;
  let throttleClockMs = Date.now();
  beforeAll(async () => {
    throttled = await startTestServer({}, { now: () => throttleClockMs });
  });
  afterAll(() => throttled.close());

  const [address2, address3, address4, address5, address6] = Array.from({ length: 5 }, () =>
    randomLoopbackAddress(),
  ) as [string, string, string, string, string];

  /** Sign-in from a client address of the loopback range, as a different machine would. */
  const signInFrom = (address: string, email: string, secret: string) =>
    postFormFrom(address, `${throttled.url}/v1/users/signin`, { username: email, password: secret });
  const signUpThere = async () => {
    const email = uniqueEmail();
    await fetch(`${throttled.url}/v1/users/signup`, jsonBody({ email, password }));
    return email;
  };

  it("blocks one account from one address after 10 failures, with Retry-After, until the window passes", async () => {
    const email = await signUpThere();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await signInFrom(address2, email, "wrong password")).status).toBe(401);
    }
    const blocked = await signInFrom(address2, email, password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBe(LOGIN_WINDOW_MS / 1000);
    expect(blocked.body).toMatchObject({ code: "too_many_attempts" });
    throttleClockMs += LOGIN_WINDOW_MS;
    expect((await signInFrom(address2, email, password)).status).toBe(200);
  });

  it("an attacker's failures from elsewhere do not lock the owner out of their own address", async () => {
    const email = await signUpThere();
    for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i++) await signInFrom(address3, email, "guessing");
    expect((await signInFrom(address3, email, "guessing")).status).toBe(429);
    expect((await signInFrom(address4, email, password)).status).toBe(200);
  });

  it("blocks an address after 100 failures across accounts, and no other address", async () => {
    for (let i = 0; i < LOGIN_MAX_ADDRESS_FAILURES; i++) {
      expect((await signInFrom(address5, uniqueEmail(), "wrong password")).status).toBe(401);
    }
    expect((await signInFrom(address5, uniqueEmail(), "wrong password")).status).toBe(429);
    const email = await signUpThere();
    expect((await signInFrom(address6, email, password)).status).toBe(200);
    throttleClockMs += LOGIN_WINDOW_MS;
    expect((await signInFrom(address5, uniqueEmail(), "wrong password")).status).toBe(401);
  });
});
