// Issue 44's ninth unseen set checked as an exam (not the assistant's answers to it): 60
// questions, 20 the data cannot answer over twenty kinds of gap none of the earlier sets', every
// form and register the issue asks for, forms of question no earlier set asks, every expectation
// computable from the sample data, every gap a real gap checked empty in the data (profile, risk
// factors, statement lines and their values, filings and news) that a generic gap sentence does
// not pass for, and no question or earlier turn that is one of the eleven earlier sets' with the
// names swapped.
import { describe, expect, it } from "vitest";
import { sampleFilings } from "../../areas/market/sample/sampleFilings";
import { samplePriceBars } from "../../areas/market/sample/samplePrices";
import { companiesNamed } from "./answerGrading";
import { barsOf, conversation, only, statementsOf, subjectOf, wordsAbout } from "./examData";
import { calendarYearSum, fiscalQuarter, mainValue } from "./freshFigures";
import { FRESH_QUESTIONS } from "./freshQuestions";
import { HELD_OUT_QUESTIONS } from "./heldOutQuestions";
import { HELD_OUT_QUESTIONS_44 } from "./heldOutQuestions44";
import { INVESTOR_QUESTIONS } from "./investorQuestions";
import { OUTSIDE_QUESTIONS } from "./outsideQuestions";
import { examineQuestionSet, examineUnseenSet, GENERIC_GAP_SENTENCES } from "./questionSetExam";
import { annual, fiscalYears, profileOf, SAMPLE_SYMBOLS } from "./sampleFigures";
import { meanOf } from "./unseen44Figures";
import { closesFrom, medianOf } from "./unseen44gFigures";
import { UNSEEN_QUESTIONS_44 } from "./unseenQuestions44";
import { UNSEEN_QUESTIONS_44B } from "./unseenQuestions44b";
import { UNSEEN_QUESTIONS_44C } from "./unseenQuestions44c";
import { UNSEEN_QUESTIONS_44D } from "./unseenQuestions44d";
import { UNSEEN_QUESTIONS_44E } from "./unseenQuestions44e";
import { UNSEEN_QUESTIONS_44F } from "./unseenQuestions44f";
import {
  NVIDIA_LEVEL,
  PRICES_FROM,
  PRICES_TO,
  UNSEEN_QUESTIONS_44G,
  type Unseen44gAnswerable,
  type Unseen44gKind,
  type Unseen44gLack,
  type Unseen44gRegister,
  type Unseen44gUnanswerable,
} from "./unseenQuestions44g";

const answerable = UNSEEN_QUESTIONS_44G.filter((item): item is Unseen44gAnswerable => item.kind !== "unanswerable");
const unanswerable = UNSEEN_QUESTIONS_44G.filter((item): item is Unseen44gUnanswerable => item.kind === "unanswerable");
const ofKind = (kind: Unseen44gKind) => answerable.filter((item) => item.kind === kind);
const ofLack = (lack: Unseen44gLack) => {
  const items = unanswerable.filter(({ style }) => style === lack);
  expect(items.length, lack).toBe(1);
  return items[0] as Unseen44gUnanswerable;
};

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
  UNSEEN_QUESTIONS_44E,
  UNSEEN_QUESTIONS_44F,
];

/** Every conversation of the earlier sets, earlier turns included, as one text each. */
const earlierTexts = EARLIER_SETS.flat().map(conversation);

/**
 * The forms of question this set puts in that none of the earlier sets asks, each by the words
 * that name it: a median, a best-to-worst spread, a count of years, a gap between growth rates,
 * a share of the whole coverage, money per dollar of assets, years to pay off debt, incremental
 * margin, operating leverage, quarter on quarter, a quarter's share of its year, the back half of
 * a year, years to double, a free-cash-flow yield, price to sales, an average quarter, an average
 * daily close, days closed above a price, a margin against its own average, a stock doubling.
 */
