// Editing a report's section: an edit touches one claim of one list; a changed claim keeps its
// sources and is checked against them again; the reader's own point cites nothing; a section with
// an empty summary or point cannot be saved.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Claim, StructuredContent } from "../schemas/research";
import { claimStanding } from "./claimStanding";
import { addClaim, type ClaimListName, editClaim, removeClaim, sectionEditProblem } from "./sectionEdits";

const statement = {
  id: "statement:AAPL:revenue",
  kind: "statement" as const,
  title: "AAPL income statement: revenue",
  url: "/stock/AAPL?section=financials",
  excerpt: "fiscal 2024: revenue $391.0B; fiscal 2023: revenue $383.3B.",
};
const claim = (text: string, verified = true): Claim => ({ text, sources: [statement], verified });
const content: StructuredContent = {
  summary: "Revenue grew.",
  keyPoints: [claim("Revenue was $391.0B in fiscal 2024."), claim("Revenue was $383.3B in fiscal 2023.")],
  evidence: [claim("Services grew.")],
  risks: [claim("China demand may slow.")],
};
const LISTS: ClaimListName[] = ["keyPoints", "evidence", "risks"];

describe("editing a section", () => {
  it("checks a changed claim against the sources it keeps", () => {
    const wrong = editClaim(content, "keyPoints", 0, "Revenue was $500.0B in fiscal 2024.");
    expect(wrong.keyPoints[0]).toEqual({
      ...claim("Revenue was $500.0B in fiscal 2024."),
      verified: false,
      state: "unverified",
    });
    const right = editClaim(wrong, "keyPoints", 0, "Revenue reached $391.0B.");
    expect(right.keyPoints[0]).toMatchObject({ verified: true, state: "checked" });
  });

  it("changes one claim of one list and leaves the rest as they were", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LISTS), fc.nat(3), fc.string(), (list, index, text) => {
        const edited = editClaim(content, list, index, text);
        for (const other of LISTS.filter((name) => name !== list)) expect(edited[other]).toBe(content[other]);
        for (const [at, after] of edited[list].entries()) {
          const before = content[list][at] as Claim;
          if (at !== index) {
            expect(after).toBe(before);
            continue;
          }
          expect(after.sources).toBe(before.sources);
          const state = claimStanding(text, [statement.excerpt]);
          expect(after).toMatchObject({ verified: state !== "unverified", state });
        }
        expect(edited[list]).toHaveLength(content[list].length);
      }),
    );
  });

  it("removes the one claim asked, and adds the reader's own without sources", () => {
    expect(removeClaim(content, "keyPoints", 0).keyPoints).toEqual([content.keyPoints[1]]);
    const own = addClaim(content, "risks", "  Margins could fall to 30%.  ");
    expect(own.risks.at(-1)).toEqual({
      text: "Margins could fall to 30%.",
      sources: [],
      verified: false,
      state: "unverified",
    });
    expect(addClaim(content, "risks", "   ")).toBe(content);
  });

  it("refuses an empty summary, an empty point and an overlong text, naming what is wrong", () => {
    expect(sectionEditProblem(content)).toBeNull();
    expect(sectionEditProblem({ ...content, summary: "  " })).toBe("Write a summary for the section.");
    expect(sectionEditProblem(editClaim(content, "evidence", 0, " "))).toBe(
      "A point in Evidence is empty: write it or remove it.",
    );
    expect(sectionEditProblem({ ...content, summary: "x".repeat(4001) })).toContain("under 4,000 characters");
  });
});
