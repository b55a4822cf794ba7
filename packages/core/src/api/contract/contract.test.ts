// The contract itself: every call of both specs' §7 is declared once, with consistent paths,
// the spec's time-out classes, retry policies and access rules.
import { Schema } from "effect";
import { describe, expect, expectTypeOf, it } from "vitest";
import { type AnyEndpoint, fillPath, type PathParamName, pathParamNames } from "./endpoint";
import { contract } from "./index";

const all = Object.entries(contract).flatMap(([area, endpoints]) =>
  Object.entries(endpoints).map(([name, endpoint]) => ({ id: `${area}.${name}`, endpoint: endpoint as AnyEndpoint })),
);
const byRoute = new Map(all.map(({ id, endpoint }) => [`${endpoint.method} ${endpoint.path}`, id]));

/** Every call the specs list (shell-auth-chat §7, data-areas §7), in their words. */
const SPEC_CALLS = [
  "POST /users/signin",
  "POST /auth/google",
  "POST /auth/logout",
  "GET /auth/status",
  "GET /users/me",
  "PATCH /users/me/theme",
  "GET /search/company",
  "POST /ai/query",
  "POST /ai/stream",
  "GET /ai/health",
  "GET /ai/modes",
  "GET /chat/conversations",
  "POST /chat/conversations",
  "GET /chat/conversations/{id}",
  "PATCH /chat/conversations/{id}",
  "POST /chat/conversations/{id}/generate-title",
  "POST /chat/conversations/{id}/messages",
  "GET /company/profile",
  "GET /company/quote",
  "GET /company/overview",
  "GET /company/news",
  "GET /company/news/preferences",
  "PUT /company/news/preferences",
  "GET /company/general-news",
  "POST /company/general-news/batch",
  "GET /company/7-powers",
  "GET /company/metrics",
  "GET /company/sec-filings",
  "GET /company/sec-filings/resolve-pdf",
  "GET /company/sec-filings/download",
  "GET /company/sec-filings/fetch",
  "GET /company/historical-price",
  "GET /financials/income-statement/{symbol}",
  "GET /financials/cash-flow-statement/{symbol}",
  "GET /financials/balance-sheet/{symbol}",
  "GET /financials/financial-flow/{symbol}",
  "GET /financials/ratios-ttm/{symbol}",
  "POST /financials/discounted-cash-flow",
  "POST /research/drafts",
  "GET /research/drafts",
  "GET /research/drafts/{id}",
  "PUT /research/drafts/{id}",
  "DELETE /research/drafts/{id}",
  "POST /research/drafts/{id}/structure",
  "POST /research/drafts/{id}/structure/start",
  "POST /research/drafts/{id}/generate",
  "GET /research/documents",
  "GET /research/documents/{id}",
  "DELETE /research/documents/{id}",
  "PUT /research/documents/{id}/sections/{sectionId}",
  "POST /research/documents/{id}/sanity-check",
  "POST /research/documents/{id}/sections/{sectionId}/questions/{questionId}/summary",
  "POST /research/documents/{id}/sections/{sectionId}/questions/{questionId}/readability",
  "POST /research/documents/{id}/sections/{sectionId}/pillar-report",
  "GET /notes",
  "POST /notes",
  "PUT /notes/{id}",
  "DELETE /notes/{id}",
  "POST /notes/{id}/organize",
  "GET /highlights/document/{id}",
  "POST /highlights",
  "DELETE /highlights/{id}",
  "GET /prompts/{symbol}",
  "POST /prompts/{symbol}",
  "POST /prompts/{id}/vote",
  "DELETE /prompts/{id}/vote",
  "DELETE /prompts/{id}",
  "GET /portfolio",
  "POST /portfolio",
  "PUT /portfolio/{id}",
  "DELETE /portfolio/{id}",
  "PUT /portfolio/order",
  "POST /pdf/upload",
  "DELETE /pdf/session/{sessionId}",
  "POST /pdf/chat",
];

