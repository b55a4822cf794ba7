import {
  loadResearchSessions,
  memoryStorage,
  type ResearchSessionContext,
  readCurrentSession,
  researchSessionId,
  researchSessionLogic,
  researchSessionsKey,
  texts,
} from "@moatwise/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { describeModelPaths } from "../modelSuite";
import { endingsOf, stepsOf } from "../pathSteps";
import { researchSessionModel, SESSION_STARTED_AT } from "./researchSession.model";

const paths = describeModelPaths(researchSessionModel);
const contextOf = (step: { state: { context: unknown } } | undefined) => step?.state.context as ResearchSessionContext;

describe("what the paths prove about the research session", () => {
  it("starts at pillars-selection, with an id from its time and random text", () => {
    for (const { step } of stepsOf(paths, "session.start")) {
      expect(contextOf(step).current).toMatchObject({
        currentStep: "pillars-selection",
        id: researchSessionId(SESSION_STARTED_AT, 0.5),
        createdAt: new Date(SESSION_STARTED_AT).toISOString(),
        company: { ticker: "AAPL" },
        selectedPillars: [],
      });
    }
  });

  it("moves to questions once written and to generating once the report is under way", () => {
    for (const { step } of stepsOf(
      paths,
      "session.questionsWritten",
      ({ before }) => contextOf(before)?.current !== null,
    )) {
      expect(contextOf(step).current?.currentStep).toBe("questions");
      expect(contextOf(step).current?.customQuestions.competitors?.[0]?.text).toBe("Mine?");
    }
    for (const { step } of stepsOf(paths, "session.generating", ({ before }) => contextOf(before)?.current !== null)) {
      expect(contextOf(step).current).toMatchObject({ currentStep: "generating", documentId: "r-1" });
    }
  });

  it("moves a completed session to the front of the history and clears the current one", () => {
    for (const { step, before } of stepsOf(
      paths,
      "session.complete",
      ({ before }) => contextOf(before)?.current !== null,
    )) {
      expect(contextOf(step).current).toBeNull();
      expect(contextOf(step).history[0]).toEqual(contextOf(before)?.current);
    }
  });

  it("fails to read the current session when none is active, with the spec's words", () => {
    const reads = endingsOf(paths, "session.read");
    for (const { step } of reads) {
      const context = contextOf(step);
      expect(context.error).toBe(context.current ? null : texts.noActiveResearchSession);
      expect(readCurrentSession(context)).toEqual(
        context.current ? { session: context.current } : { error: texts.noActiveResearchSession },
      );
    }
    expect(reads.some(({ step }) => contextOf(step).error === texts.noActiveResearchSession)).toBe(true);
    expect(reads.some(({ step }) => contextOf(step).error === null)).toBe(true);
  });
});

describe("research sessions kept on the device", () => {
  it("are written on every change and read back by the next start, per user", () => {
    const storage = memoryStorage();
    const actor = createActor(researchSessionLogic(storage, "u1"), {
      input: loadResearchSessions(storage, "u1"),
    }).start();
    actor.send({
      type: "session.start",
      company: { name: "Apple Inc.", ticker: "AAPL" },
      materials: [],
      draftId: "d-1",
      at: SESSION_STARTED_AT,
      random: 0.25,
    });
    actor.send({ type: "session.selectPillars", pillars: ["competitors"] });
    const again = createActor(researchSessionLogic(storage, "u1"), {
      input: loadResearchSessions(storage, "u1"),
    }).start();
    expect(again.getSnapshot().context.current?.selectedPillars).toEqual(["competitors"]);
    again.send({ type: "session.complete" });
    expect(loadResearchSessions(storage, "u1")).toMatchObject({ current: null, history: [{ draftId: "d-1" }] });
    expect(loadResearchSessions(storage, "u2")).toEqual({ current: null, history: [] });
  });

  it("reads nothing from a missing or broken entry", () => {
    expect(loadResearchSessions(memoryStorage(), "u1")).toEqual({ current: null, history: [] });
    expect(loadResearchSessions(memoryStorage({ [researchSessionsKey("u1")]: "{not json" }), "u1")).toEqual({
      current: null,
      history: [],
    });
  });

  it("makes ids that differ for different times or random text", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (a, b, random) => {
        if (a !== b) expect(researchSessionId(a, random)).not.toBe(researchSessionId(b, random));
        expect(researchSessionId(a, random)).toMatch(/^[0-9a-z]+-[0-9a-z]{6}$/);
      }),
    );
  });
});
