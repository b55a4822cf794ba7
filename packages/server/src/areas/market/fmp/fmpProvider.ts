// The `fmp` provider: Financial Modeling Prep's stable API (FMP_API_KEY), live. Profile, quote,
// statements, TTM ratios (`priceToEarningsRatioTTM` exposed as `peRatio`), end-of-day prices, SEC
// filings and news. Our contract keeps FMP's field names, so answers are checked against it after
// a few repairs: FMP writes date-times as `2024-11-01 06:01:36` (read here as UTC) and head counts
// as text. A 402 (a call outside the plan) or 429 makes the provider unavailable for that call,
// so the chain asks the next one; an empty answer means FMP does not know the symbol.
import {
  BalanceSheet,
  CashFlowStatement,
  CompanyProfile,
  CompanyQuote,
  Filing,
  IncomeStatement,
  NewsItem,
  PriceBar,
} from "@moatwise/core";
import { Result, Schema } from "effect";
import {
  type MarketDataProvider,
  ProviderUnavailable,
  type Sourced,
  type StatementKind,
  type TtmRatios,
} from "../marketDataProvider";

const BASE_URL = "https://financialmodelingprep.com/stable";
/** How far back the filings list reaches. */
const FILINGS_YEARS = 5;
const NEWS_LIMIT = 50;
/** Rows are checked with the contract's schemas, which carry a provenance; it is dropped after. */
const STAND_IN_PROVENANCE = { provider: "fmp", asOf: "1970-01-01T00:00:00.000Z", live: true };

type Row = Record<string, unknown>;

const STATEMENT_PATHS: Record<StatementKind, string> = {
  income: "income-statement",
  balance: "balance-sheet-statement",
  cashFlow: "cash-flow-statement",
};
const STATEMENT_SCHEMAS = { income: IncomeStatement, balance: BalanceSheet, cashFlow: CashFlowStatement } as const;

const RATIO_FIELDS: ReadonlyArray<[keyof TtmRatios, string]> = [
  ["peRatio", "priceToEarningsRatioTTM"],
  ["priceToSalesRatio", "priceToSalesRatioTTM"],
  ["priceToBookRatio", "priceToBookRatioTTM"],
  ["priceToFreeCashFlowRatio", "priceToFreeCashFlowRatioTTM"],
  ["enterpriseValueMultiple", "enterpriseValueMultipleTTM"],
  ["dividendYield", "dividendYieldTTM"],
  ["grossProfitMargin", "grossProfitMarginTTM"],
  ["operatingProfitMargin", "operatingProfitMarginTTM"],
  ["netProfitMargin", "netProfitMarginTTM"],
  ["returnOnEquity", "returnOnEquityTTM"],
  ["returnOnAssets", "returnOnAssetsTTM"],
  ["debtToEquityRatio", "debtToEquityRatioTTM"],
  ["currentRatio", "currentRatioTTM"],
];

/** `2024-11-01 06:01:36` → `2024-11-01T06:01:36.000Z`; ISO and null pass through. */
export function fmpDateTime(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(value);
  return match ? `${match[1]}T${match[2]}.000Z` : value;
}

const dateOnly = (value: unknown) => (typeof value === "string" ? value.slice(0, 10) : value);
const numberOrNull = (value: unknown) => (value === null || value === "" || value === undefined ? null : Number(value));

/** Checks a repaired row against our contract; a row that does not fit means FMP changed shape. */
function decoded<S extends Schema.Top>(schema: S, row: Row): Omit<S["Type"], "provenance"> {
  const result = Schema.decodeUnknownResult(schema as unknown as Schema.Codec<S["Type"], unknown>)({
    ...row,
    provenance: STAND_IN_PROVENANCE,
  });
  if (Result.isFailure(result)) throw new ProviderUnavailable("fmp", "an answer did not have the expected shape");
  const { provenance: _ignored, ...data } = result.success as Row;
  return data as Omit<S["Type"], "provenance">;
}

export interface FmpOptions {
  readonly apiKey: string;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
}

