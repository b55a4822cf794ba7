// Issue 44's fifth unseen set checked as an exam (not the assistant's answers to it): 60
// questions, 20 the data cannot answer over at least fifteen kinds of gap, every form and register
// the issue asks for, every expectation computable from the sample data, every gap a real gap
// checked empty in the data that a generic gap sentence does not pass for, and no question that is
// an earlier set's question with the names swapped.
import { describe, expect, it } from "vitest";
import { sampleFilings } from "../../areas/market/sample/sampleFilings";
import { SAMPLE_PROFILES } from "../../areas/market/sample/sampleProfiles.data";
import { companiesNamed } from "./answerGrading";
import { conversation, only, statementsOf, subjectOf, wordsAbout } from "./examData";
import { calendarYearSum, fiscalQuarter, mainValue, quarterEnding } from "./freshFigures";
import { FRESH_QUESTIONS } from "./freshQuestions";
import { HELD_OUT_QUESTIONS } from "./heldOutQuestions";
import { HELD_OUT_QUESTIONS_44 } from "./heldOutQuestions44";
import { INVESTOR_QUESTIONS } from "./investorQuestions";
import { OUTSIDE_QUESTIONS } from "./outsideQuestions";
import { examineQuestionSet } from "./questionSetExam";
import { shapeOf } from "./questionShape";
import { annual, fiscalYears, profileOf, SAMPLE_SYMBOLS } from "./sampleFigures";
import { UNSEEN_QUESTIONS_44 } from "./unseenQuestions44";
import { UNSEEN_QUESTIONS_44B } from "./unseenQuestions44b";
import {
  UNSEEN_QUESTIONS_44C,
  type Unseen44cAnswerable,
  type Unseen44cKind,
  type Unseen44cLack,
  type Unseen44cRegister,
  type Unseen44cUnanswerable,
} from "./unseenQuestions44c";

const answerable = UNSEEN_QUESTIONS_44C.filter((item): item is Unseen44cAnswerable => item.kind !== "unanswerable");
const unanswerable = UNSEEN_QUESTIONS_44C.filter((item): item is Unseen44cUnanswerable => item.kind === "unanswerable");
const ofKind = (kind: Unseen44cKind) => answerable.filter((item) => item.kind === kind);
const ofLack = (lack: Unseen44cLack) => {
  const items = unanswerable.filter(({ style }) => style === lack);
  expect(items.length, lack).toBe(1);
  return items[0] as Unseen44cUnanswerable;
};

/** Whether a statement line is empty in every year the data holds for a company. */
const emptyIn = (symbol: string, statement: "balance" | "income", line: string) =>
  statementsOf(symbol, "annual")[statement].every((row) => (row as unknown as Record<string, unknown>)[line] === null);

