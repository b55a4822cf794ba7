// The one shape of every change a user makes on the server (DESIGN: a core factory per mutation,
// one web hook): the call, its optimistic update and rollback, the invalidations and the texts
// are written here, so web only runs them and renders whether they are busy or failed.
import {
  type MutationFunction,
  MutationObserver,
  type MutationObserverOptions,
  type QueryClient,
} from "@tanstack/query-core";
import type { PromiseApi } from "../api/typedApi";
import type { User } from "../domain/account/user";
import type { NewToast } from "../domain/shell/toast";
import type { accountQueries, companyQueries, workspaceQueries } from "../queries/areaQueries";

/** The page's query factories by area: a change refreshes, or reads, the queries they make. */
export interface AreaQueries {
  readonly account: ReturnType<typeof accountQueries>;
  readonly company: ReturnType<typeof companyQueries>;
  readonly workspace: ReturnType<typeof workspaceQueries>;
}

/** What a mutation may reach beyond the server: the client's platform, supplied by it. */
export interface MutationPorts {
  readonly api: PromiseApi;
  /** The same query factories the page reads with (given, not imported, so changes load apart). */
  readonly queries: AreaQueries;
  /** Shows a toast (the toasts machine's `toast.add`). */
  readonly notify: (toast: NewToast) => void;
  /** Hands a file to the user (in a browser, a download). */
  readonly saveFile: (fileName: string, content: Blob) => void;
  /** The signed-in user changed on the server (the auth machine keeps the user). */
  readonly userChanged: (user: User) => void;
}

export type DataMutationOptions<TData, TVariables, TRollback = unknown> = MutationObserverOptions<
  TData,
  Error,
  TVariables,
  TRollback
> & { readonly mutationFn: MutationFunction<TData, TVariables> };

/**
 * A change is never retried by itself: it may not be idempotent, and the user who sees it fail
 * decides whether to try again (a toast's Retry, the same button). Without a network it is still
 * sent, so it fails at once in the network's words instead of waiting unseen for the network
 * (TanStack's default) and landing later (issue 38).
 */
export function dataMutation<TData, TVariables, TRollback = unknown>(
  options: DataMutationOptions<TData, TVariables, TRollback>,
): DataMutationOptions<TData, TVariables, TRollback> {
  return { retry: false, networkMode: "always", ...options };
}

/** Runs a mutation once more, outside any screen (a toast's Retry); its failure is its own to report. */
export function runMutation<TData, TVariables, TRollback>(
  client: QueryClient,
  options: DataMutationOptions<TData, TVariables, TRollback>,
  variables: TVariables,
): void {
  new MutationObserver(client, options).mutate(variables).catch(() => undefined);
}

/** What an optimistic change saw in the cache before it, to put back if the change fails. */
export interface CacheSnapshot<T> {
  readonly before: T | undefined;
}

/** Changes the cached answer at once (after stopping a fetch that would overwrite it). */
export async function changeCached<T>(
  client: QueryClient,
  queryKey: ReadonlyArray<unknown>,
  change: (before: T | undefined) => T | undefined,
): Promise<CacheSnapshot<T>> {
  await client.cancelQueries({ queryKey });
  const before = client.getQueryData<T>(queryKey);
  client.setQueryData(queryKey, change(before));
  return { before };
}

/** Puts back what the cache held before an optimistic change that failed. */
export function restoreCached<T>(
  client: QueryClient,
  queryKey: ReadonlyArray<unknown>,
  snapshot: CacheSnapshot<T> | undefined,
): void {
  if (snapshot?.before !== undefined) client.setQueryData(queryKey, snapshot.before);
}
