// Issue 44's sixth unseen set checked as an exam (not the assistant's answers to it): 60
// questions, 20 the data cannot answer over at least fifteen kinds of gap, every form and register
// the issue asks for, every expectation computable from the sample data, every gap a real gap
// checked empty in the data (profile, risk factors, statement lines, filings and news) that a
// generic gap sentence does not pass for, and no question or earlier turn that is one of the eight
// earlier sets' with the names swapped.
import { describe, expect, it } from "vitest";
import { SAMPLE_AS_OF } from "../../areas/market/sample/sampleAsOf";
import { sampleFilings } from "../../areas/market/sample/sampleFilings";
import { SAMPLE_PROFILES } from "../../areas/market/sample/sampleProfiles.data";
import { companiesNamed } from "./answerGrading";
import { barsOf, conversation, only, statementsOf, subjectOf, wordsAbout } from "./examData";
import { calendarYearSum, fiscalQuarter, mainValue } from "./freshFigures";
import { FRESH_QUESTIONS } from "./freshQuestions";
import { HELD_OUT_QUESTIONS } from "./heldOutQuestions";
import { HELD_OUT_QUESTIONS_44 } from "./heldOutQuestions44";
import { INVESTOR_QUESTIONS } from "./investorQuestions";
import { OUTSIDE_QUESTIONS } from "./outsideQuestions";
import { examineQuestionSet } from "./questionSetExam";
import { shapeOf } from "./questionShape";
import { annual, fiscalYears, SAMPLE_SYMBOLS } from "./sampleFigures";
import { UNSEEN_QUESTIONS_44 } from "./unseenQuestions44";
import { UNSEEN_QUESTIONS_44B } from "./unseenQuestions44b";
import { UNSEEN_QUESTIONS_44C } from "./unseenQuestions44c";
import {
  UNSEEN_QUESTIONS_44D,
  type Unseen44dAnswerable,
  type Unseen44dKind,
  type Unseen44dLack,
  type Unseen44dRegister,
  type Unseen44dUnanswerable,
} from "./unseenQuestions44d";

const answerable = UNSEEN_QUESTIONS_44D.filter((item): item is Unseen44dAnswerable => item.kind !== "unanswerable");
const unanswerable = UNSEEN_QUESTIONS_44D.filter((item): item is Unseen44dUnanswerable => item.kind === "unanswerable");
const ofKind = (kind: Unseen44dKind) => answerable.filter((item) => item.kind === kind);
const ofLack = (lack: Unseen44dLack) => {
  const items = unanswerable.filter(({ style }) => style === lack);
  expect(items.length, lack).toBe(1);
  return items[0] as Unseen44dUnanswerable;
};

const DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{2})\b/;

