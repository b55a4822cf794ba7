// Issue 44's seventh unseen set checked as an exam (not the assistant's answers to it): 60
// questions, 20 the data cannot answer over at least fifteen kinds of gap none of the earlier sets',
// every form and register the issue asks for, every expectation computable from the sample data,
// every gap a real gap checked empty in the data (profile, risk factors, statement lines, filings
// and news) that a generic gap sentence does not pass for, and no question or earlier turn that is
// one of the nine earlier sets' with the names swapped.
import { describe, expect, it } from "vitest";
import { sampleFilings } from "../../areas/market/sample/sampleFilings";
import { samplePriceBars } from "../../areas/market/sample/samplePrices";
import { SAMPLE_PROFILES } from "../../areas/market/sample/sampleProfiles.data";
import { companiesNamed } from "./answerGrading";
import { barsOf, only, statementsOf, subjectOf, wordsAbout } from "./examData";
import { calendarYearSum, fiscalQuarter, mainValue } from "./freshFigures";
import { FRESH_QUESTIONS } from "./freshQuestions";
import { HELD_OUT_QUESTIONS } from "./heldOutQuestions";
import { HELD_OUT_QUESTIONS_44 } from "./heldOutQuestions44";
import { INVESTOR_QUESTIONS } from "./investorQuestions";
import { OUTSIDE_QUESTIONS } from "./outsideQuestions";
import { examineQuestionSet, examineUnseenSet, GENERIC_GAP_SENTENCES } from "./questionSetExam";
import { annual, fiscalYears, profileOf, SAMPLE_SYMBOLS } from "./sampleFigures";
import { UNSEEN_QUESTIONS_44 } from "./unseenQuestions44";
import { UNSEEN_QUESTIONS_44B } from "./unseenQuestions44b";
import { UNSEEN_QUESTIONS_44C } from "./unseenQuestions44c";
import { UNSEEN_QUESTIONS_44D } from "./unseenQuestions44d";
import {
  UNSEEN_QUESTIONS_44E,
  type Unseen44eAnswerable,
  type Unseen44eKind,
  type Unseen44eLack,
  type Unseen44eRegister,
  type Unseen44eUnanswerable,
} from "./unseenQuestions44e";

const answerable = UNSEEN_QUESTIONS_44E.filter((item): item is Unseen44eAnswerable => item.kind !== "unanswerable");
const unanswerable = UNSEEN_QUESTIONS_44E.filter((item): item is Unseen44eUnanswerable => item.kind === "unanswerable");
const ofKind = (kind: Unseen44eKind) => answerable.filter((item) => item.kind === kind);
const ofLack = (lack: Unseen44eLack) => {
  const items = unanswerable.filter(({ style }) => style === lack);
  expect(items.length, lack).toBe(1);
  return items[0] as Unseen44eUnanswerable;
};

/** The year before a fiscal year the data holds. */
const yearBefore = (symbol: string, year: string) => fiscalYears(symbol)[fiscalYears(symbol).indexOf(year) - 1];

