// One interface for every source of market data (data-areas §1, issue 6): the bundled sample set,
// SEC EDGAR, Financial Modeling Prep. A provider implements what it can; for a call it lacks, or a
// symbol it does not know (null), the next provider in the configured order is asked.
import type { CompanyProfile, CompanyQuote } from "@moatwise/core";

/** An answer without its provenance: the chain adds `{provider, asOf, live}`. */
export type Bare<T> = Omit<T, "provenance">;

/** What a provider says it answers from: when its data was current. */
export interface Sourced<T> {
  readonly data: T;
  /** ISO date-time the data was current at (a live quote's time, the sample set's cut-off). */
  readonly asOf: string;
}

export interface MarketDataProvider {
  /** Shown in provenance, e.g. `sample`, `sec`, `fmp`. */
  readonly name: string;
  /** Live data from the network (false for bundled data). */
  readonly live: boolean;
  profile?(symbol: string): Promise<Sourced<Bare<CompanyProfile>> | null>;
  quote?(symbol: string): Promise<Sourced<Bare<CompanyQuote>> | null>;
}

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
