// Fault injection over a scripted fetch and a simulated clock: each scenario scripts what the
// network does and checks what the client sent, when, and how the call ended. No test waits in
// real time: back-off and time-outs move only when the test moves the clock.
import { Effect, Exit, Fiber } from "effect";
import { describe, expect, it, vi } from "vitest";
import { SimulatedClock } from "xstate";
import { texts } from "../domain/texts";
import { sampleUser } from "../testing/sampleUser";
import {
  hang,
  json,
  networkError,
  type ScriptedAnswer,
  scriptedFetch,
  settle,
  watchedHang,
} from "../testing/scriptedFetch";
import { type ApiClientOptions, makeApiClient } from "./ApiClient";
import { ApiError } from "./ApiError";
import { typedApi } from "./typedApi";

const provenance = { provider: "sample", asOf: "2026-11-20T21:00:00Z", live: false };
const ratios = {
  symbol: "AAPL",
  peRatio: 35.2,
  priceToSalesRatio: null,
  priceToBookRatio: null,
  priceToFreeCashFlowRatio: null,
  enterpriseValueMultiple: null,
  dividendYield: null,
  grossProfitMargin: null,
  operatingProfitMargin: null,
  netProfitMargin: null,
  returnOnEquity: null,
  returnOnAssets: null,
  debtToEquityRatio: null,
  currentRatio: null,
  provenance,
};
const user = sampleUser;
const refreshed = { access_token: "tok-2", token_type: "bearer", expires_in: 3600, user };
const ok = { ok: true };
const draft = {
  id: "d1",
  companyName: "Apple Inc.",
  companyTicker: "AAPL",
  materials: [],
  pillars: ["competitors"],
  structure: null,
  status: "draft",
  documentId: null,
  createdAt: "2026-11-21T10:00:00Z",
  updatedAt: "2026-11-21T10:00:00Z",
};
const unavailable = json(503, { detail: "Upstream is down", code: "upstream_unavailable" });
const tooMany = json(429, { detail: "Slow down", code: "rate_limited" });
const unauthorized = json(401, { detail: "Not authenticated", code: "not_authenticated" });
const csrfRejected = json(403, { detail: "CSRF token missing or invalid", code: "csrf_invalid" });

/** A client on a scripted network and a simulated clock; jitter fixed at 150 ms (random 0.5). */
function harness(script: ScriptedAnswer[], extra: Partial<ApiClientOptions> = {}) {
  const network = scriptedFetch(script);
  const clock = new SimulatedClock();
  const onUnauthorized = vi.fn();
  const client = makeApiClient({
    baseUrl: "http://api.test",
    fetch: network.fetch,
    clock,
    random: () => 0.5,
    onUnauthorized,
    ...extra,
  });
  client.accessToken.set("tok-1");
  /** Starts a call in the background; `outcome()` awaits its Exit. */
  const start = <A>(effect: Effect.Effect<A, ApiError>) => {
    const fiber = Effect.runFork(effect);
    return {
      outcome: () => Effect.runPromise(Fiber.await(fiber)),
      interrupt: () => Effect.runPromise(Fiber.interrupt(fiber)),
    };
  };
  /** Waits for the first attempt (a lazily loaded area, such as financials, is imported first). */
  const firstSent = () => vi.waitFor(() => expect(network.seen.length).toBeGreaterThan(0));
  /** Moves the clock by `ms` and lets the network catch up. */
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  /** Moves to 1 ms before `ms`, checks nothing new was sent, then the last 1 ms. */
  const expectNextAttemptAfter = async (ms: number) => {
    const sent = network.seen.length;
    await advance(ms - 1);
    expect(network.seen.length).toBe(sent);
    await advance(1);
    expect(network.seen.length).toBe(sent + 1);
  };
  return {
    client,
    api: typedApi(client),
    network,
    clock,
    onUnauthorized,
    start,
    firstSent,
    advance,
    expectNextAttemptAfter,
  };
}

