// The grader's yes/no verdicts: a yes/no question is answered right only when the first sentence
// says the verdict the data gives, whatever follows it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Expectation, gradeAnswer, verdictOf } from "./answerGrading";
import type { Figure } from "./sampleFigures";

const margin: Figure = { kind: "number", label: "gross margin", value: 12.61, unit: "percent" };
const expecting = (verdict: "yes" | "no"): Expectation => ({ figures: [margin], verdict });

// A claim's wording, with no yes, no negation and no sentence end in it.
const claim = fc.constantFrom(
  "its gross margin rose to 12.6% in fiscal 2024",
  "the margin widened, to 12.6%",
  "revenue more than doubled while the margin reached 12.6%",
);
const rest = fc.constantFrom("", " It was 11.3% the year before.", "\nFY2023: 11.3%");

describe("reading a yes/no verdict from an answer's first sentence", () => {
  it("reads a leading yes or no, whatever the claim and what follows", () => {
    fc.assert(
      fc.property(claim, rest, fc.constantFrom("Yes", "**Yes**", "yes"), (said, after, word) => {
        expect(verdictOf(`${word}, ${said}.${after}`)).toBe("yes");
      }),
    );
    fc.assert(
      fc.property(claim, rest, fc.constantFrom("No", "**No**", "no"), (said, after, word) => {
        expect(verdictOf(`${word}, ${said}.${after}`)).toBe("no");
      }),
    );
  });

  it("reads a negated claim as no and a claim with yes in it as yes", () => {
    expect(verdictOf("It did not: the margin fell to 11.3%.")).toBe("no");
    expect(verdictOf("Costco's margin didn't improve; it was 11.3%.")).toBe("no");
    expect(verdictOf("The answer is yes, it rose to 12.6%.")).toBe("yes");
  });

  it("gives no verdict for a sentence that states a claim without yes or no, or says both", () => {
    fc.assert(
      fc.property(claim, rest, (said, after) => {
        expect(verdictOf(`In short, ${said}.${after}`)).toBeNull();
      }),
    );
    expect(verdictOf("Yes and no: it did not rise, but it held.")).toBe("yes");
    expect(verdictOf("The answer is yes in one year but not in the other.")).toBeNull();
  });

  it("reads the question's claim stated as yes and negated as no, and a leading yes or no over it", () => {
    const fell = /\b(?:fell|fall|declined|decline)\b/i;
    const verbs = fc.constantFrom(["fell", "fall"], ["declined", "decline"]);
    fc.assert(
      fc.property(verbs, fc.constantFrom("35.6%", "$7.98 billion"), ([past, base], by) => {
        expect(verdictOf(`UnitedHealth's net income ${past} by ${by} in fiscal 2024.`, fell)).toBe("yes");
        expect(verdictOf(`UnitedHealth's net income did not ${base} in fiscal 2024.`, fell)).toBe("no");
        expect(verdictOf(`Net income hasn't ${past}; it rose by ${by}.`, fell)).toBe("no");
      }),
    );
    expect(verdictOf("No: net income rose, it never fell.", fell)).toBe("no");
    expect(verdictOf("Net income was $14.4 billion in fiscal 2024.", fell)).toBeNull();
  });

  it("ignores a yes or no after the first sentence", () => {
    expect(verdictOf("The margin was 12.6% in fiscal 2024. So yes, it improved.")).toBeNull();
  });
});

describe("grading a yes/no question", () => {
  it("passes an answer with the verdict and the figure, and fails one with the other verdict or no verdict", () => {
    expect(gradeAnswer("Yes, it rose to 12.61%.", expecting("yes"), []).ok).toBe(true);
    expect(gradeAnswer("No, it was 12.61%.", expecting("yes"), []).ok).toBe(false);
    expect(gradeAnswer("The gross margin was 12.61%.", expecting("no"), []).ok).toBe(false);
    expect(gradeAnswer("No: it was 12.61%, below the year before.", expecting("no"), []).ok).toBe(true);
    const widened = { ...expecting("yes"), claim: /\bwidened\b/i };
    expect(gradeAnswer("The margin widened to 12.61% in fiscal 2024.", widened, []).ok).toBe(true);
    expect(gradeAnswer("The margin has not widened: it was 12.61%.", widened, []).ok).toBe(false);
  });

  it("still asks for the figure when the verdict is right", () => {
    const graded = gradeAnswer("Yes, it improved.", expecting("yes"), []);
    expect(graded.ok).toBe(false);
    expect(graded.missing.join(" ")).toContain("gross margin");
  });
});
