// The settings calls over real HTTP on a real database: the name shown, the answer preferences,
// and the usage counts, each scoped to its owner; bad input gets a 400 that names the field.
import type { AnswerPreferences, UsageResponse, User } from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { sendAs, signUpMember, startTestServer } from "../../testing/testServer";

const signUp = (server: RunningServer) => signUpMember(server.url, "settings");
const send = sendAs;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("PATCH /users/me", () => {
  it("renames the user, trimmed, and the new name is what /users/me says", async () => {
    const ada = await signUp(server);
    const renamed = await send(ada, "PATCH", "/v1/users/me", { username: "  Ada Lovelace  " });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as User).username).toBe("Ada Lovelace");
    const me = (await (await send(ada, "GET", "/v1/users/me")).json()) as User;
    expect(me.username).toBe("Ada Lovelace");
  });

  it("refuses an empty or overlong name with a 400 naming the field, and keeps the old one", async () => {
    const ada = await signUp(server);
    for (const username of ["   ", "x".repeat(200)]) {
      const refused = await send(ada, "PATCH", "/v1/users/me", { username });
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { detail: string; code: string };
      expect(body.code).toBe("invalid_body");
      expect(body.detail).toContain("username");
    }
    const me = (await (await send(ada, "GET", "/v1/users/me")).json()) as User;
    expect(me.username).toBe(ada.user.username);
  });

  it("answers 401 without a session", async () => {
    const answer = await fetch(`${server.url}/v1/users/me/preferences`);
    expect(answer.status).toBe(401);
  });
});

describe("/users/me/preferences", () => {
  it("starts at the defaults and keeps what the user saves, for that user only", async () => {
    const ada = await signUp(server);
    const grace = await signUp(server);
    const defaults = (await (await send(ada, "GET", "/v1/users/me/preferences")).json()) as AnswerPreferences;
    expect(defaults).toEqual({ searchDepth: "standard", complexity: "default", verbosity: "balanced" });

    const wanted: AnswerPreferences = { searchDepth: "deep", complexity: "simpler", verbosity: "concise" };
    const saved = await send(ada, "PUT", "/v1/users/me/preferences", wanted);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(wanted);
    expect(await (await send(ada, "GET", "/v1/users/me/preferences")).json()).toEqual(wanted);
    // Another user's preferences are their own.
    expect(await (await send(grace, "GET", "/v1/users/me/preferences")).json()).toEqual(defaults);
  });

  it("refuses an unknown level with a 400 and changes nothing", async () => {
    const ada = await signUp(server);
    const refused = await send(ada, "PUT", "/v1/users/me/preferences", {
      searchDepth: "bottomless",
      complexity: "default",
      verbosity: "balanced",
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { detail: string }).detail).toContain("searchDepth");
    const kept = (await (await send(ada, "GET", "/v1/users/me/preferences")).json()) as AnswerPreferences;
    expect(kept.searchDepth).toBe("standard");
  });
});

describe("GET /usage", () => {
  it("counts the user's answered requests per day by kind, 30 days, today last; not another user's", async () => {
    const ada = await signUp(server);
    const grace = await signUp(server);
    await send(ada, "GET", "/v1/search/company?query=apple");
    await send(ada, "GET", "/v1/search/company?query=micro");
    await send(grace, "GET", "/v1/search/company?query=apple");
    // Neither account calls nor failed calls count.
    await send(ada, "GET", "/v1/users/me");
    await send(ada, "GET", "/v1/search/company");

    const usage = (await (await send(ada, "GET", "/v1/usage")).json()) as UsageResponse;
    expect(usage.days).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(usage.days.at(-1)?.date).toBe(today);
    expect(usage.days.at(-1)?.counts).toEqual({ ai: 0, chat: 0, company: 2, financials: 0, research: 0, pdf: 0 });
    expect(usage.days.slice(0, -1).every((day) => Object.values(day.counts).every((n) => n === 0))).toBe(true);
    const dates = usage.days.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it("does not count a visitor's requests and answers them 401", async () => {
    expect((await fetch(`${server.url}/v1/usage`)).status).toBe(401);
  });
});
