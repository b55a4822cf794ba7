// Issue 44's fourth unseen set checked as an exam (not the assistant's answers to it): 60
// questions, 20 the data cannot answer over at least twelve kinds of gap, every form and register
// the issue asks for, every expectation computable from the sample data, every gap a real gap in
// the data that a generic gap sentence does not pass for, and no question that is an earlier set's
// question with the names swapped.
import { describe, expect, it } from "vitest";
import { sampleFilings } from "../../areas/market/sample/sampleFilings";
import { SAMPLE_PRICE_ANCHORS } from "../../areas/market/sample/samplePrices.data";
import { SAMPLE_PROFILES } from "../../areas/market/sample/sampleProfiles.data";
import { companiesNamed, containsFigure } from "./answerGrading";
import { conversation, only, statementsOf } from "./examData";
import { calendarYearSum, fiscalQuarter, mainValue, quarterEnding } from "./freshFigures";
import { FRESH_QUESTIONS } from "./freshQuestions";
import { HELD_OUT_QUESTIONS } from "./heldOutQuestions";
import { HELD_OUT_QUESTIONS_44 } from "./heldOutQuestions44";
import { INVESTOR_QUESTIONS } from "./investorQuestions";
import { OUTSIDE_QUESTIONS } from "./outsideQuestions";
import { examineQuestionSet } from "./questionSetExam";
import { shapeOf } from "./questionShape";
import { annual, fiscalYears, lastClose, latestYear, profileOf, SAMPLE_SYMBOLS } from "./sampleFigures";
import { descriptionOf, latestRisks } from "./unseen44Figures";
import { UNSEEN_QUESTIONS_44 } from "./unseenQuestions44";
import {
  UNSEEN_QUESTIONS_44B,
  type Unseen44bAnswerable,
  type Unseen44bKind,
  type Unseen44bLack,
  type Unseen44bRegister,
  type Unseen44bUnanswerable,
} from "./unseenQuestions44b";

const answerable = UNSEEN_QUESTIONS_44B.filter((item): item is Unseen44bAnswerable => item.kind !== "unanswerable");
const unanswerable = UNSEEN_QUESTIONS_44B.filter((item): item is Unseen44bUnanswerable => item.kind === "unanswerable");
const ofKind = (kind: Unseen44bKind) => answerable.filter((item) => item.kind === kind);
const ofLack = (lack: Unseen44bLack) => {
  const items = unanswerable.filter(({ style }) => style === lack);
  expect(items.length, lack).toBeGreaterThan(0);
  return items;
};

