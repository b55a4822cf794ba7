// The search box's actor on the promise API: GET /search/company, aborted when a newer search
// starts, its answer re-ranked by `rankCompanies`. The ranking (and fuse.js) loads with the first
// search, not with the app.
import { fromPromise } from "xstate";
import type { PromiseApi } from "../../api/typedApi";
import type { CompanySuggestion } from "../../domain/stock/companySuggestion";

export function searchBoxActors(api: PromiseApi) {
  return {
    searchCompanies: fromPromise<ReadonlyArray<CompanySuggestion>, { query: string }>(async ({ input, signal }) => {
      const [answer, ranking] = await Promise.all([
        api.company.search({ query: input.query }, { signal }),
        import("../../domain/stock/companyRanking"),
      ]);
      return ranking.rankCompanies(input.query, answer.results);
    }),
  };
}
