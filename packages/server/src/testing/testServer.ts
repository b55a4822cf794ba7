// Starts a real server on a free port for a test file: PostgreSQL when DATABASE_URL is set (CI),
// else an in-memory PGlite. Also a small client that keeps cookies like a browser.
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { CSRF_HEADER, type TokenResponse, type User } from "@moatwise/core";
import { configFromEnv, type ServerConfig } from "../config";
import { type RunningServer, type ServerHooks, startServer } from "../server";

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...configFromEnv({ ...process.env, PORT: "1" }),
    port: 0,
    dataDir: "memory://",
    webDistDir: undefined,
    aiOfflineDeltaMs: 0,
    // Test files sign up dozens of members from 127.0.0.1 (and share one PostgreSQL in CI); the
    // sign-up limit itself is tested in http/routers/auth.signUpThrottle.test.ts.
    signUpsPerHour: null,
    ...overrides,
  };
}

export function startTestServer(
  overrides: Partial<ServerConfig> = {},
  hooks: ServerHooks = {},
): Promise<RunningServer> {
  return startServer(testConfig(overrides), hooks);
}

/** A unique address per call, so tests sharing one PostgreSQL database never collide. */
export const uniqueEmail = (name = "user") => `${name}-${randomUUID().slice(0, 8)}@example.com`;

export interface Browserish {
  cookies: Map<string, string>;
  request(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * Sends requests to the server the way our client in a browser does: cookies are remembered and
 * replayed, the CSRF token handed out in `X-CSRF-Token` is sent back on every non-GET request,
 * and a 403 `csrf_invalid` fetches a fresh token and tries once more.
 */
export function browserFor(baseUrl: string): Browserish {
  const cookies = new Map<string, string>();
  let csrfToken: string | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET" && csrfToken && !headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, csrfToken);
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()));
      if (expired || value === "") cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    const handedOut = response.headers.get(CSRF_HEADER);
    if (handedOut) csrfToken = handedOut;
    return response;
  }

  return {
    cookies,
    async request(path, init = {}) {
      const response = await send(path, init);
      if (response.status !== 403 || new Headers(init.headers).has(CSRF_HEADER)) return response;
      const body = (await response
        .clone()
        .json()
        .catch(() => ({}))) as { code?: string };
      if (body.code !== "csrf_invalid") return response;
      await send("/v1/auth/csrf", { headers: init.headers ?? {} });
      return send(path, init);
    },
  };
}

export const jsonBody = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

export const formBody = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});

/** A signed-up user with their own browser and bearer header. */
export interface Member {
  readonly browser: Browserish;
  readonly auth: Record<string, string>;
  readonly user: User;
}

export async function signUpMember(baseUrl: string, name = "member", email = uniqueEmail(name)): Promise<Member> {
  const browser = browserFor(baseUrl);
  const answer = (await (
    await browser.request("/v1/users/signup", jsonBody({ email, password: "correct horse battery" }))
  ).json()) as TokenResponse;
  return { browser, auth: { authorization: `Bearer ${answer.access_token}` }, user: answer.user };
}

/** One call as `member`, with a JSON body when one is given. */
export function sendAs(member: Member, method: string, path: string, body?: unknown) {
  const init = body === undefined ? { method } : { ...jsonBody(body), method };
  return member.browser.request(path, { ...init, headers: { ...member.auth, ...(init.headers ?? {}) } });
}

/** One call to `/v1{path}` as `member`, answered as its status and its JSON body. */
export async function callAs(member: Member, method: string, path: string, body?: unknown) {
  const answer = await sendAs(member, method, `/v1${path}`, body);
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/**
 * A loopback address of its own (127.x.y.z) for a test's client, so tests that count failures
 * per address never share one, even on a database kept between runs.
 */
export function randomLoopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/**
 * A form POST sent from another loopback address (127.0.0.2, 127.0.0.3, …), as a different client
 * machine would: the server sees that address on the connection.
 */
export function postFormFrom(
  address: string,
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; retryAfter: string | null; body: unknown }> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      url,
      {
        method: "POST",
        localAddress: address,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: (response.headers["retry-after"] as string | undefined) ?? null,
            body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "null"),
          }),
        );
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}
