// The investor benchmark checked as an exam: big and broad enough, every expectation computable
// from the sample data, and a grader that finds a figure however it is written and no other.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  admitsGapFirst,
  COMPANY_NAMES,
  companiesNamed,
  containsFigure,
  firstSentence,
  gradeAnswer,
  gradeGap,
  namedFirst,
  putsFirst,
} from "./answerGrading";
import { type AnswerableQuestion, INVESTOR_QUESTIONS, type QuestionKind } from "./investorQuestions";
import { hasValue } from "./questionSetExam";
import { annual, type Figure, SAMPLE_SYMBOLS } from "./sampleFigures";

const answerable = INVESTOR_QUESTIONS.filter((item): item is AnswerableQuestion => item.kind !== "unanswerable");
const unanswerable = INVESTOR_QUESTIONS.filter((item) => item.kind === "unanswerable");

describe("the investor benchmark's questions", () => {
  it("holds at least 200 questions, 40 of them ones the data cannot answer, each asked once", () => {
    expect(INVESTOR_QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(unanswerable.length).toBeGreaterThanOrEqual(40);
    const texts = INVESTOR_QUESTIONS.map((item) => [...(item.earlier ?? []), item.question].join(" / "));
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it("asks about every sample company, and every company has the names the grader knows it by", () => {
    const asked = new Set(answerable.flatMap((item) => item.about));
    expect(SAMPLE_SYMBOLS.filter((symbol) => !asked.has(symbol))).toEqual([]);
    expect(Object.keys(COMPANY_NAMES).sort()).toEqual([...SAMPLE_SYMBOLS].sort());
  });

  it("covers every kind of question, with follow-ups and every kind of gap", () => {
    const kinds: QuestionKind[] = [
      "value",
      "trend",
      "growth",
      "compare",
      "rank",
      "shareOf",
      "profile",
      "priceChange",
      "derived",
      "unanswerable",
    ];
    for (const kind of kinds)
      expect(
        INVESTOR_QUESTIONS.some((item) => item.kind === kind),
        kind,
      ).toBe(true);
    expect(INVESTOR_QUESTIONS.filter((item) => item.earlier?.length).length).toBeGreaterThanOrEqual(10);
    const gaps = new Set(unanswerable.map((item) => (item.kind === "unanswerable" ? item.lacks : "")));
    expect([...gaps].sort()).toEqual(["absent", "advice", "company", "forecast", "intraday", "segment", "year"]);
  });

  it("computes every answerable question's figures from the sample data, none empty", () => {
    for (const item of answerable) {
      const expectation = item.expect();
      expect(expectation.figures.length, item.question).toBeGreaterThan(0);
      for (const figure of expectation.figures)
        expect(hasValue(figure), `${item.question}: ${figure.label}`).toBe(true);
    }
  });

  it("names a comparison's leader after another company, so echoing the question's order cannot pass", () => {
    for (const item of answerable) {
      const { leader } = item.expect();
      if (!leader) continue;
      expect(item.about, item.question).toContain(leader);
      expect(namedFirst(item.question, item.about), item.question).not.toBe(leader);
    }
  });

  it("names in an unanswerable question no sample company beyond those it is about", () => {
    for (const item of INVESTOR_QUESTIONS) {
      expect(
        companiesNamed(item.question).filter((symbol) => !item.about.includes(symbol)),
        item.question,
      ).toEqual([]);
    }
  });
});

const usd = (value: number): Figure => ({ kind: "number", label: "figure", value, unit: "usd" });
const percent = (value: number): Figure => ({ kind: "number", label: "figure", value, unit: "percent" });
const ratio = (value: number): Figure => ({ kind: "number", label: "figure", value, unit: "ratio" });

const grouped = (whole: number) => Math.trunc(whole).toLocaleString("en-US");

/** The usual ways a dollar amount is written, at about three significant figures or more. */
const dollarWritings = (value: number): string[] => [
  `$${(value / 1e9).toFixed(1)} billion`,
  `$${(value / 1e9).toFixed(2)}B`,
  `${(value / 1e9).toFixed(1)} bn`,
  `US$${(value / 1e9).toFixed(1)}bn`,
  `${grouped(Math.round(value / 1e6))}`,
  `$${grouped(Math.round(value / 1e6))} million`,
  `$${(value / 1e6).toFixed(0)}M`,
];

describe("the figure matcher", () => {
  // From $10 billion, so one decimal in billions keeps three significant figures.
  const amount = fc.integer({ min: 10_000, max: 4_000_000 }).map((millions) => millions * 1e6 + 123_456);

  it("finds a dollar amount however it is written, in a sentence", () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 6 }), (value, way) => {
        const written = dollarWritings(value)[way] ?? "";
        return containsFigure(`Revenue was ${written} in fiscal 2024.`, usd(value));
      }),
    );
  });

  it("does not take a different amount for it", () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 6 }), fc.constantFrom(0.9, 0.97, 1.03, 1.25), (value, way, off) => {
        const written = dollarWritings(value * off)[way] ?? "";
        return !containsFigure(`Revenue was ${written} in fiscal 2024.`, usd(value));
      }),
    );
  });

  it("finds a percentage written with one or two decimals, with or without a space", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 300, noNaN: true }),
        fc.constantFrom("%", " %", " percent"),
        fc.constantFrom(1, 2),
        (value, sign, decimals) => containsFigure(`margin of ${value.toFixed(decimals)}${sign}`, percent(value)),
      ),
    );
  });

  it("does not take a percentage a tenth of a point or more away", () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 300, noNaN: true }), fc.constantFrom(-1, 1), (value, side) => {
        const other = value + side * Math.max(0.1, value * 0.02);
        return !containsFigure(`margin of ${other.toFixed(1)}%`, percent(value));
      }),
    );
  });

  it("finds a multiple written as 0.46x, 0.46×, 0.46 times or 46%", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 40, noNaN: true }), fc.constantFrom("x", "×", " times"), (value, sign) =>
        containsFigure(`debt-to-equity of ${value.toFixed(2)}${sign}`, ratio(value)),
      ),
    );
    expect(containsFigure("debt is 46.2% of equity", ratio(0.4623))).toBe(true);
    expect(containsFigure("debt-to-equity of 0.52x", ratio(0.4623))).toBe(false);
  });

  it("takes a loss written without its sign, and a bare table of $ millions", () => {
    expect(containsFigure("a net loss of $22.8 billion", usd(-22_819e6))).toBe(true);
    expect(containsFigure("| FY2022 | 394,328 |", usd(394_328e6))).toBe(true);
  });

  it("holds a figure to the rounding the question asks for", () => {
    const asked: Figure = {
      kind: "number",
      label: "EBITDA",
      value: 105_385e6,
      unit: "usd",
      decimals: 1,
      scale: "billion",
    };
    expect(containsFigure("EBITDA was $105.4 billion", asked)).toBe(true);
    expect(containsFigure("EBITDA was $105.39 billion", asked)).toBe(false);
    expect(containsFigure("EBITDA was $105,385 million", asked)).toBe(false);
  });

  it("reads neither a year nor a fiscal label as a figure, and wants about three significant figures", () => {
    expect(containsFigure("in FY2024", { kind: "number", label: "n", value: 2024, unit: "count" })).toBe(false);
    expect(containsFigure("revenue of about $400 billion", usd(391_035e6))).toBe(false);
    expect(containsFigure("revenue of $391 billion", usd(391_035e6))).toBe(true);
  });

  it("finds a person by the words of the name, not the initials", () => {
    const buffett: Figure = { kind: "text", label: "CEO", text: "Warren E. Buffett" };
    expect(containsFigure("Berkshire is run by Warren Buffett.", buffett)).toBe(true);
    expect(containsFigure("Berkshire is run by Greg Abel.", buffett)).toBe(false);
  });

  it("computes an expectation from the data: Apple's fiscal 2024 revenue is found as the filings write it", () => {
    expect(
      containsFigure("Apple's revenue was $391.0 billion in fiscal 2024.", annual("AAPL", "revenue", "2024")),
    ).toBe(true);
  });
});

