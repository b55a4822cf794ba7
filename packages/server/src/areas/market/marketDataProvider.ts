// One interface for every source of market data (data-areas §1, issue 6): the bundled sample set,
// SEC EDGAR, Financial Modeling Prep. A provider implements what it can; for a call it lacks, or a
// symbol it does not know (null), the next provider in the configured order is asked.
import type {
  CompanyProfile,
  CompanyQuote,
  CompanySuggestion,
  CoveredCompany,
  Filing,
  NewsItem,
  PriceBar,
  RatiosTtm,
  StatementPeriod,
} from "@moatwise/core";
import type { StatementKind, StatementRows } from "../../answers/ports";

/** An answer without its provenance: the chain adds `{provider, asOf, live}`. */
export type Bare<T> = Omit<T, "provenance">;

/** What a provider says it answers from: when its data was current. */
export interface Sourced<T> {
  readonly data: T;
  /** ISO date-time the data was current at (a live quote's time, the sample set's cut-off). */
  readonly asOf: string;
}

export type { StatementKind, StatementRows };

/** A filing's readable text: its title and the sanitised text. */
export interface FilingDocument {
  readonly title: string;
  readonly text: string;
}

type Answer<T> = Promise<Sourced<T> | null>;

export interface MarketDataProvider {
  /** Shown in provenance, e.g. `sample`, `sec`, `fmp`. */
  readonly name: string;
  /** Live data from the network (false for bundled data). */
  readonly live: boolean;
  profile?(symbol: string): Answer<Bare<CompanyProfile>>;
  quote?(symbol: string): Answer<Bare<CompanyQuote>>;
  /** Every daily bar the provider has, oldest first. */
  historicalPrices?(symbol: string): Answer<ReadonlyArray<PriceBar>>;
  /** Statements of one kind, newest first. */
  statements?<Kind extends StatementKind>(
    symbol: string,
    kind: Kind,
    period: StatementPeriod,
  ): Answer<ReadonlyArray<StatementRows[Kind]>>;
  /** Filings, newest first. */
  filings?(symbol: string): Answer<ReadonlyArray<Filing>>;
  /** A filing's text, for an address the provider knows. */
  filingDocument?(url: string): Answer<FilingDocument>;
  /** News about one company, newest first. */
  news?(symbol: string): Answer<ReadonlyArray<NewsItem>>;
  /** Market news across companies, newest first. */
  generalNews?(): Answer<ReadonlyArray<NewsItem>>;
  /**
   * Whether the provider has data on this company, without asking anyone: the sample set knows
   * its 26; a live provider that leaves it out is taken to cover every listed company.
   */
  covers?(symbol: string): boolean;
  /** The companies `covers` names, when the provider covers a known few (the sample set). */
  coveredCompanies?(): Answer<ReadonlyArray<CoveredCompany>>;
  /** Every company the provider can answer for (symbol, name, exchange: empty when unknown), for search. */
  listings?(): Answer<ReadonlyArray<CompanySuggestion>>;
  /** Trailing-twelve-month ratios as the provider computes them; without it they are computed from statements. */
  ratiosTtm?(symbol: string): Answer<TtmRatios>;
}

export type TtmRatios = Omit<RatiosTtm, "symbol" | "provenance">;

/**
 * A provider cannot answer now (a plan that excludes the call, HTTP 402; the network): the chain
 * moves on to the next one instead of failing.
 */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: string,
    reason: string,
  ) {
    super(`${provider}: ${reason}`);
    this.name = "ProviderUnavailable";
  }
}
