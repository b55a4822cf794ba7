import {
  failureMessage,
  loadResearchKept,
  memoryStorage,
  type ResearchSessionContext,
  researchSessionMachine,
  researchSessionPersist,
  researchSessionsKey,
} from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromCallback, fromPromise } from "xstate";
import { describeModelPaths } from "../modelSuite";
import { endingsOf, fieldOf, stepsOf } from "../pathSteps";
import { runPath } from "../runPath";
import {
  draftWithReport,
  job,
  newDraft,
  researchSessionModel,
  serverDown,
  writtenDraft,
} from "./researchSession.model";

const paths = describeModelPaths(researchSessionModel);
const stateOf = (step: { state: AnyMachineSnapshot } | undefined) => step?.state;
const contextOf = (step: { state: AnyMachineSnapshot } | undefined) => stateOf(step)?.context as ResearchSessionContext;

describe("what the paths prove about the research workflow", () => {
  it("walks company -> creating draft -> pillars -> writing questions -> editing -> saving -> generating -> complete", () => {
    const whole = endingsOf(paths, "report.progress", ({ path, step }) => {
      const types = path.steps.map((s) => s.event.type);
      return (
        stateOf(step)?.value === "complete" &&
        types.includes("xstate.done.actor.createDraft") &&
        types.includes("xstate.done.actor.writeQuestions") &&
        types.includes("xstate.done.actor.saveQuestions")
      );
    });
    for (const { path } of whole) {
      const values = path.steps.map((s) => JSON.stringify(s.state.value));
      for (const state of ["creatingDraft", "pillars", "writingQuestions", "editing", "saving", "complete"]) {
        expect(values).toContain(JSON.stringify(state));
      }
      expect(values).toContain(JSON.stringify({ generating: "watching" }));
    }
  });

  it("keeps the server's draft as it answers: made, then written, then saved", () => {
    for (const { step } of stepsOf(paths, "xstate.done.actor.createDraft")) {
      expect(stateOf(step)?.value).toBe("pillars");
      expect(contextOf(step)).toMatchObject({ draftId: newDraft.id, draft: newDraft, structure: null, error: null });
    }
    for (const { step } of stepsOf(paths, "xstate.done.actor.writeQuestions")) {
      expect(stateOf(step)?.value).toBe("editing");
      expect(contextOf(step).structure).toEqual(writtenDraft.structure);
    }
  });

  it("writes questions only with a pillar chosen, and a report only with a question in every pillar", () => {
    for (const { before, step } of stepsOf(paths, "questions.write")) {
      expect(contextOf(before).chosen.length).toBeGreaterThan(0);
      expect(stateOf(step)?.value).toBe("writingQuestions");
    }
    for (const { before } of stepsOf(paths, "report.write")) {
      expect(contextOf(before).structure?.pillars.every((pillar) => pillar.questions.length > 0)).toBe(true);
    }
  });

  it("shows each failed call in the user's words on the step it came from", () => {
    const words = failureMessage(serverDown);
    const back: Record<string, unknown> = {
      "xstate.error.actor.createDraft": "company",
      "xstate.error.actor.loadDraft": "company",
      "xstate.error.actor.writeQuestions": "pillars",
      "xstate.error.actor.saveQuestions": "editing",
    };
    for (const [type, value] of Object.entries(back)) {
      for (const { step } of stepsOf(paths, type)) {
        expect(stateOf(step)?.value).toBe(value);
        expect(contextOf(step).error).toBe(words);
      }
    }
  });

  it("goes back to the questions when a report could not start, and stays failed when a retry could not", () => {
    for (const { before, step } of stepsOf(paths, "xstate.error.actor.startReport")) {
      expect(stateOf(step)?.value).toBe(contextOf(before).documentId ? "failed" : "editing");
      expect(contextOf(step).error).toBe(failureMessage(serverDown));
    }
  });

  it("watches the started report until it is complete or failed, and retries a failed one", () => {
    for (const { step } of stepsOf(paths, "xstate.done.actor.startReport")) {
      expect(stateOf(step)?.value).toEqual({ generating: "watching" });
      expect(contextOf(step).documentId).toBe(job.documentId);
    }
    for (const { step } of stepsOf(paths, "report.progress")) {
      const status = contextOf(step).report?.status;
      expect(stateOf(step)?.value).toEqual(
        status === "complete" ? "complete" : status === "failed" ? "failed" : { generating: "watching" },
      );
    }
    for (const { step } of stepsOf(paths, "report.retry")) {
      expect(stateOf(step)?.value).toEqual({ generating: "starting" });
      expect(contextOf(step).reportKey).toBe("k-2");
    }
  });

  it("opens a draft at its address where the server's draft stands", () => {
    for (const { step, before } of stepsOf(paths, "xstate.done.actor.loadDraft")) {
      const output = fieldOf<typeof writtenDraft>(step.event, "output");
      const askedAt = contextOf(before).openedAt;
      expect(stateOf(step)?.value).toEqual(
        output === draftWithReport ? { generating: "watching" } : askedAt === "pillars" ? "pillars" : "editing",
      );
      expect(contextOf(step).draft).toEqual(output);
    }
    for (const { step } of stepsOf(
      paths,
      "research.visit",
      ({ step }) => "documentId" in (step.event as never as { visit: object }).visit,
    )) {
      expect(contextOf(step).documentId).toBe("r-2");
      expect(stateOf(step)?.value).toEqual({ generating: "watching" });
    }
  });

  it("saves the questions as edited, then starts the report with this press's key", async () => {
    const [found] = stepsOf(paths, "xstate.done.actor.startReport", ({ path }) =>
      path.steps.some((s) => s.event.type === "report.write"),
    );
    if (!found) throw new Error("no path starts a report");
    const run = await runPath(researchSessionModel, found.path);
    const write = found.path.steps.findIndex((s) => s.event.type === "report.write");
    const edited = contextOf(found.path.steps[write - 1]).structure;
    expect(run.actorInputs.find(({ id }) => id === "saveQuestions")?.input).toEqual({
      draftId: "d-1",
      structure: edited,
    });
    expect(run.actorInputs.find(({ id }) => id === "startReport")?.input).toEqual({ draftId: "d-1", key: "k-1" });
  });

  it("applies each question edit to the questions being edited", () => {
    for (const { before, step } of stepsOf(paths, [
      "question.edit",
      "question.move",
      "question.remove",
      "question.add",
    ])) {
      const texts = (context: ResearchSessionContext) => context.structure?.pillars[0]?.questions.map((q) => q.text);
      const was = texts(contextOf(before)) ?? [];
      const now = texts(contextOf(step)) ?? [];
      if (step.event.type === "question.add") expect(now).toEqual([...was, "What would a new rival need?"]);
      if (step.event.type === "question.remove") expect(now).toEqual(was.slice(1));
      if (step.event.type === "question.move") expect(now).toEqual([was[1], was[0]]);
      if (step.event.type === "question.edit") expect(now[0]).toBe("Who sells phones like Apple's?");
    }
  });
});

