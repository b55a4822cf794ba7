// How answers travel: behind a TLS proxy (TRUST_PROXY) cookies are Secure and HSTS is sent, and
// the proxy's client address is the one throttled; without it those headers are not believed.
// Signed-in JSON is never stored by caches. The web app's files go out precompressed, and a
// missing asset is a 404, not the app's HTML; the build's dotfiles are not sent.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_MAX_FAILURES } from "../auth/loginThrottle";
import type { RunningServer } from "../server";
import {
  formBody,
  jsonBody,
  randomLoopbackAddress,
  signUpMember,
  startTestServer,
  uniqueEmail,
} from "../testing/testServer";

const password = "correct horse battery";
const viaProxy = (address: string) => ({ "x-forwarded-proto": "https", "x-forwarded-for": `10.0.0.1, ${address}` });

function signUpVia(server: RunningServer, headers: Record<string, string>) {
  const init = jsonBody({ email: uniqueEmail("proxy"), password });
  return fetch(`${server.url}/v1/users/signup`, { ...init, headers: { ...init.headers, ...headers } });
}

describe("behind a TLS proxy (TRUST_PROXY=true)", () => {
  let proxied: RunningServer;
  beforeAll(async () => {
    proxied = await startTestServer({ trustProxy: true });
  });
  afterAll(() => proxied.close());

  it("marks cookies Secure and sends HSTS for a request that came in over HTTPS", async () => {
    const answer = await signUpVia(proxied, viaProxy("198.51.100.7"));
    expect(answer.status).toBe(201);
    const cookies = answer.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
    expect(answer.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("throttles the client address the proxy names (the last it added), not the proxy's own", async () => {
    const email = uniqueEmail("proxy");
    await fetch(`${proxied.url}/v1/users/signup`, jsonBody({ email, password }));
    const signIn = (address: string, secret: string) => {
      const init = formBody({ username: email, password: secret });
      return fetch(`${proxied.url}/v1/users/signin`, { ...init, headers: { ...init.headers, ...viaProxy(address) } });
    };
    const [attacker, owner] = [randomLoopbackAddress(), randomLoopbackAddress()];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await signIn(attacker, "guess")).status).toBe(401);
    expect((await signIn(attacker, password)).status).toBe(429);
    expect((await signIn(owner, password)).status).toBe(200);
  });
});

describe("without a trusted proxy", () => {
  let direct: RunningServer;
  beforeAll(async () => {
    direct = await startTestServer();
  });
  afterAll(() => direct.close());

  it("believes no forwarding header: no Secure cookie, no HSTS", async () => {
    const answer = await signUpVia(direct, viaProxy("198.51.100.7"));
    expect(answer.status).toBe(201);
    for (const cookie of answer.headers.getSetCookie()) expect(cookie).not.toMatch(/; Secure/);
    expect(answer.headers.get("strict-transport-security")).toBeNull();
  });

  it("tells caches to store no signed-in JSON", async () => {
    const member = await signUpMember(direct.url, "nostore");
    for (const path of [
      "/v1/users/me",
      "/v1/notes?symbol=AAPL",
      "/v1/pdf/sessions",
      "/v1/company/profile?symbol=AAPL",
    ]) {
      const answer = await member.browser.request(path, { headers: member.auth });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toBe("no-store");
    }
  });
});

describe("the web app's files", () => {
  const dist = mkdtempSync(join(tmpdir(), "moatwise-dist-"));
  const script = `console.log(${JSON.stringify("Moatwise ".repeat(400))});`;
  let served: RunningServer;
  beforeAll(async () => {
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Moatwise</title>");
    writeFileSync(join(dist, "assets", "app-1a2b.js"), script);
    writeFileSync(join(dist, "assets", "app-1a2b.js.br"), brotliCompressSync(script));
    writeFileSync(join(dist, "assets", "app-1a2b.js.gz"), gzipSync(script));
    writeFileSync(join(dist, ".inputs-sha256"), "a-stamp-of-the-build's-inputs\n");
    served = await startTestServer({ webDistDir: dist });
  });
  afterAll(async () => {
    await served.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends a script as its brotli copy to a browser that takes brotli, else gzip, else plain", async () => {
    const get = (encoding: string) =>
      fetch(`${served.url}/assets/app-1a2b.js`, { headers: { "accept-encoding": encoding } });
    const brotli = await get("gzip, deflate, br");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
    expect(await brotli.text()).toBe(script);
    expect((await get("gzip")).headers.get("content-encoding")).toBe("gzip");
    const plain = await get("identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("answers a missing asset with a 404, and any page path with the app", async () => {
    const missing = await fetch(`${served.url}/assets/app-old.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("application/json");
    const page = await fetch(`${served.url}/stock/AAPL`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Moatwise</title>");
  });

  it("never sends the build's own dotfiles (pnpm start's stamp of its inputs)", async () => {
    for (const path of ["/.inputs-sha256", "/assets/../.inputs-sha256", "/%2Einputs-sha256"]) {
      const answer = await fetch(`${served.url}${path}`);
      expect(await answer.text()).not.toContain("a-stamp-of-the-build's-inputs");
    }
  });
});
