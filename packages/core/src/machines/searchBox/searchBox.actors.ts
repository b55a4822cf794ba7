// The search box's actor on one ApiClient: GET /search/company, aborted when a newer search starts.
import { Effect } from "effect";
import { fromPromise } from "xstate";
import { type ApiClientShape, runApiWith } from "../../api/ApiClient";
import { withApi } from "../../api/typedApi";
import type { CompanySuggestion } from "../../domain/companyRanking";

export function searchBoxActors(client: ApiClientShape) {
  const run = runApiWith(client);
  return {
    searchCompanies: fromPromise<ReadonlyArray<CompanySuggestion>, { query: string }>(({ input, signal }) =>
      run(withApi((api) => api.company.search({ query: input.query })).pipe(Effect.map((answer) => answer.results)), {
        signal,
      }),
    ),
  };
}