export function fmpProvider({ apiKey, fetch: fetchFn = fetch, now = Date.now }: FmpOptions): MarketDataProvider {
  async function rows(path: string, query: Record<string, string>): Promise<Row[]> {
    const url = `${BASE_URL}/${path}?${new URLSearchParams({ ...query, apikey: apiKey })}`;
    let response: Response;
    try {
      response = await fetchFn(url, { headers: { Accept: "application/json" } });
    } catch (error) {
      throw new ProviderUnavailable("fmp", `network error (${(error as Error).message})`);
    }
    if (response.status === 402) throw new ProviderUnavailable("fmp", `${path} is outside the plan (HTTP 402)`);
    if (response.status === 401 || response.status === 403) {
      throw new ProviderUnavailable("fmp", `the API key was refused (HTTP ${response.status}); check FMP_API_KEY`);
    }
    if (response.status === 404) return [];
    if (!response.ok) throw new ProviderUnavailable("fmp", `HTTP ${response.status} for ${path}`);
    const body = (await response.json()) as unknown;
    return Array.isArray(body) ? (body as Row[]) : [];
  }

  const sourced = <T>(data: T): Sourced<T> => ({ data, asOf: new Date(now()).toISOString() });
  const today = () => new Date(now()).toISOString().slice(0, 10);

  return {
    name: "fmp",
    live: true,
    profile: async (symbol) => {
      const [row] = await rows("profile", { symbol });
      if (!row) return null;
      const repaired = { ...row, fullTimeEmployees: numberOrNull(row.fullTimeEmployees), ceo: row.ceo || null };
      return sourced(decoded(CompanyProfile, repaired));
    },
    quote: async (symbol) => {
      const [row] = await rows("quote", { symbol });
      return row ? sourced(decoded(CompanyQuote, row)) : null;
    },
    historicalPrices: async (symbol) => {
      const bars = await rows("historical-price-eod/full", { symbol });
      if (bars.length === 0) return null;
      return sourced(bars.map((bar) => decoded(PriceBar, bar)).sort((a, b) => a.date.localeCompare(b.date)));
    },
    statements: async (symbol, kind, period) => {
      const found = await rows(STATEMENT_PATHS[kind], { symbol, period, limit: period === "annual" ? "10" : "12" });
      if (found.length === 0) return null;
      const schema = STATEMENT_SCHEMAS[kind];
      const repaired = found.map((row) => ({ ...row, acceptedDate: fmpDateTime(row.acceptedDate ?? null) }));
      return sourced(repaired.map((row) => decoded(schema, row)) as never);
    },
    filings: async (symbol) => {
      const from = `${Number(today().slice(0, 4)) - FILINGS_YEARS}${today().slice(4)}`;
      const found = await rows("sec-filings-search/symbol", { symbol, from, to: today(), page: "0", limit: "100" });
      if (found.length === 0) return null;
      const filings = found.map((row) =>
        decoded(Filing, {
          ...row,
          filingDate: dateOnly(row.filingDate),
          acceptedDate: fmpDateTime(row.acceptedDate),
          excerpt: null,
        }),
      );
      return sourced(filings.sort((a, b) => b.filingDate.localeCompare(a.filingDate)));
    },
    news: async (symbol) => {
      const found = await rows("news/stock", { symbols: symbol, limit: String(NEWS_LIMIT) });
      return sourced(found.map((row) => decoded(NewsItem, { ...row, publishedDate: fmpDateTime(row.publishedDate) })));
    },
    generalNews: async () => {
      const found = await rows("news/general-latest", { page: "0", limit: String(NEWS_LIMIT) });
      return sourced(
        found.map((row) => decoded(NewsItem, { ...row, symbol: null, publishedDate: fmpDateTime(row.publishedDate) })),
      );
    },
    ratiosTtm: async (symbol) => {
      const [row] = await rows("ratios-ttm", { symbol });
      if (!row) return null;
      const ratios = Object.fromEntries(RATIO_FIELDS.map(([ours, theirs]) => [ours, numberOrNull(row[theirs])]));
      return sourced(ratios as TtmRatios);
    },
  };
}
