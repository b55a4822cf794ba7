// The `sec` adapter on recorded EDGAR responses through an injected fetch: statements from XBRL
// facts (per-line fallbacks, fiscal-year labels, quarters from year-to-date figures), filings and
// a thin profile from submissions, a filing's text, the User-Agent, the rate limit and failures.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BalanceSheet, CashFlowStatement, IncomeStatement } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { marketData } from "../marketData";
import { ProviderUnavailable } from "../marketDataProvider";
import { sampleProvider } from "../sample/sampleProvider";
import { SEC_REQUEST_INTERVAL_MS, secProvider } from "./secProvider";

const recorded = (name: string) => readFileSync(join(import.meta.dirname, "recorded", name), "utf8");
const ROUTES: Record<string, string> = {
  "https://www.sec.gov/files/company_tickers.json": "company_tickers.json",
  "https://data.sec.gov/submissions/CIK0000320193.json": "submissions-CIK0000320193.json",
  "https://data.sec.gov/api/xbrl/companyfacts/CIK0000320193.json": "companyfacts-CIK0000320193.json",
  "https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm": "aapl-20240928.htm",
};

function recordedEdgar(override: (url: string) => Response | null = () => null) {
  const seen: Array<{ url: string; userAgent: string | null }> = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    seen.push({ url, userAgent: new Headers(init?.headers).get("user-agent") });
    const replaced = override(url);
    if (replaced) return replaced;
    const file = ROUTES[url];
    return file ? new Response(recorded(file), { status: 200 }) : new Response("Not found", { status: 404 });
  }) as typeof globalThis.fetch;
  const sleeps: number[] = [];
  let time = Date.parse("2025-03-01T12:00:00Z");
  const clock = {
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
  };
  const provider = secProvider({ userAgent: "Moatwise admin@example.com", fetch, clock });
  return { provider, seen, sleeps };
}

const M = 1_000_000;

describe("sec statements from XBRL company facts", () => {
  it("reads fiscal years from 10-Ks, labelled by the filing that first reported them", async () => {
    const { provider } = recordedEdgar();
    const income = (await provider.statements?.("AAPL", "income", "annual"))?.data as IncomeStatement[];
    expect(income.map((row) => [row.fiscalYear, row.date, row.filingDate])).toEqual([
      ["2024", "2024-09-28", "2024-11-01"],
      ["2023", "2023-09-30", "2023-11-03"],
    ]);
    const [latest] = income;
    expect(latest?.revenue).toBe(391_035 * M);
    expect(latest?.grossProfit).toBe((391_035 - 210_352) * M);
    expect(latest?.operatingIncome).toBe(123_216 * M);
    expect(latest?.netIncome).toBe(93_736 * M);
    expect(latest?.weightedAverageShsOutDil).toBe(15_408_095_000);
    expect(latest?.ebitda).toBe((123_216 + 11_445) * M);
  });

  it("sums debt from its parts and takes the balance sheet at the year's end", async () => {
    const { provider } = recordedEdgar();
    const [sheet] = ((await provider.statements?.("AAPL", "balance", "annual"))?.data ?? []) as BalanceSheet[];
    expect(sheet?.totalDebt).toBe((85_750 + 10_912 + 9_967) * M);
    expect(sheet?.totalAssets).toBe(364_980 * M);
    expect(sheet?.totalStockholdersEquity).toBe(56_950 * M);
    const [cash] = ((await provider.statements?.("AAPL", "cashFlow", "annual"))?.data ?? []) as CashFlowStatement[];
    expect(cash?.freeCashFlow).toBe((118_254 - 9_447) * M);
  });

  it("makes quarters from year-to-date figures, the fourth as the year less nine months", async () => {
    const { provider } = recordedEdgar();
    const quarters = (await provider.statements?.("AAPL", "income", "quarter"))?.data as IncomeStatement[];
    expect(quarters.map((row) => `${row.period} ${row.fiscalYear}`)).toEqual([
      "Q1 2025",
      "Q4 2024",
      "Q3 2024",
      "Q2 2024",
      "Q1 2024",
    ]);
    const byPeriod = Object.fromEntries(quarters.map((row) => [`${row.period} ${row.fiscalYear}`, row]));
    expect(byPeriod["Q2 2024"]?.revenue).toBe((210_328 - 119_575) * M);
    expect(byPeriod["Q4 2024"]?.netIncome).toBe((93_736 - 79_000) * M);
    expect(byPeriod["Q1 2025"]?.revenue).toBe(124_300 * M);
    const cash = (await provider.statements?.("AAPL", "cashFlow", "quarter"))?.data as CashFlowStatement[];
    const third = cash.find((row) => row.period === "Q3" && row.fiscalYear === "2024");
    expect(third?.operatingCashFlow).toBe((91_443 - 62_585) * M);
  });

  it("answers null for a ticker EDGAR does not list", async () => {
    const { provider } = recordedEdgar();
    expect(await provider.statements?.("ZZZZ", "income", "annual")).toBeNull();
  });
});

