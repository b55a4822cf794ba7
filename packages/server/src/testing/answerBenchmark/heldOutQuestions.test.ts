// The held-out benchmark checked as an exam: big and broad enough, every expectation computable
// from the sample data, and no question that is an investor-benchmark question with the names
// changed, so the set measures whether the assistant generalises beyond the phrasings it was tuned on.
import { describe, expect, it } from "vitest";
import { gradeAnswer } from "./answerGrading";
import { derived, netDebtToEbitda, valuesOf } from "./heldOutFigures";
import { HELD_OUT_QUESTIONS, type HeldOutAnswerable, type QuestionStyle } from "./heldOutQuestions";
import { INVESTOR_QUESTIONS } from "./investorQuestions";
import { examineQuestionSet } from "./questionSetExam";
import { shapeOf } from "./questionShape";
import { annual, type Figure, SAMPLE_SYMBOLS } from "./sampleFigures";

const answerable = HELD_OUT_QUESTIONS.filter((item): item is HeldOutAnswerable => item.kind !== "unanswerable");
const unanswerable = HELD_OUT_QUESTIONS.filter((item) => item.kind === "unanswerable");

const conversation = (item: { question: string; earlier?: ReadonlyArray<string> }) =>
  [...(item.earlier ?? []), item.question].join(" / ");

describe("the held-out benchmark's questions", () => {
  it("holds at least 120 questions, 30 of them ones the data cannot answer, each asked once", () => {
    expect(HELD_OUT_QUESTIONS.length).toBeGreaterThanOrEqual(120);
    expect(unanswerable.length).toBeGreaterThanOrEqual(30);
    const texts = HELD_OUT_QUESTIONS.map(conversation);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it("asks answerable questions about every sample company at least twice", () => {
    const times = (symbol: string) => answerable.filter((item) => item.about.includes(symbol)).length;
    expect(SAMPLE_SYMBOLS.filter((symbol) => times(symbol) < 2)).toEqual([]);
  });

  it("repeats no investor-benchmark question, not even with the companies changed", () => {
    const investorShapes = new Set(INVESTOR_QUESTIONS.map((item) => shapeOf(item.question)));
    const investorTexts = new Set(INVESTOR_QUESTIONS.map((item) => item.question.trim().toLowerCase()));
    const repeated = HELD_OUT_QUESTIONS.filter(
      (item) => investorTexts.has(item.question.trim().toLowerCase()) || investorShapes.has(shapeOf(item.question)),
    ).map((item) => `${item.question} → ${shapeOf(item.question)}`);
    expect(repeated).toEqual([]);
  });

  it("puts every style in, with follow-ups and gaps of kinds the investor set lacks", () => {
    const styles: QuestionStyle[] = [
      "terse",
      "chatty",
      "analyst",
      "nonNative",
      "british",
      "synonym",
      "lowerCase",
      "threeWay",
      "sectorRank",
      "whichOf",
      "followUp",
      "profile",
      "price",
      "derived",
      "gap",
    ];
    for (const style of styles)
      expect(
        HELD_OUT_QUESTIONS.some((item) => item.style === style),
        style,
      ).toBe(true);
    expect(HELD_OUT_QUESTIONS.filter((item) => item.earlier?.length).length).toBeGreaterThanOrEqual(10);
    const gaps = new Set(unanswerable.map((item) => (item.kind === "unanswerable" ? item.lacks : "")));
    for (const lacks of ["guidance", "priceTarget", "insider", "options", "esg", "geography"])
      expect(gaps.has(lacks as never), lacks).toBe(true);
  });

  examineQuestionSet(HELD_OUT_QUESTIONS);
});

describe("the held-out figures", () => {
  it("takes one value per combination of the inputs' conventions", () => {
    const twoWays: Figure = {
      kind: "anyOf",
      label: "a",
      options: [
        { kind: "number", label: "a", value: 10, unit: "usd" },
        { kind: "number", label: "a", value: 12, unit: "usd" },
      ],
    };
    const one: Figure = { kind: "number", label: "b", value: 4, unit: "usd" };
    expect(valuesOf(derived("a / b", "ratio", [twoWays, one], (a, b) => a / b))).toEqual([2.5, 3]);
  });

  it("grades net debt / EBITDA at the rounding asked, from the statement lines", () => {
    const ebitda = valuesOf(annual("DIS", "ebitda", "2024"))[0] ?? Number.NaN;
    const [netDebt] = valuesOf(annual("DIS", "netDebt", "2024"));
    const written = ((netDebt ?? Number.NaN) / ebitda).toFixed(1);
    const figure = netDebtToEbitda("DIS", "2024", { decimals: 1 });
    expect(gradeAnswer(`Net debt / EBITDA was ${written}x.`, { figures: [figure] }, ["DIS"]).ok).toBe(true);
    expect(
      gradeAnswer(`Net debt / EBITDA was ${(Number(written) + 0.3).toFixed(1)}x.`, { figures: [figure] }, ["DIS"]).ok,
    ).toBe(false);
  });
});

describe("the shape of a question", () => {
  it("is the same for questions that differ only in the companies they name", () => {
    expect(shapeOf("What was Apple's revenue in fiscal 2024?")).toBe(
      shapeOf("What was PepsiCo's revenue in fiscal 2024?"),
    );
    expect(shapeOf("Tesla gross margin 2023")).toBe(shapeOf("Toyota gross margin 2023"));
    expect(shapeOf("$nvda net income fy2024")).toBe(shapeOf("$shop net income fy2024"));
    expect(shapeOf("Meta headcount")).toBe(shapeOf("nvidia headcount"));
  });

  it("differs when the words around the names differ", () => {
    expect(shapeOf("Meta headcount")).not.toBe(shapeOf("What's the headcount at Nvidia these days?"));
    expect(shapeOf("Apple top line FY2021")).not.toBe(shapeOf("Apple revenue FY2021"));
  });
});
