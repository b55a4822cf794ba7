// Issue 44's tenth unseen set checked as an exam (not the assistant's answers to it): 60
// questions, 20 the data cannot answer over twenty kinds of gap (none the ninth set's), the
// everyday forms, follow-ups, briefs, two-part questions and registers the issue asks for, at most
// five forms no earlier set asks, every expectation computable from the sample data and decided
// clear of rounding, every gap a real gap checked empty in the data (profile, risk factors,
// statement lines, filings, news and prices) that a generic gap sentence does not pass for, and no
// question or earlier turn that is one of the twelve earlier sets' with the names swapped.
import { describe, expect, it } from "vitest";
import { sampleFilings } from "../../areas/market/sample/sampleFilings";
import { SAMPLE_PROFILES } from "../../areas/market/sample/sampleProfiles.data";
import { companiesNamed } from "./answerGrading";
import { barsOf, conversation, only, statementsOf, subjectOf, wordsAbout } from "./examData";
import { calendarYearSum, mainValue } from "./freshFigures";
import { FRESH_QUESTIONS } from "./freshQuestions";
import { percentOfMeasure, valuesOf } from "./heldOutFigures";
import { HELD_OUT_QUESTIONS } from "./heldOutQuestions";
import { HELD_OUT_QUESTIONS_44 } from "./heldOutQuestions44";
import { INVESTOR_QUESTIONS } from "./investorQuestions";
import { OUTSIDE_QUESTIONS } from "./outsideQuestions";
import { examineQuestionSet, examineUnseenSet, GENERIC_GAP_SENTENCES } from "./questionSetExam";
import {
  annual,
  dividendYield,
  type Figure,
  fiscalYears,
  type MeasureKey,
  profileOf,
  SAMPLE_SYMBOLS,
} from "./sampleFigures";
import { latestOfEach } from "./unseen44bFigures";
import { priceMove } from "./unseen44hFigures";
import { UNSEEN_QUESTIONS_44 } from "./unseenQuestions44";
import { UNSEEN_QUESTIONS_44B } from "./unseenQuestions44b";
import { UNSEEN_QUESTIONS_44C } from "./unseenQuestions44c";
import { UNSEEN_QUESTIONS_44D } from "./unseenQuestions44d";
import { UNSEEN_QUESTIONS_44E } from "./unseenQuestions44e";
import { UNSEEN_QUESTIONS_44F } from "./unseenQuestions44f";
import { UNSEEN_QUESTIONS_44G } from "./unseenQuestions44g";
import {
  CURRENT_RATIO_LINE,
  PAYOUT_LINE,
  PRICES_FROM,
  PRICES_TO,
  UNSEEN_QUESTIONS_44H,
  type Unseen44hAnswerable,
  type Unseen44hKind,
  type Unseen44hLack,
  type Unseen44hRegister,
  type Unseen44hUnanswerable,
} from "./unseenQuestions44h";

const answerable = UNSEEN_QUESTIONS_44H.filter((item): item is Unseen44hAnswerable => item.kind !== "unanswerable");
const unanswerable = UNSEEN_QUESTIONS_44H.filter((item): item is Unseen44hUnanswerable => item.kind === "unanswerable");
const ofKind = (kind: Unseen44hKind) => answerable.filter((item) => item.kind === kind);
const ofLack = (lack: Unseen44hLack) => {
  const items = unanswerable.filter(({ style }) => style === lack);
  expect(items.length, lack).toBe(1);
  return items[0] as Unseen44hUnanswerable;
};
const withQuestion = (words: RegExp) =>
  only(
    answerable.filter((item) => words.test(item.question)),
    words.source,
  );
const value = (symbol: string, measure: MeasureKey, year: string) => mainValue(annual(symbol, measure, year));
const firstFigure = (item: Unseen44hAnswerable): Figure => {
  const [figure] = item.expect().figures;
  if (!figure) throw new Error(`${item.question} expects no figure`);
  return figure;
};
/** How far apart two values are, as a share of the second. */
const apart = (a: number, b: number) => Math.abs(a / b - 1);

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
  UNSEEN_QUESTIONS_44G,
];

