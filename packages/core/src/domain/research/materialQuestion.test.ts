// The report's question about the user's material reads as a person would ask it, names a title
// only when the user gave one, and is always read as a question about the user's material.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ownSourcesOf } from "../../answers/plan";
import { texts } from "../texts";
import { isUntitledPaste, materialQuestion } from "./materialQuestion";

const kind = fc.constantFrom("text" as const, "url" as const, "filing" as const, "note" as const);
/** Titles a user might give: words, quotation marks, line breaks, spaces around. */
const title = fc
  .array(fc.constantFrom("Q3", "call", "notes", "letter", '"draft"', "“memo”", "on", "Costco", "\n", "  "), {
    minLength: 1,
    maxLength: 6,
  })
  .map((words) => words.join(" "))
  .filter((text) => text.trim() !== "");

describe("the question about the user's material", () => {
  it("asks of text pasted without a title in plain words, whatever case or spaces the app's label has", () => {
    for (const label of [
      texts.pastedMaterialTitle,
      texts.pastedMaterialTitle.toUpperCase(),
      "  pasted material ",
      "",
    ]) {
      expect(materialQuestion({ kind: "text", title: label })).toBe("What does the material you pasted add?");
    }
  });

  it("never repeats the app's label, and names a title the user gave once, in one pair of quotation marks", () => {
    fc.assert(
      fc.property(kind, title, (materialKind, given) => {
        const material = { kind: materialKind, title: given };
        const question = materialQuestion(material);
        expect(question).not.toContain(texts.pastedMaterialTitle);
        expect(question).toMatch(/^What does .+ add\?$/);
        expect(question).not.toMatch(/\n|\s{2}/);
        if (isUntitledPaste(material)) return;
        expect(question.match(/"/g)).toHaveLength(2);
        const named = question.match(/"([^"]+)"/)?.[1];
        expect(named).toBe(given.replace(/\s+/g, " ").replace(/["“”]/g, "'").trim());
        if (materialKind === "text") expect(question).toContain("the material you pasted");
      }),
    );
  });

  it("is read as a question about the user's material, so the report answers it from that material", () => {
    fc.assert(
      fc.property(kind, fc.option(title, { nil: texts.pastedMaterialTitle }), (materialKind, given) => {
        expect(ownSourcesOf(materialQuestion({ kind: materialKind, title: given }))).toContain("pasted");
      }),
    );
  });
});
