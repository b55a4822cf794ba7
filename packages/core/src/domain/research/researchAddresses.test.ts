// Where a draft goes on, and which research page an address is.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { draftNextAddress, draftStepAddress, reportAddress, researchVisitOf } from "./researchAddresses";

const structure = { pillars: [] };

describe("research addresses", () => {
  it("opens a draft's report once it has one, else its questions once written, else its pillars", () => {
    expect(draftNextAddress({ id: "d1", documentId: "r1", structure })).toBe("/research/r1");
    expect(draftNextAddress({ id: "d1", documentId: null, structure })).toBe("/research/draft/d1/questions");
    expect(draftNextAddress({ id: "d1", documentId: null, structure: null })).toBe("/research/draft/d1/pillars");
  });

  it("reads which research page an address is, and the addresses it makes read back", () => {
    expect(researchVisitOf("/research/draft/d1/pillars")).toEqual({ draftId: "d1", step: "pillars" });
    expect(researchVisitOf("/research/draft/d1/questions?x=1")).toEqual({ draftId: "d1", step: "questions" });
    expect(researchVisitOf("/research/r1")).toEqual({ documentId: "r1" });
    expect(researchVisitOf("/research")).toBeNull();
    expect(researchVisitOf("/research/draft/d1")).toBeNull();
    expect(researchVisitOf("/chat")).toBeNull();
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        expect(researchVisitOf(draftStepAddress(id, "questions"))).toEqual({ draftId: id, step: "questions" });
        expect(researchVisitOf(reportAddress(id))).toEqual(id === "draft" ? null : { documentId: id });
      }),
    );
  });
});
