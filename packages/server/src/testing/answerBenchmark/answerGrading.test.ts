// The grader's yes/no verdicts: a yes/no question is answered right only when the first sentence
// says the verdict the data gives, whatever follows it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Expectation, gradeAnswer, isSourceOf, verdictOf } from "./answerGrading";
import { type Figure, profileOf, SAMPLE_SYMBOLS } from "./sampleFigures";

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

describe("grading the words and the source an answer must give", () => {
  const edgarList = (symbol: string) =>
    `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=${profileOf(symbol).cik}&type=10-Q`;
  const filingPath = (symbol: string) =>
    `https://www.sec.gov/Archives/edgar/data/${Number(profileOf(symbol).cik)}/000000000025000001/form10q.htm`;
  const ownSite = (symbol: string) => `${new URL(profileOf(symbol).website).origin}/investors/news`;
  const pairs = fc
    .tuple(fc.constantFrom(...SAMPLE_SYMBOLS), fc.constantFrom(...SAMPLE_SYMBOLS))
    .filter(([one, other]) => one !== other && profileOf(one).cik !== profileOf(other).cik);

  it("takes a company's EDGAR pages and its own site as its sources, and no other company's", () => {
    fc.assert(
      fc.property(pairs, ([symbol, other]) => {
        for (const address of [edgarList(symbol), filingPath(symbol), ownSite(symbol)]) {
          expect(isSourceOf(address, symbol), address).toBe(true);
          expect(isSourceOf(address, other), address).toBe(false);
        }
      }),
    );
    expect(isSourceOf("https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&type=10-K", "AAPL")).toBe(false);
    expect(isSourceOf("not an address", "AAPL")).toBe(false);
  });

  it("asks a cited source of the company, sent with the answer or written in it, and each word", () => {
    const latestFiling: Expectation = {
      figures: [margin],
      words: [{ label: "the form", pattern: /\b10-Q\b/ }],
      citesSourceOf: "ADBE",
    };
    const said = "Adobe filed its Form 10-Q; gross margin 12.61%.";
    expect(gradeAnswer(said, latestFiling, ["ADBE"], [edgarList("ADBE")]).ok).toBe(true);
    expect(gradeAnswer(`${said} [source](${ownSite("ADBE")})`, latestFiling, ["ADBE"]).ok).toBe(true);
    expect(gradeAnswer(said, latestFiling, ["ADBE"], [edgarList("AAPL")]).missing).toEqual(["cites no source of ADBE"]);
    expect(gradeAnswer(said.replace("10-Q", "10-K"), latestFiling, ["ADBE"], [edgarList("ADBE")]).ok).toBe(false);
  });
});
