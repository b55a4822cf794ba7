// Market data of one company, in the field names of Financial Modeling Prep's stable API
// (profile, quote, stock news, SEC filings, end-of-day prices), each answer with its provenance.
import { Schema } from "effect";
import {
  GENERAL_NEWS_MAX_DAYS,
  NEWS_SEARCH_TERM_MAX_LENGTH,
  NEWS_SEARCH_TERMS_MAX,
  PORTFOLIO_MAX_HOLDINGS,
} from "../constants";
import { CompanySuggestion } from "../stock/companySuggestion";
import {
  boundedText,
  Figure,
  HttpUrl,
  IsoDate,
  IsoDateTime,
  Provenance,
  queryInt,
  queryNumber,
  SourceLink,
  Ticker,
} from "./common";

export const CompanySearchQuery = Schema.Struct({ query: boundedText(100) });
export type CompanySearchQuery = typeof CompanySearchQuery.Type;

export const CompanySearchResponse = Schema.Struct({
  results: Schema.Array(CompanySuggestion),
  provenance: Provenance,
});
export type CompanySearchResponse = typeof CompanySearchResponse.Type;

/**
 * GET /company/covered: the companies the configured providers have data on (the sample set
 * offline), for the list a newcomer reads before searching. `everyListedCompany` is true when a
 * live provider answers for any listed company, so the list holds only the ones named ahead.
 */
export const CoveredCompany = Schema.Struct({
  symbol: Ticker,
  name: Schema.String,
  exchange: Schema.String,
  sector: Schema.NullOr(Schema.String),
});
export type CoveredCompany = typeof CoveredCompany.Type;

export const CoveredCompanies = Schema.Struct({
  companies: Schema.Array(CoveredCompany),
  everyListedCompany: Schema.Boolean,
  provenance: Provenance,
});
export type CoveredCompanies = typeof CoveredCompanies.Type;

/** GET /company/profile (FMP `profile`). */
export const CompanyProfile = Schema.Struct({
  symbol: Ticker,
  companyName: Schema.String,
  price: Figure,
  marketCap: Figure,
  beta: Figure,
  lastDividend: Figure,
  /** 52-week range as FMP writes it, e.g. `164.08-237.49`. */
  range: Schema.NullOr(Schema.String),
  change: Figure,
  changePercentage: Figure,
  volume: Figure,
  averageVolume: Figure,
  currency: Schema.String,
  cik: Schema.NullOr(Schema.String),
  isin: Schema.NullOr(Schema.String),
  cusip: Schema.NullOr(Schema.String),
  exchange: Schema.String,
  exchangeFullName: Schema.String,
  industry: Schema.NullOr(Schema.String),
  sector: Schema.NullOr(Schema.String),
  country: Schema.NullOr(Schema.String),
  website: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  ceo: Schema.NullOr(Schema.String),
  fullTimeEmployees: Figure,
  phone: Schema.NullOr(Schema.String),
  address: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  zip: Schema.NullOr(Schema.String),
  image: Schema.NullOr(Schema.String),
  ipoDate: Schema.NullOr(IsoDate),
  isEtf: Schema.Boolean,
  isActivelyTrading: Schema.Boolean,
  isAdr: Schema.Boolean,
  isFund: Schema.Boolean,
  provenance: Provenance,
});
export type CompanyProfile = typeof CompanyProfile.Type;

/** GET /company/quote (FMP `quote`); `timestamp` in Unix seconds. */
export const CompanyQuote = Schema.Struct({
  symbol: Ticker,
  name: Schema.String,
  price: Schema.Finite,
  changePercentage: Figure,
  change: Figure,
  volume: Figure,
  dayLow: Figure,
  dayHigh: Figure,
  yearHigh: Figure,
  yearLow: Figure,
  marketCap: Figure,
  priceAvg50: Figure,
  priceAvg200: Figure,
  exchange: Schema.String,
  open: Figure,
  previousClose: Figure,
  timestamp: Schema.Finite,
  provenance: Provenance,
});
export type CompanyQuote = typeof CompanyQuote.Type;

export const CompanyNameQuery = Schema.Struct({
  symbol: Ticker,
  company_name: Schema.optionalKey(boundedText(200)),
});
export type CompanyNameQuery = typeof CompanyNameQuery.Type;

/** GET /company/overview: a plain-language overview written from the profile and filings. */
export const CompanyOverview = Schema.Struct({
  symbol: Ticker,
  companyName: Schema.String,
  summary: Schema.String,
  /** Short facts worth knowing first (segments, scale, position), one sentence each. */
  highlights: Schema.Array(Schema.String),
  sources: Schema.Array(SourceLink),
  provenance: Provenance,
});
export type CompanyOverview = typeof CompanyOverview.Type;

