// The session keeper with several tabs of one browser (spec §4, §9): one refresh for all of them,
// the 10 s wait for another tab, refreshes before expiry, sign-out everywhere, and a lost session.
// The tabs share an in-process lock and channel, a simulated clock, and a small fake of the token
// endpoints that counts every refresh reaching it.
import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { SimulatedClock } from "xstate";
import { REFRESH_RETRY_MS, TOKEN_EXPIRING_SOON_MS } from "../domain/constants";
import { type CrossTab, tabsInProcess } from "../services/crossTab";
import { sampleUser } from "../testing/sampleUser";
import { settle } from "../testing/scriptedFetch";
import { makeApiClient } from "./ApiClient";
import type { SessionEvent } from "./sessionKeeper";
import { typedApi } from "./typedApi";

const user = sampleUser;

/** The token endpoints: one valid access token at a time; a refresh issues the next one. */
function tokenServer() {
  let generation = 1;
  let refreshAnswer: "token" | "refused" | "down" | "hang" = "token";
  const state = { refreshes: 0 };
  let gate: Promise<void> | null = null;
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (path === "/v1/auth/refresh") {
      state.refreshes += 1;
      if (refreshAnswer === "refused") return reply(401, { detail: "Not authenticated", code: "not_authenticated" });
      if (refreshAnswer === "down") return reply(503, { detail: "Down", code: "upstream_unavailable" });
      if (refreshAnswer === "hang") return new Promise<Response>(() => {});
      generation += 1;
      return reply(200, { access_token: `tok-${generation}`, token_type: "bearer", expires_in: 3600, user });
    }
    if (path === "/v1/auth/logout") return reply(200, { ok: true });
    const valid = request.headers.get("authorization") === `Bearer tok-${generation}`;
    if (gate) await gate;
    if (!valid) {
      return reply(401, { detail: "Not authenticated", code: "not_authenticated" });
    }
    return reply(200, user);
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    state,
    /** The current token stops working, as when it expires. */
    expireToken: () => {
      generation += 1;
    },
    answerRefreshWith: (answer: typeof refreshAnswer) => {
      refreshAnswer = answer;
    },
    currentToken: () => `tok-${generation}`,
    /** Data answers wait until `release` is called (the token is checked on arrival). */
    holdDataAnswers: () => {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
  };
}

/** `count` tabs signed in with the server's current token, sharing one clock and one browser. */
function browser(count: number) {
  const server = tokenServer();
  const clock = new SimulatedClock();
  const tabs = tabsInProcess();
  const open = () => {
    const crossTab: CrossTab = tabs.tab();
    const events: SessionEvent[] = [];
    let unauthorized = 0;
    const client = makeApiClient({
      baseUrl: "http://api.test",
      fetch: server.fetch,
      clock,
      crossTab,
      onUnauthorized: () => {
        unauthorized += 1;
      },
    });
    client.session.subscribe((event) => events.push(event));
    return { client, api: typedApi(client), events, unauthorized: () => unauthorized };
  };
  const all = Array.from({ length: count }, open);
  return { server, clock, tabs: all };
}

/** Signs every tab in with the server's current token (as restoring at start would). */
async function signInAll(b: ReturnType<typeof browser>) {
  for (const tab of b.tabs) {
    tab.client.session.started({ access_token: b.server.currentToken(), token_type: "bearer", expires_in: 3600, user });
  }
  await settle();
  for (const tab of b.tabs) tab.events.length = 0;
}

const typesOf = (events: SessionEvent[]) => events.map((event) => event.type);

