// Data for components: the page's Promise API and TanStack query client, and `useData`, a
// useSyncExternalStore bridge to a query observer (the query options come from core). Offline, a
// query shows its copy, or the network's words when it has none (core's withNetworkFailure).
import {
  type ApiClientShape,
  accountQueries,
  assistantQueries,
  companyQueries,
  type DataQueryOptions,
  financialsQueries,
  type PromiseApi,
  withNetworkFailure,
  workspaceQueries,
} from "@moatwise/core";
import { onlineManager, type QueryClient, QueryObserver, type QueryObserverResult } from "@tanstack/query-core";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { useConnectivity } from "./connectivity";

interface Data {
  readonly api: PromiseApi;
  /** The client under `api`, for streaming calls; null where no server is wired (tests). */
  readonly client: ApiClientShape | null;
  readonly queryClient: QueryClient;
}

const DataContext = createContext<Data | null>(null);

export function DataProvider({
  api,
  client = null,
  queryClient,
  children,
}: {
  api: PromiseApi;
  client?: ApiClientShape | null;
  /** The app's one query cache, which core's machines read too (AppProviders makes it). */
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const connectivity = useConnectivity();
  useEffect(() => {
    // Queries hear the network from the same port as the machines: paused while it is gone,
    // refreshed when it is back.
    onlineManager.setEventListener((setOnline) => {
      setOnline(connectivity.isOnline());
      return connectivity.subscribe(setOnline);
    });
    queryClient.mount();
    return () => queryClient.unmount();
  }, [queryClient, connectivity]);
  return <DataContext.Provider value={{ api, client, queryClient }}>{children}</DataContext.Provider>;
}

export function useDataContext(): Data {
  const data = useContext(DataContext);
  if (!data) throw new Error("useDataContext needs a <DataProvider> above it.");
  return data;
}

/** The query options of each data area, over the page's API. */
export function useQueries() {
  const { api } = useDataContext();
  return useMemo(
    () => ({
      account: accountQueries(api),
      assistant: assistantQueries(api),
      company: companyQueries(api),
      financials: financialsQueries(api),
      workspace: workspaceQueries(api),
    }),
    [api],
  );
}

export function useData<T>(options: DataQueryOptions<T>): QueryObserverResult<T, unknown> {
  const { queryClient } = useDataContext();
  const [observer] = useState(() => new QueryObserver(queryClient, options));
  useEffect(() => observer.setOptions(options));
  const subscribe = useCallback((onChange: () => void) => observer.subscribe(onChange), [observer]);
  const current = () => observer.getCurrentResult();
  useSyncExternalStore(subscribe, current, current);
  return withNetworkFailure(observer.getOptimisticResult(queryClient.defaultQueryOptions(options)));
}
