// The portfolio (issue 24), scoped to the signed-in user: the holdings in order, a new holding
// (201), a CSV file's holdings all together (201), a changed one, removal, the order list, and every holding's quote in one answer.
import { contract } from "@moatwise/core";
import type { AppServices } from "../context";
import { created, route } from "../route";

export function portfolioRoutes({ portfolio }: AppServices) {
  const endpoints = contract.portfolio;
  return [
    route(endpoints.get, ({ userId }) => portfolio.list(userId)),
    route(endpoints.quotes, ({ userId }) => portfolio.quotes(userId)),
    route(endpoints.filings, ({ userId, query }) => portfolio.recentFilings(userId, query.days)),
    route(endpoints.add, async ({ userId, body }) => created(await portfolio.add(userId, body))),
    route(endpoints.import, async ({ userId, body }) =>
      created(await portfolio.importCsv(userId, body.csv, body.overlap)),
    ),
    route(endpoints.reorder, ({ userId, body }) => portfolio.reorder(userId, body.order)),
    route(endpoints.update, ({ userId, param, body }) => portfolio.update(userId, param("id"), body)),
    route(endpoints.remove, async ({ userId, param }) => {
      await portfolio.remove(userId, param("id"));
      return { ok: true as const };
    }),
  ];
}
