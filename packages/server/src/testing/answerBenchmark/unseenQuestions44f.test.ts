// Issue 44's eighth unseen set checked as an exam (not the assistant's answers to it): 60
// questions, 20 the data cannot answer over twenty kinds of gap none of the earlier sets', every
// form and register the issue asks for, every expectation computable from the sample data, every
// gap a real gap checked empty in the data (profile, risk factors, statement lines, filings and
// news) that a generic gap sentence does not pass for, and no question or earlier turn that is
// one of the ten earlier sets' with the names swapped.
import { describe, expect, it } from "vitest";
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
import { projectedAtCagr } from "./unseen44fFigures";
import { UNSEEN_QUESTIONS_44 } from "./unseenQuestions44";
import { UNSEEN_QUESTIONS_44B } from "./unseenQuestions44b";
import { UNSEEN_QUESTIONS_44C } from "./unseenQuestions44c";
import { UNSEEN_QUESTIONS_44D } from "./unseenQuestions44d";
import { UNSEEN_QUESTIONS_44E } from "./unseenQuestions44e";
import {
  UNSEEN_QUESTIONS_44F,
  type Unseen44fAnswerable,
  type Unseen44fKind,
  type Unseen44fLack,
  type Unseen44fRegister,
  type Unseen44fUnanswerable,
} from "./unseenQuestions44f";

const answerable = UNSEEN_QUESTIONS_44F.filter((item): item is Unseen44fAnswerable => item.kind !== "unanswerable");
const unanswerable = UNSEEN_QUESTIONS_44F.filter((item): item is Unseen44fUnanswerable => item.kind === "unanswerable");
const ofKind = (kind: Unseen44fKind) => answerable.filter((item) => item.kind === kind);
const ofLack = (lack: Unseen44fLack) => {
  const items = unanswerable.filter(({ style }) => style === lack);
  expect(items.length, lack).toBe(1);
  return items[0] as Unseen44fUnanswerable;
};

/** The year before a fiscal year the data holds, `back` years back. */
const yearsBefore = (symbol: string, year: string, back: number) =>
  fiscalYears(symbol)[fiscalYears(symbol).indexOf(year) - back];

/** The statement lines a company's annual statements name, as one lower-case text. */
const lineNames = (symbol: string) => {
  const set = statementsOf(symbol, "annual");
  return [set.income[0], set.balance[0], set.cashFlow[0]]
    .flatMap((row) => Object.keys(row ?? {}))
    .join(" ")
    .toLowerCase();
};

