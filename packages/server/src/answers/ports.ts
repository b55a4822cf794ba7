// What the answer engine reads from outside (DESIGN "Answering"): the market data it is handed
// (the ONE MarketData server.ts builds satisfies it) and the bundled companies it may name. The
// engine declares these ports and areas implement them, so answers/ never imports an area.
import type {
  BalanceSheet,
  CashFlowStatement,
  CompanyProfile,
  CompanyQuote,
  CompanySuggestion,
  IncomeStatement,
  PriceBar,
  Provenance,
  StatementPeriod,
} from "@moatwise/core";

/** An answer with where it came from. */
export interface Provenanced<T> {
  readonly data: T;
  readonly provenance: Provenance;
}

export type StatementKind = "income" | "balance" | "cashFlow";

export interface StatementRows {
  income: IncomeStatement;
  balance: BalanceSheet;
  cashFlow: CashFlowStatement;
}

/** The part of the market data the engine reads: profiles, quotes, prices, statements, coverage. */
export interface MarketFacts {
  profile(symbol: string): Promise<CompanyProfile>;
  quote(symbol: string): Promise<CompanyQuote>;
  historicalPrices(symbol: string): Promise<Provenanced<ReadonlyArray<PriceBar>>>;
  statements<Kind extends StatementKind>(
    symbol: string,
    kind: Kind,
    period: StatementPeriod,
  ): Promise<Provenanced<ReadonlyArray<StatementRows[Kind]>>>;
  /** Whether any configured provider has data on this company (asked of no one). */
  covers(symbol: string): boolean;
}

/** A company of the bundled sample set, by what the engine plans and compares it with. */
export interface BundledCompany {
  readonly symbol: string;
  readonly companyName: string;
  readonly ceo: string;
  readonly sector: string;
  /** Its industry, as the data names it: what its peers are drawn from (core's peerSetOf). */
  readonly industry?: string | null;
}

/** The companies the engine may name: the bundled set's, and the listed ones a live provider may cover. */
export interface CompanyCatalogue {
  readonly bundled: ReadonlyArray<BundledCompany>;
  readonly universe: ReadonlyArray<CompanySuggestion>;
}
