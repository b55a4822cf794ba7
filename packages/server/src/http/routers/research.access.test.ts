// The research allow-list over real HTTP (spec §6): decided by the server from RESEARCH_ALLOWLIST
// (any case) or RESEARCH_OPEN, exposed as `research_access` on the user, and enforced on every
// /research/* call: others get 403 research_forbidden, signed-out callers 401.
import type { TokenResponse, User } from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFromEnv } from "../../config";
import type { RunningServer } from "../../server";
import { browserFor, jsonBody, startTestServer, uniqueEmail } from "../../testing/testServer";

const password = "correct horse battery";
const invited = uniqueEmail("invited");

async function signUp(server: RunningServer, email: string) {
  const browser = browserFor(server.url);
  const answer = (await (
    await browser.request("/v1/users/signup", jsonBody({ email, password }))
  ).json()) as TokenResponse;
  const auth = { authorization: `Bearer ${answer.access_token}` };
  return { browser, auth, user: answer.user };
}

describe("RESEARCH_ALLOWLIST", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ researchAllowlist: [invited.toLowerCase()], researchOpen: false });
  });
  afterAll(() => server.close());

  it("gives the invited user research access, matching the e-mail in any case", async () => {
    const { browser, auth, user } = await signUp(server, invited.toUpperCase());
    expect(user.research_access).toBe(true);
    const me = (await (await browser.request("/v1/users/me", { headers: auth })).json()) as User;
    expect(me.research_access).toBe(true);
    const documents = await browser.request("/v1/research/documents", { headers: auth });
    expect(documents.status).not.toBe(403);
  });

  it("answers 403 research_forbidden to everyone else, on reads and writes", async () => {
    const { browser, auth, user } = await signUp(server, uniqueEmail("outsider"));
    expect(user.research_access).toBe(false);
    const read = await browser.request("/v1/research/documents", { headers: auth });
    expect(read.status).toBe(403);
    expect(await read.json()).toEqual({
      detail: "The research area is open only to invited users.",
      code: "research_forbidden",
    });
    const write = await browser.request("/v1/research/drafts", {
      ...jsonBody({ topic: "AAPL" }),
      headers: { ...auth, "content-type": "application/json" },
    });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { code: string }).code).toBe("research_forbidden");
  });

  it("answers 401 to a signed-out caller", async () => {
    const answer = await fetch(`${server.url}/v1/research/documents`);
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { code: string }).code).toBe("not_authenticated");
  });
});

describe("RESEARCH_OPEN=true", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ researchAllowlist: [], researchOpen: true });
  });
  afterAll(() => server.close());

  it("opens the area to every signed-in user", async () => {
    const { browser, auth, user } = await signUp(server, uniqueEmail("anyone"));
    expect(user.research_access).toBe(true);
    expect((await browser.request("/v1/research/documents", { headers: auth })).status).not.toBe(403);
  });
});

describe("reading the research settings from the environment", () => {
  it("splits the allow-list on commas, trims and lowercases it; only 'true' opens the area", () => {
    const config = configFromEnv({ RESEARCH_ALLOWLIST: " Ada@Example.com, ,grace@x.io ", RESEARCH_OPEN: "yes" });
    expect(config.researchAllowlist).toEqual(["ada@example.com", "grace@x.io"]);
    expect(config.researchOpen).toBe(false);
    expect(configFromEnv({ RESEARCH_OPEN: "true" }).researchOpen).toBe(true);
  });
});