describe("GET retries on 502, 503, 504 and network errors: twice, 1 s then 2 s", () => {
  it("502 then success: the second attempt goes out after exactly 1 s", async () => {
    const h = harness([json(502, {}), json(200, ratios)]);
    const call = h.start(h.api.financials.ratiosTtm("AAPL"));
    await h.firstSent();
    await h.expectNextAttemptAfter(1000);
    expect(await call.outcome()).toEqual(Exit.succeed(ratios));
  });

  it.each([
    ["503 twice", unavailable],
    ["network errors twice", networkError],
  ])("%s, then success: 1 s, then 2 s", async (_, failure) => {
    const h = harness([failure, failure, json(200, ratios)]);
    const call = h.start(h.api.financials.ratiosTtm("AAPL"));
    await h.firstSent();
    await h.expectNextAttemptAfter(1000);
    await h.expectNextAttemptAfter(2000);
    expect(await call.outcome()).toEqual(Exit.succeed(ratios));
  });

  it("504 three times: fails after the third attempt with the 5xx wording, and sends no fourth", async () => {
    const h = harness([json(504, {}), json(504, {}), json(504, {})]);
    const call = h.start(h.api.financials.ratiosTtm("AAPL"));
    await h.firstSent();
    await h.advance(1000);
    await h.advance(2000);
    const exit = await call.outcome();
    expect(exit).toEqual(Exit.fail(ApiError.fromResponse(504, {})));
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain(texts.serverUnavailable);
    await h.advance(60_000);
    expect(h.network.seen).toHaveLength(3);
  });

  it("network errors three times: fails with the network wording", async () => {
    const h = harness([networkError, networkError, networkError]);
    const call = h.start(h.api.financials.ratiosTtm("AAPL"));
    await h.firstSent();
    await h.advance(1000);
    await h.advance(2000);
    const exit = await call.outcome();
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain(texts.networkIssue);
  });

  it("500 is not retried", async () => {
    const h = harness([json(500, {})]);
    const exit = await h.start(h.api.financials.ratiosTtm("AAPL")).outcome();
    expect(exit).toEqual(Exit.fail(ApiError.fromResponse(500, {})));
    expect(h.network.seen).toHaveLength(1);
  });

  it("a PUT that meets 503 is not retried", async () => {
    const h = harness([unavailable]);
    const exit = await h.start(h.api.portfolio.reorder({ order: ["h1"] })).outcome();
    expect(Exit.isFailure(exit)).toBe(true);
    await h.advance(10_000);
    expect(h.network.seen).toHaveLength(1);
  });
});