const NEW_FORMS: ReadonlyArray<readonly [string, RegExp]> = [
  ["median", /\bmedian\b/i],
  ["best-to-worst spread", /\bbest and worst\b/i],
  ["count of years", /\bin how many of the\b/i],
  ["gap between growth rates", /\bpercentage points did .* growth beat\b/i],
  ["share of the whole coverage", /\badd up .* every company you cover\b/i],
  ["per dollar of assets", /\bfor every dollar of\b/i],
  ["years to pay off debt", /\bpay off\b/i],
  ["incremental margin", /\bincremental\b/i],
  ["operating leverage", /\boperating leverage\b/i],
  ["quarter on quarter", /\bq\/q\b/i],
  ["a quarter's share of its year", /\bshare of .* revenue came in the\b/i],
  ["back half of a year", /\bback half\b/i],
  ["years to double", /\btake to double\b/i],
  ["free-cash-flow yield", /\bfcf yield\b|\bfree cash flow yield\b/i],
  ["price to sales", /\bprice\/sales\b|\bprice-to-sales\b/i],
  ["average quarter", /\b(?:avg|average) quarterly\b/i],
  ["average daily close", /\baverage daily closing\b/i],
  ["days closed above a price", /\btrading days\b.*\bclose above\b/i],
  ["against its own average", /\bown five-year average\b/i],
  ["a stock doubling", /\bstock more than double\b/i],
];

