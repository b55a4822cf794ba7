// The research workflow over core's mutations and a real query cache (the API from stubs): a draft
// made is kept in the cache, and a failed report tried again is read again before it is watched,
// so its old failure is not taken for the new attempt's.
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { ResearchDocument } from "../../domain/schemas/research";
import { mutationHarness } from "../../testing/mutationHarness";
import { sampleDraft as draft, sampleJob as job, sampleReport as report } from "../../testing/sampleResearch";
import { researchSessionActors } from "./researchSession.actors";
import { researchSessionMachine } from "./researchSession.machine";

describe("researchSessionActors", () => {
  it("makes the draft through core's mutation, which keeps it in the cache", async () => {
    const { client, ports } = mutationHarness({ research: { createDraft: async () => draft } });
    const actor = createActor(researchSessionMachine.provide({ actors: researchSessionActors(ports, client) }), {
      input: { draftId: null, documentId: null },
    }).start();
    actor.send({ type: "research.create", company: { name: "Apple Inc.", ticker: "AAPL" }, materials: [] });
    await waitFor(actor, (snapshot) => snapshot.matches("pillars"));
    expect(client.getQueryData(ports.queries.workspace.researchDraft(draft.id).queryKey)).toEqual(draft);
  });

  it("watches a retried report as the server now has it, not as it failed before", async () => {
    let status: ResearchDocument["status"] = "failed";
    const { client, ports } = mutationHarness({
      research: {
        getDocument: async () => report(status),
        generate: async () => {
          status = "generating";
          return job;
        },
      },
    });
    const actor = createActor(researchSessionMachine.provide({ actors: researchSessionActors(ports, client) }), {
      input: { draftId: null, documentId: job.documentId, visit: null },
    }).start();
    await waitFor(actor, (snapshot) => snapshot.matches("failed"));
    actor.send({ type: "report.retry", key: "k-2" });
    await waitFor(actor, (snapshot) => snapshot.matches({ generating: "watching" }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toEqual({ generating: "watching" });
    expect(actor.getSnapshot().context.report?.status).toBe("generating");
    actor.stop();
    client.clear();
  });
});
