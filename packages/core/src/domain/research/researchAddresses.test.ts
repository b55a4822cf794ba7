// Where a draft and a device's session go on.
import { describe, expect, it } from "vitest";
import type { ResearchSession } from "../../machines/researchSession/researchSession.machine";
import { draftNextAddress, sessionNextStep } from "./researchAddresses";

const structure = { pillars: [] };

describe("research addresses", () => {
  it("opens a draft's report once it has one, else its questions once written, else its pillars", () => {
    expect(draftNextAddress({ id: "d1", documentId: "r1", structure })).toBe("/research/r1");
    expect(draftNextAddress({ id: "d1", documentId: null, structure })).toBe("/research/draft/d1/questions");
    expect(draftNextAddress({ id: "d1", documentId: null, structure: null })).toBe("/research/draft/d1/pillars");
  });

  it("takes a session back to its step, in words", () => {
    const session = { draftId: "d1", documentId: null, currentStep: "pillars-selection" } as ResearchSession;
    expect(sessionNextStep(session)).toEqual({ href: "/research/draft/d1/pillars", doing: "choosing pillars" });
    expect(sessionNextStep({ ...session, currentStep: "questions" })).toEqual({
      href: "/research/draft/d1/questions",
      doing: "reviewing questions",
    });
    expect(sessionNextStep({ ...session, currentStep: "generating", documentId: "r1" })).toEqual({
      href: "/research/r1",
      doing: "writing the report",
    });
  });
});
