// The research view-model: the step a page shows, busy words, and each call sending its one event.
import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise } from "xstate";
import { RESEARCH_PILLARS } from "../../domain/research/pillars";
import type { ResearchDraft } from "../../domain/schemas/research";
import { sampleDraft as draft } from "../../testing/sampleResearch";
import { connectResearchSession } from "./researchSession.connect";
import { type ResearchSessionEvent, researchSessionMachine } from "./researchSession.machine";

const written: ResearchDraft = {
  ...draft,
  pillars: ["competitors"],
  structure: {
    pillars: [{ pillarId: "competitors", title: "Competitors", questions: [{ id: "q-1", text: "Who competes?" }] }],
  },
};

function session() {
  const settle: Record<string, (value: unknown) => void> = {};
  const waitFor = (name: string) => fromPromise(() => new Promise((resolve) => (settle[name] = resolve as never)));
  const actor = createActor(
    researchSessionMachine.provide({
      actors: {
        createDraft: waitFor("createDraft") as never,
        writeQuestions: waitFor("writeQuestions") as never,
        loadDraft: waitFor("loadDraft") as never,
        watchReport: fromCallback(() => () => {}),
      },
    }),
    { input: { draftId: null, documentId: null } },
  ).start();
  const sent: ResearchSessionEvent[] = [];
  const view = () =>
    connectResearchSession(actor.getSnapshot(), (event) => {
      sent.push(event);
      actor.send(event);
    });
  const settled = async (name: string, value: unknown) => {
    settle[name]?.(value);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { actor, view, sent, settled };
}

describe("connectResearchSession", () => {
  it("shows the company step until a draft is made, busy with the button's words meanwhile", async () => {
    const { view, settled } = session();
    expect(view()).toMatchObject({ step: "company", busy: false, canStart: true, resume: null });
    view().start({ name: "Apple Inc.", ticker: "AAPL" }, []);
    expect(view()).toMatchObject({ step: "company", busy: true, busyLabel: "Starting…" });
    await settled("createDraft", draft);
    expect(view()).toMatchObject({
      step: "pillars",
      busy: false,
      company: { name: "Apple Inc.", ticker: "AAPL" },
      isShowingDraft: expect.any(Function),
    });
    expect(view().isShowingDraft("d-1")).toBe(true);
    expect(view().isShowingDraft("d-2")).toBe(false);
    expect(view().resume).toEqual({
      company: "Apple Inc. (AAPL)",
      doing: "choosing pillars",
      href: "/research/draft/d-1/pillars",
    });
  });

  it("chooses pillars one by one or all, and writes questions only with one chosen", async () => {
    const { view, settled, sent } = session();
    view().start({ name: "Apple Inc.", ticker: "AAPL" }, []);
    await settled("createDraft", draft);
    expect(view().canWriteQuestions).toBe(false);
    view().togglePillar("competitors");
    expect(view()).toMatchObject({ chosenCount: 1, allChosen: false, canWriteQuestions: true });
    expect(view().isChosen("competitors")).toBe(true);
    view().toggleAll();
    expect(view().chosenCount).toBe(RESEARCH_PILLARS.length);
    view().toggleAll();
    expect(view().chosenCount).toBe(0);
    expect(sent.map((event) => event.type)).toEqual([
      "research.create",
      "pillar.toggle",
      "pillars.chooseAll",
      "pillars.clear",
    ]);
    view().togglePillar("competitors");
    view().writeQuestions();
    expect(view()).toMatchObject({ step: "pillars", busy: true, busyLabel: "Writing questions…" });
    await settled("writeQuestions", written);
    expect(view()).toMatchObject({ step: "questions", hasQuestions: true, canWriteReport: true });
  });

  it("edits the questions through the machine and stops the report when a pillar has none", async () => {
    const { view, settled } = session();
    view().start({ name: "Apple Inc.", ticker: "AAPL" }, []);
    await settled("createDraft", draft);
    view().togglePillar("competitors");
    view().writeQuestions();
    await settled("writeQuestions", written);
    view().editQuestion("competitors", "q-1", "Who sells phones?");
    view().addQuestion("competitors", "q-2", "Mine?");
    view().moveQuestion("competitors", "q-2", -1);
    expect(view().structure?.pillars[0]?.questions.map((q) => q.text)).toEqual(["Mine?", "Who sells phones?"]);
    expect(view().isFull("competitors")).toBe(false);
    view().removeQuestion("competitors", "q-1");
    view().removeQuestion("competitors", "q-2");
    expect(view()).toMatchObject({ hasQuestions: false, canWriteReport: false });
    view().backToPillars();
    expect(view().step).toBe("pillars");
  });
});