/** Every conversation of the earlier sets, earlier turns included, as one text each. */
const earlierTexts = EARLIER_SETS.flat().map(conversation);

/**
 * The forms of question this set asks that none of the earlier sets asks, each by the words that
 * name it: at most five, as the set is meant to measure what investors typically ask.
 */
const NEW_FORMS: ReadonlyArray<readonly [string, RegExp]> = [
  ["price to book", /\bprice[- ]to[- ]book\b|\bP\/B\b/i],
  ["the stock that fell the most across the coverage", /\bfell the most\b/i],
  ["a break-even oil price", /\bbreak[- ]?even\b/i],
];

/** The everyday forms: neither follow-ups, briefs nor two-part questions. */
const EVERYDAY: ReadonlyArray<Unseen44hKind> = [
  "lookup",
  "margin",
  "growth",
  "perShare",
  "multiple",
  "quarter",
  "calendarPeriod",
  "trend",
  "comparison",
  "ranking",
  "yesNo",
  "priceMove",
];

describe("the tenth unseen set's questions", () => {
  it("mixes everyday forms, follow-ups, briefs and two-part questions in every register the issue asks for", () => {
    for (const kind of [...EVERYDAY, "followUp", "definedMeasure", "multiPeriod", "twoPart"] as const)
      expect(ofKind(kind).length, kind).toBeGreaterThan(0);
    expect(answerable).toHaveLength(40);
    expect(answerable.filter((item) => EVERYDAY.includes(item.kind)).length).toBeGreaterThanOrEqual(20);
    expect(ofKind("followUp")).toHaveLength(8);
    expect(answerable.filter(({ style }) => style === "brief" || style === "role")).toHaveLength(7);
    expect(ofKind("twoPart").length).toBeGreaterThanOrEqual(3);
    const registers: Unseen44hRegister[] = [
      "terse",
      "typo",
      "ticker",
      "plain",
      "lowercase",
      "longWinded",
      "brief",
      "role",
    ];
    for (const register of registers)
      expect(answerable.filter((item) => item.style === register).length, register).toBeGreaterThan(0);
    // Tickers asked as "$TICKER", a question in lower case only, a long question that is no brief.
    expect(answerable.filter(({ question }) => /\$[A-Z]+\b/.test(question)).length).toBeGreaterThan(1);
    expect(answerable.filter(({ question }) => question === question.toLowerCase()).length).toBeGreaterThan(5);
    for (const item of answerable.filter(({ style }) => style === "longWinded"))
      expect(item.question.length, item.question).toBeGreaterThan(150);
  });

  it("asks at most five forms no earlier set asks, each matched here and in none of the twelve earlier sets", () => {
    const texts = UNSEEN_QUESTIONS_44H.map(conversation);
    expect(NEW_FORMS.length).toBeLessThanOrEqual(5);
    for (const [form, words] of NEW_FORMS) {
      expect(
        earlierTexts.filter((text) => words.test(text)),
        form,
      ).toEqual([]);
      expect(
        texts.some((text) => words.test(text)),
        form,
      ).toBe(true);
    }
  });

  it("asks briefs at length and holds them to the rounding (and scale) they name", () => {
    const briefs = answerable.filter(({ style }) => style === "brief" || style === "role");
    for (const item of briefs) {
      expect(item.question.length, item.question).toBeGreaterThan(150);
      const asked = item.expect().figures;
      expect(asked.length, item.question).toBeGreaterThan(1);
      // Every figure at the rounding asked, but a change asked in basis points (the grader reads those itself).
      const rounded = asked.filter((figure) => JSON.stringify(figure).includes('"decimals"'));
      expect(rounded.length, item.question).toBe(asked.length - (/basis points/.test(item.question) ? 1 : 0));
    }
    for (const item of answerable.filter((candidate) => /\$bn|\bbillions\b/.test(candidate.question)))
      expect(item.expect().figures.every((figure) => JSON.stringify(figure).includes('"scale":"billion"'))).toBe(true);
    // The basis-point change is the later margin less the earlier one.
    const bps = withQuestion(/basis points/);
    const [earlier = 0, later = 0, change = 0] = bps.expect().figures.map(mainValue);
    expect(change).toBeCloseTo(later - earlier, 9);
    expect(change).toBeGreaterThan(1);
  });

  it("holds no rounded figure within a hair of a rounding boundary", () => {
    for (const item of answerable)
      for (const figure of item.expect().figures) {
        const options = figure.kind === "anyOf" ? figure.options : [figure];
        for (const option of options) {
          if (option.kind !== "number" || option.decimals === undefined) continue;
          const scale = option.scale === "billion" ? 1e9 : 1;
          const scaled = (Math.abs(option.value) / scale) * 10 ** option.decimals;
          expect(Math.abs((scaled % 1) - 0.5), `${item.question}: ${option.label}`).toBeGreaterThan(0.015);
        }
      }
  });

  it("has follow-ups that point back at 'that', switch company, step a year back, change the measure, divide two turns, look a year back on a quarter and ask which is higher", () => {
    const followUps = ofKind("followUp");
    for (const item of followUps) expect(item.question, item.question).not.toMatch(/20\d\d/);
    const share = only(
      followUps.filter((item) => /\bthat\b.*\bshare\b/.test(item.question)),
      "a share of 'that'",
    );
    expect(firstFigure(share).label).toContain("net margin");
    // Company switches take the new company's figure of the year asked before, its latest.
    const switched = followUps.filter((item) => {
      const before = (item.earlier ?? []).flatMap(companiesNamed);
      return companiesNamed(item.question).some((symbol) => !before.includes(symbol));
    });
    expect(switched.length).toBeGreaterThanOrEqual(2);
    for (const item of switched) {
      const [company = ""] = companiesNamed(item.question);
      expect(firstFigure(item).label, item.question).toContain(`${company} `);
      expect(firstFigure(item).label, item.question).toContain(`FY${fiscalYears(company).at(-1)}`);
    }
    const previous = only(
      followUps.filter((item) => /\bprevious fiscal year\b/.test(item.question)),
      "the previous fiscal year",
    );
    const [askedYear = ""] = /20\d\d/.exec((previous.earlier ?? []).join(" ")) ?? [];
    expect(firstFigure(previous).label).toContain(`FY${Number(askedYear) - 1}`);
    const measure = only(
      followUps.filter((item) => /\boperating profit\b/.test(item.question)),
      "a change of measure",
    );
    expect(firstFigure(measure).label).toContain("operating income");
    const ratio = only(
      followUps.filter((item) => (item.earlier ?? []).length === 2 && /\bratio\b/.test(item.question)),
      "a ratio of two turns",
    );
    expect(firstFigure(ratio).label).toContain("capex / depreciation");
    const yearBack = only(
      followUps.filter((item) => /\bsame quarter a year earlier\b/.test(item.question)),
      "the same quarter a year earlier",
    );
    expect(firstFigure(yearBack).label).toContain("Q4 FY2024 vs Q4 FY2023");
    const higher = only(
      followUps.filter((item) => item.expect().leader),
      "which of two is higher",
    );
    expect((higher.earlier ?? []).length).toBe(2);
    expect(mainValue(firstFigure(higher))).toBeGreaterThan(1);
  });

  it("gives every yes/no question a verdict and a claim from the data, both verdicts occur, each decided well clear of rounding", () => {
    const judged = answerable.filter((item) => item.expect().verdict);
    expect(judged.length).toBeGreaterThanOrEqual(6);
    expect(judged.every((item) => item.expect().claim)).toBe(true);
    expect(new Set(judged.map((item) => item.expect().verdict))).toEqual(new Set(["yes", "no"]));
    // Profit a year on, by fiscal year and by the latest quarter, agree.
    const retail = withQuestion(/making more money/);
    expect(apart(value("MSFT", "netIncome", "2024"), value("MSFT", "netIncome", "2023"))).toBeGreaterThan(0.05);
    expect(retail.expect().verdict).toBe("yes");
    for (const [question, symbol, measure] of [
      [/more debt/, "HD", "totalDebt"],
      [/margin improve/, "ADBE", "operatingMargin"],
    ] as const) {
      withQuestion(question);
      expect(apart(value(symbol, measure, "2024"), value(symbol, measure, "2023")), symbol).toBeGreaterThan(0.05);
    }
    // Each year's coverage against the year before; the current ratio's and the payout's nearest year against the line.
    const coverage = ["2022", "2023", "2024"].map((year) => value("DIS", "interestCoverage", year));
    for (const [index, ratio] of coverage.entries())
      if (index > 0) expect(apart(ratio, coverage[index - 1] ?? ratio)).toBeGreaterThan(0.05);
    const ratios = ["2022", "2023", "2024"].map((year) => value("CAT", "currentRatio", year));
    expect(Math.min(...ratios.map((ratio) => apart(ratio, CURRENT_RATIO_LINE)))).toBeGreaterThan(0.05);
    const payouts = ["2022", "2023", "2024"].map((year) =>
      mainValue(percentOfMeasure("PEP", "dividends", "freeCashFlow", year)),
    );
    expect(Math.max(...payouts) / PAYOUT_LINE).toBeGreaterThan(1.05);
  });

  it("names every ranked company's figure and a leader the question does not name first, well ahead of the next", () => {
    const ranked = answerable.filter((item) => item.expect().leader);
    for (const item of ranked) {
      const { leader, figures } = item.expect();
      expect(
        figures.some((figure) => figure.label.startsWith(`${leader} `)),
        item.question,
      ).toBe(true);
    }
    const overAll = ofKind("ranking");
    expect(overAll).toHaveLength(3);
    for (const item of overAll) expect(item.about).toEqual(SAMPLE_SYMBOLS);
    // Each ranking's leader beats the runner-up by more than 5 %.
    const gapToNext = (scores: ReadonlyArray<number>, lowest = false) => {
      const sorted = [...scores].filter(Number.isFinite).sort((a, b) => (lowest ? a - b : b - a));
      return apart(sorted[0] ?? 0, sorted[1] ?? 1);
    };
    const scored = (score: (symbol: string, year: string) => number) =>
      latestOfEach().map(([symbol, year]) => {
        try {
          return score(symbol, year);
        } catch {
          return Number.NaN;
        }
      });
    expect(gapToNext(scored((symbol, year) => value(symbol, "netIncome", year)))).toBeGreaterThan(0.05);
    expect(gapToNext(scored((symbol) => mainValue(dividendYield(symbol))))).toBeGreaterThan(0.05);
    expect(
      gapToNext(
        scored((symbol) => priceMove(symbol, PRICES_FROM, PRICES_TO)),
        true,
      ),
    ).toBeGreaterThan(0.05);
    for (const item of ofKind("comparison")) {
      const values = item.expect().figures.map(mainValue);
      expect(gapToNext(values), item.question).toBeGreaterThan(0.05);
    }
  });

  it("asks quarters of off-calendar filers by fiscal name and by month, and a calendar year unlike any fiscal one", () => {
    const named = withQuestion(/third quarter of its fiscal 2025/);
    const third = statementsOf("WMT", "quarter").income.find((row) => row.period === "Q3" && row.fiscalYear === "2025");
    expect(third?.date.slice(0, 7)).toBe("2024-10");
    expect(firstFigure(named).label).toBe("WMT revenue Q3 FY2025");
    // Costco's quarter that ended in November 2024 is the first of its fiscal 2025.
    expect(firstFigure(withQuestion(/ended in november 2024/)).label).toBe("COST revenue Q1 FY2025");
    const calendar = withQuestion(/calendar 2024/);
    expect(statementsOf("NVDA", "annual").income.every((row) => row.date.slice(5) !== "12-31")).toBe(true);
    const sum = mainValue(calendarYearSum("NVDA", "2024", "revenue"));
    expect(mainValue(firstFigure(calendar))).toBe(sum);
    for (const year of fiscalYears("NVDA")) expect(apart(value("NVDA", "revenue", year), sum)).toBeGreaterThan(0.05);
  });

  it("asks price spans the daily prices hold, each ending on a trading day", () => {
    for (const symbol of ["LLY", ...SAMPLE_SYMBOLS]) {
      const bars = barsOf(symbol);
      expect(bars[0]?.date, symbol).toBe(PRICES_FROM);
      expect(bars.at(-1)?.date, symbol).toBe(PRICES_TO);
    }
    expect(barsOf("LLY").some((bar) => bar.date === "2024-12-31")).toBe(true);
    expect(Math.abs(priceMove("LLY", "2024-12-31", PRICES_TO))).toBeGreaterThan(1);
  });

  it("asks multiples on the last close that take two conventions apart by little", () => {
    for (const question of [/P\/E/, /price to book/]) {
      const values = valuesOf(firstFigure(withQuestion(question)));
      expect(values.length).toBeGreaterThan(1);
      expect(apart(Math.max(...values), Math.min(...values)), question.source).toBeLessThan(0.01);
    }
  });

  it("puts in two-part questions whose second part the data does not hold", () => {
    const lacking = ofKind("twoPart").filter((item) =>
      item.expect().figures.some((figure) => figure.kind !== "number"),
    );
    expect(lacking).toHaveLength(3);
    const absent: Record<string, RegExp> = {
      NFLX: /ucan|\bregions?\b|regional|united states and canada|us and canada/,
      HD: /store count|number of stores|\d[\d,]* stores/,
      V: /cards in circulation|card count|number of cards|\d[\d,.]* (?:billion|million) cards|credentials/,
    };
    for (const item of lacking) {
      const words = absent[subjectOf(item)];
      expect(words, item.question).toBeDefined();
      expect(wordsAbout(subjectOf(item)), item.question).not.toMatch(words ?? /$^/);
    }
  });

  examineQuestionSet(UNSEEN_QUESTIONS_44H);
  examineUnseenSet(UNSEEN_QUESTIONS_44H, EARLIER_SETS, { total: 60, unanswerable: 20 });
});

