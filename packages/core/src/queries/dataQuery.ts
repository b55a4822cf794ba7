// The one shape of every data query (spec §9): garbage-collected after 30 minutes, stale at
// once, retried at most twice and only for server errors (status 500 and above).
import type { QueryFunctionContext, QueryObserverOptions } from "@tanstack/query-core";
import { ApiError } from "../api/ApiError";
import { QUERY_GC_TIME_MS, QUERY_MAX_RETRIES, QUERY_STALE_TIME_MS } from "../domain/constants";

export type DataQueryKey = readonly [area: string, name: string, ...params: ReadonlyArray<unknown>];

export type DataQueryOptions<T> = QueryObserverOptions<T, ApiError, T, T, DataQueryKey> & {
  readonly queryKey: DataQueryKey;
  readonly queryFn: (context: QueryFunctionContext<DataQueryKey>) => Promise<T>;
};

/** Retry again after `failureCount` failures? Never for a status below 500 (network errors are 0). */
export function retryDataQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_MAX_RETRIES && error instanceof ApiError && error.status >= 500;
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
