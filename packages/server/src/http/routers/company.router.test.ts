// GET /v1/search/company over real HTTP: signed in only, the query checked, answers with provenance.
import { CompanyProfile, CompanySearchResponse, CoveredCompanies, type TokenResponse } from "@moatwise/core";
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
    expect(body.results[0]).toEqual({ symbol: "NVDA", name: "NVIDIA Corporation", exchange: "NASDAQ", hasData: true });
    expect(body.provenance).toMatchObject({ provider: "bundled listings", live: false });
  });

  it("says which suggested companies the configured providers have data on", async () => {
    const body = (await (await search("tesla")).json()) as CompanySearchResponse;
    expect(body.results[0]).toMatchObject({ symbol: "TSLA", hasData: false });
    const apple = (await (await search("AAPL")).json()) as CompanySearchResponse;
    expect(apple.results[0]).toMatchObject({ symbol: "AAPL", hasData: true });
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

describe("GET /v1/company/covered", () => {
  it("lists the sample set's companies to anyone, signed in or not, labelled sample and not live", async () => {
    const answer = await fetch(`${server.url}/v1/company/covered`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as CoveredCompanies;
    expect(Schema.is(CoveredCompanies)(body)).toBe(true);
    expect(body.everyListedCompany).toBe(false);
    expect(body.provenance).toMatchObject({ provider: "sample", live: false });
    const symbols = body.companies.map((company) => company.symbol);
    expect(symbols).toEqual(expect.arrayContaining(["AAPL", "COST", "NVDA"]));
    expect(symbols).not.toContain("TSLA");
    expect(body.companies.find((company) => company.symbol === "COST")).toMatchObject({
      name: "Costco Wholesale Corporation",
      exchange: "NASDAQ",
    });
  });

  it("lists exactly the companies search marks as having data", async () => {
    const body = (await (await fetch(`${server.url}/v1/company/covered`)).json()) as CoveredCompanies;
    for (const company of body.companies.slice(0, 5)) {
      const found = (await (await search(company.symbol)).json()) as CompanySearchResponse;
      expect(found.results[0]).toMatchObject({ symbol: company.symbol, hasData: true });
    }
  });
});

const profile = (symbol: string, headers = auth) =>
  fetch(`${server.url}/v1/company/profile?${new URLSearchParams({ symbol })}`, { headers });

describe("GET /v1/company/profile on the sample provider", () => {
  it("answers a sample company's profile in the contract's shape, labelled sample and not live", async () => {
    const answer = await profile("aapl");
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as CompanyProfile;
    expect(Schema.is(CompanyProfile)(body)).toBe(true);
    expect(body).toMatchObject({
      symbol: "AAPL",
      companyName: "Apple Inc.",
      exchange: "NASDAQ",
      sector: "Technology",
      ceo: "Tim Cook",
      provenance: { provider: "sample", live: false },
    });
  });

  it("answers 404 unknown_symbol for a ticker no provider knows, 400 for a malformed one, 401 signed out", async () => {
    const unknown = await profile("ZZZZ");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      detail: "Moatwise has no company data for ZZZZ: offline, it covers a sample set of large US companies.",
      code: "unknown_symbol",
    });
    const malformed = await profile("not a ticker!");
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { code: string }).code).toBe("invalid_query");
    expect((await profile("AAPL", {})).status).toBe(401);
  });
});
