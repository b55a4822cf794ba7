// Financials calls: the three statements, TTM ratios, the income flow and the DCF valuation.
import { contract, Ticker } from "@moatwise/core";
import type { StatementKind } from "../../areas/market/marketDataProvider";
import type { AppServices } from "../context";
import { decodeOr400 } from "../decode";
import { type Call, route } from "../route";

type StatementEndpoint = typeof contract.financials.incomeStatement;

const symbolIn = (param: (name: "symbol") => string) => decodeOr400(Ticker, param("symbol"), "invalid_symbol");

export function financialsRoutes({ financials }: AppServices) {
  const endpoints = contract.financials;
  const statementsOf = <Kind extends StatementKind>(
    kind: Kind,
    { param, query }: Pick<Call<StatementEndpoint>, "param" | "query">,
  ) => financials.statements(symbolIn(param), kind, query.period ?? "annual", query.limit);
  return [
    route(endpoints.incomeStatement, (call) => statementsOf("income", call)),
    route(endpoints.balanceSheet, (call) => statementsOf("balance", call)),
    route(endpoints.cashFlowStatement, (call) => statementsOf("cashFlow", call)),
    route(endpoints.ratiosTtm, ({ param }) => financials.ratiosTtm(symbolIn(param))),
    route(endpoints.financialFlow, ({ param, query }) =>
      financials.financialFlow(symbolIn(param), query.period ?? "annual"),
    ),
    route(endpoints.discountedCashFlow, ({ body }) => financials.discountedCashFlow(body)),
  ];
}