describe("the fourth unseen set's questions", () => {
  it("holds 60 questions, 20 of them unanswerable, each conversation asked once", () => {
    expect(UNSEEN_QUESTIONS_44B).toHaveLength(60);
    expect(answerable).toHaveLength(40);
    expect(unanswerable).toHaveLength(20);
    const texts = UNSEEN_QUESTIONS_44B.map(conversation);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it("asks about every covered company by itself or with at most two others", () => {
    const asked = new Set(UNSEEN_QUESTIONS_44B.filter(({ about }) => about.length <= 3).flatMap(({ about }) => about));
    expect(SAMPLE_SYMBOLS.filter((symbol) => !asked.has(symbol))).toEqual([]);
  });

  it("puts in every form and register the issue asks for", () => {
    const kinds: Unseen44bKind[] = [
      "lookup",
      "trend",
      "growth",
      "average",
      "perShare",
      "shareOf",
      "ratio",
      "difference",
      "daysOf",
      "turnover",
      "calendarPeriod",
      "quarter",
      "partYear",
      "ranking",
      "comparison",
      "yesNo",
      "definedMeasure",
      "multiPeriod",
      "followUp",
      "twoPart",
      "risks",
      "moat",
      "valuation",
      "news",
      "filings",
    ];
    for (const kind of kinds) expect(ofKind(kind).length, kind).toBeGreaterThan(0);
    const registers: Unseen44bRegister[] = ["terse", "typo", "ticker", "plain", "brief", "role"];
    for (const register of registers)
      expect(answerable.filter((item) => item.style === register).length, register).toBeGreaterThan(0);
  });

  it("asks briefs at length and holds them to the rounding (and scale) they name", () => {
    const briefs = answerable.filter(({ style }) => style === "brief" || style === "role");
    expect(briefs.length).toBeGreaterThanOrEqual(4);
    for (const item of briefs) {
      expect(item.question.length, item.question).toBeGreaterThan(150);
      const asked = item.expect().figures;
      expect(asked.length, item.question).toBeGreaterThan(1);
      for (const figure of asked) expect(JSON.stringify(figure), item.question).toContain('"decimals"');
    }
    const inBillions = briefs.filter((item) => /\bbillions\b/.test(item.question));
    expect(inBillions.length).toBeGreaterThan(0);
    for (const item of inBillions)
      for (const figure of item.expect().figures) expect(JSON.stringify(figure)).toContain('"scale":"billion"');
  });

  it("has a follow-up that switches company to its own latest year, one that points back with 'that', one that changes only the year", () => {
    const followUps = ofKind("followUp");
    const switched = only(
      followUps.filter((item) => {
        const before = (item.earlier ?? []).flatMap(companiesNamed);
        return companiesNamed(item.question).some((symbol) => !before.includes(symbol));
      }),
      "company-switching follow-ups",
    );
    const [earlierYear] = /\b20\d\d\b/.exec((switched.earlier ?? []).join(" ")) ?? [];
    const [newCompany = ""] = companiesNamed(switched.question);
    // Inheriting the earlier turn's year would give another year's figure.
    expect(latestYear(newCompany)).not.toBe(earlierYear);
    expect(switched.expect().figures[0]?.label).toContain(`FY${latestYear(newCompany)}`);
    expect(followUps.some((item) => /\bthat\b/.test(item.question) && companiesNamed(item.question).length === 0)).toBe(
      true,
    );
    expect(followUps.some((item) => /^and fy\d\d\?$/i.test(item.question))).toBe(true);
  });

  it("gives every yes/no question a verdict and a claim from the data, and both verdicts occur", () => {
    const verdicts = ofKind("yesNo").map((item) => item.expect());
    expect(verdicts.every(({ verdict, claim }) => (verdict === "yes" || verdict === "no") && claim)).toBe(true);
    expect(new Set(verdicts.map(({ verdict }) => verdict))).toEqual(new Set(["yes", "no"]));
  });

  it("names every ranked company's figure and a leader the question does not name first", () => {
    const rankings = [...ofKind("ranking"), ...ofKind("comparison")];
    expect(rankings.some(({ about }) => about.length === SAMPLE_SYMBOLS.length)).toBe(true);
    for (const item of rankings) {
      const { leader, figures } = item.expect();
      expect(leader, item.question).toBeDefined();
      expect(
        figures.some((figure) => figure.label.startsWith(`${leader} `)),
        item.question,
      ).toBe(true);
    }
  });

  it("asks calendar years of off-calendar filers, which differ from their fiscal years", () => {
    for (const item of ofKind("calendarPeriod")) {
      const [symbol = ""] = item.about;
      expect(profileOf(symbol).symbol).toBe(symbol);
      const [calendar] = item.expect().figures;
      const measure = /revenue/i.test(item.question) ? "revenue" : "operatingIncome";
      const fiscal = fiscalYears(symbol).map((year) => mainValue(annual(symbol, measure, year)));
      expect(fiscal, item.question).not.toContain(mainValue(calendar ?? calendarYearSum(symbol, "2024", measure)));
    }
  });

  it("asks a quarter by the month it ended, and a half year that is less than the whole", () => {
    const [quarter] = only(ofKind("quarter"), "quarters by month").expect().figures;
    expect(mainValue(quarter ?? quarterEnding("NVDA", "2024-10", "netIncome"))).toBe(
      mainValue(fiscalQuarter("NVDA", "Q3", "2025", "netIncome")),
    );
    const [half] = only(ofKind("partYear"), "part years").expect().figures;
    expect(mainValue(half ?? annual("DIS", "operatingIncome", "2024"))).toBeLessThan(
      mainValue(annual("DIS", "operatingIncome", "2024")),
    );
  });

  it("grades risks and moats on the data's own words, news on the newest item, and filings with a source", () => {
    for (const item of ofKind("risks")) {
      const [symbol = ""] = item.about;
      const { figures, citesSourceOf } = item.expect();
      expect(citesSourceOf).toBe(symbol);
      for (const figure of figures) expect(containsFigure(latestRisks(symbol).join(" "), figure)).toBe(true);
    }
    for (const item of ofKind("moat")) {
      const [symbol = ""] = item.about;
      const { figures, citesSourceOf } = item.expect();
      expect(citesSourceOf).toBe(symbol);
      for (const figure of figures) expect(containsFigure(descriptionOf(symbol), figure)).toBe(true);
    }
    const filing = only(ofKind("filings"), "filings questions");
    const [newest] = sampleFilings(filing.about[0] ?? "") ?? [];
    expect(filing.question).toContain(newest?.formType ?? "none");
    expect(filing.expect().citesSourceOf).toBe(filing.about[0]);
  });

  it("puts in a two-part question whose second part no statement line holds", () => {
    const lacking = only(
      ofKind("twoPart").filter((item) => item.expect().figures.some((figure) => figure.kind !== "number")),
      "two-part questions with a lacking part",
    );
    const [symbol = ""] = lacking.about;
    const lines = Object.keys(statementsOf(symbol, "annual").income[0] ?? {})
      .join(" ")
      .toLowerCase();
    expect(lines).not.toMatch(/medical|loss ?ratio|mlr/);
  });

  examineQuestionSet(UNSEEN_QUESTIONS_44B);

  it("has no two questions of one shape, here or in any of the repository's other sets", () => {
    const shapes = UNSEEN_QUESTIONS_44B.map((item) => shapeOf(item.question));
    expect(shapes.filter((shape, index) => shapes.indexOf(shape) !== index)).toEqual([]);
    const elsewhere = new Set(
      [
        ...INVESTOR_QUESTIONS,
        ...HELD_OUT_QUESTIONS,
        ...OUTSIDE_QUESTIONS,
        ...FRESH_QUESTIONS,
        ...HELD_OUT_QUESTIONS_44,
        ...UNSEEN_QUESTIONS_44,
      ].flatMap((item) => [shapeOf(item.question), ...(item.earlier ?? []).map(shapeOf)]),
    );
    expect(
      UNSEEN_QUESTIONS_44B.filter((item) => elsewhere.has(shapeOf(item.question))).map((item) => item.question),
    ).toEqual([]);
  });
});

describe("the fourth unseen set's gaps", () => {
  it("spans at least twelve kinds of gap", () => {
    expect(new Set(unanswerable.map(({ style }) => style)).size).toBeGreaterThanOrEqual(12);
  });

  it("asks for balance-sheet and income lines the statements leave empty for the company asked", () => {
    const emptyIn = (symbol: string, statement: "balance" | "income", line: string) =>
      statementsOf(symbol, "annual")[statement].every(
        (row) => (row as unknown as Record<string, unknown>)[line] === null,
      );
    expect(emptyIn(ofLack("payables")[0]?.about[0] ?? "", "balance", "accountPayables")).toBe(true);
    expect(emptyIn(ofLack("debtMaturity")[0]?.about[0] ?? "", "balance", "shortTermDebt")).toBe(true);
    expect(emptyIn(ofLack("retainedEarnings")[0]?.about[0] ?? "", "balance", "retainedEarnings")).toBe(true);
    expect(emptyIn(ofLack("deferredRevenue")[0]?.about[0] ?? "", "balance", "deferredRevenue")).toBe(true);
    expect(emptyIn(ofLack("interestIncome")[0]?.about[0] ?? "", "income", "interestIncome")).toBe(true);
    expect(emptyIn(ofLack("meaningless")[0]?.about[0] ?? "", "income", "costOfRevenue")).toBe(true);
    expect(profileOf(ofLack("meaningless")[0]?.about[0] ?? "").industry).toMatch(/bank/i);
  });

  it("asks for a quarter and a price before the first the data holds, and a fiscal year after the last", () => {
    const [firstQuarter] = statementsOf("MSFT", "quarter")
      .income.map((row) => row.date)
      .sort();
    expect(ofLack("quarterBefore")[0]?.question).toMatch(/December 2022/);
    expect("2022-12-31" < (firstQuarter ?? "")).toBe(true);
    expect(ofLack("priceBefore")[0]?.question).toMatch(/2021/);
    // The sample prices run from the first quarter-end anchor; nothing in 2021.
    expect(mainValue(lastClose("CAT"))).toBeGreaterThan(0);
    expect(SAMPLE_PRICE_ANCHORS.CAT?.closes.length).toBe(9);
    expect(ofLack("yearAfter")[0]?.question).toMatch(/fiscal 2025/);
    expect(Number(latestYear("ADBE"))).toBeLessThan(2025);
  });

  it("asks about a company outside the data without naming or echoing a sample company", () => {
    for (const item of ofLack("otherCompany")) {
      expect(companiesNamed(item.question), item.question).toEqual([]);
      const names = SAMPLE_PROFILES.map((company) => company.companyName.toLowerCase()).join(" ");
      expect(names).not.toContain("servicenow");
    }
  });

  it("asks for what no profile, risk factor or statement line names: board, split, leases, pension, charge-offs, combined ratio, earnings dates", () => {
    const texts = SAMPLE_PROFILES.map((company) => `${company.description} ${company.industry}`)
      .concat(SAMPLE_SYMBOLS.flatMap((symbol) => latestRisks(symbol)))
      .join(" ")
      .toLowerCase();
    for (const word of [
      "board of directors",
      "stock split",
      "lease",
      "pension",
      "charge-off",
      "combined ratio",
      "earnings date",
    ])
      expect(texts, word).not.toContain(word);
  });

  it("says for every gap what an honest first line names, and a generic gap sentence does not pass for it", () => {
    const generic = [
      "That is not in the data.",
      "The sample data does not cover that.",
      "I can't answer that from the bundled data, which holds statements, prices, filings and news.",
      "The question names no company the data covers; name one to get its figures.",
      "That company is not in the data set.",
      "That measure is unknown, so there is no figure for it.",
      "Intraday and live prices are not in the data, which holds daily closes; here is the latest close.",
    ];
    for (const item of unanswerable)
      for (const sentence of generic) expect(item.lacking.test(sentence), `${item.question} / ${sentence}`).toBe(false);
  });
});
