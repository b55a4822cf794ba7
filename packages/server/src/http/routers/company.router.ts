// Company calls: search over a live provider's listings or the bundled universe; profiles, quotes,
// prices, metrics and SEC filings from the market-data providers; the overview and the
// seven-powers evidence computed from them.
import {
  CompanyNameQuery,
  CompanySearchQuery,
  FilingsQuery,
  FilingUrlQuery,
  HISTORICAL_PRICE_DEFAULT_TIMESERIES,
  HistoricalPriceQuery,
  MetricsQuery,
  SymbolQuery,
} from "@moatwise/core";
import { type Context, Hono } from "hono";
import { companyInsightsService } from "../../areas/company/companyInsights.service";
import { companySearchService } from "../../areas/company/companySearch.service";
import { filingsService } from "../../areas/filings/filings.service";
import { financialsService } from "../../areas/financials/financials.service";
import { cachedJson } from "../cachedJson";
import type { AppEnv, AppServices } from "../context";
import { decodeOr400 } from "../decode";
import { requireUser } from "../middleware/requireUser";

export function companyRouter(services: AppServices) {
  const signedIn = requireUser(services.accessTokens);
  const financials = financialsService(services.marketData);
  const filings = filingsService(services.marketData);
  const insights = companyInsightsService(services.marketData, services.ai.provider);
  const companies = companySearchService(services.marketData);
  const companyOf = (c: Context<AppEnv>) => decodeOr400(CompanyNameQuery, c.req.query(), "invalid_query").symbol;
  const filingUrl = (c: Context<AppEnv>) => decodeOr400(FilingUrlQuery, c.req.query(), "invalid_query").url;
  return new Hono<AppEnv>()
    .get("/search/company", signedIn, async (c) => {
      const { query } = decodeOr400(CompanySearchQuery, c.req.query(), "invalid_query");
      return c.json(await companies.search(query));
    })
    .get("/company/profile", signedIn, async (c) => {
      const { symbol } = decodeOr400(SymbolQuery, c.req.query(), "invalid_query");
      return cachedJson(c, await services.marketData.profile(symbol));
    })
    .get("/company/quote", signedIn, async (c) => {
      const { symbol } = decodeOr400(SymbolQuery, c.req.query(), "invalid_query");
      return cachedJson(c, await services.marketData.quote(symbol));
    })
    .get("/company/overview", signedIn, async (c) => c.json(await insights.overview(companyOf(c))))
    .get("/company/7-powers", signedIn, async (c) => c.json(await insights.sevenPowers(companyOf(c), c.req.raw.signal)))
    .get("/company/historical-price", signedIn, async (c) => {
      const query = decodeOr400(HistoricalPriceQuery, c.req.query(), "invalid_query");
      const prices = await services.marketData.historicalPrices(query.symbol);
      const days = query.timeseries ?? HISTORICAL_PRICE_DEFAULT_TIMESERIES;
      return c.json({
        symbol: query.symbol.toUpperCase(),
        historical: prices.data.slice(-days),
        provenance: prices.provenance,
      });
    })
    .get("/company/metrics", signedIn, async (c) => {
      const { symbol, ...options } = decodeOr400(MetricsQuery, c.req.query(), "invalid_query");
      return c.json(await financials.metrics(symbol, options));
    })
    .get("/company/sec-filings", signedIn, async (c) => {
      return c.json(await filings.list(decodeOr400(FilingsQuery, c.req.query(), "invalid_query")));
    })
    .get("/company/sec-filings/resolve-pdf", signedIn, async (c) => c.json(await filings.resolvePdf(filingUrl(c))))
    .get("/company/sec-filings/fetch", signedIn, async (c) => c.json(await filings.text(filingUrl(c))))
    .get("/company/sec-filings/download", signedIn, async (c) => c.json(await filings.download(filingUrl(c))));
}