describe("the /v1 contract", () => {
  it("declares every call of both specs", () => {
    expect(SPEC_CALLS.filter((call) => !byRoute.has(call))).toEqual([]);
  });

  it("declares each method and path once", () => {
    expect(byRoute.size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(SPEC_CALLS.length);
  });

  it("uses path parameters that fillPath can fill, URL-encoded", () => {
    for (const { endpoint } of all) {
      const params = Object.fromEntries(pathParamNames(endpoint.path).map((name) => [name, "a b"]));
      expect(fillPath(endpoint.path, params)).not.toContain("{");
    }
    expect(fillPath("/notes/{id}", { id: "a/b" })).toBe("/notes/a%2Fb");
    expect(() => fillPath("/notes/{id}", {})).toThrow('Missing path parameter "id"');
  });

  it("gives summaries, readability, pillar reports and sanity checks 120 s, structure generation none", () => {
    const long = all.filter(({ endpoint }) => endpoint.timeout === "long").map(({ id }) => id);
    expect(long).toEqual(
      expect.arrayContaining([
        "research.sanityCheck",
        "research.questionSummary",
        "research.questionReadability",
        "research.pillarReport",
      ]),
    );
    expect(contract.research.generateStructure).toMatchObject({ timeout: "none", retry: "structure" });
  });

  it("retries GETs only, and structure generation on 429", () => {
    for (const { id, endpoint } of all) {
      const expected = id === "research.generateStructure" ? "structure" : endpoint.method === "GET" ? "get" : "none";
      expect(`${id}: ${endpoint.retry}`).toBe(`${id}: ${expected}`);
    }
  });

  it("puts every research call behind the allow-list and offers force=true on the research POSTs", () => {
    for (const [name, endpoint] of Object.entries(contract.research) as Array<[string, AnyEndpoint]>) {
      expect(`${name}: ${endpoint.access}`).toBe(`${name}: research`);
      if (endpoint.method === "POST") {
        expect(Schema.encodeUnknownSync(endpoint.query)({ force: true })).toEqual({ force: "true" });
      }
    }
    expect(contract.research.startStructure.idempotencyKey).toBe(true);
    expect(contract.research.generate.idempotencyKey).toBe(true);
  });

  it("streams the AI answer as server-sent events and the PDF answer as data lines", () => {
    expect(contract.ai.stream.responseKind).toBe("sse");
    expect(contract.pdf.chat.responseKind).toBe("dataLines");
    expect(contract.company.downloadFiling.responseKind).toBe("binary");
  });

  it("never caches the CSRF token, whose answer must be fresh", () => {
    expect(contract.auth.csrf.cache).toBe("none");
  });

  it("caches the data areas of data-areas §9", () => {
    const cached = Object.fromEntries(
      all
        .filter(({ endpoint }) => endpoint.cache && endpoint.cache !== "none")
        .map(({ id, endpoint }) => [id, endpoint.cache]),
    );
    expect(cached).toEqual({
      "company.profile": "profile",
      "company.quote": "quote",
      "company.overview": "overview",
      "company.generalNews": "generalNews",
      "company.metrics": "metrics",
      "company.historicalPrice": "historicalPrices",
      "financials.incomeStatement": "statements",
      "financials.cashFlowStatement": "statements",
      "financials.balanceSheet": "statements",
      "financials.financialFlow": "financialFlow",
    });
  });

  it("lets only the sign-in, token and status calls through without a session", () => {
    // The assistant's health and modes say which provider answers, and the covered companies what
    // the data holds (the home page links them before sign-in); they hold nothing of a user, nor
    // does the contract's own OpenAPI document.
    const open = all.filter(({ endpoint }) => endpoint.access === "public").map(({ id }) => id);
    expect(open.sort()).toEqual(
      [
        "ai.health",
        "ai.modes",
        "auth.csrf",
        "auth.google",
        "auth.logout",
        "auth.refresh",
        "auth.status",
        "company.covered",
        "health.check",
        "docs.openApi",
        "users.signIn",
        "users.signUp",
      ].sort(),
    );
  });
});

describe("market-data shapes", () => {
  const userSettings = new Set(["newsPreferences", "saveNewsPreference", "resolveFilingPdf"]);
  const marketData = [...Object.entries(contract.company), ...Object.entries(contract.financials)].filter(
    ([name, endpoint]) => endpoint.responseKind === "json" && !userSettings.has(name),
  );

  it("carry provenance {provider, asOf, live} in every market-data answer", () => {
    for (const [name, endpoint] of marketData) {
      const fields = (endpoint.response as unknown as { fields: Record<string, unknown> }).fields;
      expect(`${name}: ${"provenance" in fields}`).toBe(`${name}: true`);
    }
  });

  it("read ratios-ttm's P/E as peRatio", () => {
    expect(Object.keys(contract.financials.ratiosTtm.response.fields)).toContain("peRatio");
  });
});

describe("path parameter names, typed from the template", () => {
  it("are the template's names, as a type the server's handlers read them by (pnpm typecheck checks this)", () => {
    expectTypeOf<PathParamName<"/research/documents/{id}/sections/{sectionId}">>().toEqualTypeOf<"id" | "sectionId">();
    expectTypeOf<PathParamName<"/company/covered">>().toEqualTypeOf<never>();
    expectTypeOf<PathParamName<(typeof contract.chat.getConversation)["path"]>>().toEqualTypeOf<"id">();
    expectTypeOf<PathParamName<string>>().toEqualTypeOf<string>();
    const read = (name: PathParamName<(typeof contract.chat.getConversation)["path"]>) => name;
    // @ts-expect-error a name the template does not hold does not compile
    read("conversationId");
    expect(pathParamNames(contract.chat.getConversation.path)).toEqual(["id"]);
  });
});
