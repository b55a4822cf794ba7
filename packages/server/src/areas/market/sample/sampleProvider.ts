// The `sample` provider: the bundled data set, the default with no keys and no network. Its
// answers say `live: false`, and the UI labels them as sample data.
import type { CompanyProfile, StatementPeriod } from "@moatwise/core";
import type { Bare, MarketDataProvider, Sourced, StatementKind, StatementRows } from "../marketDataProvider";
import { SAMPLE_AS_OF } from "./sampleAsOf";
import { sampleFilingDocument, sampleFilings } from "./sampleFilings";
import { sampleGeneralNews, sampleNews } from "./sampleNews";
import { samplePriceBars } from "./samplePrices";
import { SAMPLE_PRICE_ANCHORS } from "./samplePrices.data";
import { SAMPLE_PROFILES, type SampleProfile } from "./sampleProfiles.data";
import { profilePriceFields, quoteFrom } from "./sampleQuote";
import { sampleStatements } from "./sampleStatements";

const EXCHANGE_NAMES: Record<SampleProfile["exchange"], string> = {
  NASDAQ: "NASDAQ Global Select",
  NYSE: "New York Stock Exchange",
};

const bySymbol = new Map(SAMPLE_PROFILES.map((company) => [company.symbol, company]));

const sourced = <T>(data: T): Sourced<T> => ({ data, asOf: SAMPLE_AS_OF });

/** The latest diluted share count, in shares, from the latest quarter (else the latest year). */
function latestShares(company: SampleProfile): number | null {
  const quarter = sampleStatements(company.symbol, company.cik, "quarter")?.income[0]?.weightedAverageShsOutDil;
  const year = sampleStatements(company.symbol, company.cik, "annual")?.income[0]?.weightedAverageShsOutDil;
  return quarter ?? year ?? null;
}

function quoteOf(company: SampleProfile) {
  const bars = samplePriceBars(company.symbol);
  if (!bars) return null;
  const quote = quoteFrom({
    symbol: company.symbol,
    name: company.companyName,
    exchange: company.exchange,
    bars,
    shares: latestShares(company),
  });
  return quote ? { quote, bars } : null;
}

function toProfile(company: SampleProfile): Bare<CompanyProfile> {
  const priced = quoteOf(company);
  const anchors = SAMPLE_PRICE_ANCHORS[company.symbol];
  const prices =
    priced && anchors ? profilePriceFields(priced.quote, priced.bars, anchors.beta, anchors.dividendPerShare) : null;
  return {
    symbol: company.symbol,
    companyName: company.companyName,
    price: prices?.price ?? null,
    marketCap: prices?.marketCap ?? null,
    beta: prices?.beta ?? null,
    lastDividend: prices?.lastDividend ?? null,
    range: prices?.range ?? null,
    change: prices?.change ?? null,
    changePercentage: prices?.changePercentage ?? null,
    volume: prices?.volume ?? null,
    averageVolume: prices?.averageVolume ?? null,
    currency: "USD",
    cik: company.cik,
    isin: null,
    cusip: null,
    exchange: company.exchange,
    exchangeFullName: EXCHANGE_NAMES[company.exchange],
    industry: company.industry,
    sector: company.sector,
    country: "US",
    website: company.website,
    description: company.description,
    ceo: company.ceo,
    fullTimeEmployees: company.fullTimeEmployees,
    phone: null,
    address: null,
    city: company.city,
    state: company.state,
    zip: null,
    image: null,
    ipoDate: company.ipoDate,
    isEtf: false,
    isActivelyTrading: true,
    isAdr: false,
    isFund: false,
  };
}

function statementsOf<Kind extends StatementKind>(symbol: string, kind: Kind, period: StatementPeriod) {
  const company = bySymbol.get(symbol);
  const statements = company ? sampleStatements(symbol, company.cik, period) : null;
  return statements ? (statements[kind] as unknown as ReadonlyArray<StatementRows[Kind]>) : null;
}

export const sampleProvider: MarketDataProvider = {
  name: "sample",
  live: false,
  covers: (symbol) => bySymbol.has(symbol.toUpperCase()),
  coveredCompanies: async () =>
    sourced(
      SAMPLE_PROFILES.map(({ symbol, companyName, exchange, sector }) => ({
        symbol,
        name: companyName,
        exchange,
        sector,
      })),
    ),
  profile: async (symbol) => {
    const company = bySymbol.get(symbol);
    return company ? sourced(toProfile(company)) : null;
  },
  quote: async (symbol) => {
    const company = bySymbol.get(symbol);
    const priced = company ? quoteOf(company) : null;
    return priced ? sourced(priced.quote) : null;
  },
  historicalPrices: async (symbol) => {
    const bars = samplePriceBars(symbol);
    return bars ? sourced(bars) : null;
  },
  statements: async (symbol, kind, period) => {
    const rows = statementsOf(symbol, kind, period);
    return rows ? sourced(rows) : null;
  },
  filings: async (symbol) => {
    const filings = sampleFilings(symbol);
    return filings ? sourced(filings) : null;
  },
  news: async (symbol) => {
    const news = sampleNews(symbol);
    return news ? sourced(news) : null;
  },
  generalNews: async () => sourced(sampleGeneralNews),
  filingDocument: async (url) => {
    const document = sampleFilingDocument(url);
    return document ? sourced(document) : null;
  },
};
