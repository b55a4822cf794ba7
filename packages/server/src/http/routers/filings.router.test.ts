// SEC filing calls over real HTTP on the sample provider: the list filtered and paged, a filing's
// text, and the refusal to fetch anything that is not an SEC address.
import { FilingsResponse, FilingText, type ResolvedPdf, type TokenResponse } from "@moatwise/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { browserFor, jsonBody, startTestServer, uniqueEmail } from "../../testing/testServer";

let server: RunningServer;
let auth: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  const signUp = await browserFor(server.url).request(
    "/v1/users/signup",
    jsonBody({ email: uniqueEmail(), password: "correct horse battery" }),
  );
  auth = { authorization: `Bearer ${((await signUp.json()) as TokenResponse).access_token}` };
});
afterAll(() => server.close());

const get = (path: string, query: Record<string, string>, headers = auth) =>
  fetch(`${server.url}/v1${path}?${new URLSearchParams(query)}`, { headers });
const list = async (query: Record<string, string>) =>
  (await (await get("/company/sec-filings", query)).json()) as FilingsResponse;

describe("GET /company/sec-filings", () => {
  it("lists a company's 10-Ks and 10-Qs newest first, each with an excerpt, labelled sample", async () => {
    const answer = await list({ symbol: "AAPL" });
    expect(Schema.is(FilingsResponse)(answer)).toBe(true);
    expect(answer.filings.length).toBeGreaterThanOrEqual(10);
    const dates = answer.filings.map((filing) => filing.filingDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(answer.filings.map((filing) => filing.formType))).toEqual(new Set(["10-K", "10-Q"]));
    expect(answer.filings.every((filing) => filing.excerpt && filing.link.startsWith("https://www.sec.gov/"))).toBe(
      true,
    );
    expect(answer.provenance.live).toBe(false);
  });

  it("filters by form type and date range, and pages", async () => {
    const annual = await list({ symbol: "MSFT", form_type: "10-k" });
    expect(annual.filings.map((filing) => filing.formType)).toEqual(["10-K", "10-K", "10-K", "10-K", "10-K"]);
    const ranged = await list({ symbol: "MSFT", from_date: "2024-01-01", to_date: "2024-12-31" });
    expect(ranged.filings.every((filing) => filing.filingDate.startsWith("2024"))).toBe(true);
    const first = await list({ symbol: "MSFT", limit: "3" });
    const second = await list({ symbol: "MSFT", limit: "3", page: "1" });
    expect(first.hasMore).toBe(true);
    expect((second.filings[0]?.filingDate ?? "") < (first.filings[2]?.filingDate ?? "")).toBe(true);
  });

  it("answers 400 for a malformed date, 404 for an unknown company", async () => {
    expect((await get("/company/sec-filings", { symbol: "AAPL", from_date: "yesterday" })).status).toBe(400);
    expect((await get("/company/sec-filings", { symbol: "ZZZZ" })).status).toBe(404);
  });
});

describe("a filing's text", () => {
  it("is served for a listed filing, says it is a sample excerpt, and resolves to its own address", async () => {
    const [filing] = (await list({ symbol: "NVDA", form_type: "10-K" })).filings;
    const url = filing?.link ?? "";
    const text = (await (await get("/company/sec-filings/fetch", { url })).json()) as FilingText;
    expect(Schema.is(FilingText)(text)).toBe(true);
    expect(text.title).toMatch(/NVIDIA Corporation — Form 10-K, fiscal 2025/);
    expect(text.text).toContain("Revenue was $130.5 billion");
    expect(text.text).toContain("sample excerpt");
    const resolved = (await (await get("/company/sec-filings/resolve-pdf", { url })).json()) as ResolvedPdf;
    expect(resolved.pdf_url).toBe(url);
    const download = await get("/company/sec-filings/download", { url });
    expect([download.status, ((await download.json()) as { code: string }).code]).toEqual([404, "no_pdf"]);
  });

  it("is refused for any address off sec.gov, and 404 for an SEC address the providers do not know", async () => {
    for (const url of ["https://example.com/x", "http://www.sec.gov/x", "https://sec.gov.evil.example/x"]) {
      const answer = await get("/company/sec-filings/fetch", { url });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { code: string }).code).toBe("not_sec_address");
    }
    const unknown = await get("/company/sec-filings/fetch", { url: "https://www.sec.gov/Archives/unknown.htm" });
    expect(unknown.status).toBe(404);
    expect((await get("/company/sec-filings/fetch", { url: "https://www.sec.gov/x" }, {})).status).toBe(401);
  });
});