describe("the ninth unseen set's questions", () => {
  it("puts in at least twenty kinds and every register the issue asks for", () => {
    const kinds = new Set(answerable.map(({ kind }) => kind));
    expect(kinds.size).toBeGreaterThanOrEqual(20);
    for (const kind of [
      "ranking",
      "comparison",
      "yesNo",
      "followUp",
      "twoPart",
      "definedMeasure",
      "multiPeriod",
    ] as const)
      expect(ofKind(kind).length, kind).toBeGreaterThan(0);
    const registers: Unseen44gRegister[] = ["terse", "typo", "ticker", "plain", "brief", "role"];
    for (const register of registers)
      expect(answerable.filter((item) => item.style === register).length, register).toBeGreaterThan(0);
  });

  it("asks at least eight forms no earlier set asks, each matched here and in none of the eleven earlier sets", () => {
    const texts = answerable.map(conversation);
    const found = NEW_FORMS.filter(([form, words]) => {
      expect(
        earlierTexts.filter((text) => words.test(text)),
        form,
      ).toEqual([]);
      return texts.some((text) => words.test(text));
    });
    expect(found.map(([form]) => form)).toEqual(NEW_FORMS.map(([form]) => form));
    expect(found.length).toBeGreaterThanOrEqual(8);
    // And none of those kinds is a kind an earlier set sorted its questions under.
    const earlierKinds = new Set<string>(EARLIER_SETS.flat().map(({ kind }) => kind));
    const newKinds: Unseen44gKind[] = [
      "median",
      "spread",
      "countOfYears",
      "growthGap",
      "shareOfCoverage",
      "perDollar",
      "payback",
      "incrementalMargin",
      "operatingLeverage",
      "sequential",
      "seasonality",
      "doubling",
      "marketMultiple",
      "averageQuarter",
      "priceAverage",
      "priceDays",
    ];
    for (const kind of newKinds) expect(ofKind(kind).length, kind).toBeGreaterThan(0);
    expect(newKinds.filter((kind) => earlierKinds.has(kind))).toEqual([]);
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
    const inBillions = answerable.filter((item) => /\$bn|\bbillions\b/.test(item.question));
    expect(inBillions.length).toBeGreaterThan(0);
    for (const item of inBillions)
      expect(item.expect().figures.every((figure) => JSON.stringify(figure).includes('"scale":"billion"'))).toBe(true);
  });

  it("asks a median that differs from the mean, and a spread and a count that differ from every figure they come from", () => {
    for (const item of [...ofKind("median"), ...ofKind("multiPeriod")].filter(({ question }) =>
      /median/i.test(question),
    )) {
      const symbol = subjectOf(item);
      const years = ["2020", "2021", "2022", "2023", "2024"];
      const median = mainValue(medianOf(symbol, "operatingMargin", years));
      expect(Math.abs(median - mainValue(meanOf(symbol, "operatingMargin", years))), item.question).toBeGreaterThan(
        0.1,
      );
    }
    const spread = mainValue(only(ofKind("spread"), "spreads").expect().figures[0] ?? annual("NKE", "revenue", "2024"));
    expect(spread).toBeGreaterThan(0.5);
    // The count is neither none nor all of the years asked, nor a number the question writes.
    const count = only(ofKind("countOfYears"), "counts of years");
    const counted = mainValue(count.expect().figures[0] ?? annual("AAPL", "revenue", "2024"));
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThan(fiscalYears("AAPL").length);
    expect(count.question).not.toMatch(new RegExp(`\\b${counted}\\b`));
  });

  it("asks a gap between growth rates and a share of the whole coverage that name their parts", () => {
    const gap = only(ofKind("growthGap"), "growth gaps");
    const [first, second, difference] = gap.expect().figures.map(mainValue);
    expect(difference).toBeCloseTo((first ?? 0) - (second ?? 0), 9);
    expect(difference ?? 0).toBeGreaterThan(1);
    const share = only(ofKind("shareOfCoverage"), "shares of the coverage");
    expect(share.about).toEqual(SAMPLE_SYMBOLS);
    const value = mainValue(share.expect().figures[0] ?? annual("AMZN", "revenue", "2024"));
    expect(value).toBeGreaterThan(100 / SAMPLE_SYMBOLS.length);
    expect(value).toBeLessThan(50);
  });

  it("has follow-ups that point back at 'that', switch company, step three years back and average two turns", () => {
    const followUps = ofKind("followUp");
    for (const item of followUps) expect(item.question, item.question).not.toMatch(/20\d\d/);
    const pointing = only(
      followUps.filter((item) => /\bthat\b/.test(item.question) && !/\bbefore that\b/.test(item.question)),
      "follow-ups pointing back at 'that'",
    );
    expect(pointing.expect().figures[0]?.label).toContain("interest coverage");
    const switched = only(
      followUps.filter((item) => {
        const before = (item.earlier ?? []).flatMap(companiesNamed);
        return companiesNamed(item.question).some((symbol) => !before.includes(symbol));
      }),
      "company-switching follow-ups",
    );
    // The switch keeps the measure and takes the new company's own latest fiscal year.
    const [newCompany = ""] = companiesNamed(switched.question);
    expect(switched.expect().figures[0]?.label).toBe(
      `${newCompany} capital expenditure FY${fiscalYears(newCompany).at(-1)}`,
    );
    const stepBack = only(
      followUps.filter((item) => /\bthree years before\b/.test(item.question)),
      "follow-ups three years back",
    );
    const [askedYear = ""] = /20\d\d/.exec((stepBack.earlier ?? []).join(" ")) ?? [];
    expect(stepBack.expect().figures[0]?.label).toContain(`FY${Number(askedYear) - 3}`);
    const twoTurns = only(
      followUps.filter((item) => (item.earlier ?? []).length === 2),
      "follow-ups after two turns",
    );
    expect(twoTurns.expect().figures[0]?.label).toContain("mean");
  });

  it("gives every yes/no question a verdict and a claim from the data, decided well clear of rounding", () => {
    const verdicts = ofKind("yesNo").map((item) => item.expect());
    expect(verdicts.every(({ verdict, claim }) => (verdict === "yes" || verdict === "no") && claim)).toBe(true);
    expect(new Set(verdicts.map(({ verdict }) => verdict))).toEqual(new Set(["yes", "no"]));
    for (const item of ofKind("yesNo")) {
      const [first = 0, second = 0] = item.expect().figures.map(mainValue);
      // Each verdict sets two figures against each other (or one against twice the other): apart by more than 5 %.
      const against = /double/.test(item.question) ? 2 * first : first;
      expect(Math.abs(second / against - 1), item.question).toBeGreaterThan(0.05);
    }
  });

  it("names every ranked company's figure and a leader the question does not name first", () => {
    const rankings = [...ofKind("ranking"), ...ofKind("comparison")];
    expect(ofKind("ranking").filter(({ about }) => about.length === SAMPLE_SYMBOLS.length)).toHaveLength(2);
    for (const item of rankings) {
      const { leader, figures } = item.expect();
      expect(leader, item.question).toBeDefined();
      expect(
        figures.some((figure) => figure.label.startsWith(`${leader} `)),
        item.question,
      ).toBe(true);
    }
  });

  it("asks a calendar year of an off-calendar filer, which differs from its fiscal year's figure", () => {
    const calendar = only(ofKind("calendarPeriod"), "calendar years");
    const symbol = subjectOf(calendar);
    const fiscalEnds = statementsOf(symbol, "annual").income.map((row) => row.date.slice(5));
    expect(fiscalEnds.every((monthDay) => monthDay !== "12-31")).toBe(true);
    const value = mainValue(calendar.expect().figures[0] ?? calendarYearSum(symbol, "2024", "revenue"));
    expect(fiscalYears(symbol).map((year) => mainValue(annual(symbol, "revenue", year)))).not.toContain(value);
  });

  it("asks quarters by their end date, against the quarter before, and as halves and shares of fiscal years", () => {
    const dated = only(ofKind("quarter"), "quarters by date");
    const [, month = "", day = "", year = ""] = /(October) (\d+), (20\d\d)/.exec(dated.question) ?? [];
    expect(month).toBe("October");
    const ended = statementsOf("HD", "quarter").income.find((row) => row.date === `${year}-10-${day}`);
    expect(ended?.period).toBe("Q3");
    expect(dated.expect().figures[0]?.label).toBe(
      fiscalQuarter("HD", "Q3", ended?.fiscalYear ?? "", "netIncome").label,
    );
    // The back half of Nvidia's fiscal 2025 is more than either of its quarters and less than the year.
    const half = mainValue(
      only(ofKind("partYear"), "parts of a year").expect().figures[0] ?? annual("NVDA", "netIncome", "2025"),
    );
    expect(half).toBeGreaterThan(mainValue(fiscalQuarter("NVDA", "Q4", "2025", "netIncome")));
    expect(half).toBeLessThan(mainValue(annual("NVDA", "netIncome", "2025")));
    // Apple's December quarter is fiscal Q1: ended in December, a share of the year between a quarter and a half.
    const firstQuarter = statementsOf("AAPL", "quarter").income.find(
      (row) => row.period === "Q1" && row.fiscalYear === "2024",
    );
    expect(firstQuarter?.date.slice(5, 7)).toBe("12");
    const share = mainValue(
      only(ofKind("seasonality"), "quarter shares").expect().figures[0] ?? annual("AAPL", "revenue", "2024"),
    );
    expect(share).toBeGreaterThan(25);
    expect(share).toBeLessThan(50);
    // Coca-Cola's fiscal year is the calendar year: its average quarter is a quarter of the year's revenue.
    const average = mainValue(
      only(ofKind("averageQuarter"), "average quarters").expect().figures[0] ?? annual("KO", "revenue", "2024"),
    );
    expect(average * 4).toBeCloseTo(mainValue(annual("KO", "revenue", "2024")), -6);
  });

  it("asks price spans the daily prices hold, with a level some but not most days closed above", () => {
    for (const symbol of ["MSFT", "NVDA", "WMT", "COST"]) {
      const bars = barsOf(symbol);
      expect(bars[0]?.date, symbol).toBe(PRICES_FROM);
      expect(bars.at(-1)?.date, symbol).toBe(PRICES_TO);
    }
    const closes = closesFrom("NVDA", "2024-01-01", "2024-12-31");
    const days = mainValue(
      only(ofKind("priceDays"), "days above a price").expect().figures[0] ?? annual("NVDA", "revenue", "2025"),
    );
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThan(closes.length / 2);
    expect(Math.max(...closes)).toBeGreaterThan(NVIDIA_LEVEL);
    const december = closesFrom("MSFT", "2024-12-01", "2024-12-31");
    expect(december.length).toBeGreaterThan(15);
    const average = mainValue(
      only(ofKind("priceAverage"), "average closes").expect().figures[0] ?? annual("MSFT", "revenue", "2024"),
    );
    expect(average).toBeGreaterThan(Math.min(...december));
    expect(average).toBeLessThan(Math.max(...december));
  });

  it("puts in a two-part question whose second part the data does not hold", () => {
    const lacking = only(
      ofKind("twoPart").filter((item) => item.expect().figures.some((figure) => figure.kind !== "number")),
      "two-part questions with a lacking part",
    );
    expect(wordsAbout(subjectOf(lacking))).not.toMatch(/subscribers?\b|subscriber count/);
  });

  examineQuestionSet(UNSEEN_QUESTIONS_44G);
  examineUnseenSet(UNSEEN_QUESTIONS_44G, EARLIER_SETS, { total: 60, unanswerable: 20 });
});

