import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { SimulatedClock } from "xstate";
import { CACHE_LIFETIME_MS, CACHE_SWEEP_INTERVAL_MS, UNAUTHENTICATED_GET_CACHE_MS } from "../domain/constants";
import { sampleUser } from "../testing/sampleUser";
import { json, networkError, scriptedFetch, settle, watchedHang } from "../testing/scriptedFetch";
import { ApiClient, type ApiClientOptions, makeApiClient } from "./ApiClient";
import { ApiError } from "./ApiError";
import { restoreSession, signIn, signOut } from "./session";
import { promiseApi, typedApi } from "./typedApi";

const user = sampleUser;
const tokenAnswer = { access_token: "tok-1", token_type: "bearer", expires_in: 3600, user };
const provenance = { provider: "sample", asOf: "2026-11-20T21:00:00Z", live: false };
const quote = {
  symbol: "AAPL",
  name: "Apple Inc.",
  price: 230.1,
  changePercentage: 0.5,
  change: 1.1,
  volume: 1000,
  dayLow: 228,
  dayHigh: 231,
  yearHigh: 240,
  yearLow: 160,
  marketCap: 3.4e12,
  priceAvg50: 225,
  priceAvg200: 210,
  exchange: "NASDAQ",
  open: 229,
  previousClose: 229,
  timestamp: 1_763_672_400,
  provenance,
};
const ok = { ok: true };

function clientWith(script: Parameters<typeof scriptedFetch>[0], extra: Partial<ApiClientOptions> = {}) {
  const network = scriptedFetch(script);
  const clock = new SimulatedClock();
  const client = makeApiClient({ baseUrl: "http://api.test", fetch: network.fetch, clock, ...extra });
  return { client, api: typedApi(client), network, clock };
}

const run = <A, E>(client: ReturnType<typeof makeApiClient>, effect: Effect.Effect<A, E, ApiClient>) =>
  Effect.runPromiseExit(Effect.provideService(effect, ApiClient, client));

