// Company calls (data-areas §7): search, the covered companies, profile, quote, overview, news, seven powers, metrics,
// SEC filings and historical prices.

import { SymbolQuery } from "../../domain/schemas/common";
import {
  CompanyMetrics,
  CompanyNameQuery,
  CompanyNewsQuery,
  CompanyOverview,
  CompanyProfile,
  CompanyQuote,
  CompanySearchQuery,
  CompanySearchResponse,
  CoveredCompanies,
  DaysQuery,
  FilingsQuery,
  FilingsResponse,
  FilingText,
  FilingUrlQuery,
  GeneralNewsQuery,
  HistoricalPriceQuery,
  HistoricalPrices,
  MetricsQuery,
  NewsBatchResponse,
  NewsPreference,
  NewsPreferences,
  NewsResponse,
  PdfBytes,
  ResolvedPdf,
  SevenPowers,
  TickerList,
} from "../../domain/schemas/company";
import { texts } from "../../domain/texts";
import { endpoint } from "./endpoint";

export const companyEndpoints = {
  search: endpoint("GET", "/search/company", { query: CompanySearchQuery, response: CompanySearchResponse }),
  /** Public: the home page links the list before anyone signs in. */
  covered: endpoint("GET", "/company/covered", { response: CoveredCompanies, access: "public" }),
  profile: endpoint("GET", "/company/profile", { query: SymbolQuery, response: CompanyProfile, cache: "profile" }),
  quote: endpoint("GET", "/company/quote", { query: SymbolQuery, response: CompanyQuote, cache: "quote" }),
  overview: endpoint("GET", "/company/overview", {
    query: CompanyNameQuery,
    response: CompanyOverview,
    cache: "overview",
    invalidMessage: texts.invalidOverviewData,
  }),
  news: endpoint("GET", "/company/news", {
    query: CompanyNewsQuery,
    response: NewsResponse,
    invalidMessage: texts.invalidNewsData,
  }),
  newsPreferences: endpoint("GET", "/company/news/preferences", { response: NewsPreferences }),
  saveNewsPreference: endpoint("PUT", "/company/news/preferences", { body: NewsPreference, response: NewsPreference }),
  generalNews: endpoint("GET", "/company/general-news", {
    query: GeneralNewsQuery,
    response: NewsResponse,
    cache: "generalNews",
    invalidMessage: texts.invalidNewsData,
  }),
  generalNewsBatch: endpoint("POST", "/company/general-news/batch", {
    query: DaysQuery,
    body: TickerList,
    response: NewsBatchResponse,
    invalidMessage: texts.invalidNewsData,
  }),
  sevenPowers: endpoint("GET", "/company/7-powers", { query: CompanyNameQuery, response: SevenPowers }),
  metrics: endpoint("GET", "/company/metrics", { query: MetricsQuery, response: CompanyMetrics, cache: "metrics" }),
  filings: endpoint("GET", "/company/sec-filings", { query: FilingsQuery, response: FilingsResponse }),
  resolveFilingPdf: endpoint("GET", "/company/sec-filings/resolve-pdf", {
    query: FilingUrlQuery,
    response: ResolvedPdf,
  }),
  downloadFiling: endpoint("GET", "/company/sec-filings/download", {
    query: FilingUrlQuery,
    response: PdfBytes,
    responseKind: "binary",
  }),
  fetchFiling: endpoint("GET", "/company/sec-filings/fetch", { query: FilingUrlQuery, response: FilingText }),
  historicalPrice: endpoint("GET", "/company/historical-price", {
    query: HistoricalPriceQuery,
    response: HistoricalPrices,
    cache: "historicalPrices",
  }),
};
