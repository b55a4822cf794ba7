// Changes to server data for components: `useMutation`, a useSyncExternalStore bridge to a
// mutation observer, and `useMutations`, core's factories (call, optimistic update, rollback,
// invalidations, texts) given this page's API, toasts, downloads and auth. Kept apart from
// data.tsx so the factories load with the screens that change things, not with the first page.
import {
  accountMutations,
  companyMutations,
  type DataMutationOptions,
  failureMessage,
  type MutationPorts,
  researchMutations,
  workspaceMutations,
} from "@moatwise/core";
import { type MutateOptions, MutationObserver } from "@tanstack/query-core";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { saveFile } from "../ui/saveFile";
import { AuthActor, ToastsActor } from "./actors";
import { useDataContext, useQueries } from "./data";

/** What core's mutations reach on this page: its API, queries, toasts, downloads and signed-in user. */
export function useMutationPorts(): MutationPorts {
  const { api } = useDataContext();
  const queries = useQueries();
  const toasts = ToastsActor.useActorRef();
  const auth = AuthActor.useActorRef();
  return useMemo(
    () => ({
      api,
      queries,
      notify: (toast) => toasts.send({ type: "toast.add", ...toast }),
      saveFile,
      userChanged: (user) => auth.send({ type: "session.refreshed", user }),
    }),
    [api, queries, toasts, auth],
  );
}

/** The mutations of each data area, with this page's API, toasts, downloads and signed-in user. */
export function useMutations() {
  const ports = useMutationPorts();
  return useMemo(() => {
    return {
      account: accountMutations(ports),
      company: companyMutations(ports),
      workspace: workspaceMutations(ports),
      research: researchMutations(ports),
    };
  }, [ports]);
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
