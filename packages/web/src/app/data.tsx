// Data for components: the page's Promise API and TanStack query client, and `useData`, a
// useSyncExternalStore bridge to a query observer (the query options come from core).
import { type DataQueryOptions, type PromiseApi, workspaceQueries } from "@moatwise/core";
import { QueryClient, QueryObserver, type QueryObserverResult } from "@tanstack/query-core";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";

interface Data {
  readonly api: PromiseApi;
  readonly queryClient: QueryClient;
}

const DataContext = createContext<Data | null>(null);

export function DataProvider({ api, children }: { api: PromiseApi; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());
  useEffect(() => {
    queryClient.mount();
    return () => queryClient.unmount();
  }, [queryClient]);
  return <DataContext.Provider value={{ api, queryClient }}>{children}</DataContext.Provider>;
}

export function useDataContext(): Data {
  const data = useContext(DataContext);
  if (!data) throw new Error("useDataContext needs a <DataProvider> above it.");
  return data;
}

/** The queries of the workspace areas, for the page's API. */
export function useWorkspaceQueries() {
  const { api } = useDataContext();
  return workspaceQueries(api);
}

export function useData<T>(options: DataQueryOptions<T>): QueryObserverResult<T, unknown> {
  const { queryClient } = useDataContext();
  const [observer] = useState(() => new QueryObserver(queryClient, options));
  useEffect(() => observer.setOptions(options));
  const subscribe = useCallback((onChange: () => void) => observer.subscribe(onChange), [observer]);
  const current = () => observer.getCurrentResult();
  useSyncExternalStore(subscribe, current, current);
  return observer.getOptimisticResult(queryClient.defaultQueryOptions(options));
}
