// GET /v1/search/company over real HTTP: signed in only, the query checked, answers with provenance.
import { CompanySearchResponse, type TokenResponse } from "@moatwise/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { browserFor, jsonBody, startTestServer, uniqueEmail } from "../../testing/testServer";

let server: RunningServer;
let auth: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  const browser = browserFor(server.url);
  const signUp = await browser.request(
    "/v1/users/signup",
    jsonBody({ email: uniqueEmail(), password: "correct horse battery" }),
  );
  auth = { authorization: `Bearer ${((await signUp.json()) as TokenResponse).access_token}` };
});
afterAll(() => server.close());

const search = (query: string, headers = auth) =>
  fetch(`${server.url}/v1/search/company?${new URLSearchParams({ query })}`, { headers });

describe("GET /v1/search/company", () => {
  it("answers matching companies with the contract's shape, labelled as bundled, not live", async () => {
    const answer = await search("nvidia");
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as CompanySearchResponse;
    expect(Schema.is(CompanySearchResponse)(body)).toBe(true);
    expect(body.results[0]).toEqual({ symbol: "NVDA", name: "NVIDIA Corporation", exchange: "NASDAQ" });
    expect(body.provenance).toMatchObject({ provider: "bundled listings", live: false });
  });

  it("answers 400 invalid_query for a missing or over-long query", async () => {
    const missing = await fetch(`${server.url}/v1/search/company`, { headers: auth });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { code: string }).code).toBe("invalid_query");
    const long = await search("x".repeat(101));
    expect(long.status).toBe(400);
  });

  it("answers 401 to a signed-out caller", async () => {
    const answer = await search("apple", {});
    expect(answer.status).toBe(401);
  });
});