describe("one refresh for every tab of the browser", () => {
  it("four tabs whose token expired all request data at once: one refresh, every request succeeds", async () => {
    const b = browser(4);
    await signInAll(b);
    b.server.expireToken();

    const answers = await Promise.all(b.tabs.map((tab) => Effect.runPromiseExit(tab.api.users.me())));

    expect(b.server.state.refreshes).toBe(1);
    for (const answer of answers) expect(Exit.isSuccess(answer)).toBe(true);
    for (const tab of b.tabs) {
      expect(tab.client.accessToken.get()).toBe(b.server.currentToken());
      expect(typesOf(tab.events)).not.toContain("session.expired");
      expect(tab.unauthorized()).toBe(0);
    }
  });

  it("many requests of one tab share its single refresh", async () => {
    const b = browser(1);
    await signInAll(b);
    b.server.expireToken();
    const [tab] = b.tabs;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => Effect.runPromiseExit(tab!.api.users.me())));
    expect(b.server.state.refreshes).toBe(1);
    expect(answers.every(Exit.isSuccess)).toBe(true);
  });

  it("a 401 for a token another tab replaced meanwhile retries with the new one, without refreshing again", async () => {
    const b = browser(2);
    await signInAll(b);
    const [first, second] = b.tabs;
    b.server.expireToken();
    const release = b.server.holdDataAnswers();
    const slow = Effect.runPromiseExit(first!.api.users.me()); // arrives with the expired token
    await settle();
    second!.client.session.refresh(); // the other tab refreshes and shares its token meanwhile
    await settle();
    expect(first!.client.accessToken.get()).toBe(b.server.currentToken());
    release();
    expect(Exit.isSuccess(await slow)).toBe(true);
    expect(b.server.state.refreshes).toBe(1);
  });

  it("a tab waits 10 s for another tab's refresh, then refreshes by itself", async () => {
    const b = browser(2);
    await signInAll(b);
    const [first, second] = b.tabs;
    b.server.answerRefreshWith("hang");
    b.server.expireToken();
    Effect.runFork(first!.api.users.me()); // holds the turn, its refresh never answers
    await settle();
    expect(b.server.state.refreshes).toBe(1);

    b.server.answerRefreshWith("token");
    const waiting = Effect.runPromiseExit(second!.api.users.me());
    await settle();
    b.clock.increment(9_999);
    await settle();
    expect(b.server.state.refreshes).toBe(1);
    b.clock.increment(1);
    await settle();
    expect(b.server.state.refreshes).toBe(2);
    expect(Exit.isSuccess(await waiting)).toBe(true);
  });
});

describe("refreshing before the token expires", () => {
  it("refreshes 5 minutes before expiry; the other tabs take the new token without refreshing", async () => {
    const b = browser(3);
    await signInAll(b);
    const before = b.server.state.refreshes;
    b.clock.increment(3600_000 - TOKEN_EXPIRING_SOON_MS - 1);
    await settle();
    expect(b.server.state.refreshes).toBe(before);

    b.clock.increment(1);
    await settle();
    expect(b.server.state.refreshes).toBe(before + 1);
    for (const tab of b.tabs) {
      expect(tab.client.accessToken.get()).toBe(b.server.currentToken());
      expect(typesOf(tab.events)).toContain("session.refreshed");
    }
  });

  it("reports the refresh while it runs, and retries 30 s after a failure for now", async () => {
    const b = browser(1);
    await signInAll(b);
    const [tab] = b.tabs;
    b.server.answerRefreshWith("down");
    b.clock.increment(3600_000 - TOKEN_EXPIRING_SOON_MS);
    await settle();
    // The request layer does not retry the refresh POST; the keeper tries again 30 s later.
    const refreshesAfterFailure = b.server.state.refreshes;
    expect(tab!.events).toEqual([
      { type: "session.refreshing", active: true },
      { type: "session.refreshing", active: false },
    ]);
    expect(tab!.client.accessToken.get()).not.toBeNull();

    b.server.answerRefreshWith("token");
    b.clock.increment(REFRESH_RETRY_MS);
    await settle();
    expect(b.server.state.refreshes).toBe(refreshesAfterFailure + 1);
    expect(tab!.client.accessToken.get()).toBe(b.server.currentToken());
  });
});

describe("signing out and losing the session", () => {
  it("signing out in one tab signs out the others, without calling it expired", async () => {
    const b = browser(4);
    await signInAll(b);
    const [first, ...others] = b.tabs;
    await Effect.runPromise(Effect.ignore(first!.api.auth.logout()));
    first!.client.session.signedOut();
    await settle();
    for (const tab of others) {
      expect(tab.client.accessToken.get()).toBeNull();
      expect(typesOf(tab.events)).toEqual(["session.signedOutElsewhere"]);
    }
    expect(first!.client.accessToken.get()).toBeNull();
    expect(first!.events).toEqual([]); // its own message does not come back to it
  });

  it("signing in in one tab signs in a signed-out tab", async () => {
    const b = browser(2);
    const [first, second] = b.tabs;
    first!.client.session.started({ access_token: "tok-1", token_type: "bearer", expires_in: 3600, user });
    await settle();
    expect(second!.client.accessToken.get()).toBe("tok-1");
    expect(second!.events).toEqual([{ type: "session.signedInElsewhere", user }]);
  });

  it("a refused refresh ends the session once: session expired, unauthorized, and the call fails", async () => {
    const b = browser(2);
    await signInAll(b);
    b.server.answerRefreshWith("refused");
    b.server.expireToken();
    const [first] = b.tabs;
    const answer = await Effect.runPromiseExit(first!.api.users.me());
    expect(Exit.isFailure(answer)).toBe(true);
    expect(typesOf(first!.events).filter((type) => type === "session.expired")).toHaveLength(1);
    expect(first!.unauthorized()).toBe(1);
    expect(first!.client.accessToken.get()).toBeNull();
  });
});
