// The portfolio (data-areas §7, issue 24): loaded with the portfolio screens.
import { OkResponse } from "../../domain/schemas/common";
import { DaysQuery } from "../../domain/schemas/company";
import {
  Holding,
  HoldingsFilings,
  HoldingsImport,
  HoldingUpdate,
  ImportedHoldings,
  NewHolding,
  Portfolio,
  PortfolioOrder,
  PortfolioQuotes,
} from "../../domain/schemas/portfolio";
import { endpoint } from "./endpoint";

export const portfolioEndpoints = {
  get: endpoint("GET", "/portfolio", { response: Portfolio }),
  /** Ours: every holding's quote, name and sector in one answer (the dashboard refreshes it each minute). */
  quotes: endpoint("GET", "/portfolio/quotes", { response: PortfolioQuotes }),
  /** Ours: every holding's SEC filings of the last `days` days, for the holdings' news. */
  filings: endpoint("GET", "/portfolio/filings", { query: DaysQuery, response: HoldingsFilings }),
  add: endpoint("POST", "/portfolio", { body: NewHolding, response: Holding }),
  /**
   * Ours: a CSV file's holdings, all added or none; a refusal (400 `invalid_import`) names every bad
   * row, one per line of its detail; rows already held refuse it (409 `import_overlap`) until the
   * body says to update or skip them. Answers the whole portfolio, with what was added and updated.
   */
  import: endpoint("POST", "/portfolio/import", { body: HoldingsImport, response: ImportedHoldings }),
  /** Declared before `update` so a server matching in order never reads "order" as an id. */
  reorder: endpoint("PUT", "/portfolio/order", { body: PortfolioOrder, response: PortfolioOrder }),
  update: endpoint("PUT", "/portfolio/{id}", { body: HoldingUpdate, response: Holding }),
  remove: endpoint("DELETE", "/portfolio/{id}", { response: OkResponse }),
};