describe("the fifth unseen set's questions", () => {
  it("holds 60 questions, 20 of them unanswerable, each conversation asked once", () => {
    expect(UNSEEN_QUESTIONS_44C).toHaveLength(60);
    expect(answerable).toHaveLength(40);
    expect(unanswerable).toHaveLength(20);
    const texts = UNSEEN_QUESTIONS_44C.map(conversation);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it("asks about every covered company by itself or with at most two others", () => {
    const asked = new Set(UNSEEN_QUESTIONS_44C.filter(({ about }) => about.length <= 3).flatMap(({ about }) => about));
    expect(SAMPLE_SYMBOLS.filter((symbol) => !asked.has(symbol))).toEqual([]);
  });

  it("puts in every form and register the issue asks for", () => {
    const kinds: Unseen44cKind[] = [
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
      "sinceYear",
      "asOf",
      "ranking",
      "comparison",
      "yesNo",
      "definedMeasure",
      "multiPeriod",
      "followUp",
      "twoPart",
    ];
    for (const kind of kinds) expect(ofKind(kind).length, kind).toBeGreaterThan(0);
    const registers: Unseen44cRegister[] = ["terse", "typo", "ticker", "plain", "brief", "role"];
    for (const register of registers)
      expect(answerable.filter((item) => item.style === register).length, register).toBeGreaterThan(0);
    // A CAGR, a question with its own "since" and one with "as of".
    expect(answerable.some((item) => /compound|cagr/i.test(item.question))).toBe(true);
    expect(ofKind("sinceYear").every((item) => /\bsince 20\d\d\b/.test(item.question))).toBe(true);
    expect(ofKind("asOf").every((item) => /\bas of\b/i.test(item.question))).toBe(true);
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
    const inBillions = briefs.filter((item) => /\$bn|\bbillions\b/.test(item.question));
    expect(inBillions.length).toBeGreaterThan(1);
    for (const item of inBillions)
      for (const figure of item.expect().figures) expect(JSON.stringify(figure)).toContain('"scale":"billion"');
  });

  it("has a follow-up that switches company, one that points back with 'it', one that changes only the year", () => {
    const followUps = ofKind("followUp");
    const switched = only(
      followUps.filter((item) => {
        const before = (item.earlier ?? []).flatMap(companiesNamed);
        return companiesNamed(item.question).some((symbol) => !before.includes(symbol));
      }),
      "company-switching follow-ups",
    );
    // The switch keeps the earlier turn's year: the new company's figure of that year.
    const [earlierYear] = /20\d\d/.exec((switched.earlier ?? []).join(" ")) ?? [];
    expect(switched.expect().figures[0]?.label).toContain(`FY${earlierYear}`);
    const pointing = only(
      followUps.filter((item) => /\bit\b/.test(item.question) && companiesNamed(item.question).length === 0),
      "follow-ups pointing back",
    );
    expect(pointing.question).not.toMatch(/20\d\d/);
    const yearOnly = only(
      followUps.filter((item) => /^ok, same for fiscal \d{4}$/i.test(item.question)),
      "follow-ups changing the year",
    );
    const [newYear] = /\d{4}/.exec(yearOnly.question) ?? [];
    expect(yearOnly.expect().figures[0]?.label).toContain(`FY${newYear}`);
  });

  it("gives every yes/no question a verdict and a claim from the data, and both verdicts occur", () => {
    const verdicts = ofKind("yesNo").map((item) => item.expect());
    expect(verdicts.every(({ verdict, claim }) => (verdict === "yes" || verdict === "no") && claim)).toBe(true);
    expect(new Set(verdicts.map(({ verdict }) => verdict))).toEqual(new Set(["yes", "no"]));
  });

  it("names every ranked company's figure and a leader the question does not name first", () => {
    const rankings = [...ofKind("ranking"), ...ofKind("comparison")];
    expect(rankings.some(({ about }) => about.length === SAMPLE_SYMBOLS.length)).toBe(true);
    expect(rankings.some(({ question }) => /all the companies you cover/i.test(question))).toBe(true);
    for (const item of rankings) {
      const { leader, figures } = item.expect();
      expect(leader, item.question).toBeDefined();
      expect(
        figures.some((figure) => figure.label.startsWith(`${leader} `)),
        item.question,
      ).toBe(true);
    }
  });

  it("asks calendar years of off-calendar filers, which differ from every fiscal year's figure", () => {
    for (const item of ofKind("calendarPeriod")) {
      const symbol = subjectOf(item);
      const fiscalEnds = statementsOf(symbol, "annual").income.map((row) => row.date.slice(5));
      expect(fiscalEnds.some((monthDay) => monthDay !== "12-31")).toBe(true);
      const [calendar] = item.expect().figures;
      const measure = /sales|revenue/i.test(item.question) ? "revenue" : "netIncome";
      const fiscal = fiscalYears(symbol).map((year) => mainValue(annual(symbol, measure, year)));
      expect(fiscal, item.question).not.toContain(mainValue(calendar ?? calendarYearSum(symbol, "2024", measure)));
    }
  });

  it("asks a quarter by the month it ended (a fiscal quarter of another name), and a half year that is less than the whole", () => {
    const quarter = only(ofKind("quarter"), "quarters by month");
    const [figure] = quarter.expect().figures;
    expect(mainValue(figure ?? quarterEnding("ADBE", "2024-01", "revenue"))).toBe(
      mainValue(fiscalQuarter("ADBE", "Q3", "2024", "revenue")),
    );
    const half = only(ofKind("partYear"), "part years");
    const [part] = half.expect().figures;
    const whole = mainValue(annual(subjectOf(half), "netIncome", "2025"));
    expect(mainValue(part ?? annual("WMT", "netIncome", "2025"))).toBeLessThan(whole);
  });

  it("puts in a two-part question whose second part no profile, risk factor or statement line holds", () => {
    const lacking = only(
      ofKind("twoPart").filter((item) => item.expect().figures.some((figure) => figure.kind !== "number")),
      "two-part questions with a lacking part",
    );
    expect(wordsAbout(subjectOf(lacking))).not.toMatch(/barrel|production/);
  });

  it("asks a total shareholders' equity that is the whole of the equity line", () => {
    // The data's total equity and the stockholders' equity are one figure for the company asked.
    const lookup = answerable.find((item) => /shareholders equity/.test(item.question));
    const symbol = subjectOf(lookup ?? { about: [] });
    for (const row of statementsOf(symbol, "annual").balance)
      expect(row.totalStockholdersEquity, row.fiscalYear).toBe(row.totalEquity);
  });

  examineQuestionSet(UNSEEN_QUESTIONS_44C);

  it("has no two questions of one shape, here or in any of the repository's seven other sets", () => {
    const shapes = UNSEEN_QUESTIONS_44C.map((item) => shapeOf(item.question));
    expect(shapes.filter((shape, index) => shapes.indexOf(shape) !== index)).toEqual([]);
    const earlierSets = [
      FRESH_QUESTIONS,
      HELD_OUT_QUESTIONS,
      HELD_OUT_QUESTIONS_44,
      INVESTOR_QUESTIONS,
      OUTSIDE_QUESTIONS,
      UNSEEN_QUESTIONS_44,
      UNSEEN_QUESTIONS_44B,
    ];
    expect(earlierSets.every((set) => set.length > 0)).toBe(true);
    const elsewhere = new Set(
      earlierSets
        .flat()
        .flatMap((item: { question: string; earlier?: ReadonlyArray<string> }) => [
          shapeOf(item.question),
          ...(item.earlier ?? []).map(shapeOf),
        ]),
    );
    const repeated = UNSEEN_QUESTIONS_44C.flatMap((item) => [item.question, ...(item.earlier ?? [])]).filter((text) =>
      elsewhere.has(shapeOf(text)),
    );
    expect(repeated).toEqual([]);
  });
});

describe("the fifth unseen set's gaps", () => {
  it("spans at least fifteen kinds of gap", () => {
    expect(new Set(unanswerable.map(({ style }) => style)).size).toBeGreaterThanOrEqual(15);
  });

  it("asks for what no profile, risk factor or statement line of the company asked names", () => {
    const absent: ReadonlyArray<readonly [Unseen44cLack, RegExp]> = [
      ["geography", /north america|geograph|region|international/],
      ["productRevenue", /iphone ?revenue|product ?revenue|segment/],
      ["guidance", /guidance|outlook/],
      ["consensus", /consensus|estimate/],
      ["insiderTrades", /insider/],
      ["institutionalHolders", /institutional|13f/],
      ["shortInterest", /short interest/],
      ["impliedVolatility", /implied|volatility|option/],
      ["esg", /\besg\b|msci/],
      ["callRemarks", /earnings call|transcript/],
      ["creditRating", /credit rating|moody/],
      ["backlog", /backlog/],
      ["sameStoreSales", /comparable|same-store|comp sales/],
      ["dividendDates", /ex-dividend|record date/],
      ["mergerRumours", /takeover|merger|rumou?r/],
      ["insuranceMetric", /reserve|loss-adjustment/],
    ];
    for (const [lack, words] of absent) {
      const symbol = subjectOf(ofLack(lack));
      expect(wordsAbout(symbol), `${lack} (${symbol})`).not.toMatch(words);
    }
  });

  it("asks a bank's interest margin, which its statements leave empty", () => {
    const symbol = subjectOf(ofLack("bankMetric"));
    expect(profileOf(symbol).industry).toMatch(/bank/i);
    expect(emptyIn(symbol, "income", "interestIncome")).toBe(true);
  });

  it("lists no filing beyond annual and quarterly reports, so no insider (Form 4) or holder (13F) filing", () => {
    for (const lack of ["insiderTrades", "institutionalHolders"] as const) {
      const forms = new Set((sampleFilings(subjectOf(ofLack(lack))) ?? []).map((filing) => filing.formType));
      expect([...forms].sort()).toEqual(["10-K", "10-Q"]);
    }
  });

  it("asks for a fiscal year before the first the data holds, and a quarter after the last", () => {
    const before = ofLack("yearBefore");
    const [asked = ""] = /20\d\d/.exec(before.question) ?? [];
    expect(Number(fiscalYears(subjectOf(before))[0])).toBeGreaterThan(Number(asked));
    const after = ofLack("quarterAfter");
    expect(after.question).toMatch(/Q1 2025/);
    const [latest] = statementsOf(subjectOf(after), "quarter").income.map((row) => row.date);
    // The company closes its books in December: its Q1 2025 ends in March 2025, after the latest quarter held.
    expect(statementsOf(subjectOf(after), "annual").income[0]?.date.slice(5)).toBe("12-31");
    expect((latest ?? "") < "2025-03-31").toBe(true);
  });

  it("asks about a company outside the data without naming a sample company", () => {
    const other = ofLack("otherCompany");
    expect(companiesNamed(other.question)).toEqual([]);
    const names = SAMPLE_PROFILES.map((company) => `${company.companyName} ${company.symbol}`)
      .join(" ")
      .toLowerCase();
    expect(names).not.toMatch(/broadcom|avgo/);
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
