// Titles made from what was asked: examples people type, and properties for any text at all
// (bounded, never empty, cut only between words, whole characters in any script).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { QUESTION_TITLE_MAX_CHARS } from "../constants";
import { titleFromQuestion } from "./questionTitle";
import { NEW_CHAT_TITLE } from "./textRules";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Any text: every UTF-16 unit, lone surrogates included, and words of any script. */
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.array(fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 12 }), { maxLength: 30 }).map((w) => w.join(" ")),
);
/** A title's word as it stands in the question: without the marks the rule adds or takes off. */
const core = (word: string) => word.replace(/[:…?!.,;–-]+$/u, "").replace(/['’]s$/u, "");
const sameWord = (fromTitle: string, inQuestion: string) => {
  const a = core(fromTitle);
  const b = core(inQuestion);
  if (a === b) return true;
  const first = String.fromCodePoint(b.codePointAt(0) ?? 0);
  return a === first.toUpperCase() + b.slice(first.length);
};

describe("titleFromQuestion", () => {
  it("names a comparison of two companies as 'A vs B: what'", () => {
    expect(titleFromQuestion("Compare Costco and Walmart revenue growth")).toBe("Costco vs Walmart: revenue growth");
    expect(titleFromQuestion("Give me a comparison of Costco and Walmart's revenue growth?")).toBe(
      "Costco vs Walmart: revenue growth",
    );
    expect(titleFromQuestion("Costco vs. Walmart on margins")).toBe("Costco vs Walmart: margins");
    expect(titleFromQuestion("Compare Home Depot with $LOW")).toBe("Home Depot vs $LOW");
  });

  it("keeps what was asked about, without the asking words", () => {
    expect(titleFromQuestion("Give me a summary of Apple's latest 10-K")).toBe("Summary of Apple's latest 10-K");
    expect(titleFromQuestion("What are Costco's margins?")).toBe("Costco's margins");
    expect(titleFromQuestion("Can you tell me about NVIDIA data center revenue")).toBe("NVIDIA data center revenue");
    expect(titleFromQuestion("please explain the moat of Visa")).toBe("Explain the moat of Visa");
    expect(titleFromQuestion("Wie wächst der Umsatz von Siemens?")).toBe("Wie wächst der Umsatz von Siemens");
  });

  it("is 'New chat' for a question with no words, and never drops the only word", () => {
    expect(titleFromQuestion("   ")).toBe(NEW_CHAT_TITLE);
    expect(titleFromQuestion("???")).toBe(NEW_CHAT_TITLE);
    expect(titleFromQuestion("Please")).toBe("Please");
  });

  it("cuts a long question between words with an ellipsis", () => {
    const title = titleFromQuestion(
      "What were the main reasons behind the decline in Intel's data center group operating margin over the years",
    );
    expect(title).toBe("The main reasons behind the decline in Intel's data center…");
    expect(title.length).toBeLessThanOrEqual(QUESTION_TITLE_MAX_CHARS);
  });

  it("is never longer than 60 characters nor empty, for any text", () => {
    fc.assert(
      fc.property(anyText, (question) => {
        const title = titleFromQuestion(question);
        expect(title.length).toBeLessThanOrEqual(QUESTION_TITLE_MAX_CHARS);
        expect(title.trim()).not.toBe("");
      }),
    );
  });

  it("never leaves half a character: no lone surrogate, even from a question that has some", () => {
    fc.assert(
      fc.property(anyText, (question) => {
        expect(LONE_SURROGATE.test(titleFromQuestion(question))).toBe(false);
      }),
    );
    expect(titleFromQuestion(`${"😀".repeat(40)}`)).toBe(`${"😀".repeat(29)}…`);
  });

  it("is made of whole words of the question, in any script, when each word fits", () => {
    // Found by CI (seed -1012829680): a cut after "!!!-" drops the dash the way it drops a comma.
    expect(titleFromQuestion(`${"abcdefgh ".repeat(6)}!!!- more words`)).toBe(
      "Abcdefgh abcdefgh abcdefgh abcdefgh abcdefgh abcdefgh !!!…",
    );
    const word = fc.string({ unit: "grapheme", minLength: 1, maxLength: 15 }).filter((w) => !/\s/u.test(w));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 25 }), (words) => {
        const question = words.join(" ");
        const title = titleFromQuestion(question);
        if (title === NEW_CHAT_TITLE) return;
        const inQuestion = question.split(/\s+/u).filter(Boolean);
        for (const part of title.split(" ").filter((w) => w !== "vs" && w !== "…")) {
          expect(inQuestion.some((original) => sameWord(part, original))).toBe(true);
        }
      }),
    );
  });
});
