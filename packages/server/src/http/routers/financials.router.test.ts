// The financials and price calls over real HTTP on the sample provider: shapes from the contract,
// provenance, limits, computed figures checked against the statements, and the 4xx answers.
import {
  BalanceSheets,
  CashFlowStatements,
  CompanyMetrics,
  CompanyQuote,
  DcfResult,
  FinancialFlow,
  formatMoney,
  HistoricalPrices,
  IncomeStatements,
  RatiosTtm,
  type TokenResponse,
} from "@moatwise/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { browserFor, jsonBody, startTestServer, uniqueEmail } from "../../testing/testServer";

let server: RunningServer;
let auth: Record<string, string>;
let browser: ReturnType<typeof browserFor>;
beforeAll(async () => {
  server = await startTestServer();
  browser = browserFor(server.url);
  const signUp = await browser.request(
    "/v1/users/signup",
    jsonBody({ email: uniqueEmail(), password: "correct horse battery" }),
  );
  auth = { authorization: `Bearer ${((await signUp.json()) as TokenResponse).access_token}` };
});
afterAll(() => server.close());

const get = (path: string, headers = auth) => fetch(`${server.url}/v1${path}`, { headers });
const body = async <T>(answer: Response) => (await answer.json()) as T;
const dcf = (payload: unknown) =>
  browser.request("/v1/financials/discounted-cash-flow", {
    ...jsonBody(payload),
    headers: { ...jsonBody(payload).headers, ...auth },
  });

describe("statements", () => {
  it("answer five fiscal years, newest first, in the contract's shape, labelled sample", async () => {
    const answer = await get("/financials/income-statement/AAPL");
    expect(answer.status).toBe(200);
    const statements = await body<IncomeStatements>(answer);
    expect(Schema.is(IncomeStatements)(statements)).toBe(true);
    expect(statements.statements.map((row) => row.fiscalYear)).toEqual(["2024", "2023", "2022", "2021", "2020"]);
    expect(statements.provenance).toMatchObject({ provider: "sample", live: false });
  });

  it("answer eight quarters, or the asked limit, for each of the three statements", async () => {
    const quarters = await body<BalanceSheets>(await get("/financials/balance-sheet/MSFT?period=quarter"));
    expect(Schema.is(BalanceSheets)(quarters)).toBe(true);
    expect(quarters.statements).toHaveLength(8);
    const two = await body<CashFlowStatements>(await get("/financials/cash-flow-statement/msft?limit=2"));
    expect(Schema.is(CashFlowStatements)(two)).toBe(true);
    expect(two.statements.map((row) => row.period)).toEqual(["FY", "FY"]);
  });

  it("answer 400 for a bad period or limit, 404 for an unknown company, 401 signed out", async () => {
    const badPeriod = await get("/financials/income-statement/AAPL?period=monthly");
    expect(badPeriod.status).toBe(400);
    expect((await body<{ code: string }>(badPeriod)).code).toBe("invalid_query");
    expect((await get("/financials/income-statement/AAPL?limit=0")).status).toBe(400);
    expect((await get("/financials/income-statement/ZZZZ")).status).toBe(404);
    expect((await get("/financials/income-statement/AAPL", {})).status).toBe(401);
  });
});

describe("quote and price history", () => {
  it("quote the last sample day, the price matching the last bar of the history", async () => {
    const quote = await body<CompanyQuote>(await get("/company/quote?symbol=NVDA"));
    expect(Schema.is(CompanyQuote)(quote)).toBe(true);
    const prices = await body<HistoricalPrices>(await get("/company/historical-price?symbol=NVDA"));
    expect(Schema.is(HistoricalPrices)(prices)).toBe(true);
    expect(prices.historical).toHaveLength(30);
    expect(quote.price).toBe(prices.historical.at(-1)?.close);
    expect(quote.price).toBe(108.38);
    expect(quote.provenance.live).toBe(false);
  });

  it("gives up to two years of days on request, oldest first", async () => {
    const prices = await body<HistoricalPrices>(await get("/company/historical-price?symbol=KO&timeseries=5000"));
    expect(prices.historical.length).toBeGreaterThanOrEqual(500);
    expect(prices.historical[0]?.date).toBe("2023-03-31");
    expect((await get("/company/historical-price?symbol=KO&timeseries=-1")).status).toBe(400);
  });
});

describe("GET /company/metrics", () => {
  it("derives each year's figures from the statements, and the cost of equity from rf, β and ERP", async () => {
    const metrics = await body<CompanyMetrics>(await get("/company/metrics?symbol=AAPL&rf=0.04&erp=0.05"));
    expect(Schema.is(CompanyMetrics)(metrics)).toBe(true);
    expect(metrics.costOfEquity).toBeCloseTo(0.04 + (metrics.beta ?? 0) * 0.05, 12);
    const [fy2024] = metrics.periods;
    expect(fy2024?.fiscalYear).toBe("2024");
    expect(fy2024?.revenueGrowth).toBeCloseTo(391_035 / 383_285 - 1, 9);
    expect(fy2024?.operatingMargin).toBeCloseTo(123_216 / 391_035, 9);
    expect(fy2024?.roe).toBeCloseTo(93_736 / 56_950, 9);
    // The price history reaches FY2024's year end (27 September 2024), so the P/E is known.
    expect(fy2024?.peRatio).toBeGreaterThan(20);
    expect(metrics.periods.at(-1)?.revenueGrowth).toBeNull();
  });

  it("uses the documented defaults without rf and erp, and refuses out-of-range ones", async () => {
    const metrics = await body<CompanyMetrics>(await get("/company/metrics?symbol=KO"));
    expect([metrics.riskFreeRate, metrics.equityRiskPremium]).toEqual([0.042, 0.045]);
    expect((await get("/company/metrics?symbol=KO&rf=2")).status).toBe(400);
  });
});

