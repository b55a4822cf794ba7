// The research workflow over core's mutations and a real query cache (the API from stubs): a draft
// made is kept in the cache, and a failed report tried again is read again before it is watched,
// so its old failure is not taken for the new attempt's.
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { ResearchDocument, ResearchDraft, ResearchJob } from "../../api/schemas/research";
import { mutationHarness } from "../../testing/mutationHarness";
import { researchSessionActors } from "./researchSession.actors";
import { researchSessionMachine } from "./researchSession.machine";

const at = "2026-11-24T09:30:00.000Z";
const draftId = "d1c2e3f4-0000-4000-8000-000000000001";
const documentId = "e1c2e3f4-0000-4000-8000-000000000001";
const draft: ResearchDraft = {
  id: draftId,
  companyName: "Apple Inc.",
  companyTicker: "AAPL",
  materials: [],
  pillars: [],
  structure: null,
  status: "draft",
  documentId: null,
  createdAt: at,
  updatedAt: at,
};
const report = (status: ResearchDocument["status"]): ResearchDocument => ({
  id: documentId,
  draftId,
  companyName: "Apple Inc.",
  companyTicker: "AAPL",
  status,
  createdAt: at,
  updatedAt: at,
  failure: status === "failed" ? "The model stopped." : null,
  progress: [],
  sections: [],
});
const job: ResearchJob = { draftId, kind: "report", status: "generating", documentId, failure: null };

describe("researchSessionActors", () => {
  it("makes the draft through core's mutation, which keeps it in the cache", async () => {
    const { client, ports } = mutationHarness({ research: { createDraft: async () => draft } });
    const actor = createActor(researchSessionMachine.provide({ actors: researchSessionActors(ports, client) }), {
      input: { draftId: null, documentId: null },
    }).start();
    actor.send({ type: "research.create", company: { name: "Apple Inc.", ticker: "AAPL" }, materials: [] });
    await waitFor(actor, (snapshot) => snapshot.matches("pillars"));
    expect(client.getQueryData(ports.queries.workspace.researchDraft(draftId).queryKey)).toEqual(draft);
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
      input: { draftId: null, documentId, visit: null },
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
