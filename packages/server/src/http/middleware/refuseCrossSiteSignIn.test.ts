// Login CSRF over real HTTP: another site's page cannot sign a browser in (or up), our own pages
// and clients that are no browser (no Origin, no Sec-Fetch-Site) still can.
import { REFRESH_COOKIE_NAME } from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { formBody, jsonBody, startTestServer, uniqueEmail } from "../../testing/testServer";

const password = "correct horse battery";
let server: RunningServer;
let behindProxy: RunningServer;
let email: string;
beforeAll(async () => {
  [server, behindProxy] = await Promise.all([startTestServer(), startTestServer({ trustProxy: true })]);
  email = uniqueEmail("attacker");
  expect((await fetch(`${server.url}/v1/users/signup`, jsonBody({ email, password }))).status).toBe(201);
});
afterAll(() => Promise.all([server.close(), behindProxy.close()]));

/** The attacker's credentials, posted as a plain HTML form would post them, with the given headers. */
function signInForm(headers: Record<string, string>, base = server.url) {
  const form = formBody({ username: email, password });
  return fetch(`${base}/v1/users/signin`, { ...form, headers: { ...(form.headers as object), ...headers } });
}

async function expectRefused(answer: Response) {
  expect(answer.status).toBe(403);
  expect(await answer.json()).toEqual({ detail: expect.any(String), code: "cross_site_sign_in" });
  expect(answer.headers.getSetCookie()).toEqual([]);
}

describe("sign-in from another site", () => {
  it("refuses a form posted from another origin: 403, and no cookie is set", async () => {
    await expectRefused(await signInForm({ origin: "https://evil.example" }));
  });

  it("refuses whatever the browser calls cross-site, even without an Origin", async () => {
    await expectRefused(await signInForm({ "sec-fetch-site": "cross-site" }));
    await expectRefused(await signInForm({ origin: server.url, "sec-fetch-site": "cross-site" }));
  });

  it("refuses another port of the same host (same-site is not same-origin), and an opaque origin", async () => {
    const otherPort = `http://127.0.0.1:${Number(new URL(server.url).port) + 1}`;
    await expectRefused(await signInForm({ origin: otherPort, "sec-fetch-site": "same-site" }));
    await expectRefused(await signInForm({ "sec-fetch-site": "same-site" }));
    await expectRefused(await signInForm({ origin: "null" }));
  });

  it("refuses sign-up and Google sign-in from another site too", async () => {
    const foreign = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    const signUp = jsonBody({ email: uniqueEmail(), password });
    await expectRefused(
      await fetch(`${server.url}/v1/users/signup`, {
        ...signUp,
        headers: { ...(signUp.headers as object), ...foreign },
      }),
    );
    const google = jsonBody({ id_token: "x.y.z" });
    await expectRefused(
      await fetch(`${server.url}/v1/auth/google`, {
        ...google,
        headers: { ...(google.headers as object), ...foreign },
      }),
    );
  });
});

describe("sign-in from our own pages and from clients that are no browser", () => {
  it("signs in from the same origin", async () => {
    const answer = await signInForm({ origin: server.url, "sec-fetch-site": "same-origin" });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().some((line) => line.startsWith(`${REFRESH_COOKIE_NAME}=`))).toBe(true);
  });

  it("signs in a client that sends neither Origin nor Sec-Fetch-Site (curl, a terminal client)", async () => {
    expect((await signInForm({})).status).toBe(200);
    expect((await signInForm({ "sec-fetch-site": "none" })).status).toBe(200);
  });

  it("behind a trusted proxy, our origin is the one the proxy was asked for", async () => {
    const proxied = { "x-forwarded-proto": "https", "x-forwarded-host": "moatwise.example" };
    await fetch(`${behindProxy.url}/v1/users/signup`, jsonBody({ email, password }));
    const ours = await signInForm({ ...proxied, origin: "https://moatwise.example" }, behindProxy.url);
    expect(ours.status).toBe(200);
    await expectRefused(await signInForm({ ...proxied, origin: behindProxy.url }, behindProxy.url));
    await expectRefused(await signInForm({ ...proxied, origin: "http://moatwise.example" }, behindProxy.url));
  });

  it("without a trusted proxy, X-Forwarded-Host does not make another origin ours", async () => {
    await expectRefused(
      await signInForm({ "x-forwarded-host": "evil.example", origin: "http://evil.example" }, server.url),
    );
  });
});
