import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HealthResponse, MAX_REQUEST_BODY_BYTES } from "@moatwise/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server";
import { browserFor, formBody, jsonBody, startTestServer, uniqueEmail } from "../testing/testServer";

// Starting PGlite in a new data folder runs initdb in a process of its own: seconds on a quiet
// machine, far more on a loaded one. A limit for a hang, not a measure of speed.
const DATA_FOLDER_START = { timeout: 90_000 };

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const raw = (body: string, type = "application/json"): RequestInit => ({
  method: "POST",
  headers: { "content-type": type },
  body,
});

describe("malformed requests get a 4xx with {detail, code}, never a 500", () => {
  const huge = "x".repeat(MAX_REQUEST_BODY_BYTES + 10);
  const cases: Array<[string, number, string, RequestInit]> = [
    ["signup: not JSON", 400, "/v1/users/signup", raw("{email:")],
    ["signup: JSON null", 400, "/v1/users/signup", raw("null")],
    ["signup: an array", 400, "/v1/users/signup", raw("[]")],
    ["signup: a number", 400, "/v1/users/signup", raw("42")],
    ["signup: empty object", 400, "/v1/users/signup", jsonBody({})],
    ["signup: e-mail missing", 400, "/v1/users/signup", jsonBody({ password: "long enough" })],
    ["signup: e-mail not a string", 400, "/v1/users/signup", jsonBody({ email: 7, password: "long enough" })],
    [
      "signup: e-mail without @",
      400,
      "/v1/users/signup",
      jsonBody({ email: "ada.example.com", password: "long enough" }),
    ],
    ["signup: password too short", 400, "/v1/users/signup", jsonBody({ email: uniqueEmail(), password: "short" })],
    [
      "signup: password too long",
      400,
      "/v1/users/signup",
      jsonBody({ email: uniqueEmail(), password: "p".repeat(129) }),
    ],
    ["signup: password an object", 400, "/v1/users/signup", jsonBody({ email: uniqueEmail(), password: { $gt: "" } })],
    [
      "signup: username too long",
      400,
      "/v1/users/signup",
      jsonBody({ email: uniqueEmail(), password: "long enough", username: "u".repeat(81) }),
    ],
    [
      "signup: e-mail too long",
      400,
      "/v1/users/signup",
      jsonBody({ email: `${"a".repeat(250)}@x.io`, password: "long enough" }),
    ],
    ["signup: wrong content type", 415, "/v1/users/signup", raw("email=a", "text/plain")],
    ["signup: huge body", 413, "/v1/users/signup", raw(JSON.stringify({ email: huge, password: huge }))],
    ["signin: JSON instead of a form", 415, "/v1/users/signin", jsonBody({ username: "a@b.co", password: "x" })],
    ["signin: no fields", 400, "/v1/users/signin", formBody({})],
    ["signin: empty password", 400, "/v1/users/signin", formBody({ username: "a@b.co", password: "" })],
    ["signin: password too long", 400, "/v1/users/signin", formBody({ username: "a@b.co", password: "p".repeat(129) })],
    ["signin: broken multipart", 400, "/v1/users/signin", raw("--x\r\nnonsense", "multipart/form-data; boundary=x")],
  ];

  it.each(cases)("%s → %i", async (_label, status, path, init) => {
    const response = await fetch(`${server.url}${path}`, init);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { detail: unknown; code: unknown };
    expect(typeof body.detail).toBe("string");
    expect(typeof body.code).toBe("string");
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it("names the fields at fault", async () => {
    const response = await fetch(`${server.url}/v1/users/signup`, jsonBody({ email: "nope", password: "short" }));
    const body = (await response.json()) as { detail: string; code: string };
    expect(body.code).toBe("invalid_body");
    expect(body.detail).toContain("email: must be a valid e-mail address");
    expect(body.detail).toContain("password: must be at least 8 characters");
  });
});

describe("the rest of the app", () => {
  it("reports health: database kind and migrations", async () => {
    const response = await fetch(`${server.url}/v1/health`);
    const body = await response.json();
    expect(Schema.is(HealthResponse)(body)).toBe(true);
    expect(body).toMatchObject({
      status: "ok",
      database: process.env.DATABASE_URL ? "postgres" : "pglite",
      migration: { applied: 19, latest: "0018_pdf_messages" },
    });
  });

  it("answers an unknown API call with a JSON 404", async () => {
    const response = await fetch(`${server.url}/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe("not_found");
  });

  it("sends the security headers on every response", async () => {
    for (const path of ["/v1/health", "/v1/nothing-here"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      // No Google sign-in configured: nothing from Google may load, and nothing may be framed.
      expect(response.headers.get("content-security-policy")).not.toContain("accounts.google.com");
      expect(response.headers.get("content-security-policy")).toContain("frame-src 'none'");
    }
  });
});

describe("the database", () => {
  it("keeps accounts across a restart on the same database", DATA_FOLDER_START, async () => {
    // PGlite in a fresh folder, or the same PostgreSQL when DATABASE_URL is set.
    const dataDir = mkdtempSync(join(tmpdir(), "moatwise-data-"));
    try {
      const email = uniqueEmail();
      const first = await startTestServer({ dataDir });
      await fetch(`${first.url}/v1/users/signup`, jsonBody({ email, password: "long enough" }));
      await first.close();
      const second = await startTestServer({ dataDir });
      const signIn = await browserFor(second.url).request(
        "/v1/users/signin",
        formBody({ username: email, password: "long enough" }),
      );
      await second.close();
      expect(signIn.status).toBe(200);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
