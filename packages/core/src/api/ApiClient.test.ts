import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { ApiClient, makeApiClient } from "./ApiClient";
import { ApiError } from "./ApiError";
import { endpoints } from "./contract";
import { restoreSession, signIn, signOut } from "./session";

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: string;
  credentials: Request["credentials"] | undefined;
}

/** A fetch that records each request and answers from a list, in order. */
function recordingFetch(answers: Array<() => Response>) {
  const seen: Seen[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: await request.text(),
      credentials: request.credentials,
    });
    const next = answers.shift();
    if (!next) throw new TypeError("fetch failed");
    return next();
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const user = { id: "u1", email: "ada@example.com", username: "ada", picture_url: null, theme: null };
const tokenAnswer = { access_token: "tok-1", token_type: "bearer", expires_in: 3600, user };

const run = <A>(client: ReturnType<typeof makeApiClient>, effect: Effect.Effect<A, ApiError, ApiClient>) =>
  Effect.runPromiseExit(Effect.provideService(effect, ApiClient, client));

describe("ApiClient", () => {
  it("sends the sign-in form to /v1/users/signin with cookies and keeps the token", async () => {
    const { fetch, seen } = recordingFetch([() => json(200, tokenAnswer), () => json(200, user)]);
    const client = makeApiClient({ baseUrl: "http://api.test", fetch });
    const exit = await run(client, signIn({ username: "ada@example.com", password: "pw 1&2" }));
    expect(Exit.isSuccess(exit) && exit.value).toEqual(user);
    expect(seen[0]).toMatchObject({ url: "http://api.test/v1/users/signin", method: "POST", credentials: "include" });
    expect(seen[0]?.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(new URLSearchParams(seen[0]?.body).get("password")).toBe("pw 1&2");
    expect(seen[0]?.headers.get("authorization")).toBeNull();

    await run(client, client.call(endpoints.me));
    expect(seen[1]?.headers.get("authorization")).toBe("Bearer tok-1");
  });

  it("fails with the server's detail and code", async () => {
    const { fetch } = recordingFetch([() => json(409, { detail: "taken", code: "email_taken" })]);
    const client = makeApiClient({ baseUrl: "http://api.test", fetch });
    const exit = await run(client, client.call(endpoints.signUp, { email: "a@b.co", password: "12345678" }));
    expect(exit).toEqual(Exit.fail(ApiError.fromResponse(409, { detail: "taken", code: "email_taken" })));
  });

  it("turns a network failure into a network ApiError", async () => {
    const { fetch } = recordingFetch([]);
    const client = makeApiClient({ baseUrl: "http://api.test", fetch });
    const exit = await run(client, client.call(endpoints.health));
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain("network_error");
  });

  it("rejects a response that does not match the contract", async () => {
    const { fetch } = recordingFetch([() => json(200, { access_token: 5 })]);
    const client = makeApiClient({ baseUrl: "http://api.test", fetch });
    const exit = await run(client, client.call(endpoints.refresh));
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain("invalid_response");
  });
});

describe("session operations", () => {
  it("restoreSession answers null when there is no session", async () => {
    const { fetch } = recordingFetch([() => json(401, { detail: "No session", code: "no_session" })]);
    const client = makeApiClient({ baseUrl: "http://api.test", fetch });
    expect(await run(client, restoreSession)).toEqual(Exit.succeed(null));
    expect(client.accessToken.get()).toBeNull();
  });

  it("restoreSession passes other failures on", async () => {
    const { fetch } = recordingFetch([() => json(503, {})]);
    const client = makeApiClient({ baseUrl: "http://api.test", fetch });
    expect(Exit.isFailure(await run(client, restoreSession))).toBe(true);
  });

  it("signOut forgets the token even when the server cannot be reached", async () => {
    const { fetch } = recordingFetch([]);
    const client = makeApiClient({ baseUrl: "http://api.test", fetch });
    client.accessToken.set("tok");
    await run(client, signOut);
    expect(client.accessToken.get()).toBeNull();
  });
});