describe("sec filings, profile and filing text", () => {
  it("lists 10-K, 10-Q and 8-K filings linked to their documents, leaving out Form 4", async () => {
    const { provider } = recordedEdgar();
    const filings = (await provider.filings?.("AAPL"))?.data ?? [];
    expect(filings.map((filing) => filing.formType)).toEqual(["10-Q", "8-K", "10-K"]);
    expect(filings[2]).toMatchObject({
      cik: "0000320193",
      filingDate: "2024-11-01",
      acceptedDate: "2024-11-01T06:01:36.000Z",
      link: "https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm",
    });
  });

  it("gives what submissions know of the company and leaves the rest null", async () => {
    const { provider } = recordedEdgar();
    const profile = (await provider.profile?.("AAPL"))?.data;
    expect(profile).toMatchObject({
      companyName: "Apple Inc.",
      exchange: "NASDAQ",
      industry: "Electronic Computers",
      city: "CUPERTINO",
      ceo: null,
      price: null,
    });
  });

  it("reads a filing's page as text, and no address outside the EDGAR archive", async () => {
    const { provider, seen } = recordedEdgar();
    const url = "https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm";
    const document = (await provider.filingDocument?.(url))?.data;
    expect(document?.title).toBe("aapl-20240928");
    expect(document?.text).toContain("For the fiscal year ended September 28, 2024");
    expect(document?.text).not.toContain("AmendmentFlag");
    expect(await provider.filingDocument?.("https://www.sec.gov/cgi-bin/browse-edgar?action=x")).toBeNull();
    expect(seen.some((request) => request.url.includes("browse-edgar"))).toBe(false);
  });

  it("asks nothing of an archive address with a port or credentials", async () => {
    const { provider, seen } = recordedEdgar();
    const path = "/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm";
    expect(await provider.filingDocument?.(`https://www.sec.gov:8443${path}`)).toBeNull();
    expect(await provider.filingDocument?.(`https://user:secret@www.sec.gov${path}`)).toBeNull();
    expect(await provider.filingDocument?.(`http://www.sec.gov${path}`)).toBeNull();
    expect(seen).toEqual([]);
  });

  it("follows a redirect within SEC EDGAR, and none that leads elsewhere", async () => {
    const moved = "https://www.sec.gov/Archives/edgar/data/320193/moved.htm";
    const target = "https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm";
    const away = "https://www.sec.gov/Archives/edgar/data/320193/away.htm";
    const redirect = (location: string) => new Response(null, { status: 302, headers: { location } });
    const { provider, seen } = recordedEdgar((url) =>
      url === moved ? redirect(target) : url === away ? redirect("http://169.254.169.254/latest/meta-data") : null,
    );
    expect((await provider.filingDocument?.(moved))?.data.title).toBe("aapl-20240928");
    await expect(provider.filingDocument?.(away)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(seen.map((request) => request.url)).toEqual([moved, target, away]);
  });
});

describe("sec manners and failures", () => {
  it("names itself in every request and keeps requests at least 112 ms apart", async () => {
    const { provider, seen, sleeps } = recordedEdgar();
    await provider.statements?.("AAPL", "income", "annual");
    await provider.filings?.("AAPL");
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.every((request) => request.userAgent === "Moatwise admin@example.com")).toBe(true);
    // Time stands still between these calls, so every request after the first waits a full interval.
    expect(SEC_REQUEST_INTERVAL_MS).toBeGreaterThan(100);
    expect(sleeps).toEqual(Array(seen.length - 1).fill(SEC_REQUEST_INTERVAL_MS));
  });

  it("is unavailable when EDGAR refuses (429), so the chain falls back to the next provider", async () => {
    const { provider } = recordedEdgar((url) =>
      url.includes("companyfacts") ? new Response("", { status: 429 }) : null,
    );
    await expect(provider.statements?.("AAPL", "income", "annual")).rejects.toBeInstanceOf(ProviderUnavailable);
    const chain = marketData([provider, sampleProvider]);
    const statements = await chain.statements("AAPL", "income", "annual");
    expect(statements.provenance).toMatchObject({ provider: "sample", live: false });
  });

  it("answers live in a chain, and leaves quotes and prices to the sample provider", async () => {
    const { provider } = recordedEdgar();
    const chain = marketData([provider, sampleProvider]);
    const statements = await chain.statements("AAPL", "income", "annual");
    expect(statements.provenance).toMatchObject({ provider: "sec", live: true });
    const quote = await chain.quote("AAPL");
    expect(quote.provenance).toMatchObject({ provider: "sample", live: false });
  });
});
