// Query options per data area: keys that name the area and its parameters, fetchers over the
// Promise API. The web app hands them to its query client as they are.

import type { PromiseApi } from "../api/typedApi";
import { QUOTE_REFRESH_MS, RESEARCH_PROGRESS_POLL_MS } from "../domain/constants";
import type { Provenance } from "../domain/schemas/common";
import type {
  CompanyNameQuery,
  CompanyNewsQuery,
  DaysQuery,
  FilingsQuery,
  GeneralNewsQuery,
  HistoricalPriceQuery,
  MetricsQuery,
  NewsBatchResponse,
} from "../domain/schemas/company";
import type { DcfRequest, PeriodQuery, StatementQuery } from "../domain/schemas/financials";
import { dataQuery, withObserverOptions } from "./dataQuery";

/** News per ticker; no provenance when no ticker was asked about. */
export type TickerNews = Pick<NewsBatchResponse, "bySymbol"> & { readonly provenance: Provenance | null };

/** The batch answer for no tickers: nothing asked, nothing found. */
const NO_BATCH_NEWS: TickerNews = { bySymbol: {}, provenance: null };

export function companyQueries(api: PromiseApi) {
  return {
    /** Search results for the search page; the text is trimmed and lowercased for the key. */
    search: (query: string) =>
      dataQuery(["company", "search", query.trim().toLowerCase()], (signal) =>
        api.company.search({ query: query.trim() }, { signal }),
      ),
    /** The companies the data covers (the sample set offline), for the coverage list and `$` tickers. */
    covered: () => dataQuery(["company", "covered"], (signal) => api.company.covered({ signal })),
    profile: (symbol: string) =>
      dataQuery(["company", "profile", symbol], (signal) => api.company.profile({ symbol }, { signal })),
    /** Refreshed every minute while shown (issue 6). */
    quote: (symbol: string) =>
      withObserverOptions(
        dataQuery(["company", "quote", symbol], (signal) => api.company.quote({ symbol }, { signal })),
        { refetchInterval: QUOTE_REFRESH_MS },
      ),
    overview: (query: CompanyNameQuery) =>
      dataQuery(["company", "overview", query], (signal) => api.company.overview(query, { signal })),
    news: (query: CompanyNewsQuery) =>
      dataQuery(["company", "news", query], (signal) => api.company.news(query, { signal })),
    newsPreferences: () =>
      dataQuery(["company", "newsPreferences"], (signal) => api.company.newsPreferences({ signal })),
    generalNews: (query: GeneralNewsQuery) =>
      dataQuery(["company", "generalNews", query], (signal) => api.company.generalNews(query, { signal })),
    /** News per ticker; an empty list makes no call and answers no news (data-areas §4). */
    generalNewsBatch: (symbols: ReadonlyArray<string>, query: DaysQuery = {}) =>
      dataQuery(
        ["company", "generalNewsBatch", [...symbols], query],
        (signal): Promise<TickerNews> =>
          symbols.length === 0
            ? Promise.resolve(NO_BATCH_NEWS)
            : api.company.generalNewsBatch(symbols, query, { signal }),
      ),
    sevenPowers: (query: CompanyNameQuery) =>
      dataQuery(["company", "sevenPowers", query], (signal) => api.company.sevenPowers(query, { signal })),
    metrics: (query: MetricsQuery) =>
      dataQuery(["company", "metrics", query], (signal) => api.company.metrics(query, { signal })),
    filings: (query: FilingsQuery) =>
      dataQuery(["company", "filings", query], (signal) => api.company.filings(query, { signal })),
    /** A filing's readable text, opened from the filings list. */
    filingText: (url: string) =>
      dataQuery(["company", "filingText", url], (signal) => api.company.fetchFiling({ url }, { signal })),
    historicalPrice: (query: HistoricalPriceQuery) =>
      dataQuery(["company", "historicalPrice", query], (signal) => api.company.historicalPrice(query, { signal })),
  };
}

