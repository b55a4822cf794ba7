// Financials calls: the three statements, TTM ratios, the income flow and the DCF valuation.
import { DcfRequest, PeriodQuery, StatementQuery, Ticker } from "@moatwise/core";
import { type Context, Hono } from "hono";
import { financialsService } from "../../areas/financials/financials.service";
import type { StatementKind } from "../../areas/market/marketDataProvider";
import type { AppEnv, AppServices } from "../context";
import { decodeOr400, readJson } from "../decode";
import { requireUser } from "../middleware/requireUser";

const symbolOf = (c: Context<AppEnv>) => decodeOr400(Ticker, c.req.param("symbol"), "invalid_symbol");

export function financialsRouter(services: AppServices) {
  const signedIn = requireUser(services.accessTokens);
  const financials = financialsService(services.marketData);
  const statements = (kind: StatementKind) => async (c: Context<AppEnv>) => {
    const symbol = symbolOf(c);
    const query = decodeOr400(StatementQuery, c.req.query(), "invalid_query");
    return c.json(await financials.statements(symbol, kind, query.period ?? "annual", query.limit));
  };
  return new Hono<AppEnv>()
    .get("/financials/income-statement/:symbol", signedIn, statements("income"))
    .get("/financials/balance-sheet/:symbol", signedIn, statements("balance"))
    .get("/financials/cash-flow-statement/:symbol", signedIn, statements("cashFlow"))
    .get("/financials/ratios-ttm/:symbol", signedIn, async (c) => c.json(await financials.ratiosTtm(symbolOf(c))))
    .get("/financials/financial-flow/:symbol", signedIn, async (c) => {
      const query = decodeOr400(PeriodQuery, c.req.query(), "invalid_query");
      return c.json(await financials.financialFlow(symbolOf(c), query.period ?? "annual"));
    })
    .post("/financials/discounted-cash-flow", signedIn, async (c) => {
      const request = decodeOr400(DcfRequest, await readJson(c));
      return c.json(await financials.discountedCashFlow(request));
    });
}