/** A news item (FMP `news/stock`); `symbol` is null for general market news. */
export const NewsItem = Schema.Struct({
  symbol: Schema.NullOr(Ticker),
  publishedDate: IsoDateTime,
  publisher: Schema.String,
  title: Schema.String,
  image: Schema.NullOr(Schema.String),
  site: Schema.String,
  text: Schema.String,
  url: HttpUrl,
});
export type NewsItem = typeof NewsItem.Type;

export const CompanyNewsQuery = Schema.Struct({
  ...CompanyNameQuery.fields,
  /** Comma-separated extra terms, e.g. `iPhone,App Store`. */
  custom_search_terms: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(500))),
});
export type CompanyNewsQuery = typeof CompanyNewsQuery.Type;

export const NewsResponse = Schema.Struct({ items: Schema.Array(NewsItem), provenance: Provenance });
export type NewsResponse = typeof NewsResponse.Type;

/** The search terms a user added to a company's news. */
export const NewsPreference = Schema.Struct({
  symbol: Ticker,
  custom_search_terms: Schema.Array(boundedText(NEWS_SEARCH_TERM_MAX_LENGTH)).check(
    Schema.isMaxLength(NEWS_SEARCH_TERMS_MAX),
  ),
});
export type NewsPreference = typeof NewsPreference.Type;

export const NewsPreferences = Schema.Struct({ preferences: Schema.Array(NewsPreference) });
export type NewsPreferences = typeof NewsPreferences.Type;

export const GeneralNewsQuery = Schema.Struct({
  symbol: Schema.optionalKey(Ticker),
  days: Schema.optionalKey(queryInt(1, GENERAL_NEWS_MAX_DAYS)),
});
export type GeneralNewsQuery = typeof GeneralNewsQuery.Type;

export const DaysQuery = Schema.Struct({ days: Schema.optionalKey(queryInt(1, GENERAL_NEWS_MAX_DAYS)) });
export type DaysQuery = typeof DaysQuery.Type;

/** POST /company/general-news/batch: tickers in (a whole portfolio at most), news per ticker out. */
export const TickerList = Schema.Array(Ticker).check(
  Schema.isMinLength(1),
  Schema.isMaxLength(PORTFOLIO_MAX_HOLDINGS, { message: `must name at most ${PORTFOLIO_MAX_HOLDINGS} tickers` }),
);
export type TickerList = typeof TickerList.Type;

export const NewsBatchResponse = Schema.Struct({
  bySymbol: Schema.Record(Schema.String, Schema.Array(NewsItem)),
  provenance: Provenance,
});
export type NewsBatchResponse = typeof NewsBatchResponse.Type;

/** Hamilton Helmer's seven powers. */
export const PowerName = Schema.Literals([
  "Scale Economies",
  "Network Economies",
  "Counter-Positioning",
  "Switching Costs",
  "Branding",
  "Cornered Resource",
  "Process Power",
]);
export type PowerName = typeof PowerName.Type;

/**
 * Which way a numeric proxy points for this company (issue 38): it supports the power, it is weak
 * (neither way), or it argues against it. Read from the company's own figures by core's
 * powerProxies rules; a proxy against a power is shown as evidence against, never as support.
 */
export const ProxyDirection = Schema.Literals(["supports", "weak", "against"]);
export type ProxyDirection = typeof ProxyDirection.Type;

/** A piece of evidence: a numeric proxy (with its value) or a passage (with its source). */
export const PowerEvidence = Schema.Struct({
  kind: Schema.Literals(["metric", "passage"]),
  label: Schema.String,
  value: Schema.optionalKey(Figure),
  /**
   * How a metric's value reads: dollars, a decimal share (0.25 is 25 %), a change in percentage
   * points (signed), a spread in percentage points (unsigned), a ratio.
   */
  unit: Schema.optionalKey(Schema.Literals(["money", "share", "points", "spread", "times"])),
  text: Schema.optionalKey(Schema.String),
  source: Schema.optionalKey(SourceLink),
  /** A metric's reading for this company; a passage has none (it is a match of words, not a measure). */
  direction: Schema.optionalKey(ProxyDirection),
});
export type PowerEvidence = typeof PowerEvidence.Type;

export const PowerJudgement = Schema.Struct({
  strength: Schema.Literals(["strong", "moderate", "weak", "absent"]),
  rationale: Schema.String,
});

/** GET /company/7-powers: evidence per power; the AI judgement only when an AI provider is set. */
export const SevenPowers = Schema.Struct({
  symbol: Ticker,
  companyName: Schema.String,
  powers: Schema.Array(
    Schema.Struct({ name: PowerName, evidence: Schema.Array(PowerEvidence), judgement: Schema.NullOr(PowerJudgement) }),
  ),
  /** Why there is no judgement, e.g. offline: "Evidence only: no AI provider is configured." */
  note: Schema.NullOr(Schema.String),
  provenance: Provenance,
});
export type SevenPowers = typeof SevenPowers.Type;

