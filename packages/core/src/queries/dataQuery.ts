// The one shape of every data query (spec §9): garbage-collected after 30 minutes, stale at
// once, retried at most twice and only for server errors (status 500 and above) that the request
// layer did not already retry (spec §8: 502, 503, 504), so no failure is tried more than 3 times.
import type { QueryFunctionContext, QueryObserverOptions, QueryObserverResult } from "@tanstack/query-core";
import { ApiError } from "../api/ApiError";
import { GET_RETRY_STATUSES, QUERY_GC_TIME_MS, QUERY_MAX_RETRIES, QUERY_STALE_TIME_MS } from "../domain/constants";

export type DataQueryKey = readonly [area: string, name: string, ...params: ReadonlyArray<unknown>];

export type DataQueryOptions<T> = QueryObserverOptions<T, ApiError, T, T, DataQueryKey> & {
  readonly queryKey: DataQueryKey;
  readonly queryFn: (context: QueryFunctionContext<DataQueryKey>) => Promise<T>;
};

/**
 * Retry again after `failureCount` failures? Never for a status below 500 (network errors are 0),
 * nor for one the request layer retries itself (its attempts and ours would multiply).
 */
export function retryDataQuery(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status < 500) return false;
  return failureCount < QUERY_MAX_RETRIES && !GET_RETRY_STATUSES.includes(error.status);
}

export function dataQuery<T>(queryKey: DataQueryKey, fetch: (signal: AbortSignal) => Promise<T>): DataQueryOptions<T> {
  return {
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    gcTime: QUERY_GC_TIME_MS,
    staleTime: QUERY_STALE_TIME_MS,
    retry: retryDataQuery,
  };
}

/** `options` with more of TanStack's observer options (polling, enabling), still the one shape. */
export function withObserverOptions<T>(
  options: DataQueryOptions<T>,
  more: Omit<Partial<QueryObserverOptions<T, ApiError, T, T, DataQueryKey>>, "queryKey" | "queryFn">,
): DataQueryOptions<T> {
  return { ...options, ...more };
}

/**
 * What a screen shows of a query while the network is gone (issue 38). A query with a copy keeps
 * showing it (TanStack pauses its refresh until the network is back). One with nothing to show
 * fails in the network's words instead of loading forever; it is still paused, so it loads by
 * itself when the network is back.
 */
export function withNetworkFailure<T>(result: QueryObserverResult<T, unknown>): QueryObserverResult<T, unknown> {
  if (result.fetchStatus !== "paused" || result.status !== "pending") return result;
  const failed = {
    ...result,
    status: "error",
    isPending: false,
    isLoading: false,
    isError: true,
    isLoadingError: true,
    error: ApiError.network("offline"),
  };
  return failed as unknown as QueryObserverResult<T, unknown>;
}