export function financialsQueries(api: PromiseApi) {
  return {
    incomeStatement: (symbol: string, query: StatementQuery = {}) =>
      dataQuery(["financials", "incomeStatement", symbol, query], (signal) =>
        api.financials.incomeStatement(symbol, query, { signal }),
      ),
    balanceSheet: (symbol: string, query: StatementQuery = {}) =>
      dataQuery(["financials", "balanceSheet", symbol, query], (signal) =>
        api.financials.balanceSheet(symbol, query, { signal }),
      ),
    cashFlowStatement: (symbol: string, query: StatementQuery = {}) =>
      dataQuery(["financials", "cashFlowStatement", symbol, query], (signal) =>
        api.financials.cashFlowStatement(symbol, query, { signal }),
      ),
    financialFlow: (symbol: string, query: PeriodQuery = {}) =>
      dataQuery(["financials", "financialFlow", symbol, query], (signal) =>
        api.financials.financialFlow(symbol, query, { signal }),
      ),
    ratiosTtm: (symbol: string) =>
      dataQuery(["financials", "ratiosTtm", symbol], (signal) => api.financials.ratiosTtm(symbol, { signal })),
    /** A valuation is a computation, not a change: asked again for the same assumptions, it is cached. */
    discountedCashFlow: (request: DcfRequest) =>
      dataQuery(["financials", "discountedCashFlow", request], (signal) =>
        api.financials.discountedCashFlow(request, { signal }),
      ),
  };
}

export function workspaceQueries(api: PromiseApi) {
  return {
    conversations: () => dataQuery(["chat", "conversations"], (signal) => api.chat.listConversations({}, { signal })),
    conversation: (id: string) =>
      dataQuery(["chat", "conversation", id], (signal) => api.chat.getConversation(id, { signal })),
    notes: (symbol: string) => dataQuery(["notes", "list", symbol], (signal) => api.notes.list({ symbol }, { signal })),
    highlights: (documentId: string) =>
      dataQuery(["highlights", "document", documentId], (signal) => api.highlights.forDocument(documentId, { signal })),
    prompts: (symbol: string) =>
      dataQuery(["prompts", "list", symbol], (signal) => api.prompts.list(symbol, { signal })),
    portfolio: () => dataQuery(["portfolio", "get"], (signal) => api.portfolio.get({ signal })),
    /** Each holding's recent SEC filings; keyed by the symbols held, so a change in holdings asks again. */
    portfolioFilings: (symbols: ReadonlyArray<string>, days: number) =>
      withObserverOptions(
        dataQuery(["portfolio", "filings", [...symbols].sort(), days], (signal) =>
          api.portfolio.filings({ days }, { signal }),
        ),
        { enabled: symbols.length > 0 },
      ),
    /** Every holding's quote, asked again each minute while shown (the quote's lifetime); keyed by the symbols held. */
    portfolioQuotes: (symbols: ReadonlyArray<string>) =>
      withObserverOptions(
        dataQuery(["portfolio", "quotes", [...symbols].sort()], (signal) => api.portfolio.quotes({ signal })),
        { enabled: symbols.length > 0, refetchInterval: QUOTE_REFRESH_MS },
      ),
    researchDrafts: () => dataQuery(["research", "drafts"], (signal) => api.research.listDrafts({ signal })),
    researchDraft: (id: string) =>
      dataQuery(["research", "draft", id], (signal) => api.research.getDraft(id, { signal })),
    researchDocuments: () => dataQuery(["research", "documents"], (signal) => api.research.listDocuments({ signal })),
    /** Read again every second while the report is being written, so its progress shows. */
    researchDocument: (id: string) =>
      withObserverOptions(
        dataQuery(["research", "document", id], (signal) => api.research.getDocument(id, { signal })),
        { refetchInterval: (query) => (query.state.data?.status === "generating" ? RESEARCH_PROGRESS_POLL_MS : false) },
      ),
    usage: () => dataQuery(["usage", "daily"], (signal) => api.usage.daily({ signal })),
    pdfSessions: () => dataQuery(["pdf", "sessions"], (signal) => api.pdf.sessions({ signal })),
    /** The uploaded PDF itself, to show a cited page (kept while a viewer shows it). */
    pdfFile: (sessionId: string) =>
      dataQuery(["pdf", "file", sessionId], (signal) => api.pdf.file(sessionId, { signal })),
  };
}

export function accountQueries(api: PromiseApi) {
  return {
    /** Whether a session exists, and the Google client id when Google sign-in is on. */
    authStatus: () => dataQuery(["auth", "status"], (signal) => api.auth.status({ signal })),
    /** The account's signed-in devices (ours: settings, active sessions). */
    sessions: () => dataQuery(["auth", "sessions"], (signal) => api.auth.sessions({ signal })),
    /** The user's default search depth, complexity and verbosity. */
    preferences: () => dataQuery(["users", "preferences"], (signal) => api.users.preferences({ signal })),
  };
}

export function assistantQueries(api: PromiseApi) {
  return {
    /** Which AI provider answers, whether it is live and can search the web. */
    health: () => dataQuery(["ai", "health"], (signal) => api.ai.health({ signal })),
  };
}
