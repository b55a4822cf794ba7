// Data for components: the page's Promise API and TanStack query client; `useData` and
// `useMutation`, useSyncExternalStore bridges to a query or mutation observer. The query and
// mutation options (calls, optimistic updates, rollbacks, invalidations, texts) come from core.
import {
  type ApiClientShape,
  accountMutations,
  accountQueries,
  assistantQueries,
  companyMutations,
  companyQueries,
  type DataMutationOptions,
  type DataQueryOptions,
  failureMessage,
  financialsQueries,
  type MutationPorts,
  type PromiseApi,
  workspaceMutations,
  workspaceQueries,
} from "@moatwise/core";
import {
  type MutateOptions,
  MutationObserver,
  QueryClient,
  QueryObserver,
  type QueryObserverResult,
} from "@tanstack/query-core";
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
import { saveFile } from "../ui/saveFile";
import { AuthActor, ToastsActor } from "./actors";

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
  children,
}: {
  api: PromiseApi;
  client?: ApiClientShape | null;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => new QueryClient());
  useEffect(() => {
    queryClient.mount();
    return () => queryClient.unmount();
  }, [queryClient]);
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
  return observer.getOptimisticResult(queryClient.defaultQueryOptions(options));
}

/** The mutations of each data area, with this page's API, toasts, downloads and signed-in user. */
export function useMutations() {
  const { api } = useDataContext();
  const toasts = ToastsActor.useActorRef();
  const auth = AuthActor.useActorRef();
  return useMemo(() => {
    const ports: MutationPorts = {
      api,
      notify: (toast) => toasts.send({ type: "toast.add", ...toast }),
      saveFile,
      userChanged: (user) => auth.send({ type: "session.refreshed", user }),
    };
    return {
      account: accountMutations(ports),
      company: companyMutations(ports),
      workspace: workspaceMutations(ports),
    };
  }, [api, toasts, auth]);
}

export interface Mutation<TData, TVariables> {
  /** The change is under way. */
  readonly busy: boolean;
  /** What went wrong with the last run, in the user's words; null while busy or after success. */
  readonly problem: string | null;
  /** Runs the change; `then` hears of this run's outcome (a screen's own follow-up, like clearing a form). */
  readonly run: (variables: TVariables, then?: MutateOptions<TData, Error, TVariables, unknown>) => void;
}

export function useMutation<TData, TVariables, TRollback>(
  options: DataMutationOptions<TData, TVariables, TRollback>,
): Mutation<TData, TVariables> {
  const { queryClient } = useDataContext();
  const [observer] = useState(() => new MutationObserver(queryClient, options));
  useEffect(() => observer.setOptions(options));
  const subscribe = useCallback((onChange: () => void) => observer.subscribe(onChange), [observer]);
  const current = () => observer.getCurrentResult();
  const result = useSyncExternalStore(subscribe, current, current);
  const run = useCallback(
    (variables: TVariables, then?: MutateOptions<TData, Error, TVariables, unknown>) =>
      void observer
        .mutate(variables, then as MutateOptions<TData, Error, TVariables, TRollback>)
        .catch(() => undefined),
    [observer],
  );
  return { busy: result.isPending, problem: result.error ? failureMessage(result.error) : null, run };
}
