import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock, toPromise } from "xstate";
import { makeApiClient } from "../../api/ApiClient";
import { promiseApi } from "../../api/typedApi";
import { json, scriptedFetch } from "../../testing/scriptedFetch";
import { searchBoxActors } from "./searchBox.actors";

describe("the search box's company search", () => {
  it("asks the server and re-ranks its answer, the exact symbol first", async () => {
    const answer = {
      results: [
        { symbol: "AAPB", name: "GraniteShares 2x Long AAPL Daily ETF", exchange: "NASDAQ" },
        { symbol: "AAPL", name: "Apple Inc.", exchange: "NASDAQ" },
      ],
      provenance: { provider: "bundled listings", asOf: "2026-01-01T00:00:00.000Z", live: false },
    };
    const network = scriptedFetch([json(200, answer)]);
    const api = promiseApi(
      makeApiClient({ baseUrl: "http://api.test", fetch: network.fetch, clock: new SimulatedClock() }),
    );
    const search = createActor(searchBoxActors(api).searchCompanies, { input: { query: "aapl" } });
    search.start();
    const results = await toPromise(search);
    expect(results.map((r) => r.symbol)).toEqual(["AAPL", "AAPB"]);
    expect(network.seen[0]?.url).toBe("http://api.test/v1/search/company?query=aapl");
  });
});
