// The outside benchmark checked as an exam: big and broad enough, about a fifth it cannot answer,
// every expectation computable from the sample data, every gap a real gap in the data, and no
// question that is another question (of this set or the repository's two) with the names swapped.
import { describe, expect, it } from "vitest";
import { samplePriceBars } from "../../areas/market/sample/samplePrices";
import { companiesNamed, gradeAnswer, gradeGap } from "./answerGrading";
import { HELD_OUT_QUESTIONS } from "./heldOutQuestions";
import { INVESTOR_QUESTIONS } from "./investorQuestions";
import {
  OUTSIDE_QUESTIONS,
  type OutsideAnswerable,
  type OutsideKind,
  type OutsideUnanswerable,
  type Register,
} from "./outsideQuestions";
import { examineQuestionSet } from "./questionSetExam";
import { shapeOf } from "./questionShape";
import { annual, type Figure, fiscalYears, SAMPLE_SYMBOLS } from "./sampleFigures";

const answerable = OUTSIDE_QUESTIONS.filter((item): item is OutsideAnswerable => item.kind !== "unanswerable");
const unanswerable = OUTSIDE_QUESTIONS.filter((item): item is OutsideUnanswerable => item.kind === "unanswerable");

const conversation = (item: { question: string; earlier?: ReadonlyArray<string> }) =>
  [...(item.earlier ?? []), item.question].join(" / ");

