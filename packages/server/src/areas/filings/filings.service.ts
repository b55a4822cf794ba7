// SEC filings over the market-data chain: the list filtered by form and date and paged, and a
// filing's text. Only addresses on sec.gov are read, so the server is never an open proxy.
import type { FilingsQuery, FilingsResponse, FilingText, ResolvedPdf } from "@moatwise/core";
import { AreaFailure } from "../areaFailure";
import type { MarketData } from "../market/marketData";

const DEFAULT_FILINGS_PAGE_SIZE = 20;

/** https on sec.gov or one of its subdomains (www, efts, data). */
function isSecAddress(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === "https:" && (hostname === "sec.gov" || hostname.endsWith(".sec.gov"));
  } catch {
    return false;
  }
}

function requireSecAddress(url: string) {
  if (!isSecAddress(url)) {
    throw new AreaFailure(
      "invalid",
      "not_sec_address",
      "Only SEC filing addresses (https://www.sec.gov/...) can be opened here.",
    );
  }
}

export function filingsService(market: MarketData) {
  return {
    async list(query: FilingsQuery): Promise<FilingsResponse> {
      const answer = await market.filings(query.symbol);
      const form = query.form_type?.toUpperCase();
      const matching = answer.data.filter(
        (filing) =>
          (!form || filing.formType.toUpperCase() === form) &&
          (!query.from_date || filing.filingDate >= query.from_date) &&
          (!query.to_date || filing.filingDate <= query.to_date),
      );
      const page = query.page ?? 0;
      const limit = query.limit ?? DEFAULT_FILINGS_PAGE_SIZE;
      const start = page * limit;
      return {
        symbol: query.symbol.toUpperCase(),
        page,
        limit,
        hasMore: matching.length > start + limit,
        filings: matching.slice(start, start + limit),
        provenance: answer.provenance,
      };
    },

    async text(url: string): Promise<FilingText> {
      requireSecAddress(url);
      const answer = await market.filingDocument(url);
      return { url, ...answer.data, provenance: answer.provenance };
    },

    /** SEC filings are HTML: the document's own address serves when there is no PDF. */
    async resolvePdf(url: string): Promise<ResolvedPdf> {
      requireSecAddress(url);
      await market.filingDocument(url);
      return { pdf_url: url };
    },

    async download(url: string): Promise<never> {
      requireSecAddress(url);
      await market.filingDocument(url);
      throw new AreaFailure(
        "notFound",
        "no_pdf",
        "This filing has no PDF: SEC filings are published as HTML. Open it to read it, or view it on sec.gov.",
      );
    },
  };
}

export type FilingsService = ReturnType<typeof filingsService>;