describe("the eighth unseen set's questions", () => {
  it("puts in at least twenty kinds and every register the issue asks for", () => {
    const kinds: Unseen44fKind[] = [
      "lookup",
      "trend",
      "growth",
      "average",
      "perShare",
      "perHead",
      "shareOf",
      "netOf",
      "basisPoints",
      "calendarPeriod",
      "quarter",
      "partYear",
      "sinceYear",
      "asOf",
      "priceRange",
      "drawdown",
      "ranking",
      "comparison",
      "yesNo",
      "conditional",
      "definedMeasure",
      "multiPeriod",
      "followUp",
      "twoPart",
    ];
    expect(kinds.length).toBeGreaterThanOrEqual(20);
    for (const kind of kinds) expect(ofKind(kind).length, kind).toBeGreaterThan(0);
    const registers: Unseen44fRegister[] = ["terse", "typo", "ticker", "plain", "brief", "role"];
    for (const register of registers)
      expect(answerable.filter((item) => item.style === register).length, register).toBeGreaterThan(0);
    // Excluding, ex-cash; basis points; a CAGR; a lowest close; "since" and "as of" in their own words.
    const questions = answerable.map((item) => item.question);
    expect(ofKind("netOf").some((item) => /\bexcluding\b/i.test(item.question))).toBe(true);
    expect(ofKind("netOf").some((item) => /\bex-cash\b/i.test(item.question))).toBe(true);
    expect(ofKind("basisPoints").every((item) => /\b(?:bps|basis points)\b/i.test(item.question))).toBe(true);
    expect(questions.some((question) => /\bcagr\b|compound/i.test(question))).toBe(true);
    expect(ofKind("priceRange").some((item) => /\blowest\b/i.test(item.question))).toBe(true);
    expect(ofKind("sinceYear").every((item) => /\bsince (?:fy)?(?:20)?\d\d\b/i.test(item.question))).toBe(true);
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
    const inBillions = briefs.filter((item) => /\bbillions\b/.test(item.question));
    expect(inBillions.length).toBeGreaterThan(0);
    for (const item of inBillions)
      expect(item.expect().figures.some((figure) => JSON.stringify(figure).includes('"scale":"billion"'))).toBe(true);
  });

  it("has follow-ups that take a share of 'that', step two years back, switch company and judge after two turns", () => {
    const followUps = ofKind("followUp");
    for (const item of followUps) expect(item.question, item.question).not.toMatch(/20\d\d/);
    const shareOfThat = only(
      followUps.filter((item) => /\bthat as a %|\bshare of that\b/.test(item.question)),
      "follow-ups taking a share of 'that'",
    );
    expect(shareOfThat.expect().figures[0]?.label).toContain("as a share of revenue");
    const stepBack = only(
      followUps.filter((item) => /\btwo years earlier\b/i.test(item.question)),
      "follow-ups two years back",
    );
    const [askedYear = ""] = /20\d\d/.exec((stepBack.earlier ?? []).join(" ")) ?? [];
    expect(stepBack.expect().figures[0]?.label).toContain(`FY${yearsBefore(subjectOf(stepBack), askedYear, 2)}`);
    const switched = only(
      followUps.filter((item) => {
        const before = (item.earlier ?? []).flatMap(companiesNamed);
        return companiesNamed(item.question).some((symbol) => !before.includes(symbol));
      }),
      "company-switching follow-ups",
    );
    // The switch keeps the earlier turn's measure and year: the new company's figure of that year.
    const [earlierYear] = /20\d\d/.exec((switched.earlier ?? []).join(" ")) ?? [];
    const [newCompany] = companiesNamed(switched.question);
    expect(switched.expect().figures[0]?.label).toBe(`${newCompany} operating cash flow FY${earlierYear}`);
    const twoTurns = only(
      followUps.filter((item) => (item.earlier ?? []).length === 2),
      "follow-ups after two turns",
    );
    expect(twoTurns.expect().verdict).toBeDefined();
  });

  it("gives every yes/no and conditional question a verdict and a claim from the data, and both verdicts occur", () => {
    const judged = [...ofKind("yesNo"), ...ofKind("conditional"), ...ofKind("followUp")].filter(
      (item) => item.expect().verdict !== undefined,
    );
    const verdicts = judged.map((item) => item.expect());
    expect(verdicts.every(({ verdict, claim }) => (verdict === "yes" || verdict === "no") && claim)).toBe(true);
    expect(new Set(verdicts.map(({ verdict }) => verdict))).toEqual(new Set(["yes", "no"]));
    // "In every year from ... through", one company against another, and a line drawn in percent.
    const questions = ofKind("yesNo").map((item) => item.question);
    expect(questions.some((question) => /every year from/i.test(question))).toBe(true);
    expect(questions.some((question) => /\d+%/.test(question))).toBe(true);
    expect(ofKind("yesNo").some((item) => item.about.length === 2)).toBe(true);
  });

  it("draws lines the data decides clearly enough, a conditional's projection off its own growth", () => {
    // Caterpillar's margin sits just above its line, and the grader reads it at two decimals.
    const cat = only(
      ofKind("yesNo").filter((item) => /%/.test(item.question)),
      "yes/no questions against a line in percent",
    );
    const [line = ""] = /(\d+)%/.exec(cat.question)?.slice(1) ?? [];
    const margin = mainValue(annual("CAT", "operatingMargin", "2024"));
    expect(Math.abs(margin - Number(line))).toBeGreaterThan(0.05);
    // The projection is more than a rounding away from the line it is asked against.
    const conditional = only(ofKind("conditional"), "conditional questions");
    const [, billions = "", target = ""] = /\$(\d+) billion in fiscal (20\d\d)/.exec(conditional.question) ?? [];
    const projected = mainValue(projectedAtCagr("NFLX", "revenue", "2021", "2024", target));
    expect(projected).toBeGreaterThan(mainValue(annual("NFLX", "revenue", "2024")));
    expect(Math.abs(projected / (Number(billions) * 1e9) - 1)).toBeGreaterThan(0.02);
    // The target year lies past the data: the question is arithmetic on it, not a lookup.
    expect(fiscalYears("NFLX")).not.toContain(target);
  });

  it("names every ranked company's figure and a leader the question does not name first", () => {
    const rankings = [...ofKind("ranking"), ...ofKind("comparison")];
    expect(rankings.filter(({ about }) => about.length === SAMPLE_SYMBOLS.length).length).toBeGreaterThan(1);
    expect(ofKind("ranking").some((item) => /\blowest\b/i.test(item.question))).toBe(true);
    expect(ofKind("ranking").some((item) => /per employee/i.test(item.question))).toBe(true);
    for (const item of rankings) {
      const { leader, figures } = item.expect();
      expect(leader, item.question).toBeDefined();
      expect(
        figures.some((figure) => figure.label.startsWith(`${leader} `)),
        item.question,
      ).toBe(true);
    }
  });

  it("asks a change in basis points and a gap in points where the two figures differ", () => {
    for (const item of [...ofKind("basisPoints"), ...ofKind("comparison")]) {
      for (const figure of item.expect().figures.filter(({ label }) => /in points/.test(label)))
        expect(Math.abs(mainValue(figure)), item.question).toBeGreaterThan(0.5);
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

  it("asks quarters whose fiscal name and calendar months disagree", () => {
    // October 2024 closes Nvidia's third fiscal quarter of fiscal 2025; Nike's fiscal Q2 2025 ended in 2024.
    const byMonth = only(
      ofKind("quarter").filter((item) => /\bended in\b/i.test(item.question)),
      "quarters by month",
    );
    expect(byMonth.expect().figures[0]?.label).toBe(fiscalQuarter("NVDA", "Q3", "2025", "revenue").label);
    const byName = only(
      ofKind("quarter").filter((item) => /\bfiscal q\d\b/i.test(item.question)),
      "quarters by fiscal name",
    );
    const ended = statementsOf("NKE", "quarter").income.find((row) => row.period === "Q2" && row.fiscalYear === "2025");
    expect(ended?.date.startsWith("2024-")).toBe(true);
    expect(byName.expect().figures[0]?.label).toContain("Q2 FY2025");
  });

  it("asks six months named by the day they ended, the first two quarters of a fiscal year", () => {
    const part = only(ofKind("partYear"), "parts of a year");
    const [, month = "", day = "", year = ""] = /(March) (\d+), (20\d\d)/.exec(part.question) ?? [];
    expect(month).toBe("March");
    const secondQuarter = statementsOf("DIS", "quarter").income.find(
      (row) => row.period === "Q2" && row.fiscalYear === year,
    );
    expect(secondQuarter?.date).toBe(`${year}-03-${day}`);
    const value = mainValue(part.expect().figures[0] ?? annual("DIS", "operatingIncome", year));
    expect(value).toBeGreaterThan(mainValue(fiscalQuarter("DIS", "Q1", year, "operatingIncome")));
    expect(value).toBeLessThan(mainValue(annual("DIS", "operatingIncome", year)));
  });

  it("asks an as-of date that is the company's fiscal year end", () => {
    const asOf = only(ofKind("asOf"), "as-of questions");
    const end = statementsOf(subjectOf(asOf), "annual").balance.find((row) => row.fiscalYear === "2024")?.date;
    expect(end).toBe("2024-12-28");
    expect(asOf.question).toContain("December 28, 2024");
  });

  it("asks price spans the daily prices hold, with a drawdown whose peak comes before its trough", () => {
    for (const item of [...ofKind("priceRange"), ...ofKind("drawdown")]) {
      const bars = barsOf(subjectOf(item));
      expect(bars.length, item.question).toBeGreaterThan(252);
      expect(bars[0]?.date, item.question).toBe("2023-03-31");
      expect(bars.at(-1)?.date, item.question).toBe("2025-03-31");
    }
    const drawdown = only(ofKind("drawdown"), "drawdowns");
    const fall = mainValue(drawdown.expect().figures[0] ?? annual("ADBE", "revenue", "2024"));
    expect(fall).toBeLessThan(0);
    // A drawdown is more than the fall from the year's first close to its lowest.
    const closes = barsOf("ADBE").filter((bar) => bar.date.startsWith("2024-"));
    const fromFirst = (Math.min(...closes.map((bar) => bar.close)) / (closes[0]?.close ?? 1) - 1) * 100;
    expect(fall).toBeLessThanOrEqual(fromFirst);
    const range = only(
      ofKind("priceRange").filter((item) => item.expect().figures.length === 2),
      "ranges of the whole history",
    );
    const [high, low] = range.expect().figures.map(mainValue);
    expect(high ?? 0).toBeGreaterThan(low ?? 0);
  });

  it("asks money per head where the profile gives the head count", () => {
    for (const item of ofKind("perHead")) {
      const symbol = subjectOf(item);
      expect(SAMPLE_PROFILES.find((company) => company.symbol === symbol)?.fullTimeEmployees).toBeGreaterThan(0);
      expect(item.expect().figures[0]?.label).toContain("per employee");
    }
  });

  it("puts in a two-part question whose second part the data does not hold", () => {
    const lacking = only(
      ofKind("twoPart").filter((item) => item.expect().figures.some((figure) => figure.kind !== "number")),
      "two-part questions with a lacking part",
    );
    expect(wordsAbout(subjectOf(lacking))).not.toMatch(/cet1|tier 1|capital ratio/);
  });

  examineQuestionSet(UNSEEN_QUESTIONS_44F);
  examineUnseenSet(UNSEEN_QUESTIONS_44F, EARLIER_SETS, { total: 60, unanswerable: 20 });
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
  UNSEEN_QUESTIONS_44E,
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

describe("the eighth unseen set's gaps", () => {
  it("spans twenty kinds of gap, none of them any earlier set's", () => {
    expect(EARLIER_SETS).toHaveLength(10);
    expect(EARLIER_SETS.every((set) => set.length > 0)).toBe(true);
    const kinds = new Set(unanswerable.map(({ style }) => style));
    expect(kinds.size).toBe(20);
    const earlier = earlierGapKinds();
    expect(earlier.size).toBeGreaterThan(60);
    expect([...kinds].filter((kind) => earlier.has(kind))).toEqual([]);
  });

  it("asks for what no profile, risk factor, statement line, filing or news item of the company names", () => {
    const absent: ReadonlyArray<readonly [Unseen44fLack, RegExp]> = [
      ["bondCoupon", /coupon|2050|bonds?\b|notes due/],
      ["foundingDate", /founded|founding|founder|1886|1892|incorporated/],
      ["warrantyReserves", /warrant/],
      ["retirementObligations", /retirement|decommission|plugging|abandonment|remediation/],
      ["successionPlan", /succe(?:ed|ssion|ssor)|next in line|\bheirs?\b/],
      ["cryptoHoldings", /bitcoin|crypto|digital asset/],
      ["taxCarryforwards", /carryforward|carry-forward|operating loss|deferred tax asset/],
      ["employeeReviews", /glassdoor|employee (?:review|rating|satisfaction|survey)/],
      ["productRecalls", /recall/],
      ["regulatoryFines", /\bfines?\b|penalt|settlement|enforcement/],
      ["dividendReinvestmentPlan", /reinvest|\bdrip\b|direct (?:stock )?purchase/],
      ["authorizedShares", /authori[sz]ed|charter|certificate of incorporation/],
      ["unvestedAwards", /\brsus?\b|restricted stock|unvested|overhang/],
      ["fundFlows", /\betfs?\b|fund flows?|inflows?|outflows?/],
      ["contentAmortization", /content amorti|amortization schedule|accelerated|straight-line|content assets/],
      ["employeeAttrition", /turnover|attrition|quit rate|retention/],
      ["workforceDiversity", /women|female|gender|diversity|demographic/],
      ["darkPools", /dark pool|off-exchange|\bvenues?\b/],
      ["preferredStock", /preferred/],
      ["repurchasePrice", /average price|shares repurchased|shares bought back|price paid/],
    ];
    expect(absent.map(([lack]) => lack).sort()).toEqual(unanswerable.map(({ style }) => style).sort());
    for (const [lack, words] of absent) {
      const symbol = subjectOf(ofLack(lack));
      expect(wordsAbout(symbol), `${lack} (${symbol})`).not.toMatch(words);
    }
  });

  it("holds the lines beside each balance-sheet gap, and not the gap's own line", () => {
    // The balance sheet gives total debt and total equity, but no preferred stock, warranty,
    // retirement-obligation or digital-asset line; the cash flow statement gives buybacks in
    // dollars, not the shares bought or the price paid.
    for (const lack of ["preferredStock", "warrantyReserves", "retirementObligations", "cryptoHoldings"] as const) {
      const names = lineNames(subjectOf(ofLack(lack)));
      expect(names, lack).toContain("totaldebt");
      expect(names, lack).toContain("totalequity");
      expect(names, lack).not.toMatch(/preferred|warrant|retirement|crypto|digital/);
    }
    const buybacks = lineNames(subjectOf(ofLack("repurchasePrice")));
    expect(buybacks).toContain("commonstockrepurchased");
    expect(buybacks).not.toMatch(/sharesrepurchased|averageprice|pricepaid/);
    expect(mainValue(annual("AAPL", "buybacks", "2024"))).toBeGreaterThan(0);
  });

  it("asks about employees and a head of company the profile names, whose details the data leaves out", () => {
    // The profile names the CEO and a head count, and nothing on who comes next or who the staff are.
    const succession = profileOf("NVDA");
    expect(ofLack("successionPlan").question).toContain(succession.ceo);
    for (const lack of ["employeeReviews", "employeeAttrition", "workforceDiversity"] as const) {
      const company = profileOf(subjectOf(ofLack(lack)));
      expect(company.fullTimeEmployees, lack).toBeGreaterThan(0);
      expect(Object.keys(company).filter((key) => /employee/i.test(key))).toEqual(["fullTimeEmployees"]);
    }
  });

  it("holds daily volume but nothing on where it traded", () => {
    const bars = barsOf(subjectOf(ofLack("darkPools")));
    expect(bars.every((bar) => bar.volume > 0)).toBe(true);
    expect(Object.keys(bars[0] ?? {}).filter((key) => /venue|exchange|pool/i.test(key))).toEqual([]);
  });

  it("says for every gap what an honest first line names, and a generic gap sentence does not pass for it", () => {
    const generic = GENERIC_GAP_SENTENCES;
    for (const item of unanswerable)
      for (const sentence of generic) expect(item.lacking.test(sentence), `${item.question} / ${sentence}`).toBe(false);
  });
});