describe("the sixth unseen set's questions", () => {
  it("holds 60 questions, 20 of them unanswerable, each conversation asked once", () => {
    expect(UNSEEN_QUESTIONS_44D).toHaveLength(60);
    expect(answerable).toHaveLength(40);
    expect(unanswerable).toHaveLength(20);
    const texts = UNSEEN_QUESTIONS_44D.map(conversation);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it("asks about every covered company by itself or with at most two others", () => {
    const asked = new Set(UNSEEN_QUESTIONS_44D.filter(({ about }) => about.length <= 3).flatMap(({ about }) => about));
    expect(SAMPLE_SYMBOLS.filter((symbol) => !asked.has(symbol))).toEqual([]);
  });

  it("puts in every form and register the issue asks for", () => {
    const kinds: Unseen44dKind[] = [
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
      "price",
      "ranking",
      "comparison",
      "yesNo",
      "definedMeasure",
      "multiPeriod",
      "followUp",
      "twoPart",
    ];
    for (const kind of kinds) expect(ofKind(kind).length, kind).toBeGreaterThan(0);
    const registers: Unseen44dRegister[] = ["terse", "typo", "ticker", "plain", "brief", "role"];
    for (const register of registers)
      expect(answerable.filter((item) => item.style === register).length, register).toBeGreaterThan(0);
    // A CAGR, a question with its own "since", one with "as of", a half year and nine months.
    expect(answerable.some((item) => /compo?und|cagr/i.test(item.question))).toBe(true);
    expect(ofKind("sinceYear").every((item) => /\bsince 20\d\d\b/.test(item.question))).toBe(true);
    expect(ofKind("asOf").every((item) => /\bas of\b/i.test(item.question))).toBe(true);
    const parts = ofKind("partYear").map((item) => item.question);
    expect(parts.some((question) => /\bH1\b|first half/i.test(question))).toBe(true);
    expect(parts.some((question) => /nine months/i.test(question))).toBe(true);
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

  it("has follow-ups that switch company, point back with 'that', change only the year, ask why and ask per share", () => {
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
      followUps.filter((item) => /\bthat\b/.test(item.question) && companiesNamed(item.question).length === 0),
      "follow-ups pointing back",
    );
    expect(pointing.question).not.toMatch(/20\d\d/);
    const yearOnly = only(
      followUps.filter((item) => /^same thing, fy\d{4}$/i.test(item.question)),
      "follow-ups changing the year",
    );
    const [newYear] = /\d{4}/.exec(yearOnly.question) ?? [];
    expect(yearOnly.expect().figures[0]?.label).toContain(`FY${newYear}`);
    only(
      followUps.filter((item) => /^why\b/i.test(item.question)),
      "follow-ups asking why",
    );
    const perShare = only(
      followUps.filter((item) => /per (?:diluted )?share/i.test(item.question)),
      "follow-ups asking per share",
    );
    expect(perShare.expect().figures[0]?.label).toContain("per diluted share");
  });

  it("gives every yes/no question a verdict and a claim from the data, and both verdicts occur", () => {
    const verdicts = ofKind("yesNo").map((item) => item.expect());
    expect(verdicts.every(({ verdict, claim }) => (verdict === "yes" || verdict === "no") && claim)).toBe(true);
    expect(new Set(verdicts.map(({ verdict }) => verdict))).toEqual(new Set(["yes", "no"]));
    // A threshold, an "every year since" and one company's figure against another's.
    const questions = ofKind("yesNo").map((item) => item.question);
    expect(questions.some((question) => /\$\d+ billion|\d+x\b/.test(question))).toBe(true);
    expect(questions.some((question) => /every (?:year|fy) since/i.test(question))).toBe(true);
    expect(ofKind("yesNo").some((item) => item.about.length === 2)).toBe(true);
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

  it("asks calendar years of off-calendar filers, which differ from every fiscal year's figure", () => {
    for (const item of ofKind("calendarPeriod")) {
      const symbol = subjectOf(item);
      const fiscalEnds = statementsOf(symbol, "annual").income.map((row) => row.date.slice(5));
      expect(fiscalEnds.some((monthDay) => monthDay !== "12-31")).toBe(true);
      const [calendar] = item.expect().figures;
      const measure = /operating income/i.test(item.question) ? "operatingIncome" : "netIncome";
      const fiscal = fiscalYears(symbol).map((year) => mainValue(annual(symbol, measure, year)));
      expect(fiscal, item.question).not.toContain(mainValue(calendar ?? calendarYearSum(symbol, "2024", measure)));
    }
  });

  it("asks a quarter by the month it ended, which the company names as another fiscal quarter", () => {
    const quarter = only(ofKind("quarter"), "quarters by month");
    const [figure] = quarter.expect().figures;
    // March 2024 closes a calendar first quarter, but Visa's fiscal year starts in October: its Q2.
    expect(figure?.label).toBe(fiscalQuarter("V", "Q2", "2024", "netIncome").label);
    expect(mainValue(figure ?? annual("V", "netIncome", "2024"))).toBe(
      mainValue(fiscalQuarter("V", "Q2", "2024", "netIncome")),
    );
  });

  it("asks parts of a fiscal year that are more than a quarter and, where the year is held, less than it", () => {
    for (const item of ofKind("partYear")) {
      const symbol = subjectOf(item);
      const [part] = item.expect().figures;
      const value = mainValue(part ?? annual(symbol, "revenue", latestYearOf(symbol)));
      const measure = /net income/i.test(item.question) ? "netIncome" : "revenue";
      const first = mainValue(fiscalQuarter(symbol, "Q1", fiscalYearAsked(item.question), measure));
      expect(value, item.question).toBeGreaterThan(first);
      if (fiscalYears(symbol).includes(fiscalYearAsked(item.question)))
        expect(value).toBeLessThan(mainValue(annual(symbol, measure, fiscalYearAsked(item.question))));
    }
  });

  it("asks prices on dates the daily prices hold, and a 52-week range the last year of prices gives", () => {
    for (const item of [...ofKind("price"), ...ofKind("asOf")]) {
      const bars = barsOf(subjectOf(item));
      expect(bars.length, item.question).toBeGreaterThan(252);
      const dates = [...item.question.matchAll(new RegExp(DATE, "g"))].map(
        ([, month, day, year]) => `20${year}-${month?.padStart(2, "0")}-${day?.padStart(2, "0")}`,
      );
      for (const date of dates)
        expect(
          bars.some((bar) => bar.date === date),
          `${item.question}: ${date}`,
        ).toBe(true);
    }
    const asOf = only(ofKind("asOf"), "as-of closes");
    expect(asOf.expect().figures[0]?.label).toContain("2024-09-30");
  });

  it("puts in a two-part question whose second part the data does not hold", () => {
    const lacking = only(
      ofKind("twoPart").filter((item) => item.expect().figures.some((figure) => figure.kind !== "number")),
      "two-part questions with a lacking part",
    );
    expect(wordsAbout(subjectOf(lacking))).not.toMatch(/searches|queries|search volume/);
  });

  examineQuestionSet(UNSEEN_QUESTIONS_44D);

  it("has no two questions of one shape, here or in any of the repository's eight other sets, earlier turns included", () => {
    const turns = (item: { question: string; earlier?: ReadonlyArray<string> }) => [
      item.question,
      ...(item.earlier ?? []),
    ];
    const shapes = UNSEEN_QUESTIONS_44D.flatMap(turns).map(shapeOf);
    expect(shapes.filter((shape, index) => shapes.indexOf(shape) !== index)).toEqual([]);
    const earlierSets = [
      FRESH_QUESTIONS,
      HELD_OUT_QUESTIONS,
      HELD_OUT_QUESTIONS_44,
      INVESTOR_QUESTIONS,
      OUTSIDE_QUESTIONS,
      UNSEEN_QUESTIONS_44,
      UNSEEN_QUESTIONS_44B,
      UNSEEN_QUESTIONS_44C,
    ];
    expect(earlierSets.every((set) => set.length > 0)).toBe(true);
    const elsewhere = new Set(
      earlierSets
        .flat()
        .flatMap((item: { question: string; earlier?: ReadonlyArray<string> }) => turns(item).map(shapeOf)),
    );
    const repeated = UNSEEN_QUESTIONS_44D.flatMap(turns).filter((text) => elsewhere.has(shapeOf(text)));
    expect(repeated).toEqual([]);
  });
});

/** The fiscal year a question names ("FY25", "fiscal 2025"). */
function fiscalYearAsked(question: string): string {
  const [, short, long] = /\bFY(\d\d)\b|\bfiscal (20\d\d)\b/i.exec(question) ?? [];
  return long ?? (short ? `20${short}` : "");
}

const latestYearOf = (symbol: string) => fiscalYears(symbol).at(-1) ?? "";

describe("the sixth unseen set's gaps", () => {
  it("spans at least fifteen kinds of gap, none of them the fifth set's", () => {
    const kinds = new Set(unanswerable.map(({ style }) => style));
    expect(kinds.size).toBeGreaterThanOrEqual(15);
    const fifth = new Set(UNSEEN_QUESTIONS_44C.flatMap((item) => (item.kind === "unanswerable" ? [item.style] : [])));
    expect([...kinds].filter((kind) => fifth.has(kind as never))).toEqual([]);
  });

  it("asks for what no profile, risk factor, statement line, filing or news item of the company names", () => {
    const absent: ReadonlyArray<readonly [Unseen44dLack, RegExp]> = [
      ["executivePay", /proxy|salary|executive (?:pay|compensation)|total comp\b|def 14a/],
      ["operatingKpi", /gross dollar volume|\bgdv\b/],
      ["storeCount", /\d[\d,]*\s+(?:warehouses|locations|clubs)|number of warehouses|warehouse count/],
      ["patents", /patent/],
      ["buybackAuthorization", /authori[sz]/],
      ["exchangeRates", /\beuros?\b|exchange rate/],
      ["advice", /recommend|analyst rating|price target|\bupgrade|\bdowngrade/],
      ["customerConcentration", /\d+(?:\.\d+)?\s?%\s+of (?:revenue|sales)|largest customer|percent of revenue/],
      ["supplierNames", /foxconn|hon hai|pegatron|luxshare|wistron/],
      ["dealTerms", /purchase price|price paid|(?:paid|for|valued at) \$/],
      ["productPricing", /per month|a month|standard plan|monthly price/],
      ["litigationReserve", /reserve|accru|set aside|\$[\d.]+ billion (?:for|to settle)/],
      ["drugPipeline", /orforglipron|phase 3|phase iii|readout/],
      ["auditor", /audit|ernst|deloitte|kpmg|pricewaterhouse|\bpwc\b/],
    ];
    for (const [lack, words] of absent) {
      const symbol = subjectOf(ofLack(lack));
      expect(wordsAbout(symbol), `${lack} (${symbol})`).not.toMatch(words);
    }
  });

  it("names the deal and the customers it asks about, whose figures the data leaves out", () => {
    // The description names the Pioneer acquisition and the risks a few large customers: the
    // question is about them, and the data gives neither a price nor a share.
    expect(wordsAbout(subjectOf(ofLack("dealTerms")))).toMatch(/pioneer/);
    expect(wordsAbout(subjectOf(ofLack("customerConcentration")))).toMatch(/large cloud customers/);
  });

  it("asks the macro question about no company, and no company's data names treasury yields", () => {
    const macro = ofLack("macro");
    expect(macro.about).toEqual([]);
    expect(companiesNamed(macro.question)).toEqual([]);
    for (const symbol of SAMPLE_SYMBOLS) expect(wordsAbout(symbol), symbol).not.toMatch(/treasury|10-year|yield curve/);
  });

  it("lists no filing beyond annual and quarterly reports, so no proxy statement for executive pay", () => {
    const forms = new Set((sampleFilings(subjectOf(ofLack("executivePay"))) ?? []).map((filing) => filing.formType));
    expect([...forms].sort()).toEqual(["10-K", "10-Q"]);
  });

  it("keeps every statement in US dollars, so no figure in euros", () => {
    const symbol = subjectOf(ofLack("exchangeRates"));
    for (const kind of ["annual", "quarter"] as const)
      expect(new Set(statementsOf(symbol, kind).income.map((row) => row.reportedCurrency))).toEqual(new Set(["USD"]));
  });

  it("asks a quarterly line the quarterly statements leave empty", () => {
    const symbol = subjectOf(ofLack("quarterLine"));
    const quarters = statementsOf(symbol, "quarter").income;
    expect(quarters.some((row) => row.date.startsWith("2024-09"))).toBe(true);
    expect(quarters.every((row) => row.researchAndDevelopmentExpenses === null)).toBe(true);
    // The annual statements do hold the line: the gap is the quarter's, not the company's.
    expect(statementsOf(symbol, "annual").income.every((row) => row.researchAndDevelopmentExpenses !== null)).toBe(
      true,
    );
  });

  it("asks a price before the first daily close, and a prediction past the last", () => {
    const before = ofLack("priceBeforeRange");
    const [, month = "", day = "", year = ""] = DATE.exec(before.question) ?? [];
    const asked = `20${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
    expect((barsOf(subjectOf(before))[0]?.date ?? "") > asked).toBe(true);
    const after = ofLack("pricePrediction");
    expect((barsOf(subjectOf(after)).at(-1)?.date ?? "9999") <= SAMPLE_AS_OF.slice(0, 10)).toBe(true);
  });

  it("asks a fiscal year after the latest the data holds, and a quarter before the first", () => {
    const after = ofLack("yearAfter");
    const [asked = ""] = /20\d\d/.exec(after.question) ?? [];
    const symbol = subjectOf(after);
    expect(fiscalYears(symbol)).not.toContain(asked);
    // Its fiscal year ends in June: fiscal 2025 closes after the set's cut-off.
    expect(statementsOf(symbol, "annual").income[0]?.date.slice(5)).toBe("06-30");
    expect(SAMPLE_AS_OF.slice(0, 10) < `${asked}-06-30`).toBe(true);
    const before = ofLack("quarterBefore");
    const quarters = statementsOf(subjectOf(before), "quarter").income.map((row) => row.date);
    expect(quarters.every((date) => date > "2022-09-30")).toBe(true);
  });

  it("asks about real companies only among the covered ones, and names no other", () => {
    const names = SAMPLE_PROFILES.map((company) => `${company.companyName} ${company.symbol}`)
      .join(" ")
      .toLowerCase();
    expect(names).not.toMatch(/pioneer natural/);
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
      "I couldn't find that figure in the statements.",
    ];
    for (const item of unanswerable)
      for (const sentence of generic) expect(item.lacking.test(sentence), `${item.question} / ${sentence}`).toBe(false);
  });
});