/** GET /company/metrics: `rf` and `erp` as decimals (0.043 is 4.3 %). */
export const MetricsQuery = Schema.Struct({
  symbol: Ticker,
  limit: Schema.optionalKey(queryInt(1, 20)),
  rf: Schema.optionalKey(queryNumber(0, 0.2)),
  erp: Schema.optionalKey(queryNumber(0, 0.2)),
});
export type MetricsQuery = typeof MetricsQuery.Type;

/** One fiscal year of derived figures; ratios as decimals. */
export const MetricsPeriod = Schema.Struct({
  fiscalYear: Schema.String,
  date: IsoDate,
  revenueGrowth: Figure,
  grossMargin: Figure,
  operatingMargin: Figure,
  netMargin: Figure,
  freeCashFlowMargin: Figure,
  roic: Figure,
  roe: Figure,
  debtToEquity: Figure,
  netDebtToEbitda: Figure,
  interestCoverage: Figure,
  revenuePerShare: Figure,
  epsDiluted: Figure,
  freeCashFlowPerShare: Figure,
  bookValuePerShare: Figure,
  peRatio: Figure,
  priceToSales: Figure,
  priceToBook: Figure,
  evToEbitda: Figure,
  freeCashFlowYield: Figure,
});
export type MetricsPeriod = typeof MetricsPeriod.Type;

export const CompanyMetrics = Schema.Struct({
  symbol: Ticker,
  currency: Schema.String,
  /** The inputs of the cost of equity and where each came from. */
  riskFreeRate: Schema.Finite,
  equityRiskPremium: Schema.Finite,
  beta: Figure,
  costOfEquity: Figure,
  periods: Schema.Array(MetricsPeriod),
  provenance: Provenance,
});
export type CompanyMetrics = typeof CompanyMetrics.Type;

export const FilingsQuery = Schema.Struct({
  symbol: Ticker,
  from_date: Schema.optionalKey(IsoDate),
  to_date: Schema.optionalKey(IsoDate),
  form_type: Schema.optionalKey(boundedText(20)),
  page: Schema.optionalKey(queryInt(0, 1000)),
  limit: Schema.optionalKey(queryInt(1, 100)),
});
export type FilingsQuery = typeof FilingsQuery.Type;

/** An SEC filing (FMP `sec-filings-search`), with a short excerpt when we have one. */
export const Filing = Schema.Struct({
  symbol: Ticker,
  cik: Schema.String,
  filingDate: IsoDate,
  acceptedDate: IsoDateTime,
  formType: Schema.String,
  link: HttpUrl,
  finalLink: HttpUrl,
  excerpt: Schema.NullOr(Schema.String),
});
export type Filing = typeof Filing.Type;

export const FilingsResponse = Schema.Struct({
  symbol: Ticker,
  page: Schema.Finite,
  limit: Schema.Finite,
  hasMore: Schema.Boolean,
  filings: Schema.Array(Filing),
  provenance: Provenance,
});
export type FilingsResponse = typeof FilingsResponse.Type;

export const FilingUrlQuery = Schema.Struct({ url: HttpUrl });
export type FilingUrlQuery = typeof FilingUrlQuery.Type;

/** GET /company/sec-filings/download: the filing as a PDF. */
export const PdfBytes = Schema.instanceOf(Blob);

export const ResolvedPdf = Schema.Struct({ pdf_url: HttpUrl });
export type ResolvedPdf = typeof ResolvedPdf.Type;

/** GET /company/sec-filings/fetch: a filing's readable text. */
export const FilingText = Schema.Struct({
  url: HttpUrl,
  title: Schema.String,
  text: Schema.String,
  provenance: Provenance,
});
export type FilingText = typeof FilingText.Type;

export const HistoricalPriceQuery = Schema.Struct({
  symbol: Ticker,
  /** Trading days back; 30 when not given (data-areas §5). */
  timeseries: Schema.optionalKey(queryInt(1, 5000)),
});
export type HistoricalPriceQuery = typeof HistoricalPriceQuery.Type;

/** One trading day (FMP `historical-price-eod/full`). */
export const PriceBar = Schema.Struct({
  date: IsoDate,
  open: Schema.Finite,
  high: Schema.Finite,
  low: Schema.Finite,
  close: Schema.Finite,
  volume: Schema.Finite,
  change: Figure,
  changePercent: Figure,
  vwap: Figure,
});
export type PriceBar = typeof PriceBar.Type;

/** Oldest day first. */
export const HistoricalPrices = Schema.Struct({
  symbol: Ticker,
  historical: Schema.Array(PriceBar),
  provenance: Provenance,
});
export type HistoricalPrices = typeof HistoricalPrices.Type;
