// The theme machine's actor on one ApiClient: PATCH /users/me/theme.
import { Effect } from "effect";
import { fromPromise } from "xstate";
import { type ApiClientShape, runApiWith } from "../../api/ApiClient";
import { withApi } from "../../api/typedApi";
import type { Theme } from "../../domain/account/user";

export function themeActors(client: ApiClientShape) {
  const run = runApiWith(client);
  return {
    saveTheme: fromPromise<void, Theme | null>(({ input }) =>
      run(withApi((api) => api.users.setTheme({ theme: input })).pipe(Effect.asVoid)),
    ),
  };
}
