// Issue 44's second held-out set checked as an exam (not the assistant's answers to it): 60
// questions, 20 the data cannot answer, every form the issue asks for, every expectation computable
// from the sample data, every gap a real gap, and no question that is another set's question with
// the names swapped, the first fresh set's included.
import { describe, expect, it } from "vitest";
import { companiesNamed } from "./answerGrading";
import { calendarYearSum, mainValue, quarterEnding } from "./freshFigures";
import { FRESH_QUESTIONS } from "./freshQuestions";
import { tangibleEquity, turnoverOn, yearEndLine } from "./heldOut44Figures";
import { HELD_OUT_QUESTIONS } from "./heldOutQuestions";
import {
  HELD_OUT_QUESTIONS_44,
  type HeldOut44Answerable,
  type HeldOut44Kind,
  type HeldOut44Register,
  type HeldOut44Unanswerable,
} from "./heldOutQuestions44";
import { INVESTOR_QUESTIONS } from "./investorQuestions";
import { OUTSIDE_QUESTIONS } from "./outsideQuestions";
import { examineQuestionSet } from "./questionSetExam";
import { shapeOf } from "./questionShape";
import { annual, fiscalYears, latestYear, SAMPLE_SYMBOLS } from "./sampleFigures";

const answerable = HELD_OUT_QUESTIONS_44.filter((item): item is HeldOut44Answerable => item.kind !== "unanswerable");
const unanswerable = HELD_OUT_QUESTIONS_44.filter(
  (item): item is HeldOut44Unanswerable => item.kind === "unanswerable",
);
const conversation = (item: { question: string; earlier?: ReadonlyArray<string> }) =>
  [...(item.earlier ?? []), item.question].join(" / ");

