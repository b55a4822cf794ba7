// The `sec` provider: SEC EDGAR's free APIs, live. `company_tickers.json` maps a ticker to its CIK,
// and is the list search answers from; `submissions/CIK##########.json` gives the filings and a thin profile, XBRL `companyfacts` the
// statements, and a filing's own page its text. SEC asks every client to name itself in the
// User-Agent (SEC_USER_AGENT) and to stay below 10 requests per second. It has no prices, quotes
// or news: those calls are left to the next provider.
import type { CompanySuggestion, StatementPeriod } from "@moatwise/core";
import { type MarketDataProvider, ProviderUnavailable, type Sourced } from "../marketDataProvider";
import { statementRows } from "../statementRows";
import { type Clock, systemClock, throttled } from "../throttle";
import { htmlToText } from "./htmlText";
import { type CompanyFacts, statementLinesFromFacts } from "./secFacts";
import { filingsFrom, paddedCik, profileFrom, type Submissions } from "./secSubmissions";

/** 9 requests a second at most: one every 112 ms. */
export const SEC_REQUEST_INTERVAL_MS = 112;
const TICKERS_URL = "https://www.sec.gov/files/company_tickers.json";
const DATA_URL = "https://data.sec.gov";
/** How long the ticker list and a company's documents are kept between calls. */
const MEMO_MS = 10 * 60_000;
const TICKERS_MEMO_MS = 24 * 3_600_000;
/** Filing pages can be large; the text is cut here. */
export const FILING_TEXT_MAX_CHARS = 200_000;

type TickerList = Record<string, { cik_str: number; ticker: string; title: string }>;

export interface SecOptions {
  readonly userAgent: string;
  readonly fetch?: typeof fetch;
  readonly clock?: Clock;
}

/** The only hosts we ask EDGAR things of, over HTTPS on the standard port, with no credentials. */
const SEC_HOSTS: ReadonlySet<string> = new Set(["www.sec.gov", "data.sec.gov"]);
/** Redirects followed at most, each to a SEC host. */
const MAX_REDIRECTS = 3;

function secUrl(url: string, base?: string): URL | null {
  try {
    const parsed = new URL(url, base);
    const plain = parsed.protocol === "https:" && parsed.port === "" && !parsed.username && !parsed.password;
    return plain && SEC_HOSTS.has(parsed.hostname) ? parsed : null;
  } catch {
    return null;
  }
}

const isSecArchive = (url: string) => {
  const parsed = secUrl(url);
  return parsed?.hostname === "www.sec.gov" && parsed.pathname.startsWith("/Archives/");
};

/**
 * Fetches from EDGAR following redirects by hand, and only to SEC hosts: a link a user hands us
 * can never lead the server to ask another machine (an internal address, say) anything.
 */
async function fetchWithinSec(fetchFn: typeof fetch, url: string, headers: Record<string, string>): Promise<Response> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await fetchFn(current, { headers, redirect: "manual" });
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return response;
    const next = secUrl(location, current);
    if (!next) throw new Error(`redirect away from SEC EDGAR refused (${response.status})`);
    current = next.href;
  }
  throw new Error("too many redirects");
}

/** EDGAR's tickers as search entries; it names no exchange. A company with several classes is listed once per ticker. */
export function listingsFrom(list: TickerList): CompanySuggestion[] {
  return Object.values(list).map((company) => ({
    symbol: company.ticker.toUpperCase(),
    name: company.title,
    exchange: "",
  }));
}

export function secProvider({
  userAgent,
  fetch: fetchFn = fetch,
  clock = systemClock,
}: SecOptions): MarketDataProvider {
  const send = throttled(
    (url: string) => fetchWithinSec(fetchFn, url, { "User-Agent": userAgent, Accept: "application/json, text/html" }),
    SEC_REQUEST_INTERVAL_MS,
    clock,
  );
  const memo = new Map<string, { until: number; value: Promise<unknown> }>();

  /** The answer's body (JSON or text), null for 404; unavailable for 429, 5xx or the network. */
  async function read(url: string, kind: "json" | "text"): Promise<unknown> {
    let response: Response;
    try {
      response = await send(url);
    } catch (error) {
      throw new ProviderUnavailable("sec", `network error (${(error as Error).message})`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new ProviderUnavailable("sec", `HTTP ${response.status} for ${url}`);
    return kind === "json" ? response.json() : response.text();
  }

  function remembered<T>(url: string, kind: "json" | "text", lifetime = MEMO_MS): Promise<T | null> {
    const known = memo.get(url);
    if (known && known.until > clock.now()) return known.value as Promise<T | null>;
    const value = read(url, kind);
    memo.set(url, { until: clock.now() + lifetime, value });
    value.catch(() => memo.delete(url));
    return value as Promise<T | null>;
  }

  const tickerList = () => remembered<TickerList>(TICKERS_URL, "json", TICKERS_MEMO_MS);

  async function cikOf(symbol: string): Promise<string | null> {
    const list = await tickerList();
    const entry = Object.values(list ?? {}).find((company) => company.ticker.toUpperCase() === symbol);
    return entry ? paddedCik(entry.cik_str) : null;
  }

  const sourced = <T>(data: T): Sourced<T> => ({ data, asOf: new Date(clock.now()).toISOString() });

  async function submissionsOf(symbol: string) {
    const cik = await cikOf(symbol);
    return cik ? remembered<Submissions>(`${DATA_URL}/submissions/CIK${cik}.json`, "json") : null;
  }

  async function linesOf(symbol: string, period: StatementPeriod) {
    const cik = await cikOf(symbol);
    const facts = cik
      ? await remembered<CompanyFacts>(`${DATA_URL}/api/xbrl/companyfacts/CIK${cik}.json`, "json")
      : null;
    if (!cik || !facts) return null;
    const lines = statementLinesFromFacts(facts);
    const periods = period === "annual" ? lines.years : lines.quarters;
    return periods.length > 0 ? statementRows(symbol, cik, periods) : null;
  }

  return {
    name: "sec",
    live: true,
    profile: async (symbol) => {
      const submissions = await submissionsOf(symbol);
      return submissions ? sourced(profileFrom(submissions, symbol)) : null;
    },
    statements: async (symbol, kind, period) => {
      const rows = await linesOf(symbol, period);
      return rows ? sourced(rows[kind] as never) : null;
    },
    filings: async (symbol) => {
      const submissions = await submissionsOf(symbol);
      return submissions ? sourced(filingsFrom(submissions, symbol)) : null;
    },
    listings: async () => {
      const list = await tickerList();
      return list ? sourced(listingsFrom(list)) : null;
    },
    filingDocument: async (url) => {
      if (!isSecArchive(url)) return null;
      const html = await remembered<string>(url, "text");
      if (html === null) return null;
      const { title, text } = htmlToText(html);
      return sourced({ title: title ?? url, text: text.slice(0, FILING_TEXT_MAX_CHARS) });
    },
  };
}