describe("ratios and the income flow", () => {
  it("computes the trailing P/E as the price over four quarters of diluted EPS", async () => {
    const ratios = await body<RatiosTtm>(await get("/financials/ratios-ttm/GOOGL"));
    expect(Schema.is(RatiosTtm)(ratios)).toBe(true);
    const quarters = await body<IncomeStatements>(
      await get("/financials/income-statement/GOOGL?period=quarter&limit=4"),
    );
    const eps = quarters.statements.reduce((sum, row) => sum + (row.epsDiluted ?? 0), 0);
    expect(ratios.peRatio).toBeCloseTo(154.64 / eps, 9);
  });

  it("draws revenue into costs and profit, every link between known nodes and flows conserved", async () => {
    const flow = await body<FinancialFlow>(await get("/financials/financial-flow/MSFT"));
    expect(Schema.is(FinancialFlow)(flow)).toBe(true);
    const ids = new Set(flow.nodes.map((node) => node.id));
    expect(flow.links.every((link) => ids.has(link.source) && ids.has(link.target))).toBe(true);
    const out = (id: string) =>
      flow.links.filter((link) => link.source === id).reduce((sum, link) => sum + link.value, 0);
    const value = (id: string) => flow.nodes.find((node) => node.id === id)?.value ?? 0;
    expect(out("revenue")).toBeCloseTo(value("revenue"), 0);
    expect(out("grossProfit")).toBeCloseTo(value("grossProfit"), 0);
    expect(ids.has("freeCashFlow")).toBe(true);
  });
});

describe("POST /financials/discounted-cash-flow", () => {
  it("uses the net debt the overview states (one definition: debt less cash and short-term investments)", async () => {
    const result = await body<DcfResult>(await dcf({ symbol: "AAPL" }));
    const overview = await body<{ highlights: string[] }>(await get("/company/overview?symbol=AAPL"));
    const stated = overview.highlights.find((line) => line.startsWith("Net debt of") || line.startsWith("Net cash of"));
    const netDebt = result.inputs.netDebt.value;
    const words = netDebt >= 0 ? `Net debt of ${formatMoney(netDebt)}` : `Net cash of ${formatMoney(-netDebt)}`;
    expect(stated?.startsWith(words)).toBe(true);
  });

  it("values a company from its statements, echoing every input with its source", async () => {
    const answer = await dcf({ symbol: "AAPL" });
    expect(answer.status).toBe(200);
    const result = await body<DcfResult>(answer);
    expect(Schema.is(DcfResult)(result)).toBe(true);
    expect(result.inputs.baseRevenue).toMatchObject({ value: 391_035e6, source: "data" });
    expect(result.inputs.riskFreeRate.source).toBe("default");
    expect(result.inputs.terminalGrowth.value).toBeLessThanOrEqual(result.inputs.riskFreeRate.value);
    expect(result.forecast).toHaveLength(5);
    expect(result.equityValuePerShare).toBeCloseTo(result.equityValue / result.inputs.sharesOutstanding.value, 6);
    expect(result.sensitivity.equityValuePerShare[2]?.[2]).toBeCloseTo(result.equityValuePerShare, 6);
    expect(result.upside).toBeCloseTo(result.equityValuePerShare / 222.13 - 1, 9);
  });

  it("recomputes with the user's assumptions, marked as theirs", async () => {
    const base = await body<DcfResult>(await dcf({ symbol: "AAPL", assumptions: { wacc: 0.09 } }));
    const dearer = await body<DcfResult>(await dcf({ symbol: "AAPL", assumptions: { wacc: 0.11 } }));
    expect(base.inputs.wacc).toMatchObject({ value: 0.09, source: "user" });
    expect(dearer.equityValuePerShare).toBeLessThan(base.equityValuePerShare);
  });

  it("answers 400 with a clear detail for WACC ≤ g, growth above rf, missing statements and a bad body", async () => {
    const cases: Array<[unknown, string, RegExp]> = [
      [
        { symbol: "AAPL", assumptions: { wacc: 0.02, terminalGrowth: 0.02 } },
        "invalid_assumptions",
        /WACC \(2\.0%\) must be above terminal growth/,
      ],
      [
        { symbol: "AAPL", assumptions: { terminalGrowth: 0.05 } },
        "invalid_assumptions",
        /cannot be above the risk-free rate/,
      ],
      [{ symbol: "JPM" }, "missing_statements", /JPM's statements lack/],
      [{ symbol: "AAPL", assumptions: { years: 40 } }, "invalid_body", /years/],
    ];
    for (const [payload, code, detail] of cases) {
      const answer = await dcf(payload);
      expect(answer.status).toBe(400);
      const error = await body<{ code: string; detail: string }>(answer);
      expect(error.code).toBe(code);
      expect(error.detail).toMatch(detail);
    }
  });
});