describe("the second held-out set's questions", () => {
  it("holds 60 questions, 20 of them unanswerable, each conversation asked once", () => {
    expect(HELD_OUT_QUESTIONS_44).toHaveLength(60);
    expect(unanswerable).toHaveLength(20);
    const texts = HELD_OUT_QUESTIONS_44.map(conversation);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it("asks about every covered company by itself or with at most two others", () => {
    const asked = new Set(HELD_OUT_QUESTIONS_44.filter(({ about }) => about.length <= 3).flatMap(({ about }) => about));
    expect(SAMPLE_SYMBOLS.filter((symbol) => !asked.has(symbol))).toEqual([]);
  });

  it("puts in every form and register the issue asks for", () => {
    const kinds: HeldOut44Kind[] = [
      "lookup",
      "definedMeasure",
      "multiPeriod",
      "fiscalPeriod",
      "calendarPeriod",
      "quarter",
      "followUp",
      "twoPart",
      "yesNo",
      "ranking",
      "perShare",
      "shareOf",
      "ratio",
      "daysOf",
      "turnover",
      "growth",
      "person",
    ];
    for (const kind of kinds) expect(answerable.filter((item) => item.kind === kind).length, kind).toBeGreaterThan(0);
    const registers: HeldOut44Register[] = ["terse", "typo", "ticker", "brief", "role", "plain"];
    for (const register of registers)
      expect(answerable.filter((item) => item.style === register).length, register).toBeGreaterThan(0);
    expect(HELD_OUT_QUESTIONS_44.filter((item) => item.earlier?.length).length).toBeGreaterThanOrEqual(4);
  });

  it("asks briefs at length and holds them to the rounding and scale they name", () => {
    for (const item of answerable.filter(({ style }) => style === "brief" || style === "role")) {
      expect(item.question.length, item.question).toBeGreaterThan(120);
    }
    const asked = answerable.flatMap((item) => item.expect().figures);
    expect(asked.filter((figure) => figure.kind === "number" && figure.decimals !== undefined).length).toBeGreaterThan(
      5,
    );
    expect(asked.some((figure) => figure.kind === "number" && figure.scale !== undefined)).toBe(true);
  });

  it("gives every yes/no question a verdict and its claim's words from the data, and both verdicts occur", () => {
    const yesNo = answerable.filter(({ kind }) => kind === "yesNo").map((item) => item.expect());
    expect(yesNo.every(({ verdict, claim }) => (verdict === "yes" || verdict === "no") && claim)).toBe(true);
    expect(new Set(yesNo.map(({ verdict }) => verdict))).toEqual(new Set(["yes", "no"]));
  });

  it("ranks every covered company only where its statements hold the line, and names the leader's figure", () => {
    for (const item of answerable.filter(({ kind }) => kind === "ranking")) {
      const { leader, figures } = item.expect();
      expect(leader, item.question).toBeDefined();
      expect(item.about, item.question).toContain(leader);
      expect(
        figures.some((figure) => figure.label.startsWith(`${leader} `)),
        item.question,
      ).toBe(true);
    }
  });

  it("asks calendar years whose quarters add up to another figure than the fiscal year of that number", () => {
    for (const [symbol, year, measure] of [
      ["PG", "2024", "operatingIncome"],
      ["V", "2023", "netIncome"],
    ] as const) {
      expect(mainValue(calendarYearSum(symbol, year, measure))).not.toBe(mainValue(annual(symbol, measure, year)));
    }
  });

  it("defines tangible equity and receivables turnover apart from the figures they are built on", () => {
    expect(mainValue(tangibleEquity("DIS", "2024"))).toBeLessThan(yearEndLine("DIS", "totalEquity", "2024"));
    const turns = mainValue(turnoverOn("JNJ", "revenue", "netReceivables", "2024"));
    const onYearEnd = mainValue(annual("JNJ", "revenue", "2024")) / yearEndLine("JNJ", "netReceivables", "2024");
    expect(turns).toBeGreaterThan(0);
    expect(turns).not.toBeCloseTo(onYearEnd, 3);
  });

  examineQuestionSet(HELD_OUT_QUESTIONS_44);

  it("has no two questions of one shape, here or in any of the repository's other sets", () => {
    const shapes = HELD_OUT_QUESTIONS_44.map((item) => shapeOf(item.question));
    expect(shapes.filter((shape, index) => shapes.indexOf(shape) !== index)).toEqual([]);
    const elsewhere = new Set(
      [...INVESTOR_QUESTIONS, ...HELD_OUT_QUESTIONS, ...OUTSIDE_QUESTIONS, ...FRESH_QUESTIONS].map((item) =>
        shapeOf(item.question),
      ),
    );
    expect(
      HELD_OUT_QUESTIONS_44.filter((item) => elsewhere.has(shapeOf(item.question))).map((item) => item.question),
    ).toEqual([]);
  });

  it("asks each form mostly of other companies than the first fresh set did", () => {
    const freshPairs = new Set(FRESH_QUESTIONS.flatMap((item) => item.about.map((symbol) => `${item.kind}:${symbol}`)));
    const pairs = answerable
      .filter((item) => item.about.length <= 3)
      .flatMap((item) => item.about.map((symbol) => `${item.kind}:${symbol}`));
    const shared = pairs.filter((pair) => freshPairs.has(pair));
    expect(shared.length).toBeLessThanOrEqual(pairs.length / 5);
  });
});

describe("the second held-out set's gaps", () => {
  const ofLack = (lack: HeldOut44Unanswerable["style"]) => unanswerable.filter(({ style }) => style === lack);

  it("spans at least fifteen kinds of gap", () => {
    expect(new Set(unanswerable.map(({ style }) => style)).size).toBeGreaterThanOrEqual(15);
  });

  it("asks about companies outside the data without naming a sample company in the question", () => {
    const outside = ofLack("otherCompany");
    expect(outside.length).toBeGreaterThanOrEqual(2);
    for (const item of outside) expect(companiesNamed(item.question), item.question).toEqual([]);
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

  it("asks a quarter that ended before the first quarter the data holds, of a year the annuals do hold", () => {
    const [item] = ofLack("quarterBefore");
    const symbol = item?.about[0] ?? "";
    const month = /quarter ending (\w+) (\d{4})/.exec(item?.question ?? "");
    const asked = `${month?.[2]}-${String(new Date(`${month?.[1]} 1, 2000`).getMonth() + 1).padStart(2, "0")}`;
    expect(asked).toBe("2022-08");
    expect(() => quarterEnding(symbol, asked, "revenue")).toThrow();
    expect(fiscalYears(symbol)).toContain(month?.[2]);
  });

  it("asks measures that do not apply to the company: the lines they need are empty in its statements", () => {
    const meaningless = ofLack("meaningless").map(({ about }) => about[0] ?? "");
    expect(meaningless).toEqual(["BRK.B", "META"]);
    expect(() => annual("BRK.B", "grossMargin", "2024")).toThrow();
    expect(() => yearEndLine("META", "inventory", latestYear("META"))).toThrow();
  });

  it("says for every gap what an honest first line names, and another gap's words do not pass for it", () => {
    const otherGap =
      "Intraday and live prices are not in the data, which holds daily closes; here is the latest close.";
    const noCompany = "The question names no company the data covers; name one to get its figures.";
    const notCovered = "That company is not in the data set.";
    for (const item of unanswerable) {
      expect(item.lacking.test(otherGap), item.question).toBe(false);
      expect(item.lacking.test(noCompany), item.question).toBe(false);
      expect(item.lacking.test(notCovered), item.question).toBe(false);
    }
  });
});