/** The gap kind an earlier set gave a question it cannot answer, under whichever name that set used. */
const earlierGapKinds = () =>
  new Set(
    EARLIER_SETS.flat().flatMap((item) => {
      if (item.kind !== "unanswerable") return [];
      const tagged = item as { style?: string; lacks?: string };
      return [tagged.style ?? tagged.lacks ?? ""];
    }),
  );

/** Whether every annual statement of a company leaves a line empty. */
function emptyLine(symbol: string, statement: "income" | "balance", line: string): boolean {
  const rows = statementsOf(symbol, "annual")[statement] as ReadonlyArray<object>;
  return rows.length > 0 && rows.every((row) => (row as Record<string, unknown>)[line] === null);
}

describe("the ninth unseen set's gaps", () => {
  it("spans twenty kinds of gap, none of them any earlier set's", () => {
    expect(EARLIER_SETS).toHaveLength(11);
    expect(EARLIER_SETS.every((set) => set.length > 0)).toBe(true);
    const kinds = new Set(unanswerable.map(({ style }) => style));
    expect(kinds.size).toBe(20);
    const earlier = earlierGapKinds();
    expect(earlier.size).toBeGreaterThan(80);
    expect([...kinds].filter((kind) => earlier.has(kind))).toEqual([]);
  });

  it("asks for what no profile, risk factor, statement line, filing or news item of the company names", () => {
    const absent: ReadonlyArray<readonly [Unseen44gLack, RegExp]> = [
      ["basicEps", /\bbasic\b/],
      ["noncontrollingInterests", /noncontrolling|non-controlling|minority interests?\b/],
      ["comprehensiveIncome", /\baoci\b|other comprehensive (?:loss|income)/],
      ["goodwillSplit", /goodwill alone|other intangible/],
      ["paidInCapital", /paid-in|\bapic\b/],
      ["nonMarketableSecurities", /non-marketable|equity securities/],
      ["chiefFinancialOfficer", /\bcfo\b|chief financial/],
      ["averageWage", /hourly|average wage|wage rate|per hour/],
      ["marketBeta", /\bbeta\b|s&p/],
      ["brandValuation", /interbrand|kantar|brand value|brand valuation/],
      ["annualMeeting", /annual meeting|shareholders' meeting|\bagm\b|def 14a|proxy/],
      ["currencyHedging", /hedg|derivative/],
      ["purchaseObligations", /purchase obligation|purchase commitment|commitment/],
      ["inventoryComposition", /raw material|finished goods|work[- ]in[- ](?:process|progress)/],
      ["employeeStockPurchasePlan", /\bespp\b|stock purchase plan/],
      ["internalControls", /material weakness|internal control/],
      ["freeFloat", /\bfloat\b|closely held/],
      ["advertisingSpend", /advertising|marketing spend/],
      ["relatedParties", /related[- ]part/],
      ["philanthropy", /charit|philanthrop|donat|foundation/],
    ];
    expect(absent.map(([lack]) => lack).sort()).toEqual(unanswerable.map(({ style }) => style).sort());
    for (const [lack, words] of absent) {
      const symbol = subjectOf(ofLack(lack));
      expect(wordsAbout(symbol), `${lack} (${symbol})`).not.toMatch(words);
    }
  });

  it("leaves empty the statement lines the line gaps ask for, beside lines it fills", () => {
    // Diluted EPS and shares, but no basic EPS or basic share count.
    const apple = subjectOf(ofLack("basicEps"));
    expect(emptyLine(apple, "income", "eps")).toBe(true);
    expect(emptyLine(apple, "income", "weightedAverageShsOut")).toBe(true);
    expect(emptyLine(apple, "income", "epsDiluted")).toBe(false);
    // Total equity, but none of its parts.
    for (const [lack, line] of [
      ["noncontrollingInterests", "minorityInterest"],
      ["comprehensiveIncome", "accumulatedOtherComprehensiveIncomeLoss"],
      ["paidInCapital", "commonStock"],
      ["nonMarketableSecurities", "longTermInvestments"],
    ] as const) {
      const symbol = subjectOf(ofLack(lack));
      expect(emptyLine(symbol, "balance", line), `${lack} (${symbol})`).toBe(true);
      expect(emptyLine(symbol, "balance", "totalEquity"), `${lack} (${symbol})`).toBe(false);
    }
    // Goodwill and intangibles as one figure, under goodwill: the split is not in the data.
    const adobe = subjectOf(ofLack("goodwillSplit"));
    expect(emptyLine(adobe, "balance", "intangibleAssets")).toBe(true);
    expect(mainValue(annual(adobe, "totalAssets", "2024"))).toBeGreaterThan(0);
    expect(statementsOf(adobe, "annual").balance.every((row) => (row.goodwill ?? 0) > 0)).toBe(true);
    // Inventory as one line; SG&A as one line, with no advertising in it broken out.
    expect(mainValue(annual(subjectOf(ofLack("inventoryComposition")), "inventory", "2024"))).toBeGreaterThan(0);
    expect(mainValue(annual(subjectOf(ofLack("advertisingSpend")), "sga", "2024"))).toBeGreaterThan(0);
  });

  it("names a chief executive and a head count in the profile, and no other officer, pay or meeting", () => {
    for (const lack of ["chiefFinancialOfficer", "averageWage", "annualMeeting", "freeFloat"] as const) {
      const company = profileOf(subjectOf(ofLack(lack)));
      expect(company.ceo.length, lack).toBeGreaterThan(0);
      expect(Object.keys(company).filter((key) => /cfo|officer|wage|pay|meeting|float/i.test(key))).toEqual([]);
    }
    expect(
      (sampleFilings(subjectOf(ofLack("annualMeeting"))) ?? []).every((filing) => /^10-[KQ]$/.test(filing.formType)),
    ).toBe(true);
  });

  it("holds prices of the covered companies only, no index to measure a beta against", () => {
    const symbol = subjectOf(ofLack("marketBeta"));
    expect(barsOf(symbol).length).toBeGreaterThan(252);
    for (const index of ["SPY", "^GSPC", "SPX", "VOO"]) expect(samplePriceBars(index) ?? []).toEqual([]);
  });

  it("says for every gap what an honest first line names, and a generic gap sentence does not pass for it", () => {
    const generic = GENERIC_GAP_SENTENCES;
    for (const item of unanswerable)
      for (const sentence of generic) expect(item.lacking.test(sentence), `${item.question} / ${sentence}`).toBe(false);
  });
});