describe("the outside benchmark's questions", () => {
  it("holds at least 160 questions, each conversation asked once", () => {
    expect(OUTSIDE_QUESTIONS.length).toBeGreaterThanOrEqual(160);
    const texts = OUTSIDE_QUESTIONS.map(conversation);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it("leaves about a fifth (15 to 25 %) to questions the data cannot answer", () => {
    const share = unanswerable.length / OUTSIDE_QUESTIONS.length;
    expect(share).toBeGreaterThanOrEqual(0.15);
    expect(share).toBeLessThanOrEqual(0.25);
  });

  it("asks answerable questions about every sample company at least twice", () => {
    const times = (symbol: string) => answerable.filter((item) => item.about.includes(symbol)).length;
    expect(SAMPLE_SYMBOLS.filter((symbol) => times(symbol) < 2)).toEqual([]);
  });

  it("puts every mechanism and register in, with follow-ups and three-company comparisons", () => {
    const kinds: OutsideKind[] = [
      "definedMeasure",
      "roundingUnit",
      "statementNamed",
      "multiPeriod",
      "growth",
      "ratio",
      "comparison",
      "followUp",
      "typo",
      "profile",
      "market",
      "quarter",
    ];
    for (const kind of kinds) expect(answerable.filter((item) => item.kind === kind).length, kind).toBeGreaterThan(3);
    const registers: Register[] = ["brief", "role", "terse", "plain"];
    for (const register of registers)
      expect(
        answerable.some((item) => item.style === register),
        register,
      ).toBe(true);
    expect(OUTSIDE_QUESTIONS.filter((item) => item.earlier?.length).length).toBeGreaterThanOrEqual(12);
    expect(answerable.filter((item) => item.kind === "comparison" && item.about.length === 3).length).toBeGreaterThan(
      2,
    );
  });

  it("asks defined-measure questions at length, each naming the rounding or unit it wants", () => {
    for (const item of answerable.filter(({ kind }) => kind === "definedMeasure")) {
      expect(item.question.length, item.question).toBeGreaterThan(80);
      const { figures } = item.expect();
      expect(
        figures.every((figure) => figure.kind !== "number" || figure.decimals !== undefined),
        item.question,
      ).toBe(true);
    }
  });

  examineQuestionSet(OUTSIDE_QUESTIONS);

  it("has no two questions of one shape, here or in the repository's two sets", () => {
    const shapes = OUTSIDE_QUESTIONS.map((item) => shapeOf(item.question));
    expect(shapes.filter((shape, index) => shapes.indexOf(shape) !== index)).toEqual([]);
    const elsewhere = new Set([...INVESTOR_QUESTIONS, ...HELD_OUT_QUESTIONS].map((item) => shapeOf(item.question)));
    expect(
      OUTSIDE_QUESTIONS.filter((item) => elsewhere.has(shapeOf(item.question))).map((item) => item.question),
    ).toEqual([]);
  });
});

describe("the outside benchmark's gaps", () => {
  const yearsNamed = (text: string) => [...text.matchAll(/(?<!\d)(?:19|20)\d\d(?!\d)/g)].map(([year]) => year);

  it("spans many kinds of gap: other companies, years, segments, guidance, forecasts, advice and more", () => {
    const kinds = new Set(unanswerable.map((item) => item.style));
    expect(kinds.size).toBeGreaterThanOrEqual(15);
    expect(unanswerable.filter((item) => item.style === "otherCompany").length).toBeGreaterThanOrEqual(5);
  });

  it("asks about companies outside the data, naming no sample company beyond those it is about", () => {
    for (const item of unanswerable.filter(({ style }) => style === "otherCompany")) {
      const named = [...(item.earlier ?? []), item.question].flatMap(companiesNamed);
      expect(
        named.every((symbol) => item.about.includes(symbol)),
        item.question,
      ).toBe(true);
    }
  });

  it("asks about years the data does not hold, for the company asked about", () => {
    for (const item of unanswerable.filter(({ style }) => style === "yearOutside" || style === "forecast")) {
      const years = yearsNamed(conversation(item));
      const held = item.about.flatMap(fiscalYears);
      const outside = years.filter((year) => !held.includes(year));
      const future = /\b(?:will|next|project|from now)\b/i.test(item.question);
      expect(outside.length > 0 || future, item.question).toBe(true);
    }
  });

  it("asks about prices from before the first price the data holds", () => {
    for (const item of unanswerable.filter(({ style }) => style === "priceHistory")) {
      const first = samplePriceBars(item.about[0] ?? "")?.[0]?.date ?? "";
      const years = yearsNamed(item.question);
      expect(years.length, item.question).toBeGreaterThan(0);
      expect(
        years.every((year) => `${year}-12-31` < first),
        item.question,
      ).toBe(true);
    }
  });

  it("says for every gap what an honest first line names, and no other gap's words pass for it", () => {
    const otherGap =
      "Intraday and live prices are not in the data, which holds daily closes; here is the latest close.";
    const noCompany = "The question names no company the data covers; name one to get its figures.";
    for (const item of unanswerable) {
      expect(item.lacking, item.question).toBeInstanceOf(RegExp);
      if (item.style !== "realTime") expect(item.lacking?.test(otherGap), item.question).toBe(false);
      expect(item.lacking?.test(noCompany), item.question).toBe(false);
    }
  });

  it("asks for measures the statements leave empty for that company", () => {
    const notBrokenOut = unanswerable.filter(({ style }) => style === "notBrokenOut");
    expect(notBrokenOut.length).toBeGreaterThan(0);
    for (const item of notBrokenOut) {
      const [symbol, measure, year] = item.absent ?? ["", "revenue", ""];
      expect(item.about).toContain(symbol);
      expect(() => annual(symbol, measure, year), item.question).toThrow();
    }
  });
});

describe("the grader on the outside benchmark's units", () => {
  const trillions = (decimals: number): Figure => ({
    kind: "number",
    label: "total assets",
    value: 4_002_814_000_000,
    unit: "usd",
    decimals,
    scale: "trillion",
  });

  it("reads a figure asked in trillions at the decimals asked", () => {
    expect(gradeAnswer("Total assets were $4.00 trillion.", { figures: [trillions(2)] }, []).ok).toBe(true);
    expect(gradeAnswer("Total assets were $4.00T at year-end.", { figures: [trillions(2)] }, []).ok).toBe(true);
  });

  it("refuses a figure in trillions at other decimals or off by a step", () => {
    expect(gradeAnswer("Total assets were $4.0 trillion.", { figures: [trillions(2)] }, []).ok).toBe(false);
    expect(gradeAnswer("Total assets were $4.01 trillion.", { figures: [trillions(2)] }, []).ok).toBe(false);
    expect(gradeAnswer("Total assets were $4,002.8 billion.", { figures: [trillions(2)] }, []).ok).toBe(false);
  });
});

describe("the grader on a gap it is told", () => {
  const advice = /\b(?:advice|recommend\w*)\b/i;

  it("takes an answer whose first line names the gap asked", () => {
    const answer = "Moatwise gives no buy or sell advice; here is how they compare.\nVisa's net margin was 54.96%.";
    expect(gradeGap(answer, ["V"], advice).ok).toBe(true);
  });

  it("refuses an answer whose first line names another gap, which passes when the gap is not told", () => {
    const answer = "Intraday and live prices are not in the data; here is the latest close. Visa closed at $350.46.";
    expect(gradeGap(answer, ["V"]).ok).toBe(true);
    const told = gradeGap(answer, ["V"], advice);
    expect(told.ok).toBe(false);
    expect(told.missing.join(" ")).toContain("another gap");
  });
});