describe("ApiClient: what goes on the wire", () => {
  it("sends the sign-in form to /v1/users/signin with cookies, then the Bearer token", async () => {
    const { client, api, network } = clientWith([json(200, tokenAnswer), json(200, user)]);
    const exit = await run(client, signIn({ username: "ada@example.com", password: "pw 1&2" }));
    expect(exit).toEqual(Exit.succeed(user));
    expect(network.seen[0]).toMatchObject({
      url: "http://api.test/v1/users/signin",
      method: "POST",
      credentials: "include",
    });
    expect(network.seen[0]?.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(new URLSearchParams(network.seen[0]?.body).get("password")).toBe("pw 1&2");
    expect(network.seen[0]?.headers.get("authorization")).toBeNull();

    await Effect.runPromise(api.users.me());
    expect(network.seen[1]?.headers.get("authorization")).toBe("Bearer tok-1");
  });

  it("fills path parameters in order, then the body: chat.appendMessage(id, payload)", async () => {
    const message = {
      id: "m1",
      role: "user",
      content: "Hi",
      type: "chat",
      assistantResponse: null,
      provider: null,
      model: null,
      createdAt: "2026-11-21T10:00:00Z",
    };
    const { api, network } = clientWith([json(200, message)]);
    const stored = await Effect.runPromise(api.chat.appendMessage("c/1", { role: "user", content: "Hi" }));
    expect(stored).toEqual(message);
    expect(network.seen[0]?.url).toBe("http://api.test/v1/chat/conversations/c%2F1/messages");
    expect(JSON.parse(network.seen[0]?.body ?? "")).toEqual({ role: "user", content: "Hi" });
    expect(network.seen[0]?.headers.get("content-type")).toBe("application/json");
  });

  it("encodes the query through its schema: numbers and booleans become strings", async () => {
    const { api, network } = clientWith([json(200, { questionId: "q", summary: "s" })]);
    await Effect.runPromise(api.research.questionSummary("d1", "s1", "q1", { force: true }));
    expect(network.seen[0]?.url).toBe(
      "http://api.test/v1/research/documents/d1/sections/s1/questions/q1/summary?force=true",
    );
  });

  it("loads an area kept out of the first page with its first call, and sends it like any other", async () => {
    const { client, network } = clientWith([json(200, { order: ["h1"] })]);
    const api = promiseApi(client);
    expect(await api.portfolio.reorder({ order: ["h1"] })).toEqual({ order: ["h1"] });
    expect(network.seen[0]?.url).toBe("http://api.test/v1/portfolio/order");
    expect(network.seen[0]?.method).toBe("PUT");
    // An area awaited by mistake is the area itself, not a call named "then".
    expect(typeof (await Promise.resolve(api.portfolio))).toBe("object");
  });

  it("puts the body before the query: generalNewsBatch(symbols, {days})", async () => {
    const { api, network } = clientWith([json(200, { bySymbol: {}, provenance })]);
    await Effect.runPromise(api.company.generalNewsBatch(["AAPL", "MSFT"], { days: 7 }));
    expect(network.seen[0]?.url).toBe("http://api.test/v1/company/general-news/batch?days=7");
    expect(JSON.parse(network.seen[0]?.body ?? "")).toEqual(["AAPL", "MSFT"]);
  });

  it("sends X-CSRF-Token on non-GET requests only, and keeps a token the server hands out", async () => {
    const { client, api, network } = clientWith([
      json(200, { csrf_token: "c-1" }),
      json(200, ok, { "x-csrf-token": "c-2" }),
      json(200, quote),
    ]);
    await Effect.runPromise(api.auth.csrf());
    client.csrfToken.set("c-1");
    await Effect.runPromise(api.notes.remove("n1"));
    expect(network.seen[1]?.headers.get("x-csrf-token")).toBe("c-1");
    expect(client.csrfToken.get()).toBe("c-2");
    await Effect.runPromise(api.company.quote({ symbol: "AAPL" }));
    expect(network.seen[2]?.headers.get("x-csrf-token")).toBeNull();
  });

  it("sends the idempotency key only where the contract allows it", async () => {
    const job = { draftId: "d1", kind: "report", status: "generating", documentId: null, failure: null };
    const { api, network } = clientWith([json(200, job)]);
    await Effect.runPromise(api.research.generate("d1", {}, { idempotencyKey: "key-7" }));
    expect(network.seen[0]?.headers.get("idempotency-key")).toBe("key-7");
  });

  it("refuses input that does not fit the contract without sending anything", async () => {
    const { api, network } = clientWith([]);
    const exit = await Effect.runPromiseExit(api.company.metrics({ symbol: "AAPL", limit: 500 }));
    expect(exit).toEqual(Exit.fail(ApiError.invalidRequest("query: limit: must be between 1 and 20")));
    expect(network.seen).toHaveLength(0);
  });

  it("fails with the server's detail and code", async () => {
    const { api } = clientWith([json(409, { detail: "taken", code: "email_taken" })]);
    const exit = await Effect.runPromiseExit(api.users.signUp({ email: "a@b.co", password: "12345678" }));
    expect(exit).toEqual(Exit.fail(ApiError.fromResponse(409, { detail: "taken", code: "email_taken" })));
  });

  it("rejects a response that does not match the contract", async () => {
    const { api } = clientWith([json(200, { access_token: 5 })]);
    const exit = await Effect.runPromiseExit(api.auth.refresh());
    expect(exit).toEqual(Exit.fail(ApiError.invalidResponse(200, { access_token: 5 })));
  });

  it("names news and overview answers that do not match their shape (data-areas §8)", async () => {
    const { api } = clientWith([json(200, { items: "none" }), json(200, { symbol: "AAPL" })]);
    const news = await Effect.runPromiseExit(api.company.news({ symbol: "AAPL" }));
    const overview = await Effect.runPromiseExit(api.company.overview({ symbol: "AAPL" }));
    expect(news).toEqual(Exit.fail(ApiError.invalidResponse(200, { items: "none" }, "Invalid news data format")));
    expect(overview).toEqual(
      Exit.fail(ApiError.invalidResponse(200, { symbol: "AAPL" }, "Invalid overview data format")),
    );
  });

  it("tells whether the server was reached: any answer, even a 500, is reached; a network error is not", async () => {
    const heard: boolean[] = [];
    const { api } = clientWith([json(500, { detail: "x", code: "boom" }), networkError, json(200, ok)], {
      onReachability: (reachable) => heard.push(reachable),
    });
    await Effect.runPromiseExit(api.notes.remove("n1"));
    await Effect.runPromiseExit(api.notes.remove("n1"));
    await Effect.runPromiseExit(api.notes.remove("n1"));
    expect(heard).toEqual([true, false, true]);
  });

  it("says nothing of the network when the caller stops an attempt", async () => {
    const heard: boolean[] = [];
    const slow = watchedHang();
    const network = scriptedFetch([slow.answer]);
    const api = promiseApi(
      makeApiClient({
        baseUrl: "http://api.test",
        fetch: network.fetch,
        clock: new SimulatedClock(),
        onReachability: (reachable) => heard.push(reachable),
      }),
    );
    const controller = new AbortController();
    const answer = api.company.quote({ symbol: "AAPL" }, { signal: controller.signal });
    await settle();
    controller.abort();
    await expect(answer).rejects.toBeDefined();
    await settle();
    expect(slow.wasAborted()).toBe(true);
    expect(heard).toEqual([]);
  });

  it("does not retry a POST that met a network error", async () => {
    const { api, network } = clientWith([networkError]);
    const exit = await Effect.runPromiseExit(api.notes.remove("n1"));
    expect(Exit.isFailure(exit)).toBe(true);
    expect(network.seen).toHaveLength(1);
  });
});

describe("ApiClient: the response cache", () => {
  it("keeps a quote for 60 s and asks again after", async () => {
    const { client, api, network, clock } = clientWith([json(200, quote), json(200, { ...quote, price: 231 })]);
    client.accessToken.set("tok");
    expect((await Effect.runPromise(api.company.quote({ symbol: "AAPL" }))).price).toBe(230.1);
    clock.increment(CACHE_LIFETIME_MS.quote - 1);
    expect((await Effect.runPromise(api.company.quote({ symbol: "AAPL" }))).price).toBe(230.1);
    expect(network.seen).toHaveLength(1);
    clock.increment(1);
    expect((await Effect.runPromise(api.company.quote({ symbol: "AAPL" }))).price).toBe(231);
    expect(network.seen).toHaveLength(2);
  });

  it("caches GETs sent without a token for 30 s, and a signed-in GET of no data area not at all", async () => {
    const status = { authenticated: false, user: null, google_client_id: null };
    const { client, api, network, clock } = clientWith([
      json(200, status),
      json(200, status),
      json(200, user),
      json(200, user),
    ]);
    await Effect.runPromise(api.auth.status());
    clock.increment(UNAUTHENTICATED_GET_CACHE_MS - 1);
    await Effect.runPromise(api.auth.status());
    expect(network.seen).toHaveLength(1);
    clock.increment(1);
    await Effect.runPromise(api.auth.status());
    expect(network.seen).toHaveLength(2);
    client.accessToken.set("tok");
    await Effect.runPromise(api.users.me());
    await Effect.runPromise(api.users.me());
    expect(network.seen).toHaveLength(4);
  });

  it("sweeps expired entries every 5 minutes and forgets everything at sign-out", async () => {
    const { client, api, clock } = clientWith([json(200, quote), json(200, quote), json(200, ok)]);
    client.accessToken.set("tok");
    await Effect.runPromise(api.company.quote({ symbol: "AAPL" }));
    expect(client.cache.size).toBe(1);
    clock.increment(CACHE_SWEEP_INTERVAL_MS - 1);
    await Effect.runPromise(api.company.quote({ symbol: "MSFT" }).pipe(Effect.ignore));
    expect(client.cache.size).toBe(2); // the AAPL entry expired but the sweep is not due yet
    clock.increment(1);
    await run(client, signOut);
    expect(client.cache.size).toBe(0);
  });
});

describe("session operations", () => {
  const status = (refreshCookie?: boolean) => ({
    authenticated: false,
    user: null,
    google_client_id: null,
    ...(refreshCookie === undefined ? {} : { refresh_cookie: refreshCookie }),
  });
  const paths = (network: ReturnType<typeof clientWith>["network"]) =>
    network.seen.map((r) => `${r.method} ${new URL(r.url).pathname}`);

  it("restoreSession initialises CSRF first, then refreshes with the token when the browser holds a cookie", async () => {
    const { client, network } = clientWith([
      json(200, { csrf_token: "c-1" }),
      json(200, status(true)),
      json(200, tokenAnswer),
    ]);
    expect(await run(client, restoreSession)).toEqual(Exit.succeed(user));
    expect(paths(network)).toEqual(["GET /v1/auth/csrf", "GET /v1/auth/status", "POST /v1/auth/refresh"]);
    expect(network.seen[2]?.headers.get("x-csrf-token")).toBe("c-1");
    expect(client.accessToken.get()).toBe("tok-1");
  });

  it("restoreSession answers null without asking for a refresh when the browser holds no cookie (no 401 to log)", async () => {
    const { client, network } = clientWith([json(200, { csrf_token: "c-1" }), json(200, status(false))]);
    expect(await run(client, restoreSession)).toEqual(Exit.succeed(null));
    expect(paths(network)).toEqual(["GET /v1/auth/csrf", "GET /v1/auth/status"]);
    expect(client.accessToken.get()).toBeNull();
  });

  it("restoreSession answers null when there is no session, and tries a server that does not say whether a cookie came", async () => {
    const { client, network } = clientWith([
      json(200, { csrf_token: "c-1" }),
      json(200, status()),
      json(401, { detail: "No session", code: "no_session" }),
    ]);
    expect(await run(client, restoreSession)).toEqual(Exit.succeed(null));
    expect(paths(network).at(-1)).toBe("POST /v1/auth/refresh");
    expect(client.accessToken.get()).toBeNull();
  });

  it("restoreSession fails on a session that expired, so it can be said", async () => {
    const { client } = clientWith([
      json(200, { csrf_token: "c-1" }),
      json(200, status(true)),
      json(401, { detail: "Session expired. Please sign in again.", code: "session_expired" }),
    ]);
    const exit = await run(client, restoreSession);
    expect(Exit.isFailure(exit)).toBe(true);
  });

  it("signOut forgets the token even when the server cannot be reached", async () => {
    const { client } = clientWith([networkError]);
    client.accessToken.set("tok");
    await run(client, signOut);
    expect(client.accessToken.get()).toBeNull();
  });
});

describe("promiseApi", () => {
  it("answers the same calls as Promises, rejecting with ApiError", async () => {
    const network = scriptedFetch([json(200, quote), json(404, { detail: "Unknown symbol", code: "not_found" })]);
    const api = promiseApi(
      makeApiClient({ baseUrl: "http://api.test", fetch: network.fetch, clock: new SimulatedClock() }),
    );
    expect((await api.company.quote({ symbol: "AAPL" })).name).toBe("Apple Inc.");
    await expect(api.company.profile({ symbol: "ZZZZ" })).rejects.toMatchObject({
      _tag: "ApiError",
      status: 404,
      message: "Unknown symbol",
    });
  });

  it("aborts the request in flight when the caller's signal fires", async () => {
    const slow = watchedHang();
    const network = scriptedFetch([slow.answer]);
    const api = promiseApi(
      makeApiClient({ baseUrl: "http://api.test", fetch: network.fetch, clock: new SimulatedClock() }),
    );
    const controller = new AbortController();
    const answer = api.company.quote({ symbol: "AAPL" }, { signal: controller.signal });
    await settle();
    controller.abort();
    await expect(answer).rejects.toBeDefined();
    await settle();
    expect(slow.wasAborted()).toBe(true);
  });
});
