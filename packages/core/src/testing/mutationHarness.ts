// Runs core's mutations as a client would, with a real query cache: the API answers from stubs,
// and what reaches the platform (toasts, saved files, the session's user) is recorded.
// Used by core's tests only; not part of the public API.
import { MutationObserver, QueryClient } from "@tanstack/query-core";
import type { User } from "../domain/account/user";
import type { NewToast } from "../machines/toasts/toasts.machine";
import type { DataMutationOptions, MutationPorts } from "../mutations/dataMutation";
import { accountQueries, companyQueries, workspaceQueries } from "../queries/areaQueries";
import { type ApiStubs, fakeApi } from "./fakeApi";

export function mutationHarness(stubs: ApiStubs) {
  const client = new QueryClient();
  const toasts: NewToast[] = [];
  const savedFiles: Array<{ fileName: string; content: Blob }> = [];
  const changedUsers: User[] = [];
  const api = fakeApi(stubs);
  const ports: MutationPorts = {
    api,
    queries: { account: accountQueries(api), company: companyQueries(api), workspace: workspaceQueries(api) },
    notify: (toast) => toasts.push(toast),
    saveFile: (fileName, content) => savedFiles.push({ fileName, content }),
    userChanged: (user) => changedUsers.push(user),
  };
  /** Runs a mutation once; the promise settles as the mutation does. */
  const run = <D, V, R>(options: DataMutationOptions<D, V, R>, variables: V) =>
    new MutationObserver(client, options).mutate(variables);
  return { client, toasts, savedFiles, changedUsers, ports, run };
}
