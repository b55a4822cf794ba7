// The `sample` provider: the bundled data set, the default with no keys and no network. Its
// answers say `live: false`, and the UI labels them as sample data.
import type { CompanyProfile } from "@moatwise/core";
import type { Bare, MarketDataProvider, Sourced } from "../marketDataProvider";
import { SAMPLE_PROFILES, type SampleProfile } from "./sampleProfiles.data";

/** The cut-off of the sample set: fiscal years up to 2025. */
export const SAMPLE_AS_OF = "2025-12-31T00:00:00.000Z";

const EXCHANGE_NAMES: Record<SampleProfile["exchange"], string> = {
  NASDAQ: "NASDAQ Global Select",
  NYSE: "New York Stock Exchange",
};

function toProfile(company: SampleProfile): Bare<CompanyProfile> {
  return {
    symbol: company.symbol,
    companyName: company.companyName,
    // Prices, and the figures made from them, arrive with the sample price history.
    price: null,
    marketCap: null,
    beta: null,
    lastDividend: null,
    range: null,
    change: null,
    changePercentage: null,
    volume: null,
    averageVolume: null,
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

const bySymbol = new Map(SAMPLE_PROFILES.map((company) => [company.symbol, company]));

const sourced = <T>(data: T): Sourced<T> => ({ data, asOf: SAMPLE_AS_OF });

export const sampleProvider: MarketDataProvider = {
  name: "sample",
  live: false,
  profile: async (symbol) => {
    const company = bySymbol.get(symbol);
    return company ? sourced(toProfile(company)) : null;
  },
};