describe("401: refresh the session once and retry", () => {
  it("refresh succeeds: the call is sent again with the new token", async () => {
    const h = harness([unauthorized, json(200, refreshed), json(200, ratios)]);
    const exit = await h.start(h.api.financials.ratiosTtm("AAPL")).outcome();
    expect(exit).toEqual(Exit.succeed(ratios));
    expect(h.network.seen.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      "GET /v1/financials/ratios-ttm/AAPL",
      "POST /v1/auth/refresh",
      "GET /v1/financials/ratios-ttm/AAPL",
    ]);
    expect(h.network.seen[2]?.headers.get("authorization")).toBe("Bearer tok-2");
    expect(h.client.accessToken.get()).toBe("tok-2");
  });

  it("a fatal refresh (401): clears the token, signals unauthorized, fails with Not authenticated", async () => {
    const h = harness([unauthorized, json(401, { detail: "No session", code: "no_session" })]);
    const exit = await h.start(h.api.financials.ratiosTtm("AAPL")).outcome();
    expect(exit).toEqual(Exit.fail(ApiError.notAuthenticated(expect.anything())));
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain(`"message":"${texts.notAuthenticated}"`);
    expect(h.client.accessToken.get()).toBeNull();
    expect(h.onUnauthorized).toHaveBeenCalledOnce();
  });

  it("a refresh that returns no access token is fatal too", async () => {
    const h = harness([unauthorized, json(200, { token_type: "bearer" })]);
    const exit = await h.start(h.api.financials.ratiosTtm("AAPL")).outcome();
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain(texts.refreshWithoutToken);
    expect(h.onUnauthorized).toHaveBeenCalledOnce();
  });

  it("a retryable refresh failure (503) is passed on as it is; the session stays", async () => {
    const h = harness([unauthorized, unavailable]);
    const exit = await h.start(h.api.financials.ratiosTtm("AAPL")).outcome();
    expect(exit).toEqual(
      Exit.fail(ApiError.fromResponse(503, { detail: "Upstream is down", code: "upstream_unavailable" })),
    );
    expect(h.client.accessToken.get()).toBe("tok-1");
    expect(h.onUnauthorized).not.toHaveBeenCalled();
  });

  it("a refresh that meets a network error is retryable and passed on as a network error", async () => {
    const h = harness([unauthorized, networkError]);
    const exit = await h.start(h.api.financials.ratiosTtm("AAPL")).outcome();
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain("network_error");
    expect(h.onUnauthorized).not.toHaveBeenCalled();
  });

  it("401 again after a successful refresh: no second refresh, the 401 is the answer", async () => {
    const h = harness([unauthorized, json(200, refreshed), unauthorized]);
    const exit = await h.start(h.api.financials.ratiosTtm("AAPL")).outcome();
    expect(exit).toEqual(
      Exit.fail(ApiError.fromResponse(401, { detail: "Not authenticated", code: "not_authenticated" })),
    );
    expect(h.network.seen).toHaveLength(3);
  });

  it("two calls that meet 401 together share one refresh", async () => {
    const h = harness([unauthorized, unauthorized, json(200, refreshed), json(200, ratios), json(200, ratios)]);
    const first = h.start(h.api.financials.ratiosTtm("AAPL"));
    const second = h.start(h.api.financials.ratiosTtm("MSFT"));
    expect(await first.outcome()).toEqual(Exit.succeed(ratios));
    expect(await second.outcome()).toEqual(Exit.succeed(ratios));
    expect(h.network.seen.filter((r) => r.url.endsWith("/auth/refresh"))).toHaveLength(1);
  });

  it("a 401 from sign-in itself is an answer, not a reason to refresh", async () => {
    const h = harness([json(401, { detail: "Invalid email or password", code: "invalid_credentials" })]);
    const exit = await h.start(h.api.users.signIn({ username: "a@b.co", password: "x" })).outcome();
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain("Invalid email or password");
    expect(h.network.seen).toHaveLength(1);
  });
});

describe("403: re-initialise CSRF and retry once", () => {
  it("403, new CSRF token, then success with the new header", async () => {
    const h = harness([csrfRejected, json(200, { csrf_token: "c-9" }), json(200, ok)]);
    const exit = await h.start(h.api.notes.remove("n1")).outcome();
    expect(exit).toEqual(Exit.succeed(ok));
    expect(h.network.seen[1]?.url).toBe("http://api.test/v1/auth/csrf");
    expect(h.network.seen[2]?.headers.get("x-csrf-token")).toBe("c-9");
  });

  it("403 twice: the second 403 is the answer", async () => {
    const h = harness([csrfRejected, json(200, { csrf_token: "c-9" }), csrfRejected]);
    const exit = await h.start(h.api.notes.remove("n1")).outcome();
    expect(exit).toEqual(
      Exit.fail(ApiError.fromResponse(403, { detail: "CSRF token missing or invalid", code: "csrf_invalid" })),
    );
    expect(h.network.seen).toHaveLength(3);
  });

  it("a 403 on a GET is the answer: CSRF guards only non-GET requests", async () => {
    const h = harness([json(403, { detail: "Not on the allow-list", code: "research_forbidden" })]);
    const exit = await h.start(h.api.research.listDrafts()).outcome();
    expect(exit).toEqual(
      Exit.fail(ApiError.fromResponse(403, { detail: "Not on the allow-list", code: "research_forbidden" })),
    );
    expect(h.network.seen).toHaveLength(1);
  });

  it("the CSRF renewal fails (after its own GET retries): the original 403 is the answer", async () => {
    const h = harness([csrfRejected, unavailable, unavailable, unavailable]);
    const call = h.start(h.api.notes.remove("n1"));
    await settle();
    await h.expectNextAttemptAfter(1000);
    await h.expectNextAttemptAfter(2000);
    const exit = await call.outcome();
    expect(exit).toEqual(
      Exit.fail(ApiError.fromResponse(403, { detail: "CSRF token missing or invalid", code: "csrf_invalid" })),
    );
  });
});

