import { onlineManager, QueryClient, QueryObserver } from "@tanstack/query-core";
import { describe, expect, it, vi } from "vitest";
import { SimulatedClock } from "xstate";
import { makeApiClient } from "../api/ApiClient";
import { ApiError } from "../api/ApiError";
import { promiseApi } from "../api/typedApi";
import { QUERY_GC_TIME_MS, QUOTE_REFRESH_MS } from "../domain/constants";
import { texts } from "../domain/texts";
import { json, scriptedFetch } from "../testing/scriptedFetch";
import { companyQueries, financialsQueries, workspaceQueries } from "./areaQueries";
import { dataQuery, retryDataQuery, withNetworkFailure } from "./dataQuery";

describe("retryDataQuery: at most 2 retries, only for server errors the request layer did not retry", () => {
  it.each([
    [0, 500, true],
    [1, 500, true],
    [2, 500, false],
    [0, 503, false], // 502, 503 and 504 were already tried 3 times by the request layer
    [0, 502, false],
    [0, 504, false],
    [0, 499, false],
    [0, 404, false],
    [0, 401, false],
    [0, 0, false], // network errors were already retried by the request layer
  ])("after %i failures with status %i: retry %s", (failures, status, expected) => {
    expect(retryDataQuery(failures, ApiError.fromResponse(status, {}))).toBe(expected);
  });

  it("does not retry errors that are not ApiError", () => {
    expect(retryDataQuery(0, new Error("bug"))).toBe(false);
  });
});

function queriesOver(script: Parameters<typeof scriptedFetch>[0]) {
  const network = scriptedFetch(script);
  const clock = new SimulatedClock();
  const api = promiseApi(makeApiClient({ baseUrl: "http://api.test", fetch: network.fetch, clock }));
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return {
    network,
    clock,
    client,
    company: companyQueries(api),
    financials: financialsQueries(api),
    workspace: workspaceQueries(api),
  };
}

describe("the general-news batch", () => {
  it("makes no call for an empty ticker list, and one call otherwise", async () => {
    const batch = {
      bySymbol: { AAPL: [] },
      provenance: { provider: "sample", asOf: "2025-03-31T20:00:00.000Z", live: false },
    };
    const { network, client, company } = queriesOver([json(200, batch)]);
    expect(await client.fetchQuery(company.generalNewsBatch([]))).toEqual({ bySymbol: {}, provenance: null });
    expect(network.seen).toHaveLength(0);
    expect(await client.fetchQuery(company.generalNewsBatch(["AAPL"], { days: 3 }))).toEqual(batch);
    expect(network.seen.map((request) => request.url)).toEqual([
      "http://api.test/v1/company/general-news/batch?days=3",
    ]);
  });
});

describe("data query options", () => {
  it("carry gc 30 min, stale 0 and keys naming the area and its parameters", () => {
    const { company, financials } = queriesOver([]);
    const profile = company.profile("AAPL");
    expect(profile).toMatchObject({ queryKey: ["company", "profile", "AAPL"], gcTime: QUERY_GC_TIME_MS, staleTime: 0 });
    expect(financials.incomeStatement("AAPL", { period: "quarter" }).queryKey).toEqual([
      "financials",
      "incomeStatement",
      "AAPL",
      { period: "quarter" },
    ]);
  });

  it("a query client retries a 500 twice, then fails with the ApiError", async () => {
    const failure = json(500, { detail: "Provider crashed", code: "provider_error" });
    const { network, client, financials } = queriesOver([failure, failure, failure]);
    await expect(client.fetchQuery(financials.ratiosTtm("AAPL"))).rejects.toMatchObject({
      status: 500,
      message: "Provider crashed",
    });
    expect(network.seen).toHaveLength(3);
  });

  it("a GET answering 503 is tried 3 times in all, by the request layer alone (not 3 × 3)", async () => {
    const unavailable = json(503, { detail: "The database is restarting.", code: "unavailable" });
    const { network, clock, client, financials } = queriesOver(Array.from({ length: 9 }, () => unavailable));
    const outcome = client.fetchQuery(financials.ratiosTtm("AAPL")).catch((error: unknown) => error);
    for (let step = 0; step < 40; step++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      clock.increment(1000);
    }
    expect(await outcome).toMatchObject({ status: 503, message: "The database is restarting." });
    expect(network.seen).toHaveLength(3);
  });

  it("a query client does not retry a 404", async () => {
    const { network, client, workspace } = queriesOver([json(404, { detail: "Not found", code: "not_found" })]);
    await expect(client.fetchQuery(workspace.conversation("c1"))).rejects.toMatchObject({ status: 404 });
    expect(network.seen).toHaveLength(1);
  });

  it("fetches through the contract: the right URL, the decoded answer", async () => {
    const portfolio = { holdings: [] };
    const { network, client, workspace } = queriesOver([json(200, portfolio)]);
    expect(await client.fetchQuery(workspace.portfolio())).toEqual(portfolio);
    expect(network.seen[0]?.url).toBe("http://api.test/v1/portfolio");
  });
});

describe("the portfolio's quotes", () => {
  it("are asked again each minute while shown, and never for an empty portfolio", async () => {
    const quotes = { quotes: [], provenance: null };
    const { network, client, workspace } = queriesOver([json(200, quotes)]);
    const options = workspace.portfolioQuotes(["MSFT", "AAPL"]);
    expect(options.refetchInterval).toBe(QUOTE_REFRESH_MS);
    expect(options.queryKey).toEqual(workspace.portfolioQuotes(["AAPL", "MSFT"]).queryKey);
    expect(workspace.portfolioQuotes([]).enabled).toBe(false);
    expect(await client.fetchQuery(options)).toEqual(quotes);
    expect(network.seen[0]?.url).toBe("http://api.test/v1/portfolio/quotes");
  });
});

describe("withNetworkFailure: a query while the network is gone (issue 38)", () => {
  async function offlineObserver(cached?: string) {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    client.mount();
    let calls = 0;
    const options = dataQuery(["test", "greeting"], async () => {
      calls += 1;
      return "fresh";
    });
    if (cached !== undefined) client.setQueryData(options.queryKey, cached);
    const observer = new QueryObserver(client, options);
    const seen: string[] = [];
    const unsubscribe = observer.subscribe((result) => {
      const shown = withNetworkFailure(result);
      seen.push(shown.status === "error" ? (shown.error as Error).message : String(shown.data));
    });
    const stop = () => {
      unsubscribe();
      client.unmount();
    };
    return { observer, calls: () => calls, seen, stop };
  }

  it("fails in the network's words when there is nothing to show, and loads by itself once online", async () => {
    const { observer, calls, seen, stop } = await offlineObserver();
    const shown = withNetworkFailure(observer.getCurrentResult());
    expect(shown.status).toBe("error");
    expect(shown.error).toBeInstanceOf(ApiError);
    expect((shown.error as ApiError).message).toBe(texts.networkIssue);
    expect(calls()).toBe(0);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe("fresh"));
    expect(withNetworkFailure(observer.getCurrentResult()).status).toBe("success");
    expect(seen.at(-1)).toBe("fresh");
    stop();
  });

  it("shows the copy it has, unchanged, while offline", async () => {
    const { observer, calls, stop } = await offlineObserver("kept");
    const shown = withNetworkFailure(observer.getCurrentResult());
    expect([shown.status, shown.data]).toEqual(["success", "kept"]);
    expect(calls()).toBe(0);
    onlineManager.setOnline(true);
    stop();
  });
});
