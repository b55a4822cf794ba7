// SEC submissions (`submissions/CIK##########.json`) read into filings and a thin profile: the
// recent filings as parallel arrays, each linked to its primary document in the EDGAR archive.
import type { CompanyProfile, Filing } from "@moatwise/core";
import type { Bare } from "../marketDataProvider";

export interface Submissions {
  readonly cik: string;
  readonly name: string;
  readonly tickers: ReadonlyArray<string>;
  readonly exchanges: ReadonlyArray<string>;
  readonly sicDescription?: string;
  readonly website?: string;
  readonly addresses?: {
    readonly business?: { readonly city?: string | null; readonly stateOrCountry?: string | null };
  };
  readonly filings: {
    readonly recent: {
      readonly accessionNumber: ReadonlyArray<string>;
      readonly filingDate: ReadonlyArray<string>;
      readonly acceptanceDateTime: ReadonlyArray<string>;
      readonly form: ReadonlyArray<string>;
      readonly primaryDocument: ReadonlyArray<string>;
      readonly primaryDocDescription: ReadonlyArray<string>;
    };
  };
}

/** The forms the filings list shows: annual, quarterly and current reports, and proxies. */
const LISTED_FORMS = new Set(["10-K", "10-K/A", "10-Q", "10-Q/A", "8-K", "8-K/A", "DEF 14A", "20-F", "6-K"]);

export const paddedCik = (cik: string | number) => String(cik).padStart(10, "0");

export function filingsFrom(submissions: Submissions, symbol: string): Filing[] {
  const recent = submissions.filings.recent;
  const cikNumber = String(Number(submissions.cik));
  return recent.accessionNumber.flatMap((accession, index) => {
    const form = recent.form[index] ?? "";
    const document = recent.primaryDocument[index];
    const filed = recent.filingDate[index];
    if (!LISTED_FORMS.has(form) || !document || !filed) return [];
    const folder = `https://www.sec.gov/Archives/edgar/data/${cikNumber}/${accession.replaceAll("-", "")}`;
    const accepted = recent.acceptanceDateTime[index];
    return [
      {
        symbol,
        cik: paddedCik(submissions.cik),
        filingDate: filed,
        acceptedDate: accepted ? new Date(accepted).toISOString() : `${filed}T00:00:00.000Z`,
        formType: form,
        link: `${folder}/${document}`,
        finalLink: `${folder}/${document}`,
        excerpt: recent.primaryDocDescription[index] || null,
      },
    ];
  });
}

const EXCHANGES: Record<string, string> = { Nasdaq: "NASDAQ", NYSE: "NYSE" };

/** What the submissions say about the company; the rest of a profile is not in them (null). */
export function profileFrom(submissions: Submissions, symbol: string): Bare<CompanyProfile> {
  const index = Math.max(0, submissions.tickers.indexOf(symbol));
  const exchange = submissions.exchanges[index] ?? null;
  const business = submissions.addresses?.business;
  return {
    symbol,
    companyName: submissions.name,
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
    cik: paddedCik(submissions.cik),
    isin: null,
    cusip: null,
    exchange: exchange ? (EXCHANGES[exchange] ?? exchange) : "Unknown",
    exchangeFullName: exchange ?? "Unknown",
    industry: submissions.sicDescription ?? null,
    sector: null,
    country: "US",
    website: submissions.website ? `https://${submissions.website.replace(/^https?:\/\//, "")}` : null,
    description: null,
    ceo: null,
    fullTimeEmployees: null,
    phone: null,
    address: null,
    city: business?.city ?? null,
    state: business?.stateOrCountry ?? null,
    zip: null,
    image: null,
    ipoDate: null,
    isEtf: false,
    isActivelyTrading: true,
    isAdr: false,
    isFund: false,
  };
}
