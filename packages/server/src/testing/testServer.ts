// Starts a real server on a free port for a test file: PostgreSQL when DATABASE_URL is set (CI),
// else an in-memory PGlite. Also a small client that keeps cookies like a browser.
import { randomUUID } from "node:crypto";
import { configFromEnv, type ServerConfig } from "../config";
import { type RunningServer, startServer } from "../server";

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...configFromEnv({ ...process.env, PORT: "1" }),
    port: 0,
    dataDir: "memory://",
    webDistDir: undefined,
    ...overrides,
  };
}

export function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  return startServer(testConfig(overrides));
}

/** A unique address per call, so tests sharing one PostgreSQL database never collide. */
export const uniqueEmail = (name = "user") => `${name}-${randomUUID().slice(0, 8)}@example.com`;

export interface Browserish {
  cookies: Map<string, string>;
  request(path: string, init?: RequestInit): Promise<Response>;
}

/** Sends requests to the server, remembering and replaying cookies the way a browser would. */
export function browserFor(baseUrl: string): Browserish {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (cookies.size > 0) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
      const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
      for (const line of response.headers.getSetCookie()) {
        const [pair = "", ...attributes] = line.split(";");
        const [name = "", value = ""] = pair.split("=");
        const expired = attributes.some((a) => /max-age=0/i.test(a.trim()));
        if (expired || value === "") cookies.delete(name.trim());
        else cookies.set(name.trim(), value);
      }
      return response;
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