describe("the grader", () => {
  it("knows a company by its name, a distinctive word or its ticker, and not by a word inside another", () => {
    expect(companiesNamed("Costco and NVDA beat Berkshire Hathaway")).toEqual(["NVDA", "BRK.B", "COST"]);
    expect(companiesNamed("metadata in the pineapple cost center")).toEqual([]);
  });

  it("fails a right figure attributed beside a company not asked about", () => {
    const expectation = { figures: [usd(391_035e6)] };
    expect(gradeAnswer("Apple: revenue $391.0B.", expectation, ["AAPL"]).ok).toBe(true);
    const grade = gradeAnswer("Apple: revenue $391.0B. Microsoft: $245.1B.", expectation, ["AAPL"]);
    expect(grade.missing).toEqual(["names MSFT, not asked about"]);
  });

  it("wants the verdict on the company that leads, not one that leads on another measure", () => {
    const compared = ["AAPL", "MSFT"];
    expect(putsFirst("Microsoft grew faster: 15.7% against Apple's 2.0%.", "MSFT", compared)).toBe(true);
    expect(
      putsFirst("- Microsoft: up 15.7%\n- Apple: up 2.0%\nApple's revenue is the higher: $391.0B.", "MSFT", compared),
    ).toBe(false);
    expect(putsFirst("1. Microsoft 15.7%\n2. Apple 2.0%", "MSFT", compared)).toBe(true);
  });

  it("hears a plain honest first sentence, and not a substitute answer", () => {
    const honest = [
      "Ford is not in the offline data set (26 companies).",
      "The data covers fiscal 2020–2024, so fiscal 2015 is outside it.",
      "Moatwise does not forecast; here are the last five years.",
      "Segment figures are not in the data.",
      "Moatwise gives no buy or sell advice; here is how they compare.",
      "I don't have intraday prices: the data holds daily closes.",
      "## Tesla\nTesla isn't covered by the sample data.",
    ];
    for (const answer of honest) expect(admitsGapFirst(answer), answer).toBe(true);
    const substitutes = [
      "Here is what Moatwise's local material says:\n1. Johnson & Johnson revenue was $88.8 billion.",
      "**Apple Inc.**, computed from its annual statements:\n- Revenue was $391.0B in fiscal 2024.",
    ];
    for (const answer of substitutes) expect(admitsGapFirst(answer), answer).toBe(false);
  });

  it("lets an honest answer say what the data covers, but not quote another company as the answer", () => {
    expect(gradeGap("TSLA is not in the data, which covers 26 companies (such as Apple Inc.).", []).ok).toBe(true);
    expect(gradeGap("Ford is not in the data. Johnson & Johnson's revenue was $88.8 billion.", []).ok).toBe(false);
  });

  it("reads the first sentence past a heading and markdown marks", () => {
    expect(firstSentence("## Ford\n**Ford is not covered.** Here is more.")).toBe("Ford\nFord is not covered.");
    expect(firstSentence("Revenue was $391.0 billion. It rose 2.0%.")).toBe("Revenue was $391.0 billion.");
  });
});