describe("the seventh unseen set's questions", () => {
  it("puts in every form and register the issue asks for", () => {
    const kinds: Unseen44eKind[] = [
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
    const registers: Unseen44eRegister[] = ["terse", "typo", "ticker", "plain", "brief", "role"];
    for (const register of registers)
      expect(answerable.filter((item) => item.style === register).length, register).toBeGreaterThan(0);
    // A CAGR, questions with their own "since", one with "as of", a first half and nine months.
    expect(answerable.some((item) => /compound annual|cagr/i.test(item.question))).toBe(true);
    expect(ofKind("sinceYear").every((item) => /\bsince (?:fy)?20\d\d\b/i.test(item.question))).toBe(true);
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
    const inBillions = briefs.filter((item) => /\bbillions\b/.test(item.question));
    expect(inBillions.length).toBeGreaterThan(0);
    for (const item of inBillions)
      for (const figure of item.expect().figures) expect(JSON.stringify(figure)).toContain('"scale":"billion"');
  });

  it("has follow-ups that switch company, step a year back, take a share of the answer before, and follow two turns", () => {
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
    const stepBack = only(
      followUps.filter((item) => /\ba year before\b/i.test(item.question)),
      "follow-ups a year back",
    );
    const [askedYear = ""] = /20\d\d/.exec((stepBack.earlier ?? []).join(" ")) ?? [];
    expect(stepBack.question).not.toMatch(/20\d\d/);
    expect(stepBack.expect().figures[0]?.label).toContain(`FY${yearBefore(subjectOf(stepBack), askedYear)}`);
    const shareOfBefore = only(
      followUps.filter((item) => /\bshare of\b/i.test(item.question) && /\bthat\b/.test(item.question)),
      "follow-ups taking a share of the answer before",
    );
    expect(shareOfBefore.expect().figures[0]?.label).toContain("buybacks / freeCashFlow");
    const twoTurns = only(
      followUps.filter((item) => (item.earlier ?? []).length === 2),
      "follow-ups after two turns",
    );
    expect(twoTurns.question).not.toMatch(/20\d\d/);
  });

  it("gives every yes/no question a verdict and a claim from the data, and both verdicts occur", () => {
    const verdicts = ofKind("yesNo").map((item) => item.expect());
    expect(verdicts.every(({ verdict, claim }) => (verdict === "yes" || verdict === "no") && claim)).toBe(true);
    expect(new Set(verdicts.map(({ verdict }) => verdict))).toEqual(new Set(["yes", "no"]));
    // A doubling, a ceiling, "each year from ... through" and one company's figure against another's.
    const questions = ofKind("yesNo").map((item) => item.question);
    expect(questions.some((question) => /double/i.test(question))).toBe(true);
    expect(questions.some((question) => /under \d/i.test(question))).toBe(true);
    expect(questions.some((question) => /each year from/i.test(question))).toBe(true);
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
    expect(ofKind("calendarPeriod").length).toBeGreaterThan(1);
    for (const item of ofKind("calendarPeriod")) {
      const symbol = subjectOf(item);
      const fiscalEnds = statementsOf(symbol, "annual").income.map((row) => row.date.slice(5));
      expect(fiscalEnds.every((monthDay) => monthDay !== "12-31")).toBe(true);
      const [calendar] = item.expect().figures;
      const measure = /net income/i.test(item.question) ? "netIncome" : "revenue";
      const fiscal = fiscalYears(symbol).map((year) => mainValue(annual(symbol, measure, year)));
      expect(fiscal, item.question).not.toContain(mainValue(calendar ?? calendarYearSum(symbol, "2024", measure)));
    }
  });

  it("asks a quarter by the month it ended, which the company names as another fiscal quarter", () => {
    const quarter = only(ofKind("quarter"), "quarters by month");
    const [figure] = quarter.expect().figures;
    // September 2024 closes a calendar third quarter, but Apple's fiscal year ends in September: its Q4.
    expect(figure?.label).toBe(fiscalQuarter("AAPL", "Q4", "2024", "revenue").label);
  });

  it("asks parts of a fiscal year that are more than a quarter and less than the year", () => {
    for (const item of ofKind("partYear")) {
      const symbol = subjectOf(item);
      const [, short, long] = /\bFY(\d\d)\b|\bfiscal (20\d\d)\b/i.exec(item.question) ?? [];
      const year = long ?? `20${short}`;
      const [part] = item.expect().figures;
      const measure = /net income/i.test(item.question) ? "netIncome" : "revenue";
      const value = mainValue(part ?? annual(symbol, measure, year));
      expect(value, item.question).toBeGreaterThan(mainValue(fiscalQuarter(symbol, "Q1", year, measure)));
      expect(value, item.question).toBeLessThan(mainValue(annual(symbol, measure, year)));
    }
  });

  it("asks prices over dates the daily prices hold, closes read on the last trading day on or before them", () => {
    for (const item of [...ofKind("price"), ...ofKind("asOf")]) {
      const bars = barsOf(subjectOf(item));
      expect(bars.length, item.question).toBeGreaterThan(252);
      expect(bars[0]?.date ?? "", item.question).toBe("2023-03-31");
    }
    const asOf = only(ofKind("asOf"), "as-of closes");
    const [, day = ""] = /close on (\S+)/.exec(asOf.expect().figures[0]?.label ?? "") ?? [];
    expect(day.startsWith("2023-12-")).toBe(true);
    expect(barsOf(subjectOf(asOf)).some((bar) => bar.date > day && bar.date <= "2023-12-31")).toBe(false);
  });

  it("puts in a two-part question whose second part the data does not hold", () => {
    const lacking = only(
      ofKind("twoPart").filter((item) => item.expect().figures.some((figure) => figure.kind !== "number")),
      "two-part questions with a lacking part",
    );
    expect(wordsAbout(subjectOf(lacking))).not.toMatch(/big mac|units sold|burgers/);
  });

  examineQuestionSet(UNSEEN_QUESTIONS_44E);
  examineUnseenSet(UNSEEN_QUESTIONS_44E, EARLIER_SETS, { total: 60, unanswerable: 20 });
});

const EARLIER_SETS = [
  INVESTOR_QUESTIONS,
  OUTSIDE_QUESTIONS,
  HELD_OUT_QUESTIONS,
  FRESH_QUESTIONS,
  HELD_OUT_QUESTIONS_44,
  UNSEEN_QUESTIONS_44,
  UNSEEN_QUESTIONS_44B,
  UNSEEN_QUESTIONS_44C,
  UNSEEN_QUESTIONS_44D,
];

/** The gap kind an earlier set gave a question it cannot answer, under whichever name that set used. */
const earlierGapKinds = () =>
  new Set(
    EARLIER_SETS.flat().flatMap((item) => {
      if (item.kind !== "unanswerable") return [];
      const tagged = item as { style?: string; lacks?: string };
      return [tagged.style ?? tagged.lacks ?? ""];
    }),
  );

describe("the seventh unseen set's gaps", () => {
  it("spans at least fifteen kinds of gap, none of them any earlier set's", () => {
    expect(EARLIER_SETS.every((set) => set.length > 0)).toBe(true);
    const kinds = new Set(unanswerable.map(({ style }) => style));
    expect(kinds.size).toBeGreaterThanOrEqual(15);
    const earlier = earlierGapKinds();
    expect(earlier.size).toBeGreaterThan(50);
    expect([...kinds].filter((kind) => earlier.has(kind))).toEqual([]);
  });

  it("asks for what no profile, risk factor, statement line, filing or news item of the company names", () => {
    const absent: ReadonlyArray<readonly [Unseen44eLack, RegExp]> = [
      ["otherShareClass", /brk\.a|class a/],
      ["currentReport", /8-k|current report/],
      ["cashTaxesPaid", /taxes paid|cash tax|incometaxespaid|income taxes paid/],
      // The risk factors name "the value of its reserves", never their size.
      ["provedReserves", /proved|barrels|\bboe\b|oil equivalent|reserve (?:life|replacement)/],
      ["indexWeight", /s&p|index|weighting/],
      ["dividendWithholding", /withholding|treaty/],
      ["proxyContest", /proxy|peltz|trian|activist/],
      ["portfolioHoldings", /13f|positions|stake|american express|bank of america|chevron|occidental/],
      ["endorsementContracts", /endorse|sponsor|athlete/],
      ["unionization", /\buaw\b|union|collective bargaining/],
      ["impairments", /impair|write-?down|written down|write-?off/],
      ["restructuring", /severance|restructur|layoff|job cuts/],
      ["costOfCapital", /wacc|cost of capital|cost of equity|\bbeta\b/],
      ["webTraffic", /visits|visitors|traffic|page views/],
      ["socialSentiment", /sentiment|reddit|stocktwits|social media/],
      ["customerSatisfaction", /net promoter|\bnps\b|satisfaction|survey/],
      ["lobbying", /lobby|political/],
      ["dividendStreak", /consecutive|streak|straight years|dividend king|aristocrat/],
      ["cdsSpread", /\bcds\b|credit default|spread/],
      ["ipoPrice", /\bipo\b|initial public offering|offering price/],
    ];
    for (const [lack, words] of absent) {
      const symbol = subjectOf(ofLack(lack));
      expect(wordsAbout(symbol), `${lack} (${symbol})`).not.toMatch(words);
    }
  });

  it("names the portfolio, the renewals and the listing date the questions lean on, whose details the data leaves out", () => {
    // The description names Berkshire's listed shares and Costco's renewal rate, and the profile
    // Netflix's listing date: the questions are about them, and the data gives no holdings, no
    // satisfaction score and no offering price.
    expect(wordsAbout(subjectOf(ofLack("portfolioHoldings")))).toMatch(/portfolio of listed shares/);
    expect(wordsAbout(subjectOf(ofLack("customerSatisfaction")))).toMatch(/renewed by about nine in ten/);
    const listed = profileOf(subjectOf(ofLack("ipoPrice")));
    expect(listed.ipoDate).toBe("2002-05-23");
    expect(Object.keys(listed).filter((key) => /price/i.test(key))).toEqual([]);
    // Its daily prices start two decades after the listing.
    expect((barsOf(listed.symbol)[0]?.date ?? "") > "2023").toBe(true);
  });

  it("holds one Berkshire share class, filings of two forms, and no cash-tax line", () => {
    expect(SAMPLE_PROFILES.map((company) => company.symbol).filter((symbol) => symbol.startsWith("BRK"))).toEqual([
      "BRK.B",
    ]);
    expect(samplePriceBars("BRK.A")).toBeNull();
    const forms = new Set((sampleFilings(subjectOf(ofLack("currentReport"))) ?? []).map((filing) => filing.formType));
    expect([...forms].sort()).toEqual(["10-K", "10-Q"]);
    const cashLines = Object.keys(statementsOf(subjectOf(ofLack("cashTaxesPaid")), "annual").cashFlow[0] ?? {});
    expect(cashLines.filter((line) => /tax/i.test(line))).toEqual(["deferredIncomeTax"]);
  });

  it("asks a dividend streak longer than the five fiscal years the data holds", () => {
    const years = fiscalYears(subjectOf(ofLack("dividendStreak")));
    expect(years).toHaveLength(5);
    expect(years[0]).toBe("2020");
  });

  it("says for every gap what an honest first line names, and a generic gap sentence does not pass for it", () => {
    const generic = GENERIC_GAP_SENTENCES;
    for (const item of unanswerable)
      for (const sentence of generic) expect(item.lacking.test(sentence), `${item.question} / ${sentence}`).toBe(false);
  });
});
