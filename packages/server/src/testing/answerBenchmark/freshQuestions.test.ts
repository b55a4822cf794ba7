// Issue 44's fresh set checked as an exam (not the assistant's answers to it): 60 questions, 20 the
// data cannot answer, every mix the issue asks for, every expectation computable from the sample
// data, every gap a real gap, and no question that is another set's question with the names swapped.
import { describe, expect, it } from "vitest";
import { companiesNamed } from "./answerGrading";
import { calendarYearSum, daysOutstanding, mainValue, turnover } from "./freshFigures";
import {
  FRESH_QUESTIONS,
  type FreshAnswerable,
  type FreshKind,
  type FreshRegister,
  type FreshUnanswerable,
} from "./freshQuestions";
import { HELD_OUT_QUESTIONS } from "./heldOutQuestions";
import { INVESTOR_QUESTIONS } from "./investorQuestions";
import { OUTSIDE_QUESTIONS } from "./outsideQuestions";
import { examineQuestionSet } from "./questionSetExam";
import { shapeOf } from "./questionShape";
import { annual, fiscalYears, SAMPLE_SYMBOLS } from "./sampleFigures";

const answerable = FRESH_QUESTIONS.filter((item): item is FreshAnswerable => item.kind !== "unanswerable");
const unanswerable = FRESH_QUESTIONS.filter((item): item is FreshUnanswerable => item.kind === "unanswerable");
const conversation = (item: { question: string; earlier?: ReadonlyArray<string> }) =>
  [...(item.earlier ?? []), item.question].join(" / ");

describe("the fresh set's questions", () => {
  it("holds 60 questions, 20 of them unanswerable, each conversation asked once", () => {
    expect(FRESH_QUESTIONS).toHaveLength(60);
    expect(unanswerable).toHaveLength(20);
    const texts = FRESH_QUESTIONS.map(conversation);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it("asks about every covered company by itself or with at most two others", () => {
    const asked = new Set(FRESH_QUESTIONS.filter(({ about }) => about.length <= 3).flatMap(({ about }) => about));
    expect(SAMPLE_SYMBOLS.filter((symbol) => !asked.has(symbol))).toEqual([]);
  });

  it("puts in every kind and register the issue asks for", () => {
    const kinds: FreshKind[] = [
      "lookup",
      "definedMeasure",
      "fiscalPeriod",
      "calendarPeriod",
      "quarter",
      "followUp",
      "twoPart",
      "yesNo",
      "ranking",
      "perShare",
      "ratio",
      "daysOf",
      "turnover",
      "multiPeriod",
    ];
    for (const kind of kinds) expect(answerable.filter((item) => item.kind === kind).length, kind).toBeGreaterThan(0);
    const registers: FreshRegister[] = ["terse", "typo", "brief", "role", "plain", "ticker"];
    for (const register of registers)
      expect(answerable.filter((item) => item.style === register).length, register).toBeGreaterThan(0);
    expect(answerable.filter((item) => item.earlier?.length).length).toBeGreaterThanOrEqual(3);
  });

  it("asks briefs at length and holds them to the rounding they name", () => {
    for (const item of answerable.filter(({ style }) => style === "brief" || style === "role")) {
      expect(item.question.length, item.question).toBeGreaterThan(80);
    }
    const rounded = answerable.filter((item) =>
      item.expect().figures.some((figure) => figure.kind === "number" && figure.decimals !== undefined),
    );
    expect(rounded.length).toBeGreaterThanOrEqual(3);
  });

  it("gives every yes/no question a verdict from the data, and both verdicts occur", () => {
    const verdicts = answerable.filter(({ kind }) => kind === "yesNo").map((item) => item.expect().verdict);
    expect(verdicts.every((verdict) => verdict === "yes" || verdict === "no")).toBe(true);
    expect(new Set(verdicts)).toEqual(new Set(["yes", "no"]));
  });

  it("gives every ranking a leader among the companies it is about", () => {
    for (const item of answerable.filter(({ kind }) => kind === "ranking")) {
      const { leader } = item.expect();
      expect(leader, item.question).toBeDefined();
      expect(item.about, item.question).toContain(leader);
    }
  });

  it("asks calendar years whose quarters add up to another figure than the fiscal year of that number", () => {
    for (const [symbol, measure] of [
      ["MSFT", "revenue"],
      ["AAPL", "netIncome"],
    ] as const) {
      expect(mainValue(calendarYearSum(symbol, "2024", measure))).not.toBe(mainValue(annual(symbol, measure, "2024")));
    }
  });

  it("defines days and turnover on average balances apart from year-end ones", () => {
    expect(mainValue(daysOutstanding("WMT", "inventory", "2025", "average"))).not.toBeCloseTo(
      mainValue(daysOutstanding("WMT", "inventory", "2025", "yearEnd")),
      1,
    );
    expect(mainValue(turnover("COST", "costOfRevenue", "inventory", "2024"))).toBeGreaterThan(0);
  });

  examineQuestionSet(FRESH_QUESTIONS);

  it("has no two questions of one shape, here or in the repository's other three sets", () => {
    const shapes = FRESH_QUESTIONS.map((item) => shapeOf(item.question));
    expect(shapes.filter((shape, index) => shapes.indexOf(shape) !== index)).toEqual([]);
    const elsewhere = new Set(
      [...INVESTOR_QUESTIONS, ...HELD_OUT_QUESTIONS, ...OUTSIDE_QUESTIONS].map((item) => shapeOf(item.question)),
    );
    expect(
      FRESH_QUESTIONS.filter((item) => elsewhere.has(shapeOf(item.question))).map((item) => item.question),
    ).toEqual([]);
  });
});

describe("the fresh set's gaps", () => {
  const ofLack = (lack: FreshUnanswerable["style"]) => unanswerable.filter(({ style }) => style === lack);

  it("spans at least twelve kinds of gap", () => {
    expect(new Set(unanswerable.map(({ style }) => style)).size).toBeGreaterThanOrEqual(12);
  });

  it("asks about companies outside the data without naming a sample company", () => {
    const outside = ofLack("otherCompany");
    expect(outside.length).toBeGreaterThanOrEqual(2);
    for (const item of outside) {
      expect(item.about, item.question).toEqual([]);
      expect(companiesNamed(item.question), item.question).toEqual([]);
    }
  });

  it("asks about a year before the first the data holds for that company", () => {
    for (const item of ofLack("yearBefore")) {
      const first = fiscalYears(item.about[0] ?? "")[0] ?? "";
      const years = [...item.question.matchAll(/(?<!\d)(?:19|20)\d\d(?!\d)/g)].map(([year]) => year);
      expect(years.length, item.question).toBeGreaterThan(0);
      expect(
        years.every((year) => year < first),
        item.question,
      ).toBe(true);
    }
  });

  it("asks measures that do not apply to the company: the lines they need are empty in its statements", () => {
    expect(() => annual("JPM", "grossMargin", "2024")).toThrow();
    expect(() => turnover("V", "costOfRevenue", "inventory", "2024")).toThrow();
    expect(ofLack("meaningless").map(({ about }) => about[0])).toEqual(["JPM", "V"]);
  });

  it("says for every gap what an honest first line names, and another gap's words do not pass for it", () => {
    const otherGap =
      "Intraday and live prices are not in the data, which holds daily closes; here is the latest close.";
    const noCompany = "The question names no company the data covers; name one to get its figures.";
    for (const item of unanswerable) {
      expect(item.lacking.test(otherGap), item.question).toBe(false);
      expect(item.lacking.test(noCompany), item.question).toBe(false);
    }
  });
});