/** The gap kinds a set gave the questions it cannot answer, under whichever name it used. */
const gapKindsOf = (sets: ReadonlyArray<ReadonlyArray<{ kind: string }>>) =>
  new Set(
    sets.flat().flatMap((item) => {
      if (item.kind !== "unanswerable") return [];
      const tagged = item as { style?: string; lacks?: string };
      return [tagged.style ?? tagged.lacks ?? ""];
    }),
  );

describe("the tenth unseen set's gaps", () => {
  it("spans twenty kinds of gap, none of them the ninth set's", () => {
    expect(EARLIER_SETS).toHaveLength(12);
    expect(EARLIER_SETS.every((set) => set.length > 0)).toBe(true);
    const kinds = new Set(unanswerable.map(({ style }) => style));
    expect(kinds.size).toBe(20);
    const ninth = gapKindsOf([UNSEEN_QUESTIONS_44G]);
    expect(ninth.size).toBe(20);
    expect([...kinds].filter((kind) => ninth.has(kind))).toEqual([]);
  });

  it("asks for what no profile, risk factor, statement line, filing or news item of the company names", () => {
    const absent: ReadonlyArray<readonly [Unseen44hLack, RegExp]> = [
      ["segment", /segment|cloud revenue|revenue from (?:google )?cloud/],
      ["guidance", /guidance|outlook|guiding/],
      ["consensus", /consensus|estimate|analyst/],
      ["insiderTrades", /insider|form 4/],
      ["callRemarks", /earnings call|transcript|conference call/],
      ["shortInterest", /short interest|shorted|short sell/],
      ["options", /\boptions?\b|implied vol/],
      ["esg", /emission|greenhouse|carbon|\besg\b/],
      ["headCountHistory", /2021 head ?count|employees in 2021/],
      ["yearBefore", /2019/],
      ["otherCompany", /starbucks|sbux/],
      ["preMarket", /pre-?market|extended hours/],
      ["earningsDate", /earnings date|next report|release date/],
      ["institutionalHolders", /institutional|13f/],
      ["buybackAuthorization", /authori[sz]/],
      ["priceTarget", /price target|analyst/],
      ["advice", /recommend|\bbuy rating\b|\bstrong buy\b/],
      ["quarterAfter", /fiscal 2025 q1/],
      ["creditRating", /credit rating|moody|\bs&p\b|\brated\b/],
      ["breakeven", /break[- ]?even/],
    ];
    expect(absent.map(([lack]) => lack).sort()).toEqual(unanswerable.map(({ style }) => style).sort());
    for (const [lack, words] of absent) {
      const symbol = subjectOf(ofLack(lack));
      if (!symbol) continue;
      expect(wordsAbout(symbol), `${lack} (${symbol})`).not.toMatch(words);
    }
  });

  it("lists no filing beyond annual and quarterly reports: no Form 4, 13F, 8-K release or transcript", () => {
    for (const lack of ["insiderTrades", "institutionalHolders", "earningsDate", "callRemarks"] as const) {
      const forms = new Set((sampleFilings(subjectOf(ofLack(lack))) ?? []).map((filing) => filing.formType));
      expect([...forms].sort(), lack).toEqual(["10-K", "10-Q"]);
    }
  });

  it("asks for a year before the first the data holds, and a quarter after the last", () => {
    const before = ofLack("yearBefore");
    const [asked = ""] = /20\d\d/.exec(before.question) ?? [];
    expect(Number(fiscalYears(subjectOf(before))[0])).toBeGreaterThan(Number(asked));
    const after = ofLack("quarterAfter");
    expect(after.question).toMatch(/Q1 2025/);
    // The company closes its books in December: its Q1 2025 ends in March 2025, after the latest quarter held.
    expect(statementsOf(subjectOf(after), "annual").income[0]?.date.slice(5)).toBe("12-31");
    const [latest = ""] = statementsOf(subjectOf(after), "quarter").income.map((row) => row.date);
    expect(latest < "2025-03-31").toBe(true);
  });

  it("asks about a company outside the data without naming a sample company", () => {
    const other = ofLack("otherCompany");
    expect(other.about).toEqual([]);
    expect(companiesNamed(other.question)).toEqual([]);
    const names = SAMPLE_PROFILES.map((company) => `${company.companyName} ${company.symbol} ${company.description}`)
      .join(" ")
      .toLowerCase();
    expect(names).not.toMatch(/starbucks|sbux/);
  });

  it("holds one head count per company and daily closes only, no time of day", () => {
    const company = profileOf(subjectOf(ofLack("headCountHistory")));
    expect(company.fullTimeEmployees).toBeGreaterThan(0);
    expect(Object.keys(company).filter((key) => /employ|staff|head/i.test(key))).toEqual(["fullTimeEmployees"]);
    const bars = barsOf(subjectOf(ofLack("preMarket")));
    expect(bars.every((bar) => /^\d{4}-\d{2}-\d{2}$/.test(bar.date))).toBe(true);
    expect(new Set(bars.map((bar) => bar.date)).size).toBe(bars.length);
  });

  it("says for every gap what an honest first line names, and a generic gap sentence does not pass for it", () => {
    // The sentence on live prices is generic for every gap but a live price's: it names the pre-market gap.
    const livePrices = GENERIC_GAP_SENTENCES.filter((sentence) => /\blive prices\b/.test(sentence));
    expect(livePrices).toHaveLength(1);
    for (const item of unanswerable)
      for (const sentence of GENERIC_GAP_SENTENCES.filter(
        (candidate) => item.style !== "preMarket" || !livePrices.includes(candidate),
      ))
        expect(item.lacking.test(sentence), `${item.question} / ${sentence}`).toBe(false);
    // And the pre-market gap is not passed by a sentence about another gap.
    const preMarket = ofLack("preMarket");
    for (const sentence of GENERIC_GAP_SENTENCES.filter((candidate) => !livePrices.includes(candidate)))
      expect(preMarket.lacking.test(sentence), sentence).toBe(false);
  });
});
