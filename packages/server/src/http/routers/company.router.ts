// Company calls: search over a live provider's listings or the bundled universe; the covered companies; profiles, quotes,
// prices, metrics and SEC filings from the market-data providers; the overview and the
// seven-powers evidence computed from them.
import { contract } from "@moatwise/core";
import type { AppServices } from "../context";
import { route } from "../route";

export function companyRoutes({ marketData, companySearch, companyInsights, financials, filings }: AppServices) {
  const endpoints = contract.company;
  return [
    route(endpoints.search, ({ query }) => companySearch.search(query.query)),
    route(endpoints.covered, () => marketData.covered()),
    route(endpoints.profile, async ({ query, cached }) => cached(await marketData.profile(query.symbol))),
    route(endpoints.quote, async ({ query, cached }) => cached(await marketData.quote(query.symbol))),
    route(endpoints.overview, ({ query }) => companyInsights.overview(query.symbol)),
    route(endpoints.sevenPowers, ({ query, c }) => companyInsights.sevenPowers(query.symbol, c.req.raw.signal)),
    route(endpoints.historicalPrice, ({ query }) => financials.historicalPrice(query)),
    route(endpoints.metrics, ({ query: { symbol, ...options } }) => financials.metrics(symbol, options)),
    route(endpoints.filings, ({ query }) => filings.list(query)),
    route(endpoints.resolveFilingPdf, ({ query }) => filings.resolvePdf(query.url)),
    route(endpoints.fetchFiling, ({ query }) => filings.text(query.url)),
    route(endpoints.downloadFiling, ({ query }) => filings.download(query.url)),
  ];
}