describe("research structure: up to 5 attempts on 429, 1 s doubled plus jitter", () => {
  const structure = (h: ReturnType<typeof harness>) =>
    h.start(h.api.research.generateStructure("d1", { pillars: ["competitors"] }));

  it("a 429 storm that clears: waits 1150, 2150, 4150, 8150 ms, then succeeds", async () => {
    const h = harness([tooMany, tooMany, tooMany, tooMany, json(200, draft)]);
    const call = structure(h);
    await h.firstSent();
    for (const wait of [1150, 2150, 4150, 8150]) await h.expectNextAttemptAfter(wait);
    expect(await call.outcome()).toEqual(Exit.succeed(draft));
  });

  it("a 429 storm that does not clear: the fifth 429 is the answer", async () => {
    const h = harness([tooMany, tooMany, tooMany, tooMany, tooMany]);
    const call = structure(h);
    await h.firstSent();
    for (const wait of [1150, 2150, 4150, 8150]) await h.advance(wait);
    expect(await call.outcome()).toEqual(
      Exit.fail(ApiError.fromResponse(429, { detail: "Slow down", code: "rate_limited" })),
    );
    await h.advance(60_000);
    expect(h.network.seen).toHaveLength(5);
  });

  it("429 on other calls is not retried", async () => {
    const h = harness([tooMany]);
    const exit = await h.start(h.api.financials.ratiosTtm("AAPL")).outcome();
    expect(Exit.isFailure(exit)).toBe(true);
    expect(h.network.seen).toHaveLength(1);
  });
});

describe("time-outs: 30 s default, 120 s long, none for structure generation", () => {
  it("a slow first byte on a GET: fails at 30 s with the time-out wording, aborts the fetch, no retry", async () => {
    const slow = watchedHang();
    const h = harness([slow.answer]);
    const call = h.start(h.api.financials.ratiosTtm("AAPL"));
    await h.firstSent();
    await h.advance(29_999);
    expect(slow.wasAborted()).toBe(false);
    await h.advance(1);
    const exit = await call.outcome();
    expect(exit).toEqual(Exit.fail(ApiError.timeout(30_000)));
    expect(slow.wasAborted()).toBe(true);
    expect(h.network.seen).toHaveLength(1);
  });

  it("a sanity check may take 120 s", async () => {
    const h = harness([hang]);
    const call = h.start(h.api.research.sanityCheck("doc1", { thesis: "Services keep growing." }));
    await h.firstSent();
    await h.advance(119_999);
    let finished = false;
    void call.outcome().then(() => {
      finished = true;
    });
    await settle();
    expect(finished).toBe(false);
    await h.advance(1);
    expect(await call.outcome()).toEqual(Exit.fail(ApiError.timeout(120_000)));
  });

  it("structure generation has no time-out; interrupting the call aborts it", async () => {
    const slow = watchedHang();
    const h = harness([slow.answer]);
    const call = h.start(h.api.research.generateStructure("d1", { pillars: ["competitors"] }));
    await h.firstSent();
    await h.advance(60 * 60_000);
    expect(slow.wasAborted()).toBe(false);
    await call.interrupt();
    await settle();
    expect(slow.wasAborted()).toBe(true);
  });
});
