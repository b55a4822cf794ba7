// The research workflow's actors over core's research mutations and queries, so each call keeps
// the page's cache as the mutation says (the draft kept, the lists refreshed) and the report's
// progress is read by the same query the report page reads (again every second while written).
import { MutationObserver, type QueryClient, QueryObserver } from "@tanstack/query-core";
import { fromCallback, fromPromise } from "xstate";
import type { ResearchDocument, ResearchDraft, ResearchJob } from "../../domain/schemas/research";
import type { DataMutationOptions, MutationPorts } from "../../mutations/dataMutation";
import { researchMutations } from "../../mutations/researchMutations";
import type { researchSessionMachine } from "./researchSession.machine";

type Actors = (typeof researchSessionMachine)["implementations"]["actors"];

const run = <TData, TVariables>(
  client: QueryClient,
  options: DataMutationOptions<TData, TVariables>,
  variables: TVariables,
): Promise<TData> => new MutationObserver(client, options).mutate(variables);

export function researchSessionActors(ports: MutationPorts, client: QueryClient): Actors {
  const research = researchMutations(ports);
  const documentQuery = ports.queries.workspace.researchDocument;
  return {
    createDraft: fromPromise(({ input }) => run(client, research.createDraft(), input)),
    loadDraft: fromPromise<ResearchDraft, { draftId: string }>(({ input }) =>
      client.fetchQuery(ports.queries.workspace.researchDraft(input.draftId)),
    ),
    writeQuestions: fromPromise(({ input }) => run(client, research.writeQuestions(input.draftId), input.pillars)),
    saveQuestions: fromPromise(({ input }) => run(client, research.saveQuestions(input.draftId), input.structure)),
    // A report started again is read again before it is watched, so its old failure is not news.
    startReport: fromPromise<ResearchJob, { draftId: string; key: string }>(async ({ input }) => {
      const job = await run(client, research.generate(input.draftId), { key: input.key });
      if (job.documentId) {
        await client.invalidateQueries({ queryKey: documentQuery(job.documentId).queryKey, refetchType: "all" });
      }
      return job;
    }),
    watchReport: fromCallback(({ input, sendBack }) => {
      const observer = new QueryObserver(client, documentQuery(input.documentId));
      const tell = (report: ResearchDocument | undefined) => {
        if (report) sendBack({ type: "report.progress", report });
      };
      const stop = observer.subscribe((result) => tell(result.data));
      tell(observer.getCurrentResult().data);
      return stop;
    }),
  } as Actors;
}
