// The palette's actor on the promise API: the covered companies (GET /company/covered), which the
// palette opens by name.
import { fromPromise } from "xstate";
import type { PromiseApi } from "../../api/typedApi";
import type { NamedCompany } from "../../domain/stock/companyMatch";

export function paletteActors(api: PromiseApi) {
  return {
    loadCompanies: fromPromise<ReadonlyArray<NamedCompany>, void>(async ({ signal }) => {
      const covered = await api.company.covered({ signal });
      return covered.companies.map(({ symbol, name }) => ({ symbol, name }));
    }),
  };
}