describe("the research under way, kept on the device", () => {
  it("keeps only which draft and report, per user, and resumes from them", async () => {
    const storage = memoryStorage();
    const logic = researchSessionMachine.provide({
      actions: { persist: researchSessionPersist(storage, "u1") },
      actors: {
        createDraft: fromPromise(async () => newDraft),
        loadDraft: fromPromise(async () => writtenDraft),
        watchReport: fromCallback(() => () => {}),
      },
    });
    const actor = createActor(logic, { input: loadResearchKept(storage, "u1") }).start();
    expect(actor.getSnapshot().value).toBe("company");
    actor.send({ type: "research.create", company: { name: "Apple Inc.", ticker: "AAPL" }, materials: [] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(JSON.parse(storage.get(researchSessionsKey("u1")) ?? "null")).toEqual({ draftId: "d-1", documentId: null });
    expect(loadResearchKept(storage, "u2")).toEqual({ draftId: null, documentId: null });

    const again = createActor(logic, { input: loadResearchKept(storage, "u1") }).start();
    expect(again.getSnapshot().value).toBe("opening");
    await new Promise((resolve) => setImmediate(resolve));
    expect(again.getSnapshot().value).toBe("editing");
    expect(again.getSnapshot().context.structure).toEqual(writtenDraft.structure);
  });

  it("reads nothing from a missing or broken entry, and a report address wins over what was kept", () => {
    expect(loadResearchKept(memoryStorage(), "u1")).toEqual({ draftId: null, documentId: null });
    expect(loadResearchKept(memoryStorage({ [researchSessionsKey("u1")]: "{not json" }), "u1")).toEqual({
      draftId: null,
      documentId: null,
    });
    const actor = createActor(
      researchSessionMachine.provide({ actors: { watchReport: fromCallback(() => () => {}) } }),
      { input: { draftId: "d-1", documentId: null, visit: { documentId: "r-9" } } },
    ).start();
    expect(actor.getSnapshot().value).toEqual({ generating: "watching" });
    expect(actor.getSnapshot().context).toMatchObject({ draftId: null, documentId: "r-9" });
  });
});
