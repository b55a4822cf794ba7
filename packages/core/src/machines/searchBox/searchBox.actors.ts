// The search box's actor on the promise API: GET /search/company, aborted when a newer search starts.
import { fromPromise } from "xstate";
import type { PromiseApi } from "../../api/typedApi";
import type { CompanySuggestion } from "../../domain/companyRanking";

export function searchBoxActors(api: PromiseApi) {
  return {
    searchCompanies: fromPromise<ReadonlyArray<CompanySuggestion>, { query: string }>(async ({ input, signal }) => {
      const answer = await api.company.search({ query: input.query }, { signal });
      return answer.results;
    }),
  };
}
